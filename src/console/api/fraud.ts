import type { BodyOf, QueryOf } from '@domain/call'
import { fraudCalls } from '@domain/calls/fraud'
import { fraudBlockFilterFields } from '@domain/filters/fraudblock'
import { keepPreviousData, type QueryClient } from '@tanstack/react-query'
import { callQuery } from './call-query'
import { velocityBlockKind } from './merchant'
import { defineRecordKind } from './record-kind'

type VelocityStatisticsQuery = QueryOf<typeof fraudCalls.velocityStatistics>
type PreviewInput = BodyOf<typeof fraudCalls.preview>

/**
 * Fraud blocks: a card hash (or email, IP...) refused in a space or at one merchant. The delete
 * call takes a reason, which the detail pane's delete dialog asks for.
 */
export const fraudBlockKind = defineRecordKind({
  kind: 'fraudBlock',
  calls: { list: fraudCalls.list, get: fraudCalls.get, create: fraudCalls.create, remove: fraudCalls.remove },
  filters: fraudBlockFilterFields,
})

/** After a fraud block write (a block, a batch, the cards of a transaction selection): its records and its list. */
export const refreshFraudBlocks = (queryClient: QueryClient): Promise<void> => fraudBlockKind.refresh(queryClient)

/** What a block would match over the last 30 days; the last figures stay while the next load. */
export const fraudBlockPreviewQueryOptions = (input: PreviewInput) =>
  callQuery([...fraudBlockKind.keys.all, 'preview', input], fraudCalls.preview, { body: input }, { enabled: input.accountId !== '', placeholderData: keepPreviousData, staleTime: 30_000, retry: false })

export const velocityStatisticsQueryOptions = (query: VelocityStatisticsQuery) =>
  callQuery([...velocityBlockKind.keys.all, 'statistics', query], fraudCalls.velocityStatistics, { query }, { placeholderData: keepPreviousData })
