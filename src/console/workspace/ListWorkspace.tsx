import type { FocusKind, FocusMap } from '@commands/focus'
import { useMatch, useNavigate, useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect, useMemo, useRef } from 'react'
import { useRegisterFocus } from '../palette/focus-records'
import { useScreenDialog, withoutDialog } from '../palette/screen-dialog'
import { useSessionStore } from '../session/session-store'
import { type ListCursor, useCursorIndex } from './cursor'
import type { FilterBarHandle } from './FilterBar'
import { columnsInScope, visibleColumns } from './list-logic'
import { SaveViewDialog } from './SaveViewDialog'
import { currentViewUrl } from './saved-searches'
import { SplitPane } from './SplitPane'
import type { ListWorkspaceProps, WorkspaceSelection } from './types'
import { useFilterBar } from './use-filter-bar'
import { useListExport } from './use-list-export'
import { useListPages } from './use-list-pages'
import { useListPrefs } from './use-list-prefs'
import { useListSelection } from './use-list-selection'
import { useWorkspaceCommands } from './use-workspace-commands'
import { WorkspaceHeader } from './WorkspaceHeader'
import { WorkspaceRows } from './WorkspaceRows'

/**
 * The split-pane list every list screen uses: the filter bar, a virtual table of keyset pages,
 * and the selected record (a child route) beside it. Filters live in the URL.
 */
export function ListWorkspace<Row extends object>(props: ListWorkspaceProps<Row>) {
  const { id, search, onSearchChange, fields, onOpen, selectedKey, exportList } = props
  const navigate = useNavigate()
  const match = useMatch({ strict: false })
  const scope = useSessionStore((state) => state.user?.scope)
  const columns = useMemo(() => columnsInScope(props.columns, scope), [props.columns, scope])
  const [prefs, updatePrefs] = useListPrefs(id)
  const sort = typeof search.sort === 'string' && search.sort ? search.sort : prefs.sort
  const { query, pages, rows, keys, count } = useListPages({ ...props, sort })
  const filterBar = useRef<FilterBarHandle>(null)
  const scrollRef = useRef<HTMLDivElement>(null)
  const bar = useFilterBar({ search, fields, onSearchChange, listError: pages.error, listRef: scrollRef })
  const { cursor, selection, setSelection, anchor } = useListSelection(keys, query, selectedKey)
  // `?dialog=saveView`: Back closes it and a reload keeps it open.
  const saving = useScreenDialog('saveView')
  const { progress, runExport } = useListExport(exportList, { ...query, ...props.exportQuery })
  const selectedRows = useSelectionFocus(id, rows, selection, props.rowKey)
  const setSort = (next: string) => {
    updatePrefs((current) => ({ ...current, sort: next }))
    onSearchChange({ ...search, sort: next })
  }
  const close = () => {
    if (props.onClose) props.onClose()
    else void navigate({ to: match.pathname, search: search as never })
  }
  const toList = () => scrollRef.current?.focus({ preventScroll: true })
  useWorkspaceCommands(
    { rows, keys, selectedKey, selection, onOpen, close, runExport },
    { cursor, anchor, setSelection, listRef: scrollRef, focusFilter: () => filterBar.current?.focus(), create: props.create, filtered: Boolean(bar.applied), clearFilter: () => bar.apply(''), saveView: saving.show, canExport: Boolean(exportList) },
  )
  const viewUrl = useViewUrl(sort, search.sort)
  const shown = useMemo(() => visibleColumns(columns, prefs), [columns, prefs])
  const list = (
    <WorkspaceRows<Row>
      {...{ id, rows, keys, pages, cursor, selectedKey, selection, setSelection, selectedRows, prefs, updatePrefs, sort, onOpen, scrollRef }}
      title={props.title}
      columns={shown}
      rowKey={props.rowKey}
      bulkActions={props.bulkActions ?? []}
      onSort={setSort}
      filtered={Boolean(bar.applied)}
      onClearFilter={() => bar.apply('')}
      create={props.create}
    />
  )
  return (
    // A screen that puts a header above its list (a merchant's tabs) sets --workspace-offset to its height.
    <div className="-m-4 flex h-[calc(100vh-3.5rem-var(--workspace-offset,0px))] flex-col md:-m-8" data-workspace={id}>
      <WorkspaceHeader<Row>
        {...{ id, count, columns, prefs, updatePrefs, progress, fields, filterBar, bar }}
        title={props.title}
        actions={props.actions}
        onExport={exportList ? (format) => void runExport(format) : undefined}
        onSaveView={saving.show}
        defaults={props.defaults ?? []}
        onLeave={toList}
      />
      <SplitPane
        list={list}
        detail={props.children}
        detailOpen={selectedKey !== undefined}
        width={prefs.paneWidth}
        onWidthChange={(width) => updatePrefs((current) => ({ ...current, paneWidth: width }))}
        onClose={close}
      />
      <SaveViewDialog open={saving.open} url={viewUrl} onClose={saving.close} />
      <CursorPreload cursor={cursor} rows={rows} onCursor={props.onCursor} />
      {props.rowFocus && selectedKey === undefined && <CursorFocus cursor={cursor} rows={rows} kind={props.rowFocus} />}
    </div>
  )
}

/** The selected rows, in focus as `selection` for the bulk commands. */
function useSelectionFocus<Row>(id: string, rows: readonly Row[], selection: ReadonlySet<string>, rowKey: (row: Row) => string) {
  const selectedRows = useMemo(() => rows.filter((row) => selection.has(rowKey(row))), [rows, selection, rowKey])
  const selectionFocus = useMemo<WorkspaceSelection<Row> | null>(() => (selectedRows.length ? { kind: id, rows: selectedRows } : null), [id, selectedRows])
  useRegisterFocus('selection', selectionFocus)
  return selectedRows
}

/**
 * The view a saved search stores: the URL without the dialog open over it (the save-view dialog
 * itself), with the sort on screen even when it came from the user's preference.
 */
function useViewUrl(sort: string | undefined, searchSort: unknown) {
  const router = useRouter()
  const location = useRouterState({ select: (state) => state.location })
  return useMemo(() => {
    const url = currentViewUrl({ pathname: location.pathname, searchStr: router.options.stringifySearch(withoutDialog(location.search)) })
    if (!sort || searchSort) return url
    return `${url}${url.includes('?') ? '&' : '?'}sort=${encodeURIComponent(sort)}`
  }, [router, location, sort, searchSort])
}

/** How long the cursor rests on a row before its record is preloaded: a run of j presses preloads only where it stops. */
const CURSOR_REST_MS = 120

/** Preloads the record the cursor rests on, out of the way of the frames that show its moves. */
function CursorPreload<Row>({ cursor, rows, onCursor }: { cursor: ListCursor; rows: readonly Row[]; onCursor?: (row: Row) => void }) {
  const row = rows[useCursorIndex(cursor)]
  const latest = useRef(onCursor)
  latest.current = onCursor
  useEffect(() => {
    if (!row) return
    const timer = window.setTimeout(() => latest.current?.(row), CURSOR_REST_MS)
    return () => clearTimeout(timer)
  }, [row])
  return null
}

/** Puts the row under the cursor in focus as its kind, at once: a key pressed right after j finds it. */
function CursorFocus<Row>({ cursor, rows, kind }: { cursor: ListCursor; rows: readonly Row[]; kind: FocusKind }) {
  const row = rows[useCursorIndex(cursor)]
  // The kind's rows are its records as the list call answers them, which hold what its commands read.
  useRegisterFocus(kind, row as FocusMap[typeof kind] | undefined)
  return null
}
