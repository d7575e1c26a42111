import { NEW_RECORD } from '@domain/constants'
import type { ResponseOf } from '@domain/call'
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query'
import { Outlet, useNavigate, useParams, useSearch } from '@tanstack/react-router'
import type { Dispatch, ReactNode, SetStateAction } from 'react'
import { useTranslation } from 'react-i18next'
import { callApi } from '../api/client'
import type { RecordKind, RouteParams } from '../api/record-kind'
import { useRegisterFocus } from '../palette/focus-records'
import { showSuccess } from '../session/alert-store'
import { usePermission } from '../session/use-permission'
import { Button } from '../ui/Button'
import { RecordQuery } from '../ui/RecordEditor'
import { type RecordEditorOptions, useRecordEditor } from '../ui/record-editor'
import { ListWorkspace } from './ListWorkspace'
import type { WorkspaceColumn, WorkspaceSearch } from './types'

// biome-ignore lint/suspicious/noExplicitAny: a kind of any record, any call, any id
type AnyKind = RecordKind<any, any, any>
// biome-ignore lint/suspicious/noExplicitAny: the row type is read from the kind
type RowOf<K> = K extends RecordKind<infer Row, any, any> ? Row : never
// biome-ignore lint/suspicious/noExplicitAny: the record type is read from the get call
type RecordOf<K> = K extends RecordKind<any, infer Get, any> ? ResponseOf<Get> : never

/** Starts loading a record while its route is being entered (a hover, j/k, a link): the pane opens on data. */
export function preloadRecord(queryClient: QueryClient, kind: AnyKind, route: RouteParams): Promise<void> | undefined {
  const id = kind.idInRoute(route[kind.param])
  return id === null || id === NEW_RECORD ? undefined : queryClient.prefetchQuery(kind.detailQuery(id, route))
}

const useRouteParams = () => useParams({ strict: false }) as RouteParams

interface RecordKindListProps<K extends AnyKind> {
  kind: K
  columns: readonly WorkspaceColumn<RowOf<K>>[]
  /** The new-record command's button, when the kind has one and the user may run it. */
  create?: { available: boolean; run: () => void }
  /** Id of the server-side exportable list. */
  exportList?: string
}

/** A kind's list screen: the workspace with its filters and columns, and the record beside it. */
export function RecordKindList<K extends AnyKind>({ kind, columns, create, exportList }: RecordKindListProps<K>) {
  const { t } = useTranslation('common')
  const search = useSearch({ strict: false }) as WorkspaceSearch
  const navigate = useNavigate()
  const route = useRouteParams()
  const selected = route[kind.param]
  return (
    <ListWorkspace<RowOf<K>>
      id={kind.area}
      title={`${kind.area}:title`}
      call={kind.calls.list}
      params={kind.listParams?.(route)}
      search={search}
      onSearchChange={(next) => void navigate({ to: '.', search: next as never })}
      fields={kind.filters}
      columns={columns}
      rowKey={(row) => String(kind.idOf(row))}
      onOpen={(row) => void navigate({ to: detailPathOf(kind), params: { ...route, [kind.param]: String(kind.idOf(row)) } as never, search: search as never })}
      selectedKey={selected}
      exportList={exportList}
      actions={
        create?.available && (
          <Button onClick={create.run} disabled={selected === NEW_RECORD}>
            {t('actions.new')}
          </Button>
        )
      }
    >
      <Outlet />
    </ListWorkspace>
  )
}

const detailPathOf = (kind: AnyKind) => `${kind.listRoute}/$${kind.param}`

interface RecordKindDetailProps<K extends AnyKind> {
  kind: K
  /** The pane's content: the record, or null for the new-record form. */
  children: (record: RecordOf<K> | null) => ReactNode
}

/**
 * A kind's detail pane: the new-record form for `@new`, else the record with its loading and error
 * states, put in focus for the commands. A new version of the record (after a save) starts the
 * content afresh, so a form shows what was saved.
 */
export function RecordKindDetail<K extends AnyKind>({ kind, children }: RecordKindDetailProps<K>) {
  const id = kind.idInRoute(useRouteParams()[kind.param])
  if (id === NEW_RECORD) return children(null)
  return <ExistingRecord kind={kind} id={id}>{children}</ExistingRecord>
}

function ExistingRecord<K extends AnyKind>({ kind, id, children }: RecordKindDetailProps<K> & { id: string | number | null }) {
  const { t } = useTranslation('common')
  const query = useQuery({ ...kind.detailQuery(id ?? '', useRouteParams()), enabled: id !== null })
  useRegisterFocus(kind.focus, query.data ?? null)
  if (id === null) return <p role="alert" className="m-4 text-sm text-error">{t('record.notFound')}</p>
  return (
    <RecordQuery query={query}>
      {(record) => <KeyedByVersion record={record as RecordOf<K>}>{children}</KeyedByVersion>}
    </RecordQuery>
  )
}

function KeyedByVersion<R>({ record, children }: { record: R; children: (record: R) => ReactNode }) {
  const version = (record as { updated?: string | null }).updated ?? ''
  return <div key={version} className="contents">{children(record)}</div>
}

interface KindEditorOptions<K extends AnyKind, Form, Saved> extends Omit<RecordEditorOptions<Form, Saved>, 'remove' | 'onRemoved' | 'onSaved'> {
  kind: K
  /** More to do once saved, before the list refreshes: the form as it stands can be changed. */
  onSaved?: (saved: Saved, setForm: Dispatch<SetStateAction<Form>>) => unknown
  record: RecordOf<K> | null
  /** The record's name in the saved and deleted alerts. */
  nameOf: (saved: Saved) => string
}

/**
 * The form state of a kind's record with what every kind does after a write: the list and the
 * record refresh, an alert names the record, a new record opens, a deleted one leaves the cache
 * and the pane closes. The delete call is the kind's own.
 */
export function useKindEditor<K extends AnyKind, Form extends object, Saved>(options: KindEditorOptions<K, Form, Saved>) {
  const { kind, record, nameOf } = options
  const { t } = useTranslation('common')
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const search = useSearch({ strict: false }) as WorkspaceSearch
  const canWrite = usePermission(kind.writePermission ?? kind.readPermission) && kind.writePermission !== undefined
  const route = useRouteParams()
  const id = record ? kind.idOf(record) : null
  const close = () => void navigate({ to: kind.listRoute, params: route as never, search: search as never })
  const editor = useRecordEditor<Form, Saved>({
    ...options,
    onSaved: async (saved) => {
      await options.onSaved?.(saved, editor.setForm)
      await kind.refresh(queryClient)
      showSuccess(t('record.saved', { name: nameOf(saved) }))
      if (!record) void navigate({ to: detailPathOf(kind), params: { ...route, [kind.param]: String(kind.idOf(saved)) } as never, search: search as never })
    },
    remove: id !== null && kind.calls.remove ? () => callApi(kind.calls.remove!, { params: kind.params(id, route) } as never) : undefined,
    onRemoved: async () => {
      showSuccess(t('record.deleted', { name: record ? nameOf(record as unknown as Saved) : '' }))
      close()
      if (id !== null) kind.forget(queryClient, id, route)
      await kind.refresh(queryClient)
    },
  })
  return { editor, canWrite, close }
}
