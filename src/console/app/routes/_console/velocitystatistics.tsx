import { createFileRoute } from '@tanstack/react-router'
import { velocityStatisticsSearchSchema } from '../../../screens/fraud/velocity-search'
import { VelocityStatisticsScreen } from '../../../screens/fraud/VelocityStatisticsScreen'

export const Route = createFileRoute('/_console/velocitystatistics')({
  validateSearch: velocityStatisticsSearchSchema,
  component: VelocityStatisticsScreen,
})
