import type { VisibilityTree } from '@domain/entities/user'
import { formatFilterQuery, parseFilterQuery } from '@domain/filters'
import { fraudBlockFilterFields } from '@domain/filters/fraudblock'
import { blockScopes } from '@console/screens/fraud/block-scope'
import { describe, expect, it } from 'vitest'

const tree: VisibilityTree = {
  spaces: [
    {
      id: 2,
      name: 'acme',
      displayName: 'Acme',
      groups: [
        { id: 1, name: 'acme-retail', displayName: 'Retail', merchants: [{ id: 10, name: 'acme-books', displayName: 'Acme Books' }] },
        { id: 2, name: 'acme-travel', displayName: 'Travel', merchants: [{ id: 11, name: 'acme-air', displayName: 'Acme Air' }] },
      ],
    },
  ],
}

describe('fraud block scope choices', () => {
  it('offers a space-scoped analyst the whole space first, then each merchant', () => {
    expect(blockScopes(tree, true, (space) => `All of ${space}`).map((scope) => [scope.key, scope.space, scope.merchantAccount])).toEqual([
      ['space:acme', 'acme', null],
      ['merchant:acme-books', 'acme', 'acme-books'],
      ['merchant:acme-air', 'acme', 'acme-air'],
    ])
  })

  it('offers a group-scoped user only the merchants they see', () => {
    expect(blockScopes(tree, false, () => '').map((scope) => scope.key)).toEqual(['merchant:acme-books', 'merchant:acme-air'])
  })
})

describe('fraud block filters', () => {
  it('reads the card hash of ?accountId= and the other fields, and writes them back', () => {
    const { search, errors } = parseFilterQuery('account:tok_abc123def456 field:credit_card_number bin:4111 active:true', fraudBlockFilterFields)
    expect(errors).toEqual([])
    expect(search).toEqual({ accountId: 'tok_abc123def456', field: 'CREDIT_CARD_NUMBER', cardBin: '4111', active: 'true' })
    expect(formatFilterQuery(search, fraudBlockFilterFields)).toBe('account:tok_abc123def456 field:CREDIT_CARD_NUMBER bin:4111 active:true')
  })

  it('reports a bad last 4 and still applies the other terms', () => {
    const { search, errors } = parseFilterQuery('last4:12 status:DELETED', fraudBlockFilterFields)
    expect(search).toEqual({ status: 'DELETED' })
    expect(errors.map((error) => error.term)).toEqual(['last4:12'])
  })
})
