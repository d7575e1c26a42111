import { blocklistFields, entityStatuses } from '../enums'
import { createdFilter, defineFilterFields } from '../filter-fields'

/** Filters of a merchant's velocity block list (`merchant/{name}/velocityblock`); `account` is `?accountId=`. */
export const velocityBlockFilterFields = defineFilterFields({
  account: { kind: 'text', param: 'accountId' },
  field: { kind: 'enum', param: 'field', values: blocklistFields },
  status: { kind: 'enum', param: 'status', values: entityStatuses },
  created: createdFilter,
})
