import { searchOf } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { dailyReports } from '../../../api/report'
import { dialogSearch } from '../../../palette/screen-dialog'
import { DailyReportDetail } from '../../../screens/report/DailyReportDetail'

export const Route = createFileRoute('/_console/dailyReports/$space/$dailyReport')({
  validateSearch: searchOf(dialogSearch('download')),
  loader: (match) => dailyReports.preload(match),
  component: DailyReportDetail,
})
