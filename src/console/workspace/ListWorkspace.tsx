import { type FilterError, formatFilterQuery, parseFilterQuery, rejectedTerms, replaceFilterSearch, withBadTerms } from '@domain/filters'
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useMatch, useNavigate, useRouterState } from '@tanstack/react-router'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { callApi, isApiCallError } from '../api/client'
import { errorText, fieldErrorText } from '../lib/error-text'
import { CommandButtons } from '../palette/CommandButtons'
import { useRegisterFocus } from '../palette/focus-records'
import { showError } from '../session/alert-store'
import { useSessionStore } from '../session/session-store'
import { Button } from '../ui/Button'
import { Skeleton } from '../ui/Card'
import { downloadExport, type ExportProgress, saveFile } from './export-file'
import { createListCursor, type ListCursor, moveCursor, useCursorIndex } from './cursor'
import { FilterBar, type FilterBarHandle } from './FilterBar'
import {
  clampColumnWidth,
  columnsInScope,
  cursorOrStart,
  defaultPrefs,
  extendSelection,
  isColumnVisible,
  keepLoaded,
  listQueryOf,
  matchCount,
  moveIndex,
  prefsKey,
  readPrefs,
  toggleAll,
  toggleColumn,
  toggleKey,
  visibleColumns,
  type WorkspacePrefs,
  workspaceKeys,
  writePrefs,
} from './list-logic'
import { ResultsTable, useHeaderText } from './ResultsTable'
import { SaveViewDialog } from './SaveViewDialog'
import { currentViewUrl } from './saved-searches'
import { SplitPane } from './SplitPane'
import type { ListWorkspaceProps, WorkspaceController, WorkspaceSelection } from './types'

const PAGE_SIZE = 50
const skeletonRows = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8']

/** Per-user preferences of one list, kept in localStorage. */
function usePrefs(list: string): [WorkspacePrefs, (update: (prefs: WorkspacePrefs) => WorkspacePrefs) => void] {
  const user = useSessionStore((state) => state.user?.username ?? 'anonymous')
  const key = prefsKey(user, list)
  const [prefs, setPrefs] = useState(() => readPrefs(globalThis.localStorage, key))
  useEffect(() => setPrefs(readPrefs(globalThis.localStorage, key)), [key])
  const update = useCallback(
    (change: (prefs: WorkspacePrefs) => WorkspacePrefs) =>
      setPrefs((current) => {
        const next = change(current)
        writePrefs(globalThis.localStorage, key, next)
        return next
      }),
    [key],
  )
  return [prefs, update]
}

/** Whether a key press is meant for the page rather than a control that has focus. */
function focusOnPage(list: HTMLElement | null): boolean {
  const active = document.activeElement
  if (!active || active === document.body) return true
  if (list?.contains(active)) return true
  return !active.matches('button, a[href], input, select, textarea, summary, [role="button"], [role="menuitem"], [role="option"], [role="separator"]')
}

/**
 * The split-pane list every list screen uses: the filter bar, a virtual table of keyset pages,
 * and the selected record (a child route) beside it. Filters live in the URL.
 */
export function ListWorkspace<Row extends object>(props: ListWorkspaceProps<Row>) {
  const { id, call, params, search, onSearchChange, fields, rowKey, onOpen, selectedKey, bulkActions = [], exportList, defaults = [], implicit } = props
  const { t, i18n } = useTranslation('workspace')
  const headerText = useHeaderText()
  const navigate = useNavigate()
  const match = useMatch({ strict: false })
  const location = useRouterState({ select: (state) => state.location })
  const permissions = useSessionStore((state) => state.user?.permissions)
  const scope = useSessionStore((state) => state.user?.scope)
  const columns = useMemo(() => columnsInScope(props.columns, scope), [props.columns, scope])
  const [prefs, updatePrefs] = usePrefs(id)

  const sort = typeof search.sort === 'string' && search.sort ? search.sort : prefs.sort
  const query = useMemo(() => listQueryOf({ ...implicit, ...search }, call.query, fields, sort), [implicit, search, call.query, fields, sort])

  // The bar's text follows the URL, except while the user edits it; a term the parser refused
  // stays in it, marked, until the next apply or a filter that came from elsewhere.
  const applied = useMemo(() => formatFilterQuery(search, fields), [search, fields])
  const [bar, setBar] = useState<{ text: string; errors: FilterError[] }>({ text: applied, errors: [] })
  const ownApply = useRef(false)
  useEffect(() => {
    const own = ownApply.current
    ownApply.current = false
    setBar((current) => (own ? { text: withBadTerms(applied, current.errors), errors: current.errors } : { text: applied, errors: [] }))
  }, [applied])

  const pages = useInfiniteQuery({
    queryKey: [...workspaceKeys.list(id), call.method, call.path, params ?? {}, query],
    queryFn: ({ pageParam, signal }) =>
      callApi(call, { params, query: { ...query, limit: PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  })
  const rows = useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data])
  const keys = useMemo(() => rows.map(rowKey), [rows, rowKey])
  const count = pages.data ? matchCount(pages.data.pages[0]?.total, rows.length, pages.hasNextPage) : null

  // A 400 naming a filter's param marks the terms that set it, with the server's message.
  const refused = useMemo(() => {
    const error = pages.error
    if (!isApiCallError(error) || error.status !== 400 || !error.body?.errors?.length) return []
    return rejectedTerms(
      applied,
      fields,
      error.body.errors.map((entry) => ({ field: entry.field, message: fieldErrorText(entry) })),
    )
  }, [pages.error, applied, fields])
  const errors = useMemo(() => [...bar.errors, ...refused.filter((entry) => !bar.errors.some((own) => own.term === entry.term))], [bar.errors, refused])

  const [cursor] = useState(createListCursor)
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set())
  // Where a Shift+j / Shift+k run began; a plain move or `x` starts a new one.
  const anchor = useRef<number | null>(null)
  const [saving, setSaving] = useState(false)
  const [progress, setProgress] = useState<ExportProgress | null>(null)
  const filterBar = useRef<FilterBarHandle>(null)
  const scrollRef = useRef<HTMLDivElement>(null)

  useEffect(() => setSelection((current) => keepLoaded(current, keys)), [keys])
  // Another filter or sort is another list: the cursor starts again from nowhere.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is the trigger, not an input
  useEffect(() => moveCursor(cursor, -1), [query])
  useEffect(() => {
    if (selectedKey === undefined) return
    const index = keys.indexOf(selectedKey)
    if (index >= 0) moveCursor(cursor, index)
  }, [cursor, selectedKey, keys])
  useEffect(() => moveCursor(cursor, (current) => (current >= keys.length ? keys.length - 1 : current)), [cursor, keys.length])

  const shown = useMemo(() => visibleColumns(columns, prefs), [columns, prefs])
  const allowedBulk = bulkActions.filter((action) => !action.permission || permissions?.includes(action.permission))
  const selectedRows = useMemo(() => rows.filter((row) => selection.has(rowKey(row))), [rows, selection, rowKey])
  const selectionFocus = useMemo<WorkspaceSelection<Row> | null>(() => (selectedRows.length ? { kind: id, rows: selectedRows } : null), [id, selectedRows])
  useRegisterFocus('selection', selectionFocus)

  const apply = (value: string) => {
    const parsed = parseFilterQuery(value, fields)
    const next = replaceFilterSearch(search, fields, parsed.search)
    const nextText = formatFilterQuery(next, fields)
    setBar({ text: withBadTerms(nextText, parsed.errors), errors: parsed.errors })
    // The URL's answer to this apply keeps the bad terms; the same filter again changes no URL.
    ownApply.current = nextText !== applied
    onSearchChange(next)
    if (parsed.errors.length === 0) scrollRef.current?.focus({ preventScroll: true })
  }
  const setSort = (next: string) => {
    updatePrefs((current) => ({ ...current, sort: next }))
    onSearchChange({ ...search, sort: next })
  }
  const close = () => {
    if (props.onClose) props.onClose()
    else void navigate({ to: match.pathname, search: search as never })
  }
  const runExport = async (format: 'csv' | 'json') => {
    if (!exportList || progress) return
    setProgress({ rows: 0, total: null })
    try {
      const file = await downloadExport(exportList, format, { ...query, ...props.exportQuery }, setProgress)
      saveFile(file.blob, file.filename)
    } catch (error) {
      showError(errorText(error as Error))
    } finally {
      setProgress(null)
    }
  }

  // The commands read the workspace through this one object; refs keep it current without re-registering.
  const latest = useRef({ rows, keys, selectedKey, selection, onOpen, close, runExport })
  useLayoutEffect(() => {
    latest.current = { rows, keys, selectedKey, selection, onOpen, close, runExport }
  })
  const controller = useMemo<WorkspaceController>(
    () => ({
      focusFilter: () => filterBar.current?.focus(),
      move: (delta) => {
        anchor.current = null
        moveCursor(cursor, (current) => moveIndex(current, delta, latest.current.rows.length))
      },
      canOpen: () => cursor.getState().index >= 0 && focusOnPage(scrollRef.current),
      open: () => {
        const row = latest.current.rows[cursor.getState().index]
        if (row) latest.current.onOpen(row)
      },
      canGoBack: () => latest.current.selection.size > 0 || latest.current.selectedKey !== undefined,
      back: () => {
        if (latest.current.selection.size > 0) {
          anchor.current = null
          setSelection(new Set())
          return
        }
        latest.current.close()
        scrollRef.current?.focus({ preventScroll: true })
      },
      step: (delta) => {
        const { rows: loaded, keys: loadedKeys, selectedKey: open } = latest.current
        const from = open !== undefined && loadedKeys.includes(open) ? loadedKeys.indexOf(open) : cursor.getState().index
        const next = moveIndex(from, delta, loaded.length)
        if (next < 0) return
        moveCursor(cursor, next)
        latest.current.onOpen(loaded[next]!)
      },
      toggleSelect: () => {
        const { keys: loadedKeys, selectedKey: open } = latest.current
        const index = cursorOrStart(cursor.getState().index, loadedKeys, open)
        const key = loadedKeys[index]
        if (key === undefined) return
        anchor.current = index
        moveCursor(cursor, index)
        setSelection((current) => toggleKey(current, key))
      },
      extend: (delta) => {
        const { keys: loadedKeys, selectedKey: open } = latest.current
        const at = cursor.getState().index
        const from = cursorOrStart(at, loadedKeys, open)
        if (from < 0) return
        const start = anchor.current ?? from
        // The first press selects the row under a cursor that was never moved, then moves on.
        const to = at < 0 ? from : moveIndex(from, delta, loadedKeys.length)
        anchor.current = start
        moveCursor(cursor, to)
        setSelection((current) => extendSelection(current, loadedKeys, start, from, to))
      },
      selectAll: () => setSelection((current) => toggleAll(current, latest.current.keys)),
      saveView: () => setSaving(true),
      exportAs: (format) => void latest.current.runExport(format),
      canExport: Boolean(exportList),
    }),
    [cursor, exportList],
  )
  useRegisterFocus('workspace', controller)

  const viewUrl = useMemo(() => {
    const url = currentViewUrl(location)
    // The view keeps the sort on screen even when it came from the user's preference.
    if (!sort || search.sort) return url
    return `${url}${url.includes('?') ? '&' : '?'}sort=${encodeURIComponent(sort)}`
  }, [location, sort, search.sort])

  const status = pages.isPending ? (
    <div className="space-y-1 p-2" role="status" aria-label={t('states.loading')}>
      {skeletonRows.map((row) => (
        <Skeleton key={row} className="h-7" />
      ))}
    </div>
  ) : pages.isError ? (
    <div role="alert" className="m-4 rounded-md border border-error/40 bg-error/10 p-4 text-sm text-error">
      <p>{errorText(pages.error as Error)}</p>
      <Button variant="secondary" className="mt-2" onClick={() => void pages.refetch()}>
        {t('states.retry')}
      </Button>
    </div>
  ) : rows.length === 0 ? (
    <div className="p-8 text-center text-sm text-slate-500" role="status">
      <p className="font-medium">{t('states.empty')}</p>
      {applied && <p className="mt-1">{t('states.emptyFiltered')}</p>}
    </div>
  ) : null

  const menuItem = 'block w-full rounded px-3 py-1.5 text-start text-sm data-focus:bg-slate-100 dark:data-focus:bg-slate-800'
  const list = (
    <div className="flex min-h-0 flex-1 flex-col">
      {selection.size > 0 && (
        <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-brand/5 px-3 py-2 text-sm dark:border-slate-700" role="toolbar" aria-label={t('bulk.label')}>
          <span>{t('bulk.selected', { count: selection.size })}</span>
          <CommandButtons pick={(command) => command.selection === id} />
          {allowedBulk.map((action) => (
            <Button
              key={action.id}
              variant="secondary"
              className="!px-2 !py-1"
              onClick={() => {
                Promise.resolve(action.run(selectedRows)).then(
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
      )}
      <div className="min-h-0 flex-1" tabIndex={-1}>
        <ResultsTable
          rows={rows}
          columns={shown}
          rowKey={rowKey}
          cursor={cursor}
          selectedKey={selectedKey}
          selection={selection}
          onToggleAll={() => setSelection((current) => toggleAll(current, keys))}
          widths={prefs.widths}
          onWidthChange={(column, width) => updatePrefs((current) => ({ ...current, widths: { ...current.widths, [column]: clampColumnWidth(width) } }))}
          sort={sort}
          onSort={setSort}
          onOpen={onOpen}
          onToggle={(key) => setSelection((current) => toggleKey(current, key))}
          hasMore={pages.hasNextPage}
          loadingMore={pages.isFetchingNextPage}
          onLoadMore={() => void pages.fetchNextPage()}
          scrollRef={scrollRef}
          label={props.title ? headerText(props.title) : t('table.label')}
          status={status}
        />
      </div>
    </div>
  )

  return (
    // A screen that puts a header above its list (a merchant's tabs) sets --workspace-offset to its height.
    <div className="-m-4 flex h-[calc(100vh-3.5rem-var(--workspace-offset,0px))] flex-col md:-m-8" data-workspace={id}>
      <div className="space-y-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <div className="flex flex-wrap items-center gap-2">
          {props.title && <h1 className="text-xl font-semibold">{headerText(props.title)}</h1>}
          <span className="me-auto text-sm text-slate-500 dark:text-slate-400" role="status" data-testid="workspace-count">
            {count && (count.atLeast ? t('count.atLeast', { count: count.count, shown: count.count.toLocaleString(i18n.language) }) : t('count.exact', { count: count.count, shown: count.count.toLocaleString(i18n.language) }))}
          </span>
          {props.actions}
          <Menu as="div" className="relative">
            <MenuButton as={Button} variant="secondary">
              {t('columns.choose')}
            </MenuButton>
            <MenuItems anchor="bottom end" className="z-40 mt-1 w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg focus:outline-none dark:border-slate-700 dark:bg-slate-900">
              {columns.map((column) => (
                <MenuItem key={column.id}>
                  <button
                    type="button"
                    role="menuitemcheckbox"
                    aria-checked={isColumnVisible(column, prefs)}
                    className={menuItem}
                    onClick={(event) => {
                      event.preventDefault()
                      updatePrefs((current) => toggleColumn(current, columns, column.id))
                    }}
                  >
                    <span aria-hidden="true" className="inline-block w-5">
                      {isColumnVisible(column, prefs) ? '✓' : ''}
                    </span>
                    {headerText(column.header)}
                  </button>
                </MenuItem>
              ))}
              <MenuItem>
                <button type="button" className={menuItem} onClick={() => updatePrefs((current) => ({ ...defaultPrefs, paneWidth: current.paneWidth }))}>
                  {t('columns.reset')}
                </button>
              </MenuItem>
            </MenuItems>
          </Menu>
          {exportList && (
            <Menu as="div" className="relative">
              <MenuButton as={Button} variant="secondary" disabled={progress !== null}>
                {t('export.label')}
              </MenuButton>
              <MenuItems anchor="bottom end" className="z-40 mt-1 w-40 rounded-md border border-slate-200 bg-white p-1 shadow-lg focus:outline-none dark:border-slate-700 dark:bg-slate-900">
                <MenuItem>
                  <button type="button" className={menuItem} onClick={() => void runExport('csv')}>
                    {t('export.csv')}
                  </button>
                </MenuItem>
                <MenuItem>
                  <button type="button" className={menuItem} onClick={() => void runExport('json')}>
                    {t('export.json')}
                  </button>
                </MenuItem>
              </MenuItems>
            </Menu>
          )}
          <Button variant="secondary" onClick={() => setSaving(true)}>
            {t('saveView.action')}
          </Button>
        </div>
        <div className="flex flex-wrap items-start gap-2">
          {defaults.length > 0 && (
            <ul className="flex shrink-0 flex-wrap gap-1 pt-1" aria-label={t('defaults.label')}>
              {defaults.map((entry) => (
                <li key={entry.id} className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-slate-50 ps-2.5 text-xs text-slate-700 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200">
                  <span>{t('defaults.chip', { label: headerText(entry.label) })}</span>
                  <button
                    type="button"
                    className="rounded-full px-1.5 py-0.5 hover:bg-slate-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand dark:hover:bg-slate-700"
                    aria-label={t('defaults.remove', { label: headerText(entry.label) })}
                    onClick={entry.onRemove}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="min-w-0 flex-1 basis-60">
            <FilterBar
              ref={filterBar}
              value={bar.text}
              onChange={(text) => setBar((current) => ({ ...current, text }))}
              onApply={apply}
              onLeave={() => scrollRef.current?.focus({ preventScroll: true })}
              errors={errors}
              fields={fields}
              list={id}
            />
          </div>
        </div>
        {progress && (
          <div className="flex items-center gap-2 text-xs text-slate-600 dark:text-slate-300">
            <progress
              className="h-2 w-48"
              aria-label={t('export.progress')}
              max={progress.total ?? undefined}
              value={progress.total === null ? undefined : Math.min(progress.rows, progress.total)}
            />
            <span>{progress.total === null ? t('export.rows', { count: progress.rows }) : t('export.rowsOf', { count: progress.rows, total: progress.total })}</span>
          </div>
        )}
      </div>
      <SplitPane
        list={list}
        detail={props.children}
        detailOpen={selectedKey !== undefined}
        width={prefs.paneWidth}
        onWidthChange={(width) => updatePrefs((current) => ({ ...current, paneWidth: width }))}
        onClose={close}
      />
      <SaveViewDialog open={saving} url={viewUrl} onClose={() => setSaving(false)} />
      <CursorPreload cursor={cursor} rows={rows} onCursor={props.onCursor} />
    </div>
  )
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
