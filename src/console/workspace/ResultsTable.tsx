import { columnVisibilityFeature, createColumnHelper, type RowData, tableFeatures, useTable } from '@tanstack/react-table'
import { useVirtualizer } from '@tanstack/react-virtual'
import { type ReactNode, type RefObject, useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Skeleton } from '../ui/Card'
import { nextSort, sortDirection } from './list-logic'
import type { WorkspaceColumn } from './types'

const features = tableFeatures({ columnVisibilityFeature })
const ROW_HEIGHT = 36
/** Rows from the end at which the next page is asked for. */
const PREFETCH_ROWS = 15

interface ResultsTableProps<Row> {
  rows: readonly Row[]
  columns: readonly WorkspaceColumn<Row>[]
  rowKey: (row: Row) => string
  activeIndex: number
  selectedKey?: string
  selection: ReadonlySet<string>
  sort?: string
  onSort: (sort: string) => void
  onActivate: (index: number) => void
  onOpen: (row: Row) => void
  onToggle: (key: string) => void
  hasMore: boolean
  loadingMore: boolean
  onLoadMore: () => void
  scrollRef: RefObject<HTMLDivElement | null>
  label: string
  status?: ReactNode
}

/** Header text: an i18n key (`ns:key`) is translated, plain text shown as it is. */
export function useHeaderText() {
  const { t } = useTranslation()
  return (header: string) => (/^[\w-]+:[\w.-]+$/.test(header) ? t(header) : header)
}

/**
 * The list itself: a grid of virtual rows (only those on screen are in the page), asking for
 * the next keyset page as the end comes near.
 */
export function ResultsTable<Row extends RowData>(props: ResultsTableProps<Row>) {
  const { rows, columns, rowKey, activeIndex, selectedKey, selection, sort, scrollRef } = props
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
  const table = useTable({ features, columns: tableColumns, data, getRowId: (row) => rowKey(row) })
  const tableRows = table.getRowModel().rows

  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => tableRows[index]?.id ?? index,
    overscan: 10,
  })
  const items = virtualizer.getVirtualItems()
  const lastIndex = items.at(-1)?.index ?? -1

  const { hasMore, loadingMore, onLoadMore } = props
  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= tableRows.length - PREFETCH_ROWS) onLoadMore()
  }, [hasMore, loadingMore, lastIndex, tableRows.length, onLoadMore])

  useEffect(() => {
    if (activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' })
  }, [activeIndex, virtualizer])

  const template = columns.map((column, index) => (index === columns.length - 1 ? `minmax(${column.width ?? 120}px, 1fr)` : `${column.width ?? 160}px`)).join(' ')
  const gridTemplateColumns = `2rem ${template}`

  return (
    <div ref={scrollRef} tabIndex={-1} className="relative h-full overflow-auto text-sm focus:outline-none" data-testid="workspace-grid">
      <table aria-label={props.label} aria-rowcount={tableRows.length + 1} className="grid min-w-max">
        <thead className="sticky top-0 z-10 grid border-b border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800">
          <tr aria-rowindex={1} className="grid" style={{ gridTemplateColumns }}>
            <th className="px-2 py-2">
              <span className="sr-only">{t('table.selected')}</span>
            </th>
            {columns.map((column) => {
              const direction = column.sort ? sortDirection(sort, column.sort) : undefined
              return (
                <th
                  key={column.id}
                  aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
                  className="truncate px-3 py-2 text-start text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300"
                >
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
            const key = row.id
            const active = item.index === activeIndex
            const open = key === selectedKey
            const selected = selection.has(key)
            return (
              <tr
                key={key}
                aria-rowindex={item.index + 2}
                aria-current={open ? 'true' : undefined}
                data-active={active || undefined}
                data-selected={selected || undefined}
                data-row-key={key}
                className={`absolute inset-x-0 grid cursor-pointer items-center border-b border-slate-100 dark:border-slate-800 ${
                  open ? 'bg-brand/10' : active ? 'bg-slate-100 dark:bg-slate-800' : 'hover:bg-slate-50 dark:hover:bg-slate-800/60'
                } ${active ? 'outline outline-2 -outline-offset-2 outline-brand/60' : ''}`}
                style={{ gridTemplateColumns, height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
                onClick={() => {
                  props.onActivate(item.index)
                  props.onOpen(row.original)
                }}
              >
                <td className="flex justify-center px-2">
                  <input
                    type="checkbox"
                    tabIndex={-1}
                    aria-label={t('table.select')}
                    checked={selected}
                    onClick={(event) => event.stopPropagation()}
                    onChange={() => props.onToggle(key)}
                  />
                </td>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="truncate px-3">
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            )
          })}
        </tbody>
      </table>
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
