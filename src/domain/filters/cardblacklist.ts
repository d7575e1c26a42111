import { entityStatuses } from '../enums'
import { cardBinPrefixFilter, cardLast4Filter, defineFilterFields, spaceFilter } from '../filter-fields'

/** Filters of the card blacklist (`cardblacklist` list call). */
export const cardBlacklistFilterFields = defineFilterFields({
  card: { kind: 'text', param: 'cardId', pattern: /^[A-Za-z0-9_:=+/-]{1,128}$/, format: 'cardHash' },
  bin: cardBinPrefixFilter,
  last4: cardLast4Filter,
  space: spaceFilter,
  status: { kind: 'enum', param: 'status', values: entityStatuses },
  active: { kind: 'enum', param: 'active', values: ['true', 'false'] },
})
