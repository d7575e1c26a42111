import { jobStates } from '../enums'
import { defineFilterFields, spaceFilter } from '../filter-fields'

/** Filters of the daily report list (`spacedailyreport` list call): `date>2026-10-01 state:COMPLETED`. */
export const dailyReportFilterFields = defineFilterFields({
  space: spaceFilter,
  state: { kind: 'enum', param: 'state', values: jobStates },
  date: { kind: 'dateRange', fromParam: 'fromDate', toParam: 'toDate' },
})
