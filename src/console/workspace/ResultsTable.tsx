import { columnVisibilityFeature, createColumnHelper, FlexRender, type Row as TableRow, type RowData, tableFeatures, useTable } from '@tanstack/react-table'
import { observeElementOffset, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual'
import { type KeyboardEvent, memo, type PointerEvent, type ReactNode, type RefObject, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { createStore, type StoreApi, useStore } from 'zustand'
import { afterPaint } from '../lib/after-paint'
import { zoneName } from '../lib/dates'
import { useTimeZone } from '../lib/use-time-zone'
import { Skeleton } from '../ui/Card'
import { ZoneInHeader } from '../ui/Time'
import { type ListCursor, moveCursor, useCursorIndex, useCursorOn } from './cursor'
import { COLUMN_MAX, COLUMN_MIN, cardColumns, clampColumnWidth, columnWidth, nextSort, sortDirection } from './list-logic'
import type { CardPart, ColumnKind, WorkspaceColumn } from './types'
import { usePhoneLayout } from './use-phone-layout'

const features = tableFeatures({ columnVisibilityFeature })
const ROW_HEIGHT = 36
/** A phone's card: two lines, the primary value and amount over the status, detail and time. */
const CARD_HEIGHT = 60
const CARD_GRID = { gridTemplateColumns: '2rem auto minmax(0, 1fr) auto', gridTemplateAreas: '"select primary primary amount" "select status detail time"' }
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
  const { rows, rowKey, cursor, selectedKey, selection, sort, scrollRef } = props
  const { t } = useTranslation('workspace')
  const headerText = useHeaderText()
  const { cards, columns, cardParts, height } = useRowLayout(props.columns)
  const { tableColumns, tableRows } = useTableRows(rows, columns, rowKey, headerText)
  const { virtualizer, reportOffset } = useRowVirtualizer(tableRows, height, scrollRef)
  const items = virtualizer.getVirtualItems()
  const { cutOff, reportCutOff } = useCutOffStore()
  // The handlers of the rows and the header stay the same functions from render to render, so
  // an unchanged row is not drawn again, and the header only when what it shows changes.
  const latest = useRef(props)
  latest.current = props
  const { dragged, headerActions } = useHeaderActions(latest)
  const { widths, zone, fitHeader } = useColumnWidths(columns, props.widths, dragged, headerText)
  const rowActions = useRowActions(latest)
  usePrefetchNextPage(items.at(-1)?.index ?? -1, tableRows.length, props)
  useCursorInView(cursor, virtualizer, scrollRef, reportOffset)

  const selectLabel = t('table.select')
  const allSelected = useMemo(() => tableRows.length > 0 && tableRows.every((row) => selection.has(row.id)), [tableRows, selection])
  const gridTemplateColumns = `2rem ${widths.map((width, index) => (index === widths.length - 1 ? `minmax(${width}px, 1fr)` : `${width}px`)).join(' ')}`

  return (
    <div ref={scrollRef} tabIndex={-1} className="relative h-full overflow-auto text-sm focus:outline-none" data-testid="workspace-grid">
      <table aria-label={props.label} aria-rowcount={tableRows.length + 1} className={`grid ${cards ? 'w-full' : 'min-w-max'}`}>
        {cards ? (
          <CardHeader columns={columns} sort={sort} allSelected={allSelected} actions={headerActions} />
        ) : (
          <ResultsHeader
            columns={columns}
            widths={widths}
            userWidths={props.widths}
            gridTemplateColumns={gridTemplateColumns}
            zone={zone}
            sort={sort}
            allSelected={allSelected}
            actions={headerActions}
            onFit={fitHeader}
          />
        )}
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
                cardParts={cardParts}
                selectLabel={selectLabel}
                actions={rowActions}
                reportCutOff={reportCutOff}
              />
            )
          })}
        </tbody>
      </table>
      {/* A card's cut-off text is read in its record, which replaces the list on a phone. */}
      {!cards && <CutOffPanel cutOff={cutOff} cursor={cursor} rowIds={tableRows} selectedKey={selectedKey} columns={columns} />}
      {props.status}
      {props.loadingMore && (
        <div className="space-y-1 p-2" aria-hidden="true">
          <Skeleton className="h-6" />
          <Skeleton className="h-6" />
        </div>
      )}
    </div>
  )
}

type TableRows<Row extends RowData> = TableRow<typeof features, Row>[]

/** On a phone a row is a card of the columns that fill its parts, which fits the screen's width. */
function useRowLayout<Row>(given: readonly WorkspaceColumn<Row>[]) {
  const phone = usePhoneLayout()
  const cards = useMemo(() => (phone ? cardColumns(given) : null), [phone, given])
  const columns = useMemo(() => cards?.map((card) => card.column) ?? given, [cards, given])
  const cardParts = useMemo(() => (cards ? Object.fromEntries(cards.map((card) => [card.column.id, card.part])) : undefined), [cards])
  return { cards: cards !== null, columns, cardParts, height: cards ? CARD_HEIGHT : ROW_HEIGHT }
}

/** The table's columns, each cell drawn by its workspace column, and its rows by their keys. */
function useTableRows<Row extends RowData>(rows: readonly Row[], columns: readonly WorkspaceColumn<Row>[], rowKey: (row: Row) => string, headerText: (header: string) => string) {
  const tableColumns = useMemo(() => {
    const helper = createColumnHelper<typeof features, Row>()
    return helper.columns(
      columns.map((column) =>
        helper.display({
          id: column.id,
          header: () => headerText(column.header),
          // A time column's header names the zone, so its cells need not.
          cell: column.kind === 'time' ? (context) => <ZoneInHeader.Provider value>{column.cell(context.row.original)}</ZoneInHeader.Provider> : (context) => column.cell(context.row.original),
        }),
      ),
    )
  }, [columns, headerText])
  const data = useMemo(() => [...rows], [rows])
  const getRowId = useCallback((row: Row) => rowKey(row), [rowKey])
  const table = useTable({ features, columns: tableColumns, data, getRowId })
  return { tableColumns, tableRows: table.getRowModel().rows }
}

/** The virtualizer of the rows, with how it learns of a scroll. */
function useRowVirtualizer<Row extends RowData>(tableRows: TableRows<Row>, height: number, scrollRef: RefObject<HTMLDivElement | null>) {
  // The virtualizer lays out every row again when its functions change: they change with the rows only.
  const getItemKey = useCallback((index: number) => tableRows[index]?.id ?? index, [tableRows])
  // Kept, so that a cursor move that scrolls tells it at once and the rows it brings in are drawn
  // with the move, in the frame that shows it.
  const reportOffset = useRef<(offset: number, isScrolling: boolean) => void>(undefined)
  const estimateSize = useCallback(() => height, [height])
  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey,
    overscan: 10,
    // The sticky header covers a row's height of the box.
    scrollPaddingEnd: ROW_HEIGHT,
    // A cursor move that scrolls renders the new rows with the move, not in a render forced of its own.
    useFlushSync: false,
    observeElementOffset: (instance, report) => {
      reportOffset.current = report
      return observeElementOffset(instance, report)
    },
  })
  // Cards and table rows differ in height: every row is laid out again when the layout changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height is the trigger, read through estimateSize
  useEffect(() => virtualizer.measure(), [virtualizer, height])
  return { virtualizer, reportOffset }
}

/**
 * A cut-off cell carries its whole text as a title, shown on hover; the row under the keyboard
 * cursor shows its cut-off cells whole beneath it, as hover cannot reach them, unless it is the
 * record open beside the list, which shows them all. Each row measures its own cells when it
 * renders (ResultRow), so a cursor move measures the two rows it changes, not the screen.
 * A store of its own, so that a report draws the panel again and not the table.
 */
function useCutOffStore() {
  const [cutOff] = useState(() => createStore<{ cells: CutOffCells | null }>(() => ({ cells: null })))
  const reportCutOff = useCallback(
    (next: CutOffCells | null) => {
      if (JSON.stringify(next) !== JSON.stringify(cutOff.getState().cells)) cutOff.setState({ cells: next })
    },
    [cutOff],
  )
  return { cutOff, reportCutOff }
}

/** The header's sort, select-all and column splitters, with the width being dragged, applied on release so storage is written once. */
function useHeaderActions<Row>(latest: RefObject<ResultsTableProps<Row>>) {
  const [dragged, setDragged] = useState<{ id: string; width: number } | null>(null)
  const drag = useRef<{ id: string; x: number; width: number; rtl: boolean; now: number } | null>(null)
  const headerActions = useMemo<HeaderActions>(
    () => ({
      startDrag: (event, id, fallback) => {
        event.preventDefault()
        event.currentTarget.setPointerCapture(event.pointerId)
        const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
        const width = event.currentTarget.parentElement?.getBoundingClientRect().width ?? fallback
        drag.current = { id, x: event.clientX, width, rtl, now: clampColumnWidth(width) }
        setDragged({ id, width: drag.current.now })
      },
      moveDrag: (event) => {
        const current = drag.current
        if (!current || !event.currentTarget.hasPointerCapture(event.pointerId)) return
        current.now = clampColumnWidth(current.width + (event.clientX - current.x) * (current.rtl ? -1 : 1))
        setDragged({ id: current.id, width: current.now })
      },
      endDrag: () => {
        if (drag.current) latest.current.onWidthChange(drag.current.id, drag.current.now)
        drag.current = null
        setDragged(null)
      },
      resizeByKey: (event, id, width) => {
        const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
        const step = event.shiftKey ? 50 : 10
        const grow = rtl ? 'ArrowLeft' : 'ArrowRight'
        const shrink = rtl ? 'ArrowRight' : 'ArrowLeft'
        if (event.key === grow) latest.current.onWidthChange(id, width + step)
        else if (event.key === shrink) latest.current.onWidthChange(id, width - step)
        else return
        event.preventDefault()
        event.stopPropagation()
      },
      sort: (by) => latest.current.onSort(nextSort(latest.current.sort, by)),
      toggleAll: () => latest.current.onToggleAll(),
    }),
    [latest],
  )
  return { dragged, headerActions }
}

/**
 * Each column's width, in the columns' order: the one being dragged, else the user's, else its
 * kind's, widened to read whole a header its kind's width cuts short (reported by onFit).
 */
function useColumnWidths<Row>(
  columns: readonly WorkspaceColumn<Row>[],
  userWidths: Readonly<Record<string, number>>,
  dragged: { id: string; width: number } | null,
  headerText: (header: string) => string,
) {
  // What a header cut short by its column's kind needs to read whole, by column id, for its text.
  const [headerWidths, setHeaderWidths] = useState<Record<string, { text: string; width: number }>>({})
  const fitHeader = useCallback(
    (id: string, text: string, width: number) =>
      setHeaderWidths((current) => (current[id]?.text === text && current[id].width >= width ? current : { ...current, [id]: { text, width } })),
    [],
  )
  const { i18n } = useTranslation()
  const timeZone = useTimeZone()
  const zone = useMemo(() => zoneName(i18n.language, timeZone), [i18n.language, timeZone])
  const widths = useMemo(
    () =>
      columns.map((column) => {
        if (dragged?.id === column.id) return dragged.width
        const header = headerWidths[column.id]
        return columnWidth(column, userWidths, header?.text === headerLabel(headerText(column.header), column.kind, zone) ? header.width : 0)
      }),
    [columns, dragged, userWidths, headerWidths, headerText, zone],
  )
  return { widths, zone, fitHeader }
}

/** What a click on a row and its box do. */
function useRowActions<Row>(latest: RefObject<ResultsTableProps<Row>>) {
  return useMemo<RowActions<Row>>(
    () => ({
      open: (index, row) => {
        moveCursor(latest.current.cursor, index)
        latest.current.onOpen(row)
      },
      toggle: (key) => latest.current.onToggle(key),
    }),
    [latest],
  )
}

/** Asks for the next page once the last row in view comes within PREFETCH_ROWS of the end. */
function usePrefetchNextPage(lastIndex: number, count: number, { hasMore, loadingMore, onLoadMore }: Pick<ResultsTableProps<unknown>, 'hasMore' | 'loadingMore' | 'onLoadMore'>) {
  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= count - PREFETCH_ROWS) onLoadMore()
  }, [hasMore, loadingMore, lastIndex, count, onLoadMore])
}

/** The cursor's moves scroll the list without drawing the table again. */
function useCursorInView(
  cursor: ListCursor,
  virtualizer: Virtualizer<HTMLDivElement, Element>,
  scrollRef: RefObject<HTMLDivElement | null>,
  reportOffset: RefObject<((offset: number, isScrolling: boolean) => void) | undefined>,
) {
  useEffect(
    () =>
      cursor.subscribe(({ index }) => {
        const row = virtualizer.measurementsCache[index]
        const element = scrollRef.current
        if (index < 0 || !element) return
        // Rows stand below the sticky header (a row's height): they show between the scroll offset
        // and the offset plus the box's height less the header's. The page is laid out from the
        // last frame here, so these reads cost nothing, while asking the virtualizer would read
        // the scroll height and lay the page out again inside the key's handler.
        const top = element.scrollTop
        const bottom = top + element.clientHeight - ROW_HEIGHT
        if (row && row.start >= top && row.end <= bottom) return
        // A row just out of view is brought to the nearer edge by setting the offset.
        if (row && row.start >= top - ROW_HEIGHT && row.end <= bottom + ROW_HEIGHT) {
          element.scrollTop = row.start < top ? row.start : top + row.end - bottom
          reportOffset.current?.(element.scrollTop, true)
        } else virtualizer.scrollToIndex(index, { align: 'auto' })
      }),
    [cursor, virtualizer, scrollRef, reportOffset],
  )
}

/** A header as it reads whole: a time column's names the zone of its times. */
function headerLabel(title: string, kind: ColumnKind, zone: string): string {
  return kind === 'time' ? `${title} (${zone})` : title
}

interface HeaderActions {
  startDrag: (event: PointerEvent<HTMLElement>, column: string, fallback: number) => void
  moveDrag: (event: PointerEvent<HTMLElement>) => void
  endDrag: () => void
  resizeByKey: (event: KeyboardEvent<HTMLElement>, column: string, width: number) => void
  sort: (by: string) => void
  toggleAll: () => void
}

interface ResultsHeaderProps<Row> {
  columns: readonly WorkspaceColumn<Row>[]
  /** Each column's width, in the columns' order. */
  widths: readonly number[]
  /** Widths the user set, which a header does not widen. */
  userWidths: Readonly<Record<string, number>>
  gridTemplateColumns: string
  /** The name of the zone the time columns show. */
  zone: string
  sort?: string
  allSelected: boolean
  actions: HeaderActions
  /** A header its column cuts short, with the width it needs to read whole. */
  onFit: (column: string, text: string, width: number) => void
}

/**
 * The column headers: sort buttons and the splitters that resize a column by pointer or by arrow.
 * A time column's header names the zone its times are in. A header its kind's width cuts short
 * widens its column, measured before paint, unless the user chose the width.
 */
const ResultsHeader = memo(function ResultsHeader<Row>({ columns, widths, userWidths, gridTemplateColumns, zone, sort, allSelected, actions, onFit }: ResultsHeaderProps<Row>) {
  const { t } = useTranslation('workspace')
  const headerText = useHeaderText()
  const row = useRef<HTMLTableRowElement>(null)
  useLayoutEffect(() => {
    for (const cell of row.current?.querySelectorAll<HTMLElement>('th[data-column]') ?? []) {
      const id = cell.dataset.column!
      if (userWidths[id] === undefined && cell.scrollWidth > cell.clientWidth) onFit(id, cell.dataset.header!, Math.ceil(cell.getBoundingClientRect().width) + cell.scrollWidth - cell.clientWidth)
    }
  })
  return (
    <thead className="sticky top-0 z-10 grid bg-slate-50 dark:bg-slate-800">
      <tr ref={row} aria-rowindex={1} className="grid items-center border-b border-slate-200 dark:border-slate-700" style={{ gridTemplateColumns, height: ROW_HEIGHT }}>
        <th className="flex justify-center px-2 py-2">
          <input type="checkbox" tabIndex={-1} aria-label={t('table.selectAll')} checked={allSelected} onChange={actions.toggleAll} />
        </th>
        {columns.map((column, index) => {
          const direction = column.sort ? sortDirection(sort, column.sort) : undefined
          const width = widths[index]!
          const title = headerText(column.header)
          const label = headerLabel(title, column.kind, zone)
          return (
            <th
              key={column.id}
              data-column={column.id}
              data-header={label}
              title={label}
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
                onPointerDown={(event) => actions.startDrag(event, column.id, width)}
                onPointerMove={actions.moveDrag}
                onPointerUp={actions.endDrag}
                onPointerCancel={actions.endDrag}
                onKeyDown={(event) => actions.resizeByKey(event, column.id, width)}
              />
              {column.sort ? (
                <button type="button" className="inline-flex items-center gap-1 uppercase tracking-wide hover:underline" onClick={() => actions.sort(column.sort!)}>
                  {title}
                  {column.kind === 'time' && <ZoneLabel zone={zone} />}
                  <span aria-hidden="true">{direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : ''}</span>
                </button>
              ) : (
                <>
                  {title}
                  {column.kind === 'time' && <ZoneLabel zone={zone} />}
                </>
              )}
            </th>
          )
        })}
      </tr>
    </thead>
  )
}) as <Row>(props: ResultsHeaderProps<Row>) => ReactNode

/** The zone a time column's times are in, as it is written (`GMT+9`, not upper-cased). */
function ZoneLabel({ zone }: { zone: string }) {
  return <span className="ms-1 font-normal normal-case tracking-normal">({zone})</span>
}

/** A card's cells: the primary value stands out, the amount and time keep to their end of the card. */
const cardCellClass: Record<CardPart, string> = {
  primary: 'truncate ps-1 pe-2 font-medium',
  amount: 'truncate pe-3 text-end',
  status: 'truncate ps-1 pe-2',
  detail: 'truncate pe-2 text-slate-600 dark:text-slate-300',
  time: 'truncate pe-3 text-end text-xs text-slate-600 dark:text-slate-300',
}

interface CardHeaderProps<Row> {
  columns: readonly WorkspaceColumn<Row>[]
  sort?: string
  allSelected: boolean
  actions: HeaderActions
}

/** A phone's header over the cards: the box that selects every row, and the sort of the card's columns that sort. */
const CardHeader = memo(function CardHeader<Row>({ columns, sort, allSelected, actions }: CardHeaderProps<Row>) {
  const { t } = useTranslation('workspace')
  const headerText = useHeaderText()
  return (
    <thead className="sticky top-0 z-10 grid bg-slate-50 dark:bg-slate-800">
      <tr aria-rowindex={1} className="flex items-center gap-3 overflow-hidden border-b border-slate-200 dark:border-slate-700" style={{ height: ROW_HEIGHT }}>
        <th className="flex w-8 shrink-0 justify-center">
          <input type="checkbox" tabIndex={-1} aria-label={t('table.selectAll')} checked={allSelected} onChange={actions.toggleAll} />
        </th>
        {columns.map((column) => {
          const direction = column.sort ? sortDirection(sort, column.sort) : undefined
          return (
            <th
              key={column.id}
              data-column={column.id}
              aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
              className={`min-w-0 truncate text-start text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300 ${column.sort ? '' : 'sr-only'}`}
            >
              {column.sort ? (
                <button type="button" className="inline-flex items-center gap-1 uppercase tracking-wide hover:underline" onClick={() => actions.sort(column.sort!)}>
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
  )
}) as <Row>(props: CardHeaderProps<Row>) => ReactNode

interface CutOffPanelProps<Row> {
  cutOff: StoreApi<{ cells: CutOffCells | null }>
  cursor: ListCursor
  /** The table's rows, by index: the panel shows only for the row under the cursor. */
  rowIds: readonly { id: string }[]
  selectedKey?: string
  columns: readonly WorkspaceColumn<Row>[]
}

/** The whole text of the cut-off cells of the row under the cursor, just below it. */
function CutOffPanel<Row>({ cursor, rowIds, selectedKey, columns, ...props }: CutOffPanelProps<Row>) {
  const { t } = useTranslation('workspace')
  const headerText = useHeaderText()
  const cutOff = useStore(props.cutOff, (state) => state.cells)
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
  /** On a phone, the card part of each shown column, by column id: the row is a card. */
  cardParts?: Readonly<Record<string, CardPart>>
  selectLabel: string
  actions: RowActions<Row>
  reportCutOff: (cutOff: CutOffCells | null) => void
}

/**
 * One row of the list, drawn again only when something of its own changes. It marks its cut-off
 * cells with their whole text, and when it is under the cursor, tells the table which they are.
 */
function ResultRowOf<Row extends RowData>({ row, columns, index, start, cursor, open, selected, gridTemplateColumns, cardParts, selectLabel, actions, reportCutOff }: ResultRowProps<Row>) {
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
      measured.current = { cut, top: start + 2 * ROW_HEIGHT }
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
      style={cardParts ? { ...CARD_GRID, height: CARD_HEIGHT, top: start } : { gridTemplateColumns, height: ROW_HEIGHT, top: start }}
      onClick={() => actions.open(index, row.original)}
    >
      <td className="flex justify-center px-2" style={cardParts && { gridArea: 'select' }}>
        <input type="checkbox" tabIndex={-1} aria-label={selectLabel} checked={selected} onClick={(event) => event.stopPropagation()} onChange={() => actions.toggle(row.id)} />
      </td>
      {row.getVisibleCells().map((cell) => (
        <td
          key={cell.id}
          data-cell={cell.column.id}
          data-card={cardParts?.[cell.column.id]}
          className={cardParts ? cardCellClass[cardParts[cell.column.id]!] : 'truncate px-3'}
          style={cardParts && { gridArea: cardParts[cell.column.id] }}
        >
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
