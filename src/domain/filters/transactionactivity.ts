import { results, transactionTypes } from '../enums'
import { defineFilterFields } from '../filter-fields'

/** Filters of the transaction activity list (`transactionactivity` list call). */
export const transactionActivityFilterFields = defineFilterFields({
  merchant: { kind: 'text', param: 'merchantName' },
  transaction: { kind: 'text', param: 'transactionId' },
  type: { kind: 'enum', param: 'type', values: transactionTypes, multiple: true },
  result: { kind: 'enum', param: 'result', values: results, multiple: true },
  source: { kind: 'enum', param: 'source', values: ['API', 'CONSOLE', 'GATEWAY', 'SYSTEM'] },
  created: { kind: 'dateRange', fromParam: 'from', toParam: 'to' },
})
