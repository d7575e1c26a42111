import { velocityBlockFilterFields } from '@domain/filters/velocityblock'
import { filterSearchSchema } from '@domain/filters'
import { createFileRoute } from '@tanstack/react-router'
import { VelocityBlocksScreen } from '../../../screens/fraud/VelocityBlocksScreen'

export const Route = createFileRoute('/_console/merchants/$merchant/velocityblocks')({
  validateSearch: filterSearchSchema(velocityBlockFilterFields),
  component: VelocityBlocksScreen,
})
