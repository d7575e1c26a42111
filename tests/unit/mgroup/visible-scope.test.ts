import type { VisibilityTree } from '@domain/entities/user'
import { describe, expect, it } from 'vitest'
import { choiceOptions, visibleMerchants, visibleSpaces } from '../../../src/console/session/visible-scope'

const tree: VisibilityTree = {
  spaces: [
    {
      id: 1,
      name: 'acme',
      displayName: 'Acme',
      groups: [
        { id: 10, name: 'acme-retail', displayName: 'Acme Retail', merchants: [{ id: 100, name: 'acme-shoes', displayName: 'Acme Shoes' }] },
        { id: 11, name: 'acme-travel', displayName: 'Acme Travel', merchants: [{ id: 101, name: 'acme-air', displayName: 'acme-air' }] },
      ],
    },
    { id: 2, name: 'rio', displayName: 'Rio', groups: [] },
  ],
}

describe('what a user can choose from their visibility tree', () => {
  it('lists the spaces the user sees', () => {
    expect(visibleSpaces(tree).map((space) => space.name)).toEqual(['acme', 'rio'])
    expect(visibleSpaces(undefined)).toEqual([])
  })

  it('lists every merchant of every group once', () => {
    expect(visibleMerchants(tree).map((merchant) => merchant.name)).toEqual(['acme-shoes', 'acme-air'])
  })

  it('labels a choice by its display name and the name the server knows', () => {
    expect(choiceOptions(visibleMerchants(tree))).toEqual([
      { value: 'acme-shoes', label: 'Acme Shoes (acme-shoes)' },
      { value: 'acme-air', label: 'acme-air' },
    ])
  })
})
