import { blocklistFields, entityStatuses } from '../enums'
import { defineFilterFields } from '../filter-fields'

/** Filters of the fraud block list (`fraudblock` list call); `account` is the spec's `?accountId=`. */
export const fraudBlockFilterFields = defineFilterFields({
  account: { kind: 'text', param: 'accountId', description: 'Blocked value: card hash (token), email, IP, ...' },
  field: { kind: 'enum', param: 'field', values: blocklistFields, description: 'Blocklist field' },
  bin: { kind: 'text', param: 'cardBin', pattern: /^\d{1,8}$/, patternMessage: 'A BIN is 1 to 8 digits (its start matches)', description: 'Card BIN' },
  last4: { kind: 'text', param: 'cardLast4Digits', pattern: /^\d{4}$/, patternMessage: 'Last 4 is four digits', description: 'Last 4 digits of the card' },
  merchant: { kind: 'text', param: 'merchantName', description: "A merchant's blocks and the space-wide ones covering it" },
  space: { kind: 'text', param: 'space', description: 'Space name' },
  status: { kind: 'enum', param: 'status', values: entityStatuses, description: 'Block status' },
  active: { kind: 'enum', param: 'active', values: ['true', 'false'], description: 'true: refusing payments now; false: deleted or expired' },
  created: { kind: 'dateRange', fromParam: 'from', toParam: 'to', description: 'Creation day, e.g. created>2026-10-01' },
})
