import type { BodyOf, QueryOf } from '@domain/call'
import { transactionCalls } from '@domain/calls/transaction'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from './client'

type ListQuery = QueryOf<typeof transactionCalls.list>
type ActivityQuery = QueryOf<typeof transactionCalls.activities>
type MetricsQuery = QueryOf<typeof transactionCalls.paywallMetrics>
export type TransactionActionBody = BodyOf<typeof transactionCalls.update>

/** Query keys of the transaction area: invalidating `all` or one record is one line. */
export const transactionKeys = {
  all: ['transaction'] as const,
  lists: () => [...transactionKeys.all, 'list'] as const,
  list: (query: ListQuery) => [...transactionKeys.lists(), query] as const,
  record: (merchantName: string, transaction: string) => [...transactionKeys.all, 'record', merchantName, transaction] as const,
  detail: (merchantName: string, transaction: string) => [...transactionKeys.record(merchantName, transaction), 'detail'] as const,
  related: (merchantName: string, transaction: string) => [...transactionKeys.record(merchantName, transaction), 'related'] as const,
  log: (merchantName: string, log: string) => [...transactionKeys.all, 'log', merchantName, log] as const,
  activities: (query: ActivityQuery) => [...transactionKeys.all, 'activities', query] as const,
  paywallMetrics: (query: MetricsQuery) => [...transactionKeys.all, 'paywallMetrics', query] as const,
}

export const transactionListQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: transactionKeys.list(query),
    queryFn: ({ signal }) => callApi(transactionCalls.list, { query, signal }),
  })

export const transactionQueryOptions = (merchantName: string, transaction: string) =>
  queryOptions({
    queryKey: transactionKeys.detail(merchantName, transaction),
    queryFn: ({ signal }) => callApi(transactionCalls.get, { params: { merchantName, transaction }, signal }),
  })

export const relatedRecordsQueryOptions = (merchantName: string, transaction: string) =>
  queryOptions({
    queryKey: transactionKeys.related(merchantName, transaction),
    queryFn: ({ signal }) => callApi(transactionCalls.related, { params: { merchantName, transaction }, signal }),
  })

export const transactionLogQueryOptions = (merchantName: string, log: string) =>
  queryOptions({
    queryKey: transactionKeys.log(merchantName, log),
    queryFn: ({ signal }) => callApi(transactionCalls.log, { params: { merchantName, log }, signal }),
    // A gateway log never changes once written.
    staleTime: Number.POSITIVE_INFINITY,
  })

export const paywallMetricsQueryOptions = (query: MetricsQuery) =>
  queryOptions({
    queryKey: transactionKeys.paywallMetrics(query),
    queryFn: ({ signal }) => callApi(transactionCalls.paywallMetrics, { query, signal }),
  })

/** An operator action (capture, void, refund, chargeback, reversal); the server audits it. */
export function applyTransactionAction(merchantName: string, transaction: string, body: TransactionActionBody) {
  return callApi(transactionCalls.update, { params: { merchantName, transaction }, body })
}
