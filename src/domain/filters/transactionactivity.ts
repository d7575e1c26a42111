import { results, transactionTypes } from '../enums'
import { defineFilterFields } from '../filter-fields'

/** Filters of the transaction activity list (`transactionactivity` list call). */
export const transactionActivityFilterFields = defineFilterFields({
  merchant: { kind: 'text', param: 'merchantName', description: 'Merchant name' },
  transaction: { kind: 'text', param: 'transactionId', description: 'Transaction id' },
  type: { kind: 'enum', param: 'type', values: transactionTypes, multiple: true, description: 'Activity type' },
  result: { kind: 'enum', param: 'result', values: results, multiple: true, description: 'Approved, declined, error or pending' },
  source: { kind: 'enum', param: 'source', values: ['API', 'CONSOLE', 'GATEWAY', 'SYSTEM'], description: 'Who made the step' },
  created: { kind: 'dateRange', fromParam: 'from', toParam: 'to', description: 'Day of the step, e.g. created>2026-10-01' },
})
