import { createFileRoute } from '@tanstack/react-router'
import { velocityStatisticsSearch } from '../../../screens/fraud/velocity-search'
import { VelocityStatisticsScreen } from '../../../screens/fraud/VelocityStatisticsScreen'

export const Route = createFileRoute('/_console/velocitystatistics')({
  validateSearch: velocityStatisticsSearch,
  component: VelocityStatisticsScreen,
})
