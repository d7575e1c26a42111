import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { merchantOfPath } from '../../auth/scope'
import { bindCall } from '../../calls'
import { keysetPage, parseSort } from '../../lists'
import type { Services } from '../../services'
import { dailySummary } from './dailySummary'
import { accountInView, applyMovement, ledgerRows, toLedgerEntry } from './ledger'

/** The account ledger: its entries, the top-up and withdrawal that move money, and the daily summary. */
export function registerLedgerRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services
  const f = calls.finance

  bindCall(app, services, f.ledger, async ({ query, principal }) => {
    let rows = ledgerRows(db, principal)
    if (query.merchantName) rows = rows.where('l.merchant_id', '=', (await merchantOfPath(db, principal, query.merchantName)).id)
    if (query.accountId) rows = rows.where('l.account_id', '=', (await accountInView(db, principal, query.accountId)).id)
    if (query.currency) rows = rows.where('l.currency', '=', query.currency)
    if (query.entryType) rows = rows.where('l.entry_type', '=', query.entryType)
    if (query.transferType) rows = rows.where('l.transfer_type', '=', query.transferType)
    if (query.transactionId) rows = rows.where('t.external_id', '=', query.transactionId)
    if (query.from) rows = rows.where('l.created_at', '>=', sql<Date>`${query.from}::timestamptz`)
    if (query.to) rows = rows.where('l.created_at', '<', sql<Date>`${query.to}::timestamptz`)
    const sort = parseSort(query.sort, { createdAt: 'l.created_at', amount: 'l.amount' })
    return keysetPage(rows, { limit: query.limit, cursor: query.cursor, sort, idColumn: 'l.id' }, toLedgerEntry)
  })

  bindCall(app, services, f.topUp, async (input) => applyMovement(services, input, 'TOP_UP', input.body))
  bindCall(app, services, f.withdraw, async (input) => applyMovement(services, input, 'WITHDRAW', input.body))
  bindCall(app, services, f.dailySummary, async ({ query, principal }) => dailySummary(db, principal, query))
}
