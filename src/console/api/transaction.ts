import type { BodyOf, QueryOf } from '@domain/call'
import { transactionCalls } from '@domain/calls/transaction'
import { transactionFilterFields } from '@domain/filters/transaction'
import { callApi } from './client'
import { callQuery } from './call-query'
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
  kind: 'transaction',
  calls: { list: transactionCalls.list, get: transactionCalls.get, update: transactionCalls.update },
  filters: transactionFilterFields,
  history: (row: { id: string; merchantAccount: string }) => `${row.merchantAccount}/${row.id}`,
  ...underPathMerchant('transaction'),
})

/** What is read beside one transaction hangs under its record's key, so an action on it reloads them too. */
const relatedKey = (merchantName: string, id: string) => [...transaction.keys.detail(id, { merchantName }), 'related'] as const

export const relatedRecordsQueryOptions = (merchantName: string, id: string) =>
  callQuery(relatedKey(merchantName, id), transactionCalls.related, { params: { merchantName, transaction: id } })

export const transactionLogQueryOptions = (merchantName: string, log: string) =>
  // A gateway log never changes once written.
  callQuery([...transaction.keys.all, '@log', merchantName, log] as const, transactionCalls.log, { params: { merchantName, log } }, { staleTime: Number.POSITIVE_INFINITY })

/** One page of the list outside its workspace (a paywall session's payments). */
export const transactionListQueryOptions = (query: ListQuery) =>
  callQuery([...transaction.keys.all, '@page', query] as const, transactionCalls.list, { query })

export const paywallMetricsQueryOptions = (query: MetricsQuery) =>
  callQuery([...transaction.keys.all, '@paywallMetrics', query] as const, transactionCalls.paywallMetrics, { query })

/** An operator action (capture, void, refund, chargeback, reversal); the server audits it. */
export function applyTransactionAction(merchantName: string, id: string, body: TransactionActionBody) {
  return callApi(transactionCalls.update, { params: { merchantName, transaction: id }, body })
}
