import type { FastifyInstance } from 'fastify'
import type { Services } from '../services'

/** Every area's routes. A new area adds one line here. */
export async function registerModules(app: FastifyInstance, services: Services): Promise<void> {
  void app
  void services
}
