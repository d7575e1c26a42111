import { readFileSync } from 'node:fs'
import { API_PREFIX } from '@domain/call'
import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import { merchantIdsInScope } from '../../auth/scope'
import { bindCall } from '../../calls'
import { notFound } from '../../errors'
import { resolvePartner } from '../../partner'
import type { Services } from '../../services'
import { loadDashboard, type MerchantFilter } from './dashboard'

const packageVersion = (JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as { version: string }).version
const startedAt = new Date(Date.now() - process.uptime() * 1000).toISOString()

/** The dashboard, the version (with the asset signer's address) and the public partner look-up. */
export async function registerSystemRoutes(app: FastifyInstance, services: Services): Promise<void> {
  // The KPIs of every merchant the caller may see, or of one of them.
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

  bindCall(app, services, calls.system.version, async () => ({
    version: packageVersion,
    commit: process.env.GIT_COMMIT || null,
    engine: services.engine,
    startedAt,
    assetSignerUrl: services.config.assetSignerUrl ?? `${API_PREFIX}/${calls.asset.sign.path}`,
  }))

  bindCall(app, services, calls.system.partner, async ({ query, request }) =>
    resolvePartner(services, { key: query.partner, hostname: request.hostname }),
  )
}
