import type { ReactNode } from 'react'
import { ScrollRegion } from './ScrollRegion'

export interface CompactColumn<Row> {
  id: string
  header: ReactNode
  cell: (row: Row) => ReactNode
  /** Amounts and counts stand at the end of their cells. */
  end?: boolean
  /** Marks (a tick) stand in the middle of their column. */
  center?: boolean
  /** The cell's own classes besides the table's (`font-mono text-xs`, `whitespace-nowrap`). */
  className?: string
  /** The header's own classes (a column's width in a fixed table). */
  headerClassName?: string
  /** Codes and card data read left to right in every language. */
  ltr?: boolean
  /** The cell names its row (a permission, a changed field): screen readers announce it with every cell of the row. */
  rowHeader?: boolean
}

export interface CompactTableProps<Row> {
  /** What the table holds: its accessible name. */
  caption: string
  columns: readonly CompactColumn<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string | number
  /** Said instead of the table when there are no rows. */
  empty?: string
  /** The row open or chosen beside the table (a currency, a caller being edited): marked and told to screen readers. */
  current?: (row: Row) => boolean
  /** A row's own classes (a line above the first of a group). */
  rowClassName?: (row: Row) => string
  /** The table scrolls in a box a keyboard can scroll, named by the caption, its header in view: true, or the box's own classes (`max-h-96`). */
  scroll?: true | string
  /** Columns keep the widths their headers give, whatever the cells hold (long values break). */
  fixed?: boolean
  /** Only screen readers read it (a chart's figures): out of sight, in no scrolling box. */
  hidden?: boolean
}

const alignOf = (column: Pick<CompactColumn<unknown>, 'end' | 'center'>) => (column.end ? 'text-end' : column.center ? 'text-center' : '')

/** A short table inside a record's pane or a section (a restriction's rules, a rule's hits, a ledger): every row loaded shown, no cursor. */
export function CompactTable<Row>({ caption, columns, rows, rowKey, empty, current, rowClassName, scroll, fixed, hidden }: CompactTableProps<Row>) {
  if (empty !== undefined && rows.length === 0) return <p className="text-sm text-slate-500">{empty}</p>
  const last = columns.length - 1
  const table = (
    <table className={`w-full text-sm ${fixed ? 'table-fixed' : ''}`}>
      <caption className="sr-only">{caption}</caption>
      <thead className={scroll ? 'sticky top-0 bg-white dark:bg-slate-900' : undefined}>
        <tr className="border-b border-slate-200 text-xs text-slate-500 dark:border-slate-700">
          {columns.map((column, index) => (
            <th key={column.id} scope="col" className={`py-1 font-medium ${index < last ? 'pe-3' : ''} ${alignOf(column) || 'text-start'} ${column.headerClassName ?? ''}`}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const isCurrent = current?.(row) ?? false
          return (
            <tr
              key={rowKey(row)}
              aria-current={isCurrent || undefined}
              className={`border-b border-slate-100 align-top last:border-0 dark:border-slate-800 ${isCurrent ? 'bg-brand/5' : ''} ${rowClassName?.(row) ?? ''}`}
            >
              {columns.map((column, index) => {
                const Cell = column.rowHeader ? 'th' : 'td'
                return (
                  <Cell
                    key={column.id}
                    scope={column.rowHeader ? 'row' : undefined}
                    dir={column.ltr ? 'ltr' : undefined}
                    className={`py-1.5 ${index < last ? 'pe-3' : ''} ${alignOf(column) || (column.rowHeader ? 'text-start font-normal' : '')} ${column.className ?? ''}`}
                  >
                    {column.cell(row)}
                  </Cell>
                )
              })}
            </tr>
          )
        })}
      </tbody>
    </table>
  )
  // On a wrapper: a table grows to its content whatever width it is given.
  if (hidden) return <div className="sr-only">{table}</div>
  // Relative: a cell's screen-reader-only text is placed inside the scrolling box, not beside the page.
  return scroll ? (
    <ScrollRegion label={caption} className={`relative overflow-auto ${scroll === true ? '' : scroll}`}>
      {table}
    </ScrollRegion>
  ) : (
    <div className="relative overflow-x-auto">{table}</div>
  )
}
