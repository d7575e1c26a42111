import type { ReviewCase, ReviewCaseSummary } from '@domain/entities/review'
import type { Page } from '@domain/pagination'
import { type ReviewTab, reviewTabs } from '@domain/enums'
import { type InfiniteData, type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { followReviewEvents, reviewCases, reviewKeys } from '../../api/review'
import { useSessionStore } from '../../session/session-store'
import { inTab, withChangedCase } from './review-logic'

/** Events that come together move the counts once: they are read again this long after the last. */
const COUNTS_SETTLE_MS = 150

/** The tab a loaded list of the queue shows, from its query key (its query is the key's last part). */
function tabOfKey(key: readonly unknown[]): ReviewTab {
  const query = key.at(-1) as { tab?: unknown } | undefined
  return reviewTabs.find((tab) => tab === query?.tab) ?? 'open'
}

/**
 * A case changed (here or by another analyst): its open pane shows the change, each loaded list
 * of the queue takes its new row or drops it at once, and a list it now belongs to but has not
 * loaded is read again.
 */
export function applyCaseChange(queryClient: QueryClient, row: ReviewCaseSummary | ReviewCase, me: string | null, now = Date.now()): void {
  queryClient.setQueryData<ReviewCase>(reviewCases.keys.detail(row.id), (open) => (open ? { ...open, ...row } : 'reasons' in row ? row : open))
  for (const [key, data] of queryClient.getQueriesData<InfiniteData<Page<ReviewCaseSummary>>>({ queryKey: reviewCases.keys.list })) {
    if (!data) continue
    const next = withChangedCase(data, summaryOf(row), inTab(row, tabOfKey(key), me, now))
    if (next.missing) void queryClient.invalidateQueries({ queryKey: key, exact: true })
    else if (next.data !== data) queryClient.setQueryData(key, next.data)
  }
}

/** A case as its list shows it: the pane's parts left out. */
function summaryOf(row: ReviewCaseSummary | ReviewCase): ReviewCaseSummary {
  if (!('reasons' in row)) return row
  const { reasons: _reasons, notes: _notes, payments: _payments, links: _links, activeBlockIds: _blocks, ...summary } = row
  return summary
}

/**
 * While the queue is on screen: its lists, counts and open case follow the server's events, so
 * a case another analyst claims leaves the open list at once. After the stream was lost
 * everything is read again, since events may have been missed.
 */
export function useQueueEvents(): void {
  const queryClient = useQueryClient()
  const me = useSessionStore((state) => state.user?.username ?? null)
  useEffect(() => {
    const stop = new AbortController()
    let counts: ReturnType<typeof setTimeout> | undefined
    const recount = () => {
      clearTimeout(counts)
      counts = setTimeout(() => void queryClient.invalidateQueries({ queryKey: reviewKeys.counts }), COUNTS_SETTLE_MS)
    }
    void followReviewEvents(
      stop.signal,
      (event) => {
        if (event.event !== 'case') return
        applyCaseChange(queryClient, JSON.parse(event.data) as ReviewCaseSummary, me)
        recount()
      },
      () => void Promise.all([reviewCases.keys.all, reviewCases.keys.list].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    )
    return () => {
      stop.abort()
      clearTimeout(counts)
    }
  }, [queryClient, me])
}
