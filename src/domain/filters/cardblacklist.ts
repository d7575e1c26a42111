import { entityStatuses } from '../enums'
import { defineFilterFields } from '../filter-fields'

/** Filters of the card blacklist (`cardblacklist` list call). */
export const cardBlacklistFilterFields = defineFilterFields({
  card: { kind: 'text', param: 'cardId', pattern: /^[A-Za-z0-9_:=+/-]{1,128}$/, format: 'cardHash' },
  bin: { kind: 'text', param: 'cardBin', pattern: /^\d{1,8}$/, format: 'binPrefix' },
  last4: { kind: 'text', param: 'cardLast4Digits', pattern: /^\d{4}$/, format: 'last4' },
  space: { kind: 'text', param: 'space' },
  status: { kind: 'enum', param: 'status', values: entityStatuses },
  active: { kind: 'enum', param: 'active', values: ['true', 'false'] },
})
