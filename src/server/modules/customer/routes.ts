import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import { bindCall } from '../../calls'
import { notFound } from '../../errors'
import { bindExportableList } from '../../exports'
import type { Services } from '../../services'
import { financialSummary, findCustomer, listCustomers, toCustomer, updateCustomer } from './queries'

const customer = calls.customer

/** Customers: the list, the normalised record, its financial summary and the operator's edit. */
export async function registerCustomerRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services
  bindExportableList(app, services, { id: 'customer', call: customer.list, page: (s, principal, query) => listCustomers(s.db, principal, query) })

  bindCall(app, services, customer.get, async ({ params, principal }) => {
    const row = await findCustomer(db, principal, params.merchantName, params.customer)
    if (!row) throw notFound('Customer')
    return toCustomer(row)
  })

  bindCall(app, services, customer.financialSummary, async ({ params, principal }) => {
    const row = await findCustomer(db, principal, params.merchantName, params.customer)
    if (!row) throw notFound('Customer')
    return financialSummary(db, row)
  })

  bindCall(app, services, customer.update, async ({ params, body, principal, request }) => updateCustomer(services, { principal, request }, params, body))
}
