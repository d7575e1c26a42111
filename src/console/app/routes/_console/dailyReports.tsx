import { filterSearch } from '@domain/filter-fields'
import { dailyReportFilterFields } from '@domain/filters/report'
import { searchOf } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { DailyReportsScreen } from '../../../screens/report/DailyReportsScreen'

export const Route = createFileRoute('/_console/dailyReports')({
  validateSearch: searchOf(filterSearch(dailyReportFilterFields)),
  component: DailyReportsScreen,
})
