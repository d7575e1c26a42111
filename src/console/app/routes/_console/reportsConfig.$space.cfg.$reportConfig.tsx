import { createFileRoute } from '@tanstack/react-router'
import { ReportConfigDetail } from '../../../screens/mspace/ReportConfigDetail'

export const Route = createFileRoute('/_console/reportsConfig/$space/cfg/$reportConfig')({
  component: ReportConfigDetail,
})
