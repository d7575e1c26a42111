import { fraudBlockFilterFields } from '@domain/filters/fraudblock'
import { createFileRoute } from '@tanstack/react-router'
import { listRouteOptions } from '../../../api/route-options'
import { FraudBlocksScreen } from '../../../screens/fraud/FraudBlocksScreen'

export const Route = createFileRoute('/_console/fraudblocks')({
  ...listRouteOptions(fraudBlockFilterFields),
  component: FraudBlocksScreen,
})
