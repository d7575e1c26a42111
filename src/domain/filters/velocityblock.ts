import { blocklistFields, entityStatuses } from '../enums'
import { defineFilterFields } from '../filter-fields'

/** Filters of a merchant's velocity block list (`merchant/{name}/velocityblock`); `account` is `?accountId=`. */
export const velocityBlockFilterFields = defineFilterFields({
  account: { kind: 'text', param: 'accountId', description: 'Blocked value: card hash (token), email, IP, ...' },
  field: { kind: 'enum', param: 'field', values: blocklistFields, description: 'Blocklist field' },
  status: { kind: 'enum', param: 'status', values: entityStatuses, description: 'Block status' },
  created: { kind: 'dateRange', fromParam: 'from', toParam: 'to', description: 'Creation day, e.g. created>2026-10-01' },
})
