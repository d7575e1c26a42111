import type { ExportableList } from '@domain/calls/export'
import type { BoundCommand } from '../palette/use-command'
import { NEW_RECORD } from '@domain/constants'
import { type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type NavigateOptions, Outlet, useNavigate, useParams, useRouter, useSearch } from '@tanstack/react-router'
import { type ComponentType, type Dispatch, type ReactNode, type SetStateAction, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { callApi } from '../api/client'
import type { DetailOf, RecordKind, RouteParams } from '../api/record-kind'
import { useRegisterFocus } from '../palette/focus-records'
import { withoutDialog } from '../palette/screen-dialog'
import { errorText } from '../lib/error-text'
import { showError, showSuccess } from '../session/alert-store'
import { usePermission } from '../session/use-permission'
import { Button } from '../ui/Button'
import { type Fact, RecordQuery, type RecordStamps } from '../ui/RecordEditor'
import { isNotFound } from '../ui/record-parts'
import { type RecordEditorOptions, type RecordEditorState, useRecordEditor } from '../ui/record-editor'
import { ListWorkspace } from './ListWorkspace'
import { RecordHistory } from './RecordHistory'
import type { BulkAction, ListCall, WorkspaceColumn, WorkspaceSearch } from './types'

// biome-ignore lint/suspicious/noExplicitAny: a kind of any record, any call, any id
export type AnyKind = RecordKind<any, any, any>
// biome-ignore lint/suspicious/noExplicitAny: the row type is read from the kind
type RowOf<K> = K extends RecordKind<infer Row, any, any> ? Row : never
// biome-ignore lint/suspicious/noExplicitAny: the record type is read from the get call
export type RecordOf<K> = K extends RecordKind<any, infer Get, any> ? DetailOf<Get> : never

const useRouteParams = () => useParams({ strict: false }) as RouteParams

/** The route's params, with the search param that names the kind's record beside its id. */
function useKindRoute(kind: AnyKind): RouteParams {
  const params = useRouteParams()
  const search = useSearch({ strict: false }) as Record<string, unknown>
  if (!kind.idSearch) return params
  const value = search[kind.idSearch.name]
  return { ...params, [kind.idSearch.name]: typeof value === 'string' ? value : undefined }
}

interface RecordKindListProps<K extends AnyKind> {
  kind: K & { calls: { list: ListCall<RowOf<K>> } }
  columns: readonly WorkspaceColumn<RowOf<K>>[]
  /** The new-record command's button, when the kind has one and the user may run it. */
  create?: BoundCommand
  /** Id of the server-side exportable list. */
  exportList?: ExportableList
  bulkActions?: BulkAction<RowOf<K>>[]
  /** The list's title, when it is more than the kind's `title` text (the parent's name beside it). */
  title?: string
  /** More buttons beside the new-record one (a batch import). */
  actions?: ReactNode
  /** The kind's record commands act on the row under the cursor too, not only on the open record. */
  rowCommands?: boolean
}

/** A kind's list screen: the workspace with its filters and columns, and the record beside it. */
export function RecordKindList<K extends AnyKind>({ kind, columns, create, exportList, bulkActions, title, actions, rowCommands }: RecordKindListProps<K>) {
  const { t } = useTranslation('common')
  const current = kind.listSearch(useSearch({ strict: false }) as WorkspaceSearch)
  const same = JSON.stringify(current)
  // The route hands a new object on every render; a new search would start the list's cursor again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the search's text is its identity
  const search = useMemo(() => current, [same])
  const navigate = useNavigate()
  const route = useRouteParams()
  const selected = kind.keyInRoute(useKindRoute(kind))
  const implicitText = JSON.stringify(kind.listQuery?.(route) ?? null)
  const implicit = useMemo(() => JSON.parse(implicitText) ?? undefined, [implicitText])
  const router = useRouter()
  // The record under the cursor (j/k) starts loading, with its pane's code, before Enter opens it.
  const preload = (row: RowOf<K>) => {
    const to = kind.locate(row, route)
    void router.preloadRoute({ to: detailPathOf(kind), params: to.params as never, search: to.search as never }).catch(() => undefined)
  }
  return (
    <ListWorkspace<RowOf<K>>
      id={kind.list ?? kind.area}
      title={title ?? `${kind.area}:title`}
      call={kind.calls.list}
      params={kind.listParams?.(route)}
      search={search}
      implicit={implicit}
      onSearchChange={(next) => void navigate({ to: '.', search: next as never })}
      fields={kind.filters}
      columns={columns}
      rowKey={kind.rowKey}
      onOpen={(row) => {
        const to = kind.locate(row, route)
        void navigate({ to: detailPathOf(kind), params: to.params as never, search: (kind.page ? to.search : { ...search, ...to.search }) as never })
      }}
      onCursor={preload}
      selectedKey={selected}
      rowFocus={rowCommands ? kind.focus : undefined}
      exportList={exportList}
      exportQuery={kind.exportQuery?.(route)}
      bulkActions={bulkActions}
      create={selected === NEW_RECORD ? undefined : create}
      actions={
        (actions || create?.available) && (
          <div className="flex gap-2">
            {actions}
            {create?.available && (
              <Button onClick={create.run} disabled={selected === NEW_RECORD}>
                {t('actions.new')}
              </Button>
            )}
          </div>
        )
      }
    >
      <Outlet />
    </ListWorkspace>
  )
}

const detailPathOf = (kind: AnyKind) => kind.route

/** What a kind's editor is given: its record, or null for the new-record form. */
export interface KindEditorProps<K extends AnyKind> {
  record: RecordOf<K> | null
}

type RecordKindDetailProps<K extends AnyKind> = { kind: K } & (
  | {
      /** The pane's content: the record, or null for the new-record form. */
      children: (record: RecordOf<K> | null) => ReactNode
    }
  | {
      /** The pane's form, given the record alone. */
      editor: ComponentType<KindEditorProps<K>>
    }
)

/**
 * A kind's detail pane: the new-record form for `@new`, else the record with its loading and error
 * states, put in focus for the commands. A new version of the record (after a save) starts the
 * content afresh, so a form shows what was saved.
 */
export function RecordKindDetail<K extends AnyKind>(props: RecordKindDetailProps<K>) {
  const { kind } = props
  const id = kind.idInRoute(useRouteParams()[kind.param])
  const content = 'editor' in props ? (record: RecordOf<K> | null) => <props.editor record={record} /> : props.children
  if (id === NEW_RECORD) return content(null)
  return <ExistingRecord kind={kind} id={id}>{content}</ExistingRecord>
}

/**
 * The record the route names, put in focus for the commands; `id` is `NEW_RECORD` for the
 * new-record form and null when the URL cannot name one. A detail that is a page of its own
 * (a header above tabs) reads it here; a pane reads it through `RecordKindDetail`.
 */
export function useKindRecord<K extends AnyKind>(kind: K) {
  const route = useKindRoute(kind)
  const id = kind.idInRoute(route[kind.param])
  const existing = id !== null && id !== NEW_RECORD
  const query = useQuery({ ...kind.detailQuery(existing ? id : '', route), enabled: existing })
  useRegisterFocus(kind.focus, query.data ?? null)
  return { id, query: query as UseQueryResult<RecordOf<K>> }
}

/** A record the URL names that cannot be shown (no such id, or outside the user's scope): it says which, by kind and id. */
function RecordNotFound({ kind }: { kind: AnyKind }) {
  const { t } = useTranslation('errorcodes')
  const id = useRouteParams()[kind.param] ?? ''
  return (
    <p role="alert" className="m-4 text-sm text-error">
      {t('notFound.record', { kind: t(`notFound.kinds.${kind.focus}`), id })}
    </p>
  )
}

function ExistingRecord<K extends AnyKind>({ kind, children }: { kind: K; id: string | number | null; children: (record: RecordOf<K>) => ReactNode }) {
  const { id, query } = useKindRecord(kind)
  if (id === null || isNotFound(query.error)) return <RecordNotFound kind={kind} />
  return (
    <RecordQuery query={query}>
      {(record) => (
        <>
          <KeyedByVersion record={record} id={id} version={kind.version}>{children}</KeyedByVersion>
          {kind.history && (
            <div className="px-4 pb-4">
              <RecordHistory target={kind.history(record)} />
            </div>
          )}
        </>
      )}
    </RecordQuery>
  )
}

/** Another record, or a new version of this one, starts the content afresh: its form, and its mode (read, not edited). */
function KeyedByVersion<R>({ record, id, version, children }: { record: R; id: unknown; version?: (record: R) => string; children: (record: R) => ReactNode }) {
  const key = version ? version(record) : ((record as { updated?: string | null }).updated ?? '')
  return <div key={`${String(id)} ${key}`} className="contents">{children(record)}</div>
}

export interface KindEditorOptions<K extends AnyKind, Form, Saved> extends Omit<RecordEditorOptions<Form, Saved>, 'remove' | 'onRemoved' | 'onSaved'> {
  kind: K
  /** More to do once saved, before the list refreshes: the form as it stands can be changed. */
  onSaved?: (saved: Saved, setForm: Dispatch<SetStateAction<Form>>) => unknown
  record: RecordOf<K> | null
  /**
   * The saved alert's own text, where "{name} saved" says too little (a payment link created);
   * undefined keeps the default, null shows none (the screen says what the write did itself).
   */
  savedText?: (saved: Saved) => string | null | undefined
  /**
   * False: a new record does not open at once, the screen opens it (`open`) when it is done with it
   * (a secret shown once). A function: where the screen goes instead (the blocks of a new block's value).
   */
  openCreated?: boolean | ((saved: Saved) => NavigateOptions)
  /** What the delete confirmation says; without it the record cannot be deleted from its pane. */
  deleteText?: ReactNode
  /** The record's name in the alerts and the delete confirmation, for a record whose `name` is not it. */
  nameOf?: (saved: Saved) => string
  /** The saved record's read-only facts above the form; a new one has none yet. */
  facts?: (record: RecordOf<K>) => readonly Fact[]
}

/**
 * What every kind's open record shares: whether the user may write it, closing its pane, and
 * deleting it with the kind's own call, after which an alert names it, the pane closes, it
 * leaves the cache and the list refreshes.
 */
function useKindRecordSteps<K extends AnyKind>(kind: K, record: RecordOf<K> | null, name: string, deletedText?: string) {
  const { t } = useTranslation('common')
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const search = useSearch({ strict: false }) as WorkspaceSearch
  const canWrite = usePermission(kind.writePermission ?? kind.readPermission) && kind.writePermission !== undefined
  const route = useKindRoute(kind)
  const id = record ? kind.idOf(record) : null
  // The list keeps its filters, not the dialog that closed the record.
  const close = () => navigate({ to: kind.listRoute, params: route as never, search: withoutDialog(kind.listSearch(search)) as never })
  // A delete call with a body takes what its dialog asked (a block's reason).
  const remove =
    id !== null && kind.calls.remove
      ? (body?: DeleteBody) => callApi(kind.calls.remove!, { params: kind.params(id, route), query: kind.query?.(id, route), body } as never)
      : undefined
  const onRemoved = async () => {
    showSuccess(deletedText ?? t('record.deleted', { name }))
    if (id !== null) await kind.removed(queryClient, id, route, close)
  }
  return { t, queryClient, navigate, search, route, canWrite, close, remove, onRemoved }
}

/** What the pane of a kind's record (RecordEditor) takes from its editor, spread on it: the record's stamps, closing, the write permission and the delete confirmation. */
export interface KindPane<Form extends object, Saved> {
  editor: RecordEditorState<Form, Saved>
  exists: boolean
  stamps: RecordStamps | undefined
  facts: readonly Fact[] | undefined
  onClose: () => void
  canWrite: boolean
  deletion: { title: string; text: ReactNode } | undefined
}

/**
 * The form state of a kind's record with what every kind does after a write: the list and the
 * record refresh, an alert names the record, a new record opens, a deleted one leaves the cache
 * and the pane closes. The delete call is the kind's own.
 */
export function useKindEditor<K extends AnyKind, Form extends object, Saved>(options: KindEditorOptions<K, Form, Saved>) {
  const { kind, record } = options
  const nameOf = options.nameOf ?? ((saved: Saved) => (saved as { name?: string }).name ?? '')
  const name = record ? nameOf(record as unknown as Saved) : ''
  const steps = useKindRecordSteps(kind, record, name)
  const { t, queryClient, navigate, search, route } = steps
  const open = (saved: Saved) => {
    const to = kind.locate(saved, route)
    void navigate({ to: detailPathOf(kind), params: to.params as never, search: { ...kind.listSearch(search), ...to.search } as never })
  }
  const editor = useRecordEditor<Form, Saved>({
    ...options,
    onSaved: async (saved) => {
      await options.onSaved?.(saved, editor.setForm)
      await kind.refresh(queryClient, route)
      const text = options.savedText?.(saved)
      if (text !== null) showSuccess(text ?? t('record.saved', { name: nameOf(saved) }))
      if (record) return
      if (typeof options.openCreated === 'function') await navigate(options.openCreated(saved))
      else if (options.openCreated !== false) open(saved)
    },
    remove: steps.remove,
    onRemoved: steps.onRemoved,
  })
  const pane: KindPane<Form, Saved> = {
    editor,
    exists: record !== null,
    stamps: (record ?? undefined) as RecordStamps | undefined,
    facts: record ? options.facts?.(record) : undefined,
    onClose: steps.close,
    canWrite: steps.canWrite,
    deletion: record && options.deleteText !== undefined ? { title: t('record.deleteTitle', { name }), text: options.deleteText } : undefined,
  }
  return { editor, canWrite: steps.canWrite, close: steps.close, open, pane }
}

/** What a delete's dialog asked and its call takes in its body (a block's reason). */
type DeleteBody = Record<string, unknown>

export interface KindRemoveOptions {
  /** The deleted alert's own text, where "{name} deleted" says too little. */
  deletedText?: string
  /** The delete's dialog shows its failure beside what it asked (a reason the server refused), not in an alert. */
  errorsInDialog?: boolean
}

/** The delete of a record that is read, not edited, here: the same steps as an editor's, with its failure in an alert. */
export function useKindRemove<K extends AnyKind>(kind: K, record: RecordOf<K>, name: string, options: KindRemoveOptions = {}) {
  const steps = useKindRecordSteps(kind, record, name, options.deletedText)
  const remove = useMutation<unknown, Error, DeleteBody | undefined>({
    mutationFn: (body) => (steps.remove ? steps.remove(body ?? undefined) : Promise.resolve()),
    onSuccess: steps.onRemoved,
    onError: options.errorsInDialog ? undefined : (error) => showError(errorText(error)),
  })
  return { remove, canRemove: steps.canWrite && steps.remove !== undefined, close: steps.close }
}
