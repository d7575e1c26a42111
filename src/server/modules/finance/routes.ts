import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import { bindCall } from '../../calls'
import type { Services } from '../../services'
import { accountCurrencySummary, accountSummary } from './accountSummary'
import { registerLedgerRoutes } from './ledger-routes'
import { registerSettlementRoutes } from './settlement-routes'

/** Finance: a merchant's account balances, read from the ledger and filtered by scope. */
export async function registerFinanceRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services
  bindCall(app, services, calls.finance.accountSummary, async ({ params, principal }) => accountSummary(db, principal, params.id))
  bindCall(app, services, calls.finance.accountCurrencySummary, async ({ params, principal }) =>
    accountCurrencySummary(db, principal, params.id, params.currency),
  )
  registerSettlementRoutes(app, services)
  registerLedgerRoutes(app, services)
}
