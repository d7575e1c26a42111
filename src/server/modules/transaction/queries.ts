import type { Transaction, TransactionListQuery } from '@domain/entities/transaction'
import type { Page } from '@domain/pagination'
import { type Kysely, sql } from 'kysely'
import type { Principal } from '../../auth/principal'
import { inMerchants, merchantsOf } from '../../auth/scope'
import type { Database } from '../../db/database'
import { keysetPage, parseSort, type RowOf } from '../../lists'
import { toTransaction } from './mappers'
import { listWindow } from './list-window'

/** Sort choices of the transaction list; the first is the default (newest first). */
export const transactionSortColumns = { createdAt: 't.created_at', amount: 't.amount', status: 't.status' }

/** A transaction row with its merchant's name and its result code's message. */
export function transactionRows(db: Kysely<Database>) {
  return db
    .selectFrom('transaction as t')
    .innerJoin('merchant as m', 'm.id', 't.merchant_id')
    .leftJoin('result_code as rc', 'rc.code', 't.result_code')
    .selectAll('t')
    .select(['m.name as merchant_name', 'rc.message as result_message'])
}

export type TransactionRowWithNames = RowOf<typeof transactionRows>

export function mapTransaction(row: TransactionRowWithNames): Transaction {
  return { ...toTransaction(row), resultMessage: row.result_message ?? null }
}

/**
 * The transactions a list query matches: every filter of the list query, within the caller's
 * scope, over the default month when neither `from` nor `to` is given, with the merchants they
 * are read from. Null when the caller's scope holds no merchant.
 */
async function matchingTransactions(db: Kysely<Database>, principal: Principal, query: TransactionListQuery, now: Date) {
  const merchants = await merchantsOf(db, principal, query.merchantName)
  if ('ids' in merchants && merchants.ids.length === 0) return null
  const window = listWindow(query, now)
  let q = db
    .selectFrom('transaction as t')
    .innerJoin('merchant as m', 'm.id', 't.merchant_id')
    .leftJoin('result_code as rc', 'rc.code', 't.result_code')
    .where(inMerchants(merchants, 't.merchant_id'))
  if (window.from) q = q.where('t.created_at', '>=', window.from)
  if (window.to) q = q.where('t.created_at', '<=', window.to)
  if (query.id?.length) q = q.where('t.external_id', 'in', query.id)
  if (query.status?.length) q = q.where('t.status', 'in', query.status)
  if (query.statusNot?.length) q = q.where('t.status', 'not in', query.statusNot)
  if (query.type?.length) q = q.where('t.type', 'in', query.type)
  if (query.typeNot?.length) q = q.where('t.type', 'not in', query.typeNot)
  if (query.result?.length) q = q.where('t.result', 'in', query.result)
  if (query.resultNot?.length) q = q.where('t.result', 'not in', query.resultNot)
  if (query.direction) q = q.where('t.direction', '=', query.direction)
  if (query.paymentKind?.length) q = q.where('t.payment_kind', 'in', query.paymentKind)
  if (query.currency) q = q.where('t.currency', '=', query.currency)
  if (query.cardHash) q = q.where('t.card_hash', '=', query.cardHash)
  if (query.cardBin) {
    // A full BIN is matched exactly (indexed); a shorter one as a prefix.
    q = query.cardBin.length >= 6 ? q.where('t.card_bin', '=', query.cardBin) : q.where('t.card_bin', 'like', `${query.cardBin}%`)
  }
  if (query.cardLast4Digits) q = q.where('t.card_last4', '=', query.cardLast4Digits)
  if (query.paymentType) q = q.where('t.payment_type', '=', query.paymentType)
  if (query.email) q = q.where(sql<boolean>`lower(t.email) = ${query.email.trim().toLowerCase()}`)
  if (query.ipAddress) q = q.where('t.ip_address', '=', query.ipAddress.trim())
  if (query.customerId) q = q.where('t.customer_external_id', '=', query.customerId)
  if (query.paywallLogId) q = q.where('t.paywall_log_id', '=', query.paywallLogId)
  if (query.merchantTransactionId) q = q.where('t.merchant_transaction_id', '=', query.merchantTransactionId)
  if (query.gateway) q = q.where('t.gateway', '=', query.gateway)
  if (query.minAmount !== undefined) q = q.where('t.amount', '>=', query.minAmount)
  if (query.maxAmount !== undefined) q = q.where('t.amount', '<=', query.maxAmount)
  return { rows: q, merchants }
}

/** One keyset page of the transaction list. */
export async function listTransactions(db: Kysely<Database>, principal: Principal, query: TransactionListQuery, now: Date): Promise<Page<Transaction>> {
  const sort = parseSort(query.sort, transactionSortColumns)
  const matching = await matchingTransactions(db, principal, query, now)
  if (!matching) return { items: [], nextCursor: null }
  const { rows, merchants } = matching
  const q = rows.selectAll('t').select(['m.name as merchant_name', 'rc.message as result_message', 't.id as rowId'])
  // Amount and status are read merchant by merchant for a scoped list: see KeysetPartitions.
  const partitions = 'ids' in merchants && sort.column !== transactionSortColumns.createdAt ? { db, column: 't.merchant_id', ids: merchants.ids } : undefined
  return keysetPage(q, { limit: query.limit, cursor: query.cursor, sort, idColumn: 't.id', partitions }, mapTransaction)
}

/** How many transactions the list query matches (the export's progress bar). */
export async function countTransactions(db: Kysely<Database>, principal: Principal, query: TransactionListQuery, now: Date): Promise<number> {
  const matching = await matchingTransactions(db, principal, query, now)
  if (!matching) return 0
  const row = await matching.rows.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
  return Number(row?.n ?? 0)
}
