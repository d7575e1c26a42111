import type { FastifyInstance } from 'fastify'
import type { Services } from '../services'
import { registerFileRoutes } from '../storage/routes'
import { registerAuthRoutes } from './auth/routes'
import { registerDashboardRoutes } from './dashboard/routes'
import { registerReferenceRoutes } from './reference/routes'
import { registerSystemRoutes } from './system/routes'

/** Every area's routes. A new area adds one line here. */
export async function registerModules(app: FastifyInstance, services: Services): Promise<void> {
  await registerFileRoutes(app, services)
  await registerAuthRoutes(app, services)
  await registerDashboardRoutes(app, services)
  await registerSystemRoutes(app, services)
  await registerReferenceRoutes(app, services)
}
