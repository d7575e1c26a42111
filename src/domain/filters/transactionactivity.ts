import { results, transactionTypes } from '../enums'
import { createdFilter, defineFilterFields, merchantFilter } from '../filter-fields'

/** Filters of the transaction activity list (`transactionactivity` list call). */
export const transactionActivityFilterFields = defineFilterFields({
  merchant: merchantFilter,
  transaction: { kind: 'text', param: 'transactionId' },
  type: { kind: 'enum', param: 'type', values: transactionTypes, multiple: true },
  result: { kind: 'enum', param: 'result', values: results, multiple: true },
  source: { kind: 'enum', param: 'source', values: ['API', 'CONSOLE', 'GATEWAY', 'SYSTEM'] },
  created: createdFilter,
})
