import type { FocusKind } from '@commands/focus'
import { commandRegistry } from '@commands/index'
import { routePermission } from '@commands/screens'
import { type RecordKind, defineRecordKind, historyKeys, numericId } from '@console/api/record-kind'
import { recordSearchOptions } from '@console/api/route-options'
import { defineCall } from '@domain/call'
import { NEW_RECORD } from '@domain/constants'
import { type ConsoleKindName, type KindFocusName, type KindRow, kinds as kindTable } from '@domain/kinds'
import { filterSearch } from '@domain/filter-fields'
import { oneOf, textUpTo } from '@domain/search-params'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'

/** Compile-time half: the kind table names only focus kinds, since commands read the open record under that name. */
const focusNamesAreFocusKinds: [KindFocusName<ConsoleKindName>] extends [FocusKind] ? true : false = true

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
  kind: 'gatewayCredential' as const,
  calls: {
    list: defineCall({ area: 'example', method: 'GET', path: 'example', access }) as never,
    get: defineCall({ area: 'example', method: 'GET', path: 'example/{id}', access }),
  },
  filters: {},
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

  it('reads its routes from its row of the kind table, its param from its record route, and is in focus under the param unless the row says', () => {
    const kind = defineRecordKind({ ...spec('gatewayCredential.read'), kind: 'velocityBlock' })
    expect([kind.listRoute, kind.param, kind.focus]).toEqual(['/merchants/$merchant/velocityblocks', 'velocityBlock', 'velocityBlock'])
    const entry = defineRecordKind({ ...spec('gatewayCredential.read'), kind: 'cardBlacklist' })
    expect([entry.route, entry.param, entry.focus]).toEqual(['/cardBlacklist/$cardId', 'cardId', 'cardBlacklistEntry'])
    expect(focusNamesAreFocusKinds).toBe(true)
  })

  it.each(kinds.map((entry) => [entry.name, entry.kind] as const))("%s asks the permissions its row of the kind table names, the call table's", (_name, kind) => {
    const row = Object.values(kindTable).find((candidate: KindRow) => candidate.routes?.record === kind.route) as KindRow
    expect({ read: kind.readPermission, write: kind.writePermission }).toEqual({ read: row.permission?.read, write: row.permission?.write })
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

/** A route as routes.tsv and the browser tests write it: `{param}`, and `{param?}` for an optional one. */
const specPath = (route: string) => route.replace(/\{-\$(\w+)\}/g, '{$1?}').replace(/\$(\w+)/g, '{$1}')

describe('the record kinds the browser tests open from their lists', () => {
  it('are every kind the user may write that has a list screen of its own, so a new kind is opened with the list keys at once (tests/e2e/record-kinds.json)', async () => {
    // A list inside another record's pane (a collection's templates) has no list keys.
    const listScreen = (kind: RecordKind<unknown>) => kind.calls.list !== undefined && !kinds.some((other) => other.kind.route === kind.listRoute)
    const writable = kinds
      .filter(({ kind }) => kind.writePermission !== undefined && listScreen(kind))
      .map(({ name, kind }) => ({ kind: name, list: specPath(kind.listRoute), record: specPath(kind.route) }))
    await expect(`${JSON.stringify(writable, null, 2)}\n`).toMatchFileSnapshot('../../e2e/record-kinds.json')
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
      const kind = defineRecordKind({ ...spec('gatewayCredential.read'), ...(history ? {} : { history: false as const }) })
      await kind.refresh(queryClient)
      return queryClient.getQueryState(key)?.isInvalidated
    }
    expect(await staleAfter(true)).toBe(true)
    expect(await staleAfter(false)).toBe(false)
  })
})

describe('a record kind named in the audit log by its id', () => {
  it("is the default: its target type is the kind table's, the record is the target, its id as text", () => {
    const kind = defineRecordKind(spec('gatewayCredential.read'))
    expect(kind.history?.({ id: 12 })).toEqual({ targetType: 'gatewayCredential', targetId: '12' })
  })
})

describe("a record kind's detail route", () => {
  const kind = defineRecordKind({
    ...spec('gatewayCredential.read'),
    params: (id: number, route) => ({ space: route.space ?? '', id }) as never,
    idSearch: { name: 'space', of: () => 'operator' },
  })
  const preloaded = (params: Record<string, string>, deps: Record<string, string | undefined>) => {
    const queryClient = new QueryClient()
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined)
    kind.preload({ context: { queryClient }, params, deps })
    return prefetch.mock.calls.map(([options]) => options.queryKey)
  }

  it('starts loading the record of its params, named with its loader deps (a search param beside the id)', () => {
    expect(preloaded({ gatewayCredential: '12' }, { space: 'operator' })).toEqual([kind.keys.detail(12, { space: 'operator' })])
  })

  it('loads nothing for the new-record form, nor for an id the URL cannot hold', () => {
    expect(preloaded({ gatewayCredential: NEW_RECORD }, {})).toEqual([])
    expect(preloaded({ gatewayCredential: 'twelve' }, {})).toEqual([])
  })

  it('reads the search param that names the record beside the others, and hands it to the loader alone', () => {
    const options = recordSearchOptions('space', textUpTo(10), { dialog: oneOf(['delete']) })
    const search = options.validateSearch({ space: 'operator', dialog: 'delete', other: 'x' })
    expect(search).toEqual({ space: 'operator', dialog: 'delete' })
    expect(options.loaderDeps({ search })).toEqual({ space: 'operator' })
  })
})

// The route files, by the path each one's file name gives (`merchants.index.tsx`: `/merchants/`).
const routeFiles = import.meta.glob<{ Route: { options: { validateSearch?: (search: Record<string, unknown>) => Record<string, unknown> } } }>(
  '/src/console/app/routes/_console/*.tsx',
)
const routePath = (file: string) =>
  `/${file
    .replace(/^.*\/|\.tsx$/g, '')
    .split('.')
    .map((segment) => (segment === 'index' ? '' : segment.replace(/_$/, '')))
    .join('/')}`
const routeFileOf = Object.fromEntries(Object.entries(routeFiles).map(([file, load]) => [routePath(file), load]))

describe("a record kind's list route", () => {
  const lists = kinds.filter(({ kind }) => kind.calls.list && Object.keys(kind.filters).length > 0)

  it.each(lists.map((entry) => [entry.name, entry.kind] as const))('%s reads its filters from the URL', async (_name, kind) => {
    const load = routeFileOf[kind.listRoute] ?? routeFileOf[`${kind.listRoute}/`]
    expect(load, `no route file for ${kind.listRoute}`).toBeDefined()
    const { validateSearch } = (await load!()).Route.options
    const params = Object.keys(filterSearch(kind.filters))
    const read = validateSearch?.(Object.fromEntries(params.map((param) => [param, '1']))) ?? {}
    expect(Object.keys(read).sort()).toEqual(expect.arrayContaining(params.sort()))
  })
})
