import { TRANSACTION_LIST } from '@commands/transaction'
import type { BodyOf, QueryOf } from '@domain/call'
import { transactionCalls } from '@domain/calls/transaction'
import { transactionFilterFields } from '@domain/filters/transaction'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from './client'
import { defineRecordKind, underPathMerchant } from './record-kind'

type ListQuery = QueryOf<typeof transactionCalls.list>
type MetricsQuery = QueryOf<typeof transactionCalls.paywallMetrics>
export type TransactionActionBody = BodyOf<typeof transactionCalls.update>

/**
 * Transactions, by merchant and id: the merchant is the path's (`/merchant/acme-books/transactions/tx_1`),
 * so a record's id is unique under its merchant only. The list keeps the workspace id its saved
 * columns and selection were stored under.
 */
export const transaction = defineRecordKind({
  area: 'transaction',
  list: TRANSACTION_LIST,
  calls: { list: transactionCalls.list, get: transactionCalls.get, update: transactionCalls.update },
  filters: transactionFilterFields,
  route: '/merchant/{-$merchantName}/transactions/$transaction',
  history: (row: { id: string; merchantAccount: string }) => ({ targetType: 'transaction', targetId: `${row.merchantAccount}/${row.id}` }),
  ...underPathMerchant('transaction'),
})

/** What is read beside one transaction hangs under its record's key, so an action on it reloads them too. */
const relatedKey = (merchantName: string, id: string) => [...transaction.keys.detail(id, { merchantName }), 'related'] as const

export const relatedRecordsQueryOptions = (merchantName: string, id: string) =>
  queryOptions({
    queryKey: relatedKey(merchantName, id),
    queryFn: ({ signal }) => callApi(transactionCalls.related, { params: { merchantName, transaction: id }, signal }),
  })

export const transactionLogQueryOptions = (merchantName: string, log: string) =>
  queryOptions({
    queryKey: [...transaction.keys.all, '@log', merchantName, log] as const,
    queryFn: ({ signal }) => callApi(transactionCalls.log, { params: { merchantName, log }, signal }),
    // A gateway log never changes once written.
    staleTime: Number.POSITIVE_INFINITY,
  })

/** One page of the list outside its workspace (a paywall session's payments). */
export const transactionListQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: [...transaction.keys.all, '@page', query] as const,
    queryFn: ({ signal }) => callApi(transactionCalls.list, { query, signal }),
  })

export const paywallMetricsQueryOptions = (query: MetricsQuery) =>
  queryOptions({
    queryKey: [...transaction.keys.all, '@paywallMetrics', query] as const,
    queryFn: ({ signal }) => callApi(transactionCalls.paywallMetrics, { query, signal }),
  })

/** An operator action (capture, void, refund, chargeback, reversal); the server audits it. */
export function applyTransactionAction(merchantName: string, id: string, body: TransactionActionBody) {
  return callApi(transactionCalls.update, { params: { merchantName, transaction: id }, body })
}
