import { commandRegistry } from '@commands/index'
import { routePermission } from '@commands/screens'
import { type RecordKind, defineRecordKind, historyKeys, numericId } from '@console/api/record-kind'
import { defineCall } from '@domain/call'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'

// Every kind the console declares, wherever its area keeps it.
const modules = import.meta.glob<Record<string, unknown>>('/src/console/api/*.ts', { eager: true })
const isKind = (value: unknown): value is RecordKind<unknown> =>
  typeof value === 'object' && value !== null && 'readPermission' in value && 'detailQuery' in value && 'listRoute' in value
const kinds = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isKind(value))
    .map(([name, kind]) => ({ name: `${file.replace(/^.*\//, '')} ${name}`, kind: kind as RecordKind<unknown> })),
)

const spec = (access: 'signedIn' | 'gatewayCredential.read') => ({
  area: 'example',
  calls: {
    list: defineCall({ area: 'example', method: 'GET', path: 'example', access }) as never,
    get: defineCall({ area: 'example', method: 'GET', path: 'example/{id}', access }),
  },
  filters: {},
  route: '/example/$example' as const,
  focus: 'gatewayCredential' as const,
  idOf: (row: { id: number }) => row.id,
  parseId: numericId,
  params: (id: number) => ({ id: String(id) }) as never,
})

describe('a record kind', () => {
  it('is refused when its list call names no permission', () => {
    expect(() => defineRecordKind(spec('signedIn'))).toThrow(/names no permission/)
  })

  it('takes its read permission from its list call', () => {
    expect(defineRecordKind(spec('gatewayCredential.read')).readPermission).toBe('gatewayCredential.read')
  })

  it('reads its list route and param from its detail route, and is in focus under the param unless told', () => {
    const kind = defineRecordKind({ ...spec('gatewayCredential.read'), route: '/merchants/$merchant/gatewayCredentials/$gatewayCredential', focus: undefined })
    expect([kind.listRoute, kind.param, kind.focus]).toEqual(['/merchants/$merchant/gatewayCredentials', 'gatewayCredential', 'gatewayCredential'])
    // @ts-expect-error a param that is no focus kind needs its focus named
    defineRecordKind({ ...spec('gatewayCredential.read'), route: '/example/$example', focus: undefined })
  })

  it('is declared by every area that lists records', () => {
    expect(kinds.length).toBeGreaterThanOrEqual(5)
  })

  it.each(kinds.map((entry) => [entry.name, entry.kind] as const))('%s has a navigation command to its list, and the guard asks its permission', (_name, kind) => {
    const listRoute = kind.listRoute
    const reachable = commandRegistry.some((command) => command.route === listRoute || command.route === `${listRoute}/$${kind.param}`)
    expect(reachable, `no command opens ${kind.listRoute}`).toBe(true)
    expect(routePermission(`${listRoute}/$${kind.param}`)).toBeDefined()
  })
})

describe('a record kind whose writes are audited', () => {
  it('transactions and customers name their audit rows as the server writes them (merchant/id), so their detail shows a History panel', async () => {
    const { transaction } = await import('@console/api/transaction')
    const { customer } = await import('@console/api/customer')
    const row = { id: 'tx_1', merchantAccount: 'acme-books' }
    expect(transaction.history?.(row as never)).toEqual({ targetType: 'transaction', targetId: 'acme-books/tx_1' })
    expect(customer.history?.(row as never)).toEqual({ targetType: 'customer', targetId: 'acme-books/tx_1' })
  })
})

describe('a write to a record kind', () => {
  it('makes the History panels stale when the kind has one, since the write added an audit row; not otherwise', async () => {
    const staleAfter = async (history: boolean) => {
      const queryClient = new QueryClient()
      const key = historyKeys.of({ targetType: 'gatewayCredential', targetId: '1' })
      queryClient.setQueryData(key, { items: [] })
      const kind = defineRecordKind({ ...spec('gatewayCredential.read'), ...(history ? { history: (row: { id: number }) => ({ targetType: 'gatewayCredential', targetId: String(row.id) }) } : {}) })
      await kind.refresh(queryClient)
      return queryClient.getQueryState(key)?.isInvalidated
    }
    expect(await staleAfter(true)).toBe(true)
    expect(await staleAfter(false)).toBe(false)
  })
})
