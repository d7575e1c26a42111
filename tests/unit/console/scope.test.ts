import type { VisibilityTree } from '@domain/entities/user'
import { likelyMerchantGroup, ownGroup, soleMerchant } from '@console/lib/scope'
import { describe, expect, it } from 'vitest'

const merchant = (name: string) => ({ id: name.length, name, displayName: name.toUpperCase() })
const tree = (...groups: string[][]): VisibilityTree => ({
  spaces: [{ id: 1, name: 'acme', displayName: 'Acme', groups: groups.map((merchants, index) => ({ id: index, name: `g${index}`, displayName: `G${index}`, merchants: merchants.map(merchant) })) }],
})

/** A user of the acme space, of `group` (none: a space user), who sees groups of the merchants given. */
const user = (group: string | null, groups: string[][]) => ({
  mGroup: { id: group ? 1 : null, name: group, displayName: group },
  mSpace: { id: 1, name: 'acme', displayName: 'Acme' },
  visibilityTree: tree(...groups),
})

describe('the sole merchant of a scope', () => {
  it('is the merchant of a scope that holds exactly one', () => {
    expect(soleMerchant(tree(['acme-books']))).toBe('acme-books')
    expect(soleMerchant(tree([], ['acme-books']))).toBe('acme-books')
  })

  it('is none for a scope of several merchants, or none at all', () => {
    expect(soleMerchant(tree(['acme-books', 'acme-shoes']))).toBeNull()
    expect(soleMerchant(tree(['acme-books'], ['acme-shoes']))).toBeNull()
    expect(soleMerchant(tree())).toBeNull()
    expect(soleMerchant(undefined)).toBeNull()
  })
})

describe("a user's own group", () => {
  it('is the group of a group user', () => {
    expect(ownGroup(user('g1', [[], []]))).toBe('g1')
  })

  it("is the only group of a space user's space, and none when the space has several", () => {
    expect(ownGroup(user(null, [['acme-books']]))).toBe('g0')
    expect(ownGroup(user(null, [[], []]))).toBeNull()
    expect(ownGroup(undefined)).toBeNull()
  })
})

describe('the group a new merchant likely goes in', () => {
  it('is the group of a group user', () => {
    expect(likelyMerchantGroup(user('g1', [['acme-books'], []]))).toBe('g1')
  })

  it("is the group of a space user's space that holds the most merchants, a group just made beside it too", () => {
    expect(likelyMerchantGroup(user(null, [['acme-books']]))).toBe('g0')
    expect(likelyMerchantGroup(user(null, [['acme-books', 'acme-shoes'], []]))).toBe('g0')
    expect(likelyMerchantGroup(user(null, [[], ['acme-books']]))).toBe('g1')
  })

  it('is none when two groups hold as many, or the space has none', () => {
    expect(likelyMerchantGroup(user(null, [['acme-books'], ['acme-shoes']]))).toBeNull()
    expect(likelyMerchantGroup(user(null, [[], []]))).toBeNull()
    expect(likelyMerchantGroup(user(null, []))).toBeNull()
    expect(likelyMerchantGroup(undefined)).toBeNull()
  })
})
