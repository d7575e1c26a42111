import type { ReactNode } from 'react'

export interface CompactColumn<Row> {
  id: string
  header: ReactNode
  cell: (row: Row) => ReactNode
  /** Amounts stand at the end of their cells. */
  end?: boolean
  /** The cell's own classes besides the table's (`font-mono text-xs`, `whitespace-nowrap`). */
  className?: string
  /** Codes and card data read left to right in every language. */
  ltr?: boolean
}

interface CompactTableProps<Row> {
  /** What the table holds, for screen readers. */
  caption: string
  columns: readonly CompactColumn<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string | number
}

/** A short table inside a record's pane (a restriction's rules, a rule's hits): every row shown, no cursor. */
export function CompactTable<Row>({ caption, columns, rows, rowKey }: CompactTableProps<Row>) {
  const last = columns.length - 1
  return (
    // Relative: a cell's screen-reader-only text is placed inside the scrolling box, not beside the page.
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs text-slate-500 dark:border-slate-700">
            {columns.map((column, index) => (
              <th key={column.id} scope="col" className={`py-1 font-medium ${index < last ? 'pe-3' : ''} ${column.end ? 'text-end' : 'text-start'}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-slate-100 align-top last:border-0 dark:border-slate-800">
              {columns.map((column, index) => (
                <td
                  key={column.id}
                  dir={column.ltr ? 'ltr' : undefined}
                  className={`py-1.5 ${index < last ? 'pe-3' : ''} ${column.end ? 'text-end' : ''} ${column.className ?? ''}`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
