import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { errorText } from '../lib/error-text'
import { Button } from './Button'
import { CompactTable, type CompactTableProps } from './CompactTable'

interface PagedTableProps<Row> extends Omit<CompactTableProps<Row>, 'rows' | 'empty'> {
  /** The pages loaded so far, newest first, with the keyset of the next. */
  pages: UseInfiniteQueryResult<InfiniteData<{ items: Row[] }>>
  texts: {
    loading: string
    empty: string
    /** The button that loads the next page. */
    more: string
    /** Before the server's reason when a page fails. */
    failed?: string
  }
  /** Above the table once there are rows (how many). */
  head?: ReactNode
}

/**
 * A keyset-paged list as a compact table (a ledger, a rule's hits): what is loaded so far and a
 * button for the next page. A page that fails says so under the rows already shown.
 */
export function PagedTable<Row>({ pages, texts, head, ...table }: PagedTableProps<Row>) {
  const rows = pages.data?.pages.flatMap((page) => page.items) ?? []
  const failure = pages.isError && (
    <p role="alert" className="text-sm text-error">
      {texts.failed && `${texts.failed} `}
      {errorText(pages.error)}
    </p>
  )
  if (pages.isPending) return <p className="text-sm text-slate-500">{texts.loading}</p>
  if (rows.length === 0) return failure || <p className="text-sm text-slate-500">{texts.empty}</p>
  return (
    <div className="space-y-3">
      {head}
      <CompactTable {...table} rows={rows} />
      {failure}
      {pages.hasNextPage && (
        <Button variant="secondary" pending={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
          {texts.more}
        </Button>
      )}
    </div>
  )
}
