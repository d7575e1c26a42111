import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import { bindCall } from '../../calls'
import type { Services } from '../../services'
import { searchRecords } from './queries'

/** GET search?q=: the palette's record search. */
export async function registerSearchRoutes(app: FastifyInstance, services: Services): Promise<void> {
  bindCall(app, services, calls.search.search, async ({ query, principal }) => searchRecords(services.db, principal, query.q))
}
