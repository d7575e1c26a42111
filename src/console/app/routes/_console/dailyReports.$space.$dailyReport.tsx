import { searchOf } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { preloadRecord } from '../../../api/record-kind'
import { dailyReports } from '../../../api/report'
import { dialogSearch } from '../../../palette/screen-dialog'
import { DailyReportDetail } from '../../../screens/report/DailyReportDetail'

export const Route = createFileRoute('/_console/dailyReports/$space/$dailyReport')({
  validateSearch: searchOf(dialogSearch('download')),
  loader: ({ context, params }) => preloadRecord(context.queryClient, dailyReports, params),
  component: DailyReportDetail,
})
