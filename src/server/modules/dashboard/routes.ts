import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import { merchantIdsInScope } from '../../auth/scope'
import { bindCall } from '../../calls'
import { notFound } from '../../errors'
import type { Services } from '../../services'
import { loadDashboard, type MerchantFilter } from './queries'

/** GET dashboard: the KPIs of every merchant the caller may see, or of one of them. */
export async function registerDashboardRoutes(app: FastifyInstance, services: Services): Promise<void> {
  bindCall(app, services, calls.system.dashboard, async ({ query, principal }) => {
    const { db } = services
    let filter: MerchantFilter
    let merchantCount: number
    if (query.merchant) {
      const merchant = await merchantIdsInScope(db, principal).where('merchant.name', '=', query.merchant).executeTakeFirst()
      if (!merchant) throw notFound('Merchant')
      filter = { ids: [merchant.id] }
      merchantCount = 1
    } else {
      const ids = (await merchantIdsInScope(db, principal).orderBy('merchant.id').execute()).map((m) => m.id)
      filter = principal.superAdmin ? { all: true } : { ids }
      merchantCount = ids.length
    }
    return loadDashboard(db, filter, services.now(), merchantCount)
  })
}
