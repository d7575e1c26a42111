import { checkResults } from '../enums'
import { defineFilterFields, merchantFilter } from '../filter-fields'

const day = /^\d{4}-\d{2}-\d{2}$/

/** Filters of the settlement record list (`settlement/{space}/record`); settlement dates are days, not instants. */
export const settlementRecordFilterFields = defineFilterFields({
  upload: { kind: 'text', param: 'uploadId', pattern: /^\d{1,15}$/ },
  result: { kind: 'enum', param: 'result', values: checkResults },
  gateway: { kind: 'text', param: 'gateway' },
  merchant: merchantFilter,
  currency: { kind: 'text', param: 'currency', pattern: /^[A-Z]{3}$/, format: 'currency' },
  transaction: { kind: 'text', param: 'transactionId' },
  from: { kind: 'text', param: 'fromDate', pattern: day },
  to: { kind: 'text', param: 'toDate', pattern: day },
})
