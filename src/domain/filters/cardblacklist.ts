import { entityStatuses } from '../enums'
import { defineFilterFields } from '../filter-fields'

/** Filters of the card blacklist (`cardblacklist` list call). */
export const cardBlacklistFilterFields = defineFilterFields({
  card: { kind: 'text', param: 'cardId', pattern: /^[A-Za-z0-9_:=+/-]{1,128}$/, patternMessage: 'A card hash is letters, digits and _:=+/-', description: 'Card hash' },
  bin: { kind: 'text', param: 'cardBin', pattern: /^\d{1,8}$/, patternMessage: 'A BIN is 1 to 8 digits', description: 'Card BIN' },
  last4: { kind: 'text', param: 'cardLast4Digits', pattern: /^\d{4}$/, patternMessage: 'Last 4 is four digits', description: 'Last 4 digits' },
  space: { kind: 'text', param: 'space', description: 'Space' },
  status: { kind: 'enum', param: 'status', values: entityStatuses, description: 'Entry status' },
  active: { kind: 'enum', param: 'active', values: ['true', 'false'], description: 'In effect now: active and not expired' },
})
