import type { FocusKind } from '@commands/focus'
import type { CallDef, ParamsOf, ResponseOf } from '@domain/call'
import { NEW_RECORD } from '@domain/constants'
import type { FilterFields } from '@domain/filters'
import type { Permission } from '@domain/permissions'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type { ListCall } from '../workspace/types'
import { workspaceKeys } from '../workspace/list-logic'
import { callApi } from './client'

/** The calls of one record kind, from the call table; a kind without one of them leaves it out. */
export interface KindCalls<Row> {
  list: ListCall<Row>
  get: CallDef
  create?: CallDef
  update?: CallDef
  remove?: CallDef
}

/**
 * One record kind of the console, declared once: its calls, its list route and the detail route
 * beside it, and how a record's id travels in the URL and in the calls. Query keys, query options,
 * route options, the list screen, the detail pane and the commands all come from this.
 */
export interface RecordKindSpec<Row, Get extends CallDef, Id extends string | number> {
  /** The calls.tsv area slug: the list's id, the query keys' root and the locale namespace. */
  area: string
  calls: KindCalls<Row> & { get: Get }
  filters: FilterFields
  /** The list route; the detail route is `{listRoute}/${param}` beside it. */
  listRoute: string
  /** The detail route's param (`gatewayCredential` in `/gatewayCredentials/$gatewayCredential`). */
  param: string
  /** Under which name the open record is in focus for the commands. */
  focus: FocusKind
  /** A record's id as the detail route writes it and the calls take it. */
  idOf: (row: Row) => Id
  /** The URL's text back to the id; `null` when it cannot be one (the pane then says not found). */
  parseId: (text: string) => Id | null
  /** The get (update, remove) call's path params for an id; `route` holds the route's other params (a parent's). */
  params: (id: Id, route: RouteParams) => ParamsOf<Get>
  /** The list call's path params, for a child record whose list hangs under its parent. */
  listParams?: (route: RouteParams) => Record<string, string | number>
}

/** The params of the route on view: `{ merchant: 'acme-books', gateway: '12' }`. */
export type RouteParams = Readonly<Record<string, string | undefined>>

export type RecordKind<Row, Get extends CallDef = CallDef, Id extends string | number = string | number> = RecordKindSpec<Row, Get, Id> & {
  /** Read permission: the list call's access, straight from the call table. */
  readPermission: Permission
  /** Write permission: the create (else update, else remove) call's access. */
  writePermission: Permission | undefined
  keys: {
    all: readonly [string]
    list: readonly unknown[]
    detail: (id: Id, route?: RouteParams) => readonly unknown[]
  }
  detailQuery: (id: Id, route: RouteParams) => ReturnType<typeof detailQueryOptions<Get>>
  /** After a write: every loaded record of the kind and every loaded page of its list. */
  refresh: (queryClient: QueryClient) => Promise<void>
  /** After a delete: the record leaves the cache, so nothing fetches it again. */
  forget: (queryClient: QueryClient, id: Id, route: RouteParams) => void
  /** The id in a detail route's param, or `NEW_RECORD` for the new-record form. */
  idInRoute: (text: string | undefined) => Id | typeof NEW_RECORD | null
}

function detailQueryOptions<Get extends CallDef>(key: readonly unknown[], call: Get, params: ParamsOf<Get>) {
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }): Promise<ResponseOf<Get>> => callApi(call, { params, signal } as never) as Promise<ResponseOf<Get>>,
  })
}

function accessOf(call: CallDef | undefined): Permission | undefined {
  return call && call.access !== 'public' && call.access !== 'signedIn' ? call.access : undefined
}

export function defineRecordKind<Row, Get extends CallDef, Id extends string | number>(
  spec: RecordKindSpec<Row, Get, Id>,
): RecordKind<Row, Get, Id> {
  const readPermission = accessOf(spec.calls.list)
  if (!readPermission) throw new Error(`record kind ${spec.area}: its list call names no permission`)
  const all = [spec.area] as const
  // A child's id is unique under its parent only: the parent's params are part of its key.
  const detail = (id: Id, route: RouteParams = {}) => [spec.area, id, spec.params(id, route)] as const
  return {
    ...spec,
    readPermission,
    writePermission: accessOf(spec.calls.create ?? spec.calls.update ?? spec.calls.remove),
    keys: { all, list: workspaceKeys.list(spec.area), detail },
    detailQuery: (id, route) => detailQueryOptions(detail(id, route), spec.calls.get, spec.params(id, route)),
    refresh: async (queryClient) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: all }),
        queryClient.invalidateQueries({ queryKey: workspaceKeys.list(spec.area) }),
      ])
    },
    forget: (queryClient, id, route) => queryClient.removeQueries({ queryKey: detail(id, route) }),
    idInRoute: (text) => (text === NEW_RECORD ? NEW_RECORD : text === undefined ? null : spec.parseId(text)),
  }
}

/** Ids that are whole numbers in the URL (`/gatewayCredentials/12`). */
export const numericId = (text: string): number | null => (/^\d{1,15}$/.test(text) ? Number(text) : null)
