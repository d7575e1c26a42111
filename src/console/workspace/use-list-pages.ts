import type { FilterFields } from '@domain/filters'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { callApi } from '../api/client'
import { listQueryOf, matchCount, workspaceKeys } from './list-logic'
import type { ListCall, WorkspaceSearch } from './types'

const PAGE_SIZE = 50

interface ListPagesOptions<Row> {
  id: string
  call: ListCall<Row>
  params?: Record<string, string | number>
  /** The bar's filters, from the URL. */
  search: WorkspaceSearch
  /** What the list call gets beyond them. */
  implicit?: WorkspaceSearch
  fields: FilterFields
  sort: string | undefined
  rowKey: (row: Row) => string
}

/** The list's keyset pages for its filters and sort: the rows loaded so far, their keys and how many match. */
export function useListPages<Row>({ id, call, params, search, implicit, fields, sort, rowKey }: ListPagesOptions<Row>) {
  const query = useMemo(() => listQueryOf({ ...implicit, ...search }, call.query, fields, sort), [implicit, search, call.query, fields, sort])
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
  return { query, pages, rows, keys, count }
}
