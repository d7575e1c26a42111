import { CREATE_KEY } from '@commands/workspace'
import type { Dispatch, RefObject, SetStateAction } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../lib/error-text'
import { CommandButtons } from '../palette/CommandButtons'
import { KeyCaps } from '../palette/KeyCaps'
import type { BoundCommand } from '../palette/use-command'
import { showError } from '../session/alert-store'
import { useSessionStore } from '../session/session-store'
import { Button } from '../ui/Button'
import { Skeleton } from '../ui/Card'
import type { ListCursor } from './cursor'
import { clampColumnWidth, toggleAll, toggleKey, type WorkspacePrefs } from './list-logic'
import { ResultsTable, useHeaderText } from './ResultsTable'
import type { BulkAction, WorkspaceColumn } from './types'
import type { UpdatePrefs } from './use-list-prefs'

const skeletonRows = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8']

/** The state of the list's pages that the rows show. */
interface ListPagesState {
  isPending: boolean
  isError: boolean
  error: unknown
  hasNextPage: boolean
  isFetchingNextPage: boolean
  refetch: () => Promise<unknown>
  fetchNextPage: () => Promise<unknown>
}

interface WorkspaceRowsProps<Row> {
  id: string
  title?: string
  rows: readonly Row[]
  keys: readonly string[]
  columns: readonly WorkspaceColumn<Row>[]
  rowKey: (row: Row) => string
  pages: ListPagesState
  cursor: ListCursor
  selectedKey?: string
  selection: ReadonlySet<string>
  setSelection: Dispatch<SetStateAction<ReadonlySet<string>>>
  /** The loaded rows in the selection, which the bulk actions act on. */
  selectedRows: Row[]
  bulkActions: readonly BulkAction<Row>[]
  prefs: WorkspacePrefs
  updatePrefs: UpdatePrefs
  sort?: string
  onSort: (sort: string) => void
  onOpen: (row: Row) => void
  scrollRef: RefObject<HTMLDivElement | null>
  /** Whether a filter narrows the list, which an empty one says. */
  filtered: boolean
  onClearFilter: () => void
  create?: BoundCommand
}

/** The list's side of the pane: the selection's toolbar above the table of loaded rows, or why there are none. */
export function WorkspaceRows<Row extends object>(props: WorkspaceRowsProps<Row>) {
  const { t } = useTranslation('workspace')
  const headerText = useHeaderText()
  const { rows, keys, pages, selection, setSelection, updatePrefs } = props
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {selection.size > 0 && <BulkBar id={props.id} count={selection.size} selected={props.selectedRows} setSelection={setSelection} actions={props.bulkActions} />}
      <div className="min-h-0 flex-1" tabIndex={-1}>
        <ResultsTable
          rows={rows}
          columns={props.columns}
          rowKey={props.rowKey}
          cursor={props.cursor}
          selectedKey={props.selectedKey}
          selection={selection}
          onToggleAll={() => setSelection((current) => toggleAll(current, keys))}
          widths={props.prefs.widths}
          onWidthChange={(column, width) => updatePrefs((current) => ({ ...current, widths: { ...current.widths, [column]: clampColumnWidth(width) } }))}
          sort={props.sort}
          onSort={props.onSort}
          onOpen={props.onOpen}
          onToggle={(key) => setSelection((current) => toggleKey(current, key))}
          hasMore={pages.hasNextPage}
          loadingMore={pages.isFetchingNextPage}
          onLoadMore={() => void pages.fetchNextPage()}
          scrollRef={props.scrollRef}
          label={props.title ? headerText(props.title) : t('table.label')}
          status={<ListStatus pages={pages} empty={rows.length === 0} list={props.id} filtered={props.filtered} onClearFilter={props.onClearFilter} create={props.create} />}
        />
      </div>
    </div>
  )
}

interface BulkBarProps<Row> {
  id: string
  /** How many rows are selected. */
  count: number
  selected: Row[]
  setSelection: Dispatch<SetStateAction<ReadonlySet<string>>>
  actions: readonly BulkAction<Row>[]
}

/** The selection's toolbar: its count, the commands and bulk actions the user may run on it, and clearing it. */
function BulkBar<Row>({ id, count, selected, setSelection, actions }: BulkBarProps<Row>) {
  const { t } = useTranslation('workspace')
  const headerText = useHeaderText()
  const permissions = useSessionStore((state) => state.user?.permissions)
  const allowed = actions.filter((action) => !action.permission || permissions?.includes(action.permission))
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-brand/5 px-3 py-2 text-sm dark:border-slate-700" role="toolbar" aria-label={t('bulk.label')}>
      <span>{t('bulk.selected', { count })}</span>
      <CommandButtons pick={(command) => command.selection === id} />
      {allowed.map((action) => (
        <Button
          key={action.id}
          variant="secondary"
          className="!px-2 !py-1"
          onClick={() => {
            Promise.resolve(action.run(selected)).then(
              () => setSelection(new Set()),
              (error: unknown) => showError(errorText(error as Error)),
            )
          }}
        >
          {headerText(action.label)}
        </Button>
      ))}
      <Button variant="ghost" className="!px-2 !py-1" onClick={() => setSelection(new Set())}>
        {t('bulk.clear')}
      </Button>
    </div>
  )
}

/** What stands in the table's place: rows loading, the list's failure with a retry, or an empty list. */
function ListStatus({ pages, empty, ...rest }: { pages: ListPagesState; empty: boolean } & EmptyListProps) {
  const { t } = useTranslation('workspace')
  if (pages.isPending) {
    return (
      <div className="space-y-1 p-2" role="status" aria-label={t('states.loading')}>
        {skeletonRows.map((row) => (
          <Skeleton key={row} className="h-7" />
        ))}
      </div>
    )
  }
  if (pages.isError) {
    return (
      <div role="alert" className="m-4 rounded-md border border-error/40 bg-error/10 p-4 text-sm text-error">
        <p>{errorText(pages.error as Error)}</p>
        <Button variant="secondary" className="mt-2" onClick={() => void pages.refetch()}>
          {t('states.retry')}
        </Button>
      </div>
    )
  }
  return empty ? <EmptyList {...rest} /> : null
}

/**
 * A list with nothing in it says what to do next: a list empty because of its filter, how to see
 * more; an empty one, its kind's new-record command with its key, when the user may run it.
 */
interface EmptyListProps {
  list: string
  filtered: boolean
  onClearFilter: () => void
  create?: BoundCommand
}

function EmptyList({ list, filtered, onClearFilter, create }: EmptyListProps) {
  const { t } = useTranslation('workspace')
  return (
    <div className="p-8 text-center text-sm text-slate-500" role="status">
      <p className="font-medium">{filtered ? t('states.empty') : t(`states.none.${list}`, { defaultValue: t('states.noneYet') })}</p>
      {filtered && <p className="mt-1">{t('states.emptyFiltered')}</p>}
      {filtered && (
        <Button variant="secondary" className="mt-3" onClick={onClearFilter}>
          {t('commands.clearFilter')}
        </Button>
      )}
      {!filtered && create?.available && (
        <Button variant="secondary" className="mt-3" onClick={create.run}>
          {t(create.command.title)}
          <KeyCaps shortcut={create.command.shortcut ?? CREATE_KEY} />
        </Button>
      )}
    </div>
  )
}
