import { jobStates } from '../enums'
import { defineFilterFields } from '../filter-fields'

/** Filters of the daily report list (`spacedailyreport` list call): `date>2026-10-01 state:COMPLETED`. */
export const dailyReportFilterFields = defineFilterFields({
  space: { kind: 'text', param: 'space' },
  state: { kind: 'enum', param: 'state', values: jobStates },
  date: { kind: 'dateRange', fromParam: 'fromDate', toParam: 'toDate' },
})
