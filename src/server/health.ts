import { API_PREFIX } from '@domain/call'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import type { Services } from './services'

/** How long the database gets to answer before health says it does not. */
const HEALTH_TIMEOUT_MS = 3000

/** The newest migration the database has run, read from Kysely's own table. */
async function migrationVersion(services: Services): Promise<string | null> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(services.db)
  return rows[0]?.name ?? null
}

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => {
    setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref()
  })
}

/**
 * GET /api/v1/health, without auth: 200 with the engine and the migration the database is at
 * when a query answers, 503 when it fails or takes too long, so a load balancer stops sending
 * requests to a process whose database is gone.
 */
export function registerHealthRoute(app: FastifyInstance, services: Services): void {
  app.get(`${API_PREFIX}/health`, async (request, reply) => {
    try {
      const migration = await Promise.race([migrationVersion(services), timeout(HEALTH_TIMEOUT_MS)])
      return { status: 'ok', engine: services.engine, migration }
    } catch (error) {
      request.log.error({ err: error }, 'health: the database does not answer')
      return reply.code(503).send({ status: 'unavailable', engine: services.engine, migration: null })
    }
  })
}
