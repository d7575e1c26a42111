import { cardblacklist } from '@console/api/cardblacklist'
import type { CardBlacklistEntry } from '@domain/entities/cardblacklist'
import { describe, expect, it } from 'vitest'

const entry = { cardId: 'tok_abc', space: 'rio' } as CardBlacklistEntry

describe('the card blacklist kind', () => {
  it('names an entry by its card hash and its space, in the list and in the URL', () => {
    expect(cardblacklist.rowKey(entry)).toBe('rio/tok_abc')
    expect(cardblacklist.locate(entry, {})).toEqual({ params: { cardId: 'tok_abc' }, search: { entrySpace: 'rio' } })
    expect(cardblacklist.keyInRoute({ cardId: 'tok_abc', entrySpace: 'rio' })).toBe('rio/tok_abc')
    expect(cardblacklist.keyInRoute({ cardId: '@new' })).toBe('@new')
    expect(cardblacklist.keyInRoute({})).toBeUndefined()
  })

  it("keeps the same card of two spaces apart in the cache, and asks for the entry's space", () => {
    expect(cardblacklist.keys.detail('tok_abc', { entrySpace: 'rio' })).not.toEqual(cardblacklist.keys.detail('tok_abc', { entrySpace: 'lisbon' }))
    expect(cardblacklist.query?.('tok_abc', { entrySpace: 'rio' })).toEqual({ space: 'rio' })
    expect(cardblacklist.query?.('tok_abc', {})).toEqual({})
  })

  it("leaves the open entry's space out of the list's own search", () => {
    expect(cardblacklist.listSearch({ status: 'ACTIVE', entrySpace: 'rio' })).toEqual({ status: 'ACTIVE' })
  })
})
