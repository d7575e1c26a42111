import { type FilterError, formatFilterQuery, parseFilterQuery, replaceFilterSearch } from '@domain/filters'
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useMatch, useNavigate, useRouterState } from '@tanstack/react-router'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { callApi } from '../api/client'
import { errorText } from '../lib/error-text'
import { useRegisterFocus } from '../palette/focus-records'
import { showError } from '../session/alert-store'
import { useSessionStore } from '../session/session-store'
import { Button } from '../ui/Button'
import { Skeleton } from '../ui/Card'
import { downloadExport, type ExportProgress, saveFile } from './export-file'
import { FilterBar, type FilterBarHandle } from './FilterBar'
import {
  defaultPrefs,
  isColumnVisible,
  keepLoaded,
  listQueryOf,
  moveIndex,
  prefsKey,
  readPrefs,
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
import type { ListWorkspaceProps, WorkspaceController } from './types'

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
  const { id, call, params, search, onSearchChange, fields, columns, rowKey, onOpen, selectedKey, bulkActions = [], exportList } = props
  const { t } = useTranslation('workspace')
  const headerText = useHeaderText()
  const navigate = useNavigate()
  const match = useMatch({ strict: false })
  const location = useRouterState({ select: (state) => state.location })
  const permissions = useSessionStore((state) => state.user?.permissions)
  const [prefs, updatePrefs] = usePrefs(id)

  const sort = typeof search.sort === 'string' && search.sort ? search.sort : prefs.sort
  const query = useMemo(() => listQueryOf(search, call.query, fields, sort), [search, call.query, fields, sort])

  // The bar's text follows the URL, except while the user edits it.
  const applied = useMemo(() => formatFilterQuery(search, fields), [search, fields])
  const [text, setText] = useState(applied)
  const [errors, setErrors] = useState<FilterError[]>([])
  // The filter the bar itself just applied: its text (bad terms included) and errors stay.
  const ownApply = useRef<string | null>(null)
  useEffect(() => {
    if (ownApply.current === applied) {
      ownApply.current = null
      return
    }
    setText(applied)
    setErrors([])
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

  const [activeIndex, setActiveIndex] = useState(-1)
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set())
  const [saving, setSaving] = useState(false)
  const [progress, setProgress] = useState<ExportProgress | null>(null)
  const filterBar = useRef<FilterBarHandle>(null)
  const scrollRef = useRef<HTMLDivElement>(null)

  useEffect(() => setSelection((current) => keepLoaded(current, keys)), [keys])
  // Another filter or sort is another list: the cursor starts again from nowhere.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is the trigger, not an input
  useEffect(() => setActiveIndex(-1), [query])
  useEffect(() => {
    if (selectedKey === undefined) return
    const index = keys.indexOf(selectedKey)
    if (index >= 0) setActiveIndex(index)
  }, [selectedKey, keys])
  useEffect(() => {
    setActiveIndex((current) => (current >= keys.length ? keys.length - 1 : current))
  }, [keys.length])

  const shown = useMemo(() => visibleColumns(columns, prefs), [columns, prefs])
  const allowedBulk = bulkActions.filter((action) => !action.permission || permissions?.includes(action.permission))
  const selectedRows = rows.filter((row) => selection.has(rowKey(row)))

  const apply = (value: string) => {
    const parsed = parseFilterQuery(value, fields)
    const next = replaceFilterSearch(search, fields, parsed.search)
    setErrors(parsed.errors)
    const nextText = formatFilterQuery(next, fields)
    ownApply.current = nextText === applied ? null : nextText
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
      const file = await downloadExport(exportList, format, query, setProgress)
      saveFile(file.blob, file.filename)
    } catch (error) {
      showError(errorText(error as Error))
    } finally {
      setProgress(null)
    }
  }

  // The commands read the workspace through this one object; refs keep it current without re-registering.
  const latest = useRef({ rows, keys, activeIndex, selectedKey, onOpen, close, runExport })
  useLayoutEffect(() => {
    latest.current = { rows, keys, activeIndex, selectedKey, onOpen, close, runExport }
  })
  const controller = useMemo<WorkspaceController>(
    () => ({
      focusFilter: () => filterBar.current?.focus(),
      move: (delta) => setActiveIndex((current) => moveIndex(current, delta, latest.current.rows.length)),
      canOpen: () => latest.current.activeIndex >= 0 && focusOnPage(scrollRef.current),
      open: () => {
        const row = latest.current.rows[latest.current.activeIndex]
        if (row) latest.current.onOpen(row)
      },
      canGoBack: () => latest.current.selectedKey !== undefined,
      back: () => {
        latest.current.close()
        scrollRef.current?.focus({ preventScroll: true })
      },
      step: (delta) => {
        const { rows: loaded, keys: loadedKeys, selectedKey: open, activeIndex: at } = latest.current
        const from = open !== undefined && loadedKeys.includes(open) ? loadedKeys.indexOf(open) : at
        const next = moveIndex(from, delta, loaded.length)
        if (next < 0) return
        setActiveIndex(next)
        latest.current.onOpen(loaded[next]!)
      },
      toggleSelect: () => {
        const key = latest.current.keys[latest.current.activeIndex]
        if (key !== undefined) setSelection((current) => toggleKey(current, key))
      },
      saveView: () => setSaving(true),
      exportAs: (format) => void latest.current.runExport(format),
      canExport: Boolean(exportList),
    }),
    [exportList],
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
          activeIndex={activeIndex}
          selectedKey={selectedKey}
          selection={selection}
          sort={sort}
          onSort={setSort}
          onActivate={setActiveIndex}
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
          {props.title && <h1 className="me-auto text-xl font-semibold">{headerText(props.title)}</h1>}
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
        <FilterBar
          ref={filterBar}
          value={text}
          onChange={setText}
          onApply={apply}
          onLeave={() => scrollRef.current?.focus({ preventScroll: true })}
          errors={errors}
          fields={fields}
        />
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
      />
      <SaveViewDialog open={saving} url={viewUrl} onClose={() => setSaving(false)} />
    </div>
  )
}
