import type { BodyOf } from '@domain/call'
import { reviewCalls } from '@domain/calls/review'
import type { ReviewSource } from '@domain/enums'
import { reviewFilterFields } from '@domain/filters/review'
import type { ReviewCaseSummary } from '@domain/entities/review'
import { type StreamEvent, readEventStream } from '../lib/event-stream'
import { callQuery } from './call-query'
import { callApi } from './client'
import { defineRecordKind } from './record-kind'

/**
 * The review queue's cases: the list of a tab (`?tab=`), a case beside it. A case is read here;
 * it changes through the queue's own calls (claim, decide, note), never through a form.
 */
export const reviewCases = defineRecordKind({
  kind: 'reviewCase',
  calls: { list: reviewCalls.list, get: reviewCalls.get },
  filters: reviewFilterFields,
  // The pane starts afresh when the case changes hands or state, not when a note or a lease renewal touches it.
  version: (row: ReviewCaseSummary) => `${row.state} ${row.heldBy ?? ''}`,
})

export const reviewKeys = {
  counts: [...reviewCases.keys.all, 'counts'] as const,
  stats: [...reviewCases.keys.all, 'stats'] as const,
  feedback: (source: ReviewSource, sourceRef: string) => [...reviewCases.keys.all, 'feedback', source, sourceRef] as const,
}

/** How many cases each tab holds for the user. */
export const reviewCountsQuery = () => callQuery(reviewKeys.counts, reviewCalls.counts)

/** Each analyst's decisions today and their median time. */
export const analystStatsQuery = () => callQuery(reviewKeys.stats, reviewCalls.analystStats)

/** How the cases a rule or a policy raised were decided over 30 days. */
export const reviewFeedbackQuery = (source: ReviewSource, sourceRef: string) =>
  callQuery(reviewKeys.feedback(source, sourceRef), reviewCalls.feedback, { query: { source, sourceRef } }, { staleTime: 60_000 })

export const claimCase = (id: number) => callApi(reviewCalls.claim, { params: { id } })

export const releaseCase = (id: number) => callApi(reviewCalls.release, { params: { id } })

/**
 * The user's next case, leased to them: one they hold first, else the top open case; `ahead`, the
 * case to move on to from the one in hand, from the open queue. Null when the queue is empty.
 */
export const claimNextCase = async (ahead = false) => (await callApi(reviewCalls.next, { body: ahead ? { ahead } : {} })).case

export type DecisionBody = BodyOf<typeof reviewCalls.decide>

export const decideCase = (id: number, body: DecisionBody) => callApi(reviewCalls.decide, { params: { id }, body })

export const addCaseNote = (id: number, text: string) => callApi(reviewCalls.note, { params: { id }, body: { text } })

/** Payments sent to review: each joins its card's open case or opens one. */
export const sendToReview = (transactions: readonly { merchantName: string; transaction: string }[]) =>
  callApi(reviewCalls.send, { body: { transactions: [...transactions] } })

/** The first wait before listening again after the stream ended or failed; it doubles up to the last. */
const RECONNECT_MS = [1000, 2000, 5000, 10_000, 30_000]

/**
 * Listens to the queue's server-sent events until `signal` aborts: through the console's client,
 * so the stream carries the user's token; a stream that ends or fails is opened again after a
 * wait, and `onReconnect` says what was missed in between may have changed.
 */
export async function followReviewEvents(signal: AbortSignal, onEvent: (event: StreamEvent) => void, onReconnect: () => void): Promise<void> {
  for (let attempt = 0; !signal.aborted; attempt++) {
    try {
      // A raw call: the answer is the response itself, its body the stream.
      const response = (await callApi(reviewCalls.events, { signal, headers: { accept: 'text/event-stream' } })) as Response
      if (attempt > 0) onReconnect()
      if (response.body) await readEventStream(response.body, onEvent)
      attempt = 0
    } catch {
      if (signal.aborted) return
    }
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)])
      signal.addEventListener(
        'abort',
        () => {
          clearTimeout(timer)
          resolve(undefined)
        },
        { once: true },
      )
    })
  }
}

type SendResult = Awaited<ReturnType<typeof sendToReview>>['results'][number]

/** What a send did, case by case: the cases it opened, those its payments joined, and the payments refused with why. */
export function sentCases(results: readonly SendResult[]): { opened: number[]; joined: number[]; refused: string[] } {
  const opened = new Set<number>()
  const joined = new Set<number>()
  const refused: string[] = []
  for (const result of results) {
    if (result.caseId === null) refused.push(result.message ?? `${result.merchantName}/${result.transaction}`)
    else if (result.opened) opened.add(result.caseId)
    else joined.add(result.caseId)
  }
  return { opened: [...opened], joined: [...joined].filter((id) => !opened.has(id)), refused: [...new Set(refused)] }
}
