import type { CommandContext } from '@commands/types'
import { kindResults } from '@console/palette/record-search'
import type { SearchHit } from '@domain/entities/search'
import type { Permission } from '@domain/permissions'
import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import { commandContext } from '../commands/context'

const t = ((key: string, options?: { value?: string; count?: number }) =>
  options?.value !== undefined ? `${key}(${options.value})` : options?.count !== undefined ? `${key}(${options.count})` : key) as unknown as TFunction

function context(permissions: Permission[]): CommandContext {
  return commandContext({ permissions: new Set(permissions) })
}

const card = 'tokAbc123def456ghi'
const analyst = context(['transaction.read', 'fraud.read', 'fraud.write'])

describe('palette record search items', () => {
  it('offers the card jumps from the typed value while the search is on its way, ranked above the commands', () => {
    const items = kindResults('cardHash', card, { hits: null, local: [{ kind: 'cardHash', value: card }] }, t, analyst)
    expect(items.map((item) => item.label)).toEqual([
      `jumps.transactions(${card})`,
      `jumps.fraudBlocks(${card})`,
      `jumps.createBlock(${card})`,
      `jumps.velocity(${card})`,
    ])
    expect(items.every((item) => item.note === 'searching' && item.keywords?.[0] === card)).toBe(true)
    items[0]!.run?.(analyst)
    expect(analyst.go).toHaveBeenCalledWith({ to: '/merchant/{-$merchantName}/transactions', params: {}, search: { cardHash: card } })
  })

  it('shows the server hits of its kind once they answer, best first, with merchant and count', () => {
    const hits: SearchHit[] = [
      { kind: 'transaction', value: 'tx_1234abcd', id: 'tx_1234abcd', merchantName: 'acme-air', label: 'tx_1234abcd', count: 1 },
      { kind: 'transaction', value: 'tx_1234abcd', id: 'tx_1234abcd', merchantName: 'acme-books', label: 'tx_1234abcd', count: 3 },
      { kind: 'merchant', value: 'acme-books', label: 'Acme Books' },
    ]
    const items = kindResults('transaction', 'tx_1234abcd', { hits, local: [] }, t, analyst)
    expect(items.map((item) => [...(item.detail ?? []), item.note])).toEqual([
      ['tx_1234abcd', 'acme-books', 'count(3)'],
      ['tx_1234abcd', 'acme-air', 'count(1)'],
    ])
  })

  it('leaves out the jumps the user may not take: no new block without fraud.write', () => {
    const support = context(['transaction.read', 'fraud.read'])
    const items = kindResults('cardHash', card, { hits: [], local: [{ kind: 'cardHash', value: card }] }, t, support)
    expect(items.map((item) => item.label)).not.toContain(`jumps.createBlock(${card})`)
    expect(items[0]?.note).toBe('noRecords')
  })

  it('lets merchant hits compete with the commands by how well the name matches', () => {
    const hits: SearchHit[] = [{ kind: 'merchant', value: 'acme-books', label: 'Acme Books' }]
    const items = kindResults('merchant', 'acme', { hits, local: [] }, t, analyst)
    expect(items[0]?.keywords).toEqual(['acme-books'])
  })

  it('drops guesses from the shape of the value once the server found a record under exactly that value', () => {
    const name = 'e2e-shop-123'
    const hits: SearchHit[] = [{ kind: 'merchant', value: name, label: 'E2E Shop' }]
    expect(kindResults('cardHash', name, { hits, local: [{ kind: 'cardHash', value: name }] }, t, analyst)).toEqual([])
    expect(kindResults('cardHash', name, { hits: null, local: [{ kind: 'cardHash', value: name }] }, t, analyst)).not.toEqual([])
    expect(kindResults('merchant', name, { hits, local: [] }, t, analyst)[0]?.keywords).toEqual([name])
  })
})
