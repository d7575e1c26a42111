import { blocklistFields, entityStatuses } from '../enums'
import { cardBinPrefixFilter, cardLast4Filter, createdFilter, defineFilterFields, merchantFilter, spaceFilter } from '../filter-fields'

/** Filters of the fraud block list (`fraudblock` list call); `account` is the spec's `?accountId=`. */
export const fraudBlockFilterFields = defineFilterFields({
  account: { kind: 'text', param: 'accountId' },
  field: { kind: 'enum', param: 'field', values: blocklistFields },
  bin: cardBinPrefixFilter,
  last4: cardLast4Filter,
  merchant: merchantFilter,
  space: spaceFilter,
  status: { kind: 'enum', param: 'status', values: entityStatuses },
  active: { kind: 'enum', param: 'active', values: ['true', 'false'] },
  created: createdFilter,
})
