import { cardblacklistCalls } from '@domain/calls/cardblacklist'
import type { CardBlacklistEntry } from '@domain/entities/cardblacklist'
import { cardBlacklistFilterFields } from '@domain/filters/cardblacklist'
import { defineRecordKind, textKeyed } from './record-kind'

/** The card blacklist: a card hash refused in a space; one card can be on the list of several spaces. */
export const cardblacklist = defineRecordKind({
  kind: 'cardBlacklist',
  calls: cardblacklistCalls,
  filters: cardBlacklistFilterFields,
  ...textKeyed((row: CardBlacklistEntry) => row.cardId, (cardId) => ({ cardId })),
  query: (_cardId, route) => (route.entrySpace ? { space: route.entrySpace } : {}),
  idSearch: { name: 'entrySpace', of: (row) => row.space },
})
