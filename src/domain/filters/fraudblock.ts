import { blocklistFields, entityStatuses } from '../enums'
import { defineFilterFields } from '../filter-fields'

/** Filters of the fraud block list (`fraudblock` list call); `account` is the spec's `?accountId=`. */
export const fraudBlockFilterFields = defineFilterFields({
  account: { kind: 'text', param: 'accountId' },
  field: { kind: 'enum', param: 'field', values: blocklistFields },
  bin: { kind: 'text', param: 'cardBin', pattern: /^\d{1,8}$/, format: 'binPrefix' },
  last4: { kind: 'text', param: 'cardLast4Digits', pattern: /^\d{4}$/, format: 'last4' },
  merchant: { kind: 'text', param: 'merchantName' },
  space: { kind: 'text', param: 'space' },
  status: { kind: 'enum', param: 'status', values: entityStatuses },
  active: { kind: 'enum', param: 'active', values: ['true', 'false'] },
  created: { kind: 'dateRange', fromParam: 'from', toParam: 'to' },
})
