import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import { bindCall } from '../../calls'
import { notFound } from '../../errors'
import { bindExportableList } from '../../exports'
import type { Services } from '../../services'
import { findLog, listActivities } from './activities'
import { actOnTransaction, findTransaction, loadDetail } from './detail'
import { loadPaywallMetrics } from './paywall'
import { countTransactions, listTransactions } from './queries'
import { loadRelated } from './related'

const transaction = calls.transaction

/** Transactions, their activities, gateway logs, operator actions and the paywall funnel. */
export async function registerTransactionRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services
  bindExportableList(app, services, {
    id: 'transaction',
    call: transaction.list,
    page: (s, principal, query) => listTransactions(s.db, principal, query, s.now()),
    count: (s, principal, query) => countTransactions(s.db, principal, query, s.now()),
  })

  bindCall(app, services, transaction.get, async ({ params, principal }) => {
    const row = await findTransaction(db, principal, params.merchantName, params.transaction)
    if (!row) throw notFound('Transaction')
    return loadDetail(db, principal, row, services.now())
  })

  bindCall(app, services, transaction.update, async ({ params, body, principal, request }) => {
    await actOnTransaction(services, { principal, request }, params, body)
    const row = await findTransaction(db, principal, params.merchantName, params.transaction)
    if (!row) throw notFound('Transaction')
    return loadDetail(db, principal, row, services.now())
  })

  bindCall(app, services, transaction.related, async ({ params, principal }) => {
    const row = await findTransaction(db, principal, params.merchantName, params.transaction)
    if (!row) throw notFound('Transaction')
    return loadRelated(db, principal, row, services.now())
  })

  bindCall(app, services, transaction.log, async ({ params, principal }) => {
    const log = await findLog(db, principal, params.merchantName, params.log)
    if (!log) throw notFound('Transaction log')
    return log
  })

  bindExportableList(app, services, {
    id: 'transactionactivity',
    call: transaction.activities,
    page: (s, principal, query) => listActivities(s.db, principal, query, s.now()),
  })

  bindCall(app, services, transaction.paywallMetrics, async ({ query, principal }) => loadPaywallMetrics(db, principal, query, services.now()))
}
