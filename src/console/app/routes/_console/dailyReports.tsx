import { dailyReportFilterFields } from '@domain/filters/report'
import { createFileRoute } from '@tanstack/react-router'
import { listRouteOptions } from '../../../api/route-options'
import { DailyReportsScreen } from '../../../screens/report/DailyReportsScreen'

export const Route = createFileRoute('/_console/dailyReports')({
  ...listRouteOptions(dailyReportFilterFields),
  component: DailyReportsScreen,
})
