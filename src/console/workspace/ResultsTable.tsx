import { columnVisibilityFeature, createColumnHelper, FlexRender, type Row as TableRow, type RowData, tableFeatures, useTable } from '@tanstack/react-table'
import { useVirtualizer } from '@tanstack/react-virtual'
import { type KeyboardEvent, memo, type PointerEvent, type ReactNode, type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { afterPaint } from '../lib/after-paint'
import { Skeleton } from '../ui/Card'
import { type ListCursor, moveCursor, useCursorIndex, useCursorOn } from './cursor'
import { COLUMN_MAX, COLUMN_MIN, clampColumnWidth, nextSort, sortDirection } from './list-logic'
import type { WorkspaceColumn } from './types'

const features = tableFeatures({ columnVisibilityFeature })
const ROW_HEIGHT = 36
const rowHeight = () => ROW_HEIGHT
/** Rows from the end at which the next page is asked for. */
const PREFETCH_ROWS = 15

interface ResultsTableProps<Row> {
  rows: readonly Row[]
  columns: readonly WorkspaceColumn<Row>[]
  rowKey: (row: Row) => string
  cursor: ListCursor
  selectedKey?: string
  selection: ReadonlySet<string>
  /** The header's box: every loaded row, or none. */
  onToggleAll: () => void
  /** Widths the user set, by column id. */
  widths: Readonly<Record<string, number>>
  onWidthChange: (column: string, width: number) => void
  sort?: string
  onSort: (sort: string) => void
  onOpen: (row: Row) => void
  onToggle: (key: string) => void
  hasMore: boolean
  loadingMore: boolean
  onLoadMore: () => void
  scrollRef: RefObject<HTMLDivElement | null>
  label: string
  status?: ReactNode
}

/** The cells of the row under the cursor that its columns cut off, with their whole text. */
interface CutOffCells {
  row: string
  cells: { id: string; text: string }[]
  /** Where the panel stands: just below the row, from the top of the scrolled table. */
  top: number
}

/** Header text: an i18n key (`ns:key`) is translated, plain text shown as it is. */
export function useHeaderText() {
  const { t } = useTranslation()
  // The same function while the language stays: the table's columns are built from it.
  return useCallback((header: string) => (/^[\w-]+:[\w.-]+$/.test(header) ? t(header) : header), [t])
}

/**
 * The list itself: a grid of virtual rows (only those on screen are in the page), asking for
 * the next keyset page as the end comes near.
 */
export function ResultsTable<Row extends RowData>(props: ResultsTableProps<Row>) {
  const { rows, columns, rowKey, cursor, selectedKey, selection, sort, scrollRef } = props
  const { t } = useTranslation('workspace')
  const headerText = useHeaderText()

  const tableColumns = useMemo(() => {
    const helper = createColumnHelper<typeof features, Row>()
    return helper.columns(
      columns.map((column) =>
        helper.display({
          id: column.id,
          header: () => headerText(column.header),
          cell: (context) => column.cell(context.row.original),
        }),
      ),
    )
  }, [columns, headerText])
  const data = useMemo(() => [...rows], [rows])
  const getRowId = useCallback((row: Row) => rowKey(row), [rowKey])
  const table = useTable({ features, columns: tableColumns, data, getRowId })
  const tableRows = table.getRowModel().rows

  // The virtualizer lays out every row again when its functions change: they change with the rows only.
  const getItemKey = useCallback((index: number) => tableRows[index]?.id ?? index, [tableRows])
  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: rowHeight,
    getItemKey,
    overscan: 10,
    // A cursor move that scrolls renders the new rows with the move, not in a render forced of its own.
    useFlushSync: false,
  })
  const items = virtualizer.getVirtualItems()
  const lastIndex = items.at(-1)?.index ?? -1

  // A cut-off cell carries its whole text as a title, shown on hover; the row under the keyboard
  // cursor shows its cut-off cells whole beneath it, as hover cannot reach them, unless it is the
  // record open beside the list, which shows them all. Each row measures its own cells when it
  // renders (ResultRow), so a cursor move measures the two rows it changes, not the screen.
  const [cutOff, setCutOff] = useState<CutOffCells | null>(null)
  const reportCutOff = useCallback((next: CutOffCells | null) => setCutOff((current) => (JSON.stringify(next) === JSON.stringify(current) ? current : next)), [])

  // The width being dragged, applied on release so storage is written once.
  const [dragged, setDragged] = useState<{ id: string; width: number } | null>(null)
  const drag = useRef<{ id: string; x: number; width: number; rtl: boolean } | null>(null)
  const widthOf = (column: WorkspaceColumn<Row>, fallback: number) =>
    dragged?.id === column.id ? dragged.width : (props.widths[column.id] ?? column.width ?? fallback)

  // The rows' handlers stay the same functions from render to render, so an unchanged row is not drawn again.
  const latest = useRef(props)
  latest.current = props
  const rowActions = useMemo<RowActions<Row>>(
    () => ({
      open: (index, row) => {
        moveCursor(latest.current.cursor, index)
        latest.current.onOpen(row)
      },
      toggle: (key) => latest.current.onToggle(key),
    }),
    [],
  )

  const { hasMore, loadingMore, onLoadMore } = props
  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= tableRows.length - PREFETCH_ROWS) onLoadMore()
  }, [hasMore, loadingMore, lastIndex, tableRows.length, onLoadMore])

  // The cursor's moves scroll the list without drawing the table again.
  useEffect(
    () =>
      cursor.subscribe(({ index }) => {
        if (index < 0) return
        // A row already in view stays where it is; asking the virtualizer would lay the page out to find that out.
        const row = virtualizer.measurementsCache[index]
        const top = virtualizer.scrollOffset ?? 0
        const height = virtualizer.scrollRect?.height ?? 0
        if (row && row.start >= top && row.end <= top + height) return
        // A row just out of view is brought to the nearer edge by setting the offset: the virtualizer
        // would first read the scroll height, laying the page out inside the key's handler.
        const element = scrollRef.current
        if (row && element && row.start > top - ROW_HEIGHT && row.end < top + height + ROW_HEIGHT) element.scrollTop = row.start < top ? row.start : row.end - height
        else virtualizer.scrollToIndex(index, { align: 'auto' })
      }),
    [cursor, virtualizer, scrollRef],
  )

  const template = columns.map((column, index) => (index === columns.length - 1 ? `minmax(${widthOf(column, 120)}px, 1fr)` : `${widthOf(column, 160)}px`)).join(' ')
  const allSelected = tableRows.length > 0 && tableRows.every((row) => selection.has(row.id))

  const startDrag = (event: PointerEvent<HTMLElement>, column: WorkspaceColumn<Row>) => {
    event.preventDefault()
    event.currentTarget.setPointerCapture(event.pointerId)
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const width = event.currentTarget.parentElement?.getBoundingClientRect().width ?? widthOf(column, 160)
    drag.current = { id: column.id, x: event.clientX, width, rtl }
    setDragged({ id: column.id, width: clampColumnWidth(width) })
  }
  const moveDrag = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current
    if (!current || !event.currentTarget.hasPointerCapture(event.pointerId)) return
    const delta = (event.clientX - current.x) * (current.rtl ? -1 : 1)
    setDragged({ id: current.id, width: clampColumnWidth(current.width + delta) })
  }
  const endDrag = () => {
    if (drag.current && dragged) props.onWidthChange(dragged.id, dragged.width)
    drag.current = null
    setDragged(null)
  }
  const resizeByKey = (event: KeyboardEvent<HTMLElement>, column: WorkspaceColumn<Row>, width: number) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const step = event.shiftKey ? 50 : 10
    const grow = rtl ? 'ArrowLeft' : 'ArrowRight'
    const shrink = rtl ? 'ArrowRight' : 'ArrowLeft'
    if (event.key === grow) props.onWidthChange(column.id, width + step)
    else if (event.key === shrink) props.onWidthChange(column.id, width - step)
    else return
    event.preventDefault()
    event.stopPropagation()
  }
  const gridTemplateColumns = `2rem ${template}`

  return (
    <div ref={scrollRef} tabIndex={-1} className="relative h-full overflow-auto text-sm focus:outline-none" data-testid="workspace-grid">
      <table aria-label={props.label} aria-rowcount={tableRows.length + 1} className="grid min-w-max">
        <thead className="sticky top-0 z-10 grid border-b border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800">
          <tr aria-rowindex={1} className="grid" style={{ gridTemplateColumns }}>
            <th className="flex justify-center px-2 py-2">
              <input type="checkbox" tabIndex={-1} aria-label={t('table.selectAll')} checked={allSelected} onChange={props.onToggleAll} />
            </th>
            {columns.map((column, index) => {
              const direction = column.sort ? sortDirection(sort, column.sort) : undefined
              const width = widthOf(column, index === columns.length - 1 ? 120 : 160)
              const title = headerText(column.header)
              return (
                <th
                  key={column.id}
                  data-column={column.id}
                  aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
                  className="relative truncate px-3 py-2 text-start text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300"
                >
                  {/* biome-ignore lint/a11y/useSemanticElements: a focusable column splitter that takes arrows has no HTML element */}
                  <div
                    role="separator"
                    aria-orientation="vertical"
                    aria-label={t('table.resize', { column: title })}
                    aria-valuemin={COLUMN_MIN}
                    aria-valuemax={COLUMN_MAX}
                    aria-valuenow={Math.round(width)}
                    tabIndex={0}
                    className="absolute inset-y-0 end-0 w-2 cursor-col-resize touch-none hover:bg-brand/40 focus:bg-brand/60 focus:outline-none"
                    onPointerDown={(event) => startDrag(event, column)}
                    onPointerMove={moveDrag}
                    onPointerUp={endDrag}
                    onPointerCancel={endDrag}
                    onKeyDown={(event) => resizeByKey(event, column, width)}
                  />
                  {column.sort ? (
                    <button type="button" className="inline-flex items-center gap-1 uppercase tracking-wide hover:underline" onClick={() => props.onSort(nextSort(sort, column.sort!))}>
                      {headerText(column.header)}
                      <span aria-hidden="true">{direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : ''}</span>
                    </button>
                  ) : (
                    headerText(column.header)
                  )}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody className="relative grid" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const row = tableRows[item.index]!
            return (
              <ResultRow
                key={row.id}
                row={row}
                columns={tableColumns}
                index={item.index}
                start={item.start}
                cursor={cursor}
                open={row.id === selectedKey}
                selected={selection.has(row.id)}
                gridTemplateColumns={gridTemplateColumns}
                selectLabel={t('table.select')}
                actions={rowActions}
                reportCutOff={reportCutOff}
              />
            )
          })}
        </tbody>
      </table>
      <CutOffPanel cutOff={cutOff} cursor={cursor} rowIds={tableRows} selectedKey={selectedKey} columns={columns} />
      {props.status}
      {loadingMore && (
        <div className="space-y-1 p-2" aria-hidden="true">
          <Skeleton className="h-6" />
          <Skeleton className="h-6" />
        </div>
      )}
    </div>
  )
}

interface CutOffPanelProps<Row> {
  cutOff: CutOffCells | null
  cursor: ListCursor
  /** The table's rows, by index: the panel shows only for the row under the cursor. */
  rowIds: readonly { id: string }[]
  selectedKey?: string
  columns: readonly WorkspaceColumn<Row>[]
}

/** The whole text of the cut-off cells of the row under the cursor, just below it. */
function CutOffPanel<Row>({ cutOff, cursor, rowIds, selectedKey, columns }: CutOffPanelProps<Row>) {
  const { t } = useTranslation('workspace')
  const headerText = useHeaderText()
  const cursorRow = rowIds[useCursorIndex(cursor)]
  if (!cutOff || cutOff.row !== cursorRow?.id || cutOff.row === selectedKey) return null
  return (
    <dl
      data-testid="workspace-cut-off"
      aria-label={t('table.cutOff')}
      className="pointer-events-none absolute start-8 z-10 max-w-[min(40rem,90%)] space-y-0.5 rounded-md border border-slate-200 bg-white px-3 py-2 text-xs shadow-lg dark:border-slate-700 dark:bg-slate-900"
      style={{ top: cutOff.top }}
    >
      {cutOff.cells.map((cell) => {
        const column = columns.find((c) => c.id === cell.id)
        return (
          <div key={cell.id} className="flex gap-2">
            <dt className="shrink-0 font-semibold text-slate-600 dark:text-slate-300">{column ? headerText(column.header) : cell.id}</dt>
            <dd className="break-all">{cell.text}</dd>
          </div>
        )
      })}
    </dl>
  )
}

interface RowActions<Row> {
  open: (index: number, row: Row) => void
  toggle: (key: string) => void
}

interface ResultRowProps<Row extends RowData> {
  row: TableRow<typeof features, Row>
  /** The column definitions: new ones (another language) draw the row again. */
  columns: unknown
  index: number
  start: number
  cursor: ListCursor
  open: boolean
  selected: boolean
  gridTemplateColumns: string
  selectLabel: string
  actions: RowActions<Row>
  reportCutOff: (cutOff: CutOffCells | null) => void
}

/**
 * One row of the list, drawn again only when something of its own changes. It marks its cut-off
 * cells with their whole text, and when it is under the cursor, tells the table which they are.
 */
function ResultRowOf<Row extends RowData>({ row, columns, index, start, cursor, open, selected, gridTemplateColumns, selectLabel, actions, reportCutOff }: ResultRowProps<Row>) {
  const active = useCursorOn(cursor, index)
  const ref = useRef<HTMLTableRowElement>(null)
  // The cells its columns cut off, and where a panel under the row stands: measured when what the
  // row shows changes, not when the cursor comes or goes, so a j/k press lays nothing out.
  const measured = useRef<{ cut: { id: string; text: string }[]; top: number } | null>(null)
  const activeNow = useRef(active)
  activeNow.current = active
  const report = useCallback(() => {
    const cells = measured.current
    if (cells) reportCutOff(cells.cut.length > 0 ? { row: row.id, cells: cells.cut, top: cells.top } : null)
  }, [reportCutOff, row.id])
  // biome-ignore lint/correctness/useExhaustiveDependencies: what the row shows is the trigger, read from the page
  useEffect(() => {
    measured.current = null
    // Reading the cells' widths lays the page out, which the frame that shows the row should not wait for.
    return afterPaint(() => {
      const element = ref.current
      if (!element) return
      const cut: { id: string; text: string }[] = []
      for (const cell of element.querySelectorAll<HTMLElement>('td[data-cell]')) {
        const text = cell.textContent ?? ''
        const isCut = cell.scrollWidth > cell.clientWidth && text !== ''
        if (isCut && cell.title !== text) cell.title = text
        else if (!isCut && cell.hasAttribute('title')) cell.removeAttribute('title')
        if (isCut) cut.push({ id: cell.dataset.cell!, text })
      }
      const header = element.closest('table')?.querySelector('thead')?.offsetHeight ?? ROW_HEIGHT
      measured.current = { cut, top: header + start + ROW_HEIGHT }
      if (activeNow.current) report()
    })
  }, [row.original, columns, gridTemplateColumns, start])
  useEffect(() => {
    if (active) report()
  }, [active, report])
  return (
    <tr
      ref={ref}
      aria-rowindex={index + 2}
      aria-current={open ? 'true' : undefined}
      data-active={active || undefined}
      data-selected={selected || undefined}
      data-row-key={row.id}
      className={`absolute inset-x-0 grid cursor-pointer items-center border-b border-slate-100 dark:border-slate-800 ${
        open ? 'bg-brand/10' : active ? 'bg-slate-100 dark:bg-slate-800' : 'hover:bg-slate-50 dark:hover:bg-slate-800/60'
      } ${active ? 'outline outline-2 -outline-offset-2 outline-brand/60' : ''}`}
      style={{ gridTemplateColumns, height: ROW_HEIGHT, transform: `translateY(${start}px)` }}
      onClick={() => actions.open(index, row.original)}
    >
      <td className="flex justify-center px-2">
        <input type="checkbox" tabIndex={-1} aria-label={selectLabel} checked={selected} onClick={(event) => event.stopPropagation()} onChange={() => actions.toggle(row.id)} />
      </td>
      {row.getVisibleCells().map((cell) => (
        <td key={cell.id} data-cell={cell.column.id} className="truncate px-3">
          <FlexRender cell={cell} />
        </td>
      ))}
    </tr>
  )
}

/** The table's rows are new objects whenever the table is drawn; the record they hold says whether the row changed. */
const ResultRow = memo(ResultRowOf, (before, after) => {
  const { row: a, ...restA } = before
  const { row: b, ...restB } = after
  return a.id === b.id && a.original === b.original && (Object.keys(restA) as (keyof typeof restA)[]).every((key) => restA[key] === restB[key])
}) as typeof ResultRowOf
