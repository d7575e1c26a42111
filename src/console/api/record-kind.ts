import type { FocusKind } from '@commands/focus'
import type { GoTarget } from '@commands/go-target'
import type { CallDef, ParamsOf, QueryOf, ResponseOf } from '@domain/call'
import { NEW_RECORD } from '@domain/constants'
import type { FilterFields } from '@domain/filters'
import {
  type AuditTargetType,
  auditTargetOf,
  type ConsoleKindName,
  type KindFocusName,
  type KindRecordParam,
  type KindRecordRoute,
  type KindRow,
  kinds,
} from '@domain/kinds'
import type { Permission } from '@domain/permissions'
import { type QueryClient, type QueryKey, queryOptions } from '@tanstack/react-query'
import type { ListCall } from '../workspace/types'
import { workspaceKeys } from '../workspace/list-logic'
import { ApiCallError, callApi, callIdOf } from './client'

/**
 * The calls of one record kind, from the call table; a kind without one of them leaves it out. A
 * kind without a list is read with its parent (a restriction's rules): it has a detail, no list screen.
 */
export interface KindCalls<Row> {
  list?: ListCall<Row>
  get: CallDef
  create?: CallDef
  update?: CallDef
  remove?: CallDef
}

/**
 * One record kind of the console, declared once: its row in the kind table (area, routes, list id,
 * focus name, audit target), its calls, and how a record's id travels in the URL and in the calls.
 * Query keys, query options, route options, the list screen, the detail pane and the commands all
 * come from this.
 */
interface KindOfTable {
  /** Its row in the domain's kind table. */
  kind: ConsoleKindName
}

interface RecordKindBase<Row, Get extends CallDef, Id extends string | number> {
  calls: KindCalls<Row> & { get: Get }
  filters: FilterFields
  /** A record's id as the detail route writes it and the calls take it. */
  idOf: (row: Row) => Id
  /** The URL's text back to the id; `null` when it cannot be one (the pane then says not found). */
  parseId: (text: string) => Id | null
  /** The get (update, remove) call's path params for an id; `route` holds the route's other params (a parent's). */
  params: (id: Id, route: RouteParams) => KeyParamsOf<Get>
  /** The get (update, remove) call's query for an id, for a call that takes one. */
  query?: (id: Id, route: RouteParams) => QueryOf<Get>
  /**
   * For a record the call table has no get call for: `calls.get` is then its list call, and this
   * the list's query that names the one record (`params` and `query` are then its remove call's).
   * The record is the page's one item; a page without one is a 404.
   */
  listedBy?: (id: Id, route: RouteParams) => QueryOf<Get>
  /**
   * The route's params before its last that name the record together with it, where one is not
   * enough (`/gwhive/$component/$key`), each read from a row. They are the record's own, not a
   * parent's: the list route stands before the first of them.
   */
  idParams?: Readonly<Record<string, (row: Row) => string>>
  /** The list call's path params, for a child record whose list hangs under its parent. */
  listParams?: (route: RouteParams) => Record<string, string | number>
  /** The list call's query beyond the filters, for a child record whose list is filtered by its parent (`?merchantName=`). */
  listQuery?: (route: RouteParams) => Record<string, string>
  /** The export's query beyond the filters, where the list's path names its parent (`?merchantName=`). */
  exportQuery?: (route: RouteParams) => Record<string, string>
  /**
   * A search param of the detail route that names the record together with its id, where the id
   * alone is not unique (one card is on the blacklist of several spaces: `?entrySpace=`). `parent`:
   * it names the record's parent too, whose detail is the list route (a template's space is its
   * collection's), so it stays when the record closes. Without `of` the record does not carry it
   * (a rule, its restriction's space): it is the route's, and a record opens under the same one.
   */
  idSearch?: { name: string; of?: (row: Row) => string; parent?: boolean }
  /** What a save changes, so the pane starts afresh on the saved record; its `updated` stamp unless told. */
  version?: (row: Row) => string
  /** Queries of other kinds a write makes stale: the parent's parts that list the record. */
  related?: (route: RouteParams) => readonly QueryKey[]
  /** The record is a page of its own rather than a pane beside the list: opening one leaves the list's search behind. */
  page?: boolean
}

/** A record as the audit log names it: the events' `targetType` and `targetId`. */
export interface AuditTarget {
  targetType: AuditTargetType
  targetId: string
}

/**
 * The record a kind's detail shows: its get call's answer, or one item of the page where the get
 * is the kind's list call (`listedBy`).
 */
export type DetailOf<Get extends CallDef> = ResponseOf<Get> extends { items: readonly (infer Item)[]; nextCursor: string | null } ? Item : ResponseOf<Get>

/** The path params that name a record: its get call's, or its remove (update) call's for a kind read through its list. */
export type KeyParamsOf<Get extends CallDef> = ResponseOf<Get> extends { items: readonly unknown[]; nextCursor: string | null } ? Record<string, string | number> : ParamsOf<Get>

/** The History panels' queries: a kind's write writes an audit row, so it makes them stale. */
export const historyKeys = {
  all: ['userevents', 'history'] as const,
  of: (target: AuditTarget) => [...historyKeys.all, target.targetType, target.targetId] as const,
}

/** The params of the route on view: `{ merchant: 'acme-books', gateway: '12' }`. */
export type RouteParams = Readonly<Record<string, string | undefined>>

/**
 * How the audit log names the record (`merchant` / `acme-books`), under its kind's target type:
 * its detail shows a History panel of those events. By its id unless the kind says how
 * (`space/name`), or `false` for no History panel.
 */
interface KindHistory<Row> {
  history?: false | ((row: Row) => string)
}

export type RecordKindSpec<Row, Get extends CallDef, Id extends string | number> = RecordKindBase<Row, Get, Id> & KindHistory<Row> & KindOfTable

export type RecordKind<Row, Get extends CallDef = CallDef, Id extends string | number = string | number> = RecordKindBase<Row, Get, Id> & {
  /** The calls.tsv area slug: the locale namespace, and the list's id when the area has one kind. */
  area: string
  /** The list's id (its query keys' root, its saved preferences and its export) when the area has several kinds. */
  list?: string
  /** How the audit log names the record: its detail shows a History panel of those events. */
  history?: (row: Row) => AuditTarget
  /** The detail route, as declared. */
  route: string
  /** The list route: the detail route without its last param (and the `idParams` before it). */
  listRoute: string
  /** The detail route's last param (`gatewayCredential`), which names the record. */
  param: string
  /** Under which name the open record is in focus for the commands. */
  focus: FocusKind
  /** Read permission: the list call's access (the get call's for a kind without a list), straight from the call table. */
  readPermission: Permission
  /** Write permission: the create (else update, else remove) call's access. */
  writePermission: Permission | undefined
  keys: {
    all: readonly [string]
    list: readonly unknown[]
    detail: (id: Id, route?: RouteParams) => readonly unknown[]
  }
  detailQuery: (id: Id, route: RouteParams) => ReturnType<typeof detailQueryOptions<Get>>
  /** After a write: every loaded record of the kind, every loaded page of its list and the related queries. */
  refresh: (queryClient: QueryClient, route?: RouteParams) => Promise<void>
  /** After a delete: the record leaves the cache, so nothing fetches it again. */
  forget: (queryClient: QueryClient, id: Id, route: RouteParams) => void
  /**
   * After a delete: back to the list first (`toList`), so no pane watches the record any more; then
   * it leaves the cache and the list reloads. In the other order the pane would fetch it again (a 404).
   */
  removed: (queryClient: QueryClient, id: Id, route: RouteParams, toList: () => Promise<unknown>) => Promise<void>
  /**
   * The detail route's loader: starts loading the record while its route is being entered (a
   * hover, j/k, a link), so the pane opens on data. The route's loader deps join its params: a
   * search param names the record with them (`?space=`). A route calls it from an arrow of its
   * own, `loader: (match) => kind.preload(match)`: the router moves a loader written in place into
   * the route's chunk, and a ready-made one would set the route's param types to its own.
   */
  preload: (match: { context: { queryClient: QueryClient }; params: RouteParams; deps: RouteParams }) => Promise<void> | undefined
  /** The id in a detail route's param, or `NEW_RECORD` for the new-record form. */
  idInRoute: (text: string | undefined) => Id | typeof NEW_RECORD | null
  /** A row's key in the list: its id, with its `idSearch` value when it has one. */
  rowKey: (row: Row) => string
  /** The list row of the record a detail route shows (`selectedKey`), as `rowKey` writes it. */
  keyInRoute: (route: RouteParams) => string | undefined
  /** Where a record opens: the detail route's params and the search params that name it beside them. */
  locate: (row: Row, route: RouteParams) => { params: RouteParams; search: Record<string, string> }
  /** The list's own search: without the search param naming the open record, nor a dialog of it. */
  listSearch: <S extends object>(search: S) => S
}

function detailQueryOptions<Get extends CallDef>(key: readonly unknown[], call: Get, params: KeyParamsOf<Get>, query: QueryOf<Get> | undefined, listed: boolean) {
  return queryOptions({
    queryKey: key,
    queryFn: async ({ signal }): Promise<DetailOf<Get>> => {
      const answer = await callApi(call, { params: listed ? {} : params, query, signal } as never)
      if (!listed) return answer as DetailOf<Get>
      const [record] = (answer as { items: DetailOf<Get>[] }).items
      if (record === undefined) {
        throw new ApiCallError({ status: 404, statusText: 'Not Found', body: { errorCode: 'NOT_FOUND', message: 'Not found' }, callId: callIdOf(call), publicCall: false })
      }
      return record
    },
  })
}

function accessOf(call: CallDef | undefined): Permission | undefined {
  return call && call.access !== 'public' && call.access !== 'signedIn' ? call.access : undefined
}

type IdParts = 'idOf' | 'parseId' | 'params'

/**
 * A kind whose record is named by a numeric `id`, in the URL and in its get call's `{ id }` path:
 * how the id travels is given only where it differs (a child's parent in the params).
 */
export type NumericIdKindSpec<Row extends { id: number }, Get extends CallDef> = Omit<RecordKindBase<Row, Get, number>, IdParts> &
  Partial<Pick<RecordKindBase<Row, Get, number>, IdParts>> &
  KindHistory<Row> &
  KindOfTable

/** A link to a record of a kind: its record route. */
type RecordTarget<K extends ConsoleKindName> = Extract<GoTarget, { to: KindRecordRoute<K> }>

/** The params of a kind's record route before the record's own: its parent's, none for a root record. */
type ParentParams<K extends ConsoleKindName> = Omit<NonNullable<RecordTarget<K>['params']>, KindRecordParam<K>>

/** What a kind's row of the kind table types: the name its open record is in focus under, and links to its records. */
interface KindOfName<K extends ConsoleKindName> {
  focus: KindFocusName<K>
  /** A link to a record of the kind from elsewhere (another area's pane), by its id and its parent's params. */
  target: (id: string | number, ...parent: object extends ParentParams<K> ? [parent?: ParentParams<K>] : [parent: ParentParams<K>]) => RecordTarget<K>
}

// The kind keeps its calls' own type: a kind with a list call is one a list screen can show.
export function defineRecordKind<Row extends { id: number }, Get extends CallDef, Calls extends KindCalls<Row>, K extends ConsoleKindName>(
  spec: NumericIdKindSpec<Row, Get> & { calls: Calls; kind: K },
): RecordKind<Row, Get, number> & { calls: Calls } & KindOfName<K>
export function defineRecordKind<Row, Get extends CallDef, Id extends string | number, Calls extends KindCalls<Row>, K extends ConsoleKindName>(
  spec: RecordKindSpec<Row, Get, Id> & { calls: Calls; kind: K },
): RecordKind<Row, Get, Id> & { calls: Calls } & KindOfName<K>
export function defineRecordKind<Row, Get extends CallDef, Id extends string | number>(
  given: Omit<RecordKindBase<Row, Get, Id>, IdParts> & Partial<Pick<RecordKindBase<Row, Get, Id>, IdParts>> & KindHistory<Row> & KindOfTable,
): RecordKind<Row, Get, Id> & { target: (id: string | number, parent?: RouteParams) => GoTarget } {
  const spec: RecordKindBase<Row, Get, Id> & KindHistory<Row> & KindOfTable = {
    idOf: (row) => (row as { id: Id }).id,
    parseId: numericId as (text: string) => Id | null,
    params: (id) => ({ id }) as KeyParamsOf<Get>,
    ...given,
  }
  const row: KindRow = kinds[spec.kind]
  const { area, list, routes } = row as KindRow & { routes: { list: string; record: string } }
  const route = routes.record
  const param = route.slice(route.lastIndexOf('/$') + 2)
  const history = historyOf(spec)
  const readPermission = accessOf(spec.calls.list ?? spec.calls.get)
  if (!readPermission) throw new Error(`record kind ${area}: its list (else get) call names no permission`)
  const name = list ?? area
  const all = [name] as const
  // A child's id is unique under its parent only: the parent's params are part of its key.
  const readQuery = (id: Id, route: RouteParams) => (spec.listedBy ?? spec.query)?.(id, route)
  const detail = (id: Id, route: RouteParams = {}) => [name, id, spec.params(id, route), readQuery(id, route) ?? null] as const
  const detailQuery = (id: Id, route: RouteParams) =>
    detailQueryOptions(detail(id, route), spec.calls.get, spec.params(id, route), readQuery(id, route), spec.listedBy !== undefined)
  const idInRoute = (text: string | undefined) => (text === NEW_RECORD ? NEW_RECORD : text === undefined ? null : spec.parseId(text))
  const refresh = async (queryClient: QueryClient, route: RouteParams = {}) => {
    await Promise.all(
      [all, workspaceKeys.list(name), ...(history ? [historyKeys.all] : []), ...(spec.related?.(route) ?? [])].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    )
  }
  return {
    ...spec,
    area,
    list,
    history,
    route,
    listRoute: routes.list,
    param,
    // FocusMap has an entry under every focus name the kind table gives.
    focus: (row.focus ?? param) as FocusKind,
    target: (id: string | number, parent: RouteParams = {}) => ({ to: route, params: { ...parent, [param]: String(id) } }) as GoTarget,
    readPermission,
    writePermission: accessOf(spec.calls.create ?? spec.calls.update ?? spec.calls.remove),
    keys: { all, list: workspaceKeys.list(name), detail },
    detailQuery,
    refresh,
    forget: (queryClient, id, route) => queryClient.removeQueries({ queryKey: detail(id, route) }),
    removed: async (queryClient, id, route, toList) => {
      await toList()
      queryClient.removeQueries({ queryKey: detail(id, route) })
      await refresh(queryClient, route)
    },
    preload: ({ context, params, deps }) => {
      const route = { ...params, ...deps }
      const id = idInRoute(route[param])
      return id === null || id === NEW_RECORD ? undefined : context.queryClient.prefetchQuery(detailQuery(id, route))
    },
    idInRoute,
    ...kindPlaces(spec, param),
  }
}

/** How the audit log names a kind's record, for its History panel: under the kind's target type, by its id or as the kind says. */
function historyOf<Row, Id extends string | number>(spec: Pick<RecordKindBase<Row, CallDef, Id>, 'idOf'> & KindHistory<Row> & KindOfTable) {
  const targetType = auditTargetOf(spec.kind)
  if (spec.history === false) return undefined
  const targetId = spec.history ?? ((record: Row) => String(spec.idOf(record)))
  return (record: Row): AuditTarget => ({ targetType, targetId: targetId(record) })
}

/**
 * Where a kind's record stands in its list and in the URL: its row's key, the key a detail route
 * names, the route and search it opens at, and the list's search without it.
 */
function kindPlaces<Row, Get extends CallDef, Id extends string | number>(
  spec: RecordKindBase<Row, Get, Id>,
  param: string,
): Pick<RecordKind<Row, Get, Id>, 'rowKey' | 'keyInRoute' | 'locate' | 'listSearch'> {
  const idParams = Object.entries(spec.idParams ?? {})
  const idSearch = spec.idSearch
  const searchOf = idSearch?.of
  return {
    rowKey: (row) => [...(searchOf ? [searchOf(row)] : []), ...idParams.map(([, of]) => of(row)), spec.idOf(row)].join('/'),
    keyInRoute: (route) => {
      const text = route[param]
      if (text === undefined || text === NEW_RECORD) return text
      return [...(idSearch?.of ? [route[idSearch.name] ?? ''] : []), ...idParams.map(([name]) => route[name] ?? ''), text].join('/')
    },
    locate: (row, route) => ({
      params: { ...route, ...Object.fromEntries(idParams.map(([name, of]) => [name, of(row)])), [param]: String(spec.idOf(row)) },
      search: idSearch ? { [idSearch.name]: searchOf ? searchOf(row) : (route[idSearch.name] ?? '') } : {},
    }),
    listSearch: (search) => {
      // A dialog of the record (`?dialog=delete`) is not the list's: the list opens without it.
      const { dialog: _dialog, ...rest } = search as Record<string, unknown>
      if (idSearch && !idSearch.parent) delete rest[idSearch.name]
      return rest as typeof search
    },
  }
}

/**
 * A record with a numeric id kept under a merchant (`merchants/{name}/gateways/{id}`): the route's
 * merchant is in its calls' path.
 */
export const underMerchant = {
  params: (id: number, route: RouteParams) => ({ name: route.merchant!, id }),
  listParams: (route: RouteParams) => ({ name: route.merchant! }),
}

/** Ids that are names in the URL (`/merchants/acme-books`). */
export const textId = (text: string): string | null => (text === '' ? null : text)

/** A kind whose record is named by text (a name, a card hash): its id in a row, and the get call's path params for it. */
export const textKeyed = <Row, P>(idOf: (row: Row) => string, params: (id: string, route: RouteParams) => P) => ({ idOf, parseId: textId, params })

/**
 * A record named by its text id under the merchant of the path (`/merchant/acme-books/transactions/tx_1`),
 * its get call's params the merchant and `key`. Without a merchant in the path the call cannot be
 * made: the pane says so rather than asking.
 */
export const underPathMerchant = <K extends string>(key: K) =>
  textKeyed(
    (row: { id: string }) => row.id,
    (id, route) => ({ merchantName: route.merchantName ?? '', [key]: id }) as { merchantName: string } & Record<K, string>,
  )

/** Ids that are whole numbers in the URL (`/gatewayCredentials/12`). */
export const numericId = (text: string): number | null => (/^\d{1,15}$/.test(text) ? Number(text) : null)
