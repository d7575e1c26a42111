import { readFileSync } from 'node:fs'
import { API_PREFIX } from '@domain/call'
import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import { bindCall } from '../../calls'
import type { Services } from '../../services'
import { resolvePartner } from './partner'

const packageVersion = (JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as { version: string }).version
const startedAt = new Date(Date.now() - process.uptime() * 1000).toISOString()

/** The version (with the asset signer's address) and public partner look-up calls. */
export async function registerSystemRoutes(app: FastifyInstance, services: Services): Promise<void> {
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
