import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Principal } from './auth/principal'
import { routeLabel } from './metrics'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of a call, once its token is checked; null before and without one. */
    principal: Principal | null
  }
}

/** A request id of its own for every request, answered in `x-request-id` so a user can quote it. */
export const newRequestId = () => randomUUID()

/**
 * One log line per answered request with the request id, the user, the route pattern (never
 * the URL, which may hold an email or a card hash), the status and the time taken. Calls log
 * at info; the console's files and the reference page only at debug, so they do not drown the
 * calls.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.decorateRequest('principal', null)
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id)
    done()
  })
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeLabel(request)
    const line = {
      user: request.principal?.username ?? null,
      method: request.method,
      route,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    }
    if (route === 'static') request.log.debug(line, 'answered')
    else request.log.info(line, 'answered')
    done()
  })
}
