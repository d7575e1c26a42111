import { createFileRoute } from '@tanstack/react-router'
import { ReportsHubScreen } from '../../../screens/report/ReportsHubScreen'

export const Route = createFileRoute('/_console/reports')({
  component: ReportsHubScreen,
})
