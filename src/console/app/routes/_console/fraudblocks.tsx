import { fraudBlockFilterFields } from '@domain/filters/fraudblock'
import { filterSearchSchema } from '@domain/filters'
import { createFileRoute } from '@tanstack/react-router'
import { FraudBlocksScreen } from '../../../screens/fraud/FraudBlocksScreen'

export const Route = createFileRoute('/_console/fraudblocks')({
  validateSearch: filterSearchSchema(fraudBlockFilterFields),
  component: FraudBlocksScreen,
})
