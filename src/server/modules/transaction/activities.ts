import type { TransactionActivity, TransactionLog, transactionActivityListQuerySchema } from '@domain/entities/transaction'
import type { Page } from '@domain/pagination'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { Principal } from '../../auth/principal'
import type { Database } from '../../db/database'
import { keysetPage, parseSort } from '../../lists'
import { toActivity, toLog } from './mappers'
import { listWindow } from './list-window'
import { inMerchants, merchantInScope, merchantsOf } from '../../auth/scope'

export type ActivityListQuery = z.output<typeof transactionActivityListQuerySchema>

export const activitySortColumns = { createdAt: 'a.created_at', amount: 'a.amount' }

/** One keyset page of transaction activities (every step of every transaction), in scope. */
export async function listActivities(db: Kysely<Database>, principal: Principal, query: ActivityListQuery, now: Date): Promise<Page<TransactionActivity>> {
  const sort = parseSort(query.sort, activitySortColumns)
  const merchants = await merchantsOf(db, principal, query.merchantName ? [query.merchantName] : undefined)
  if ('ids' in merchants && merchants.ids.length === 0) return { items: [], nextCursor: null }
  const window = listWindow(query, now)
  let q = db
    .selectFrom('transaction_activity as a')
    .innerJoin('transaction as t', 't.id', 'a.transaction_id')
    .innerJoin('merchant as m', 'm.id', 'a.merchant_id')
    .selectAll('a')
    .select(['t.external_id as transaction_external_id', 'm.name as merchant_name', 'a.id as rowId'])
    .where(inMerchants(merchants, 'a.merchant_id'))
  if (window.from) q = q.where('a.created_at', '>=', window.from)
  if (window.to) q = q.where('a.created_at', '<=', window.to)
  if (query.transactionId) q = q.where('t.external_id', '=', query.transactionId)
  if (query.type?.length) q = q.where('a.type', 'in', query.type)
  if (query.result?.length) q = q.where('a.result', 'in', query.result)
  if (query.source) q = q.where('a.source', '=', query.source)
  return keysetPage(q, { limit: query.limit, cursor: query.cursor, sort, idColumn: 'a.id' }, toActivity)
}

/** One gateway exchange, if its transaction belongs to `merchantName` and is in scope. */
export async function findLog(db: Kysely<Database>, principal: Principal, merchantName: string, id: number): Promise<TransactionLog | undefined> {
  const row = await db
    .selectFrom('transaction_log as l')
    .innerJoin('transaction as t', 't.id', 'l.transaction_id')
    .innerJoin('merchant as m', 'm.id', 'l.merchant_id')
    .selectAll('l')
    .select(['t.external_id as transaction_external_id', 'm.name as merchant_name'])
    .where('l.id', '=', id)
    .where('m.name', '=', merchantName)
    .where(merchantInScope(principal, 'l.merchant_id'))
    .executeTakeFirst()
  return row && toLog(row)
}
