import { createFileRoute } from '@tanstack/react-router'
import { ReportSpacesScreen } from '../../../screens/mspace/ReportSpacesScreen'

export const Route = createFileRoute('/_console/reportsConfig/')({
  component: ReportSpacesScreen,
})
