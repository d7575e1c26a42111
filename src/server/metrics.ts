import { createHash, timingSafeEqual } from 'node:crypto'
import { API_PREFIX } from '@domain/call'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import { notFound, unauthorized } from './errors'
import type { Services } from './services'

/**
 * A request's route for metrics and logs: a call's pattern, never its URL, so ids and searches
 * stay out; `unmatched` for an unknown API path, `static` for the console's and the reference
 * page's files.
 */
export function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url
  if (pattern?.startsWith(`${API_PREFIX}/`)) return pattern
  return request.url.startsWith(`${API_PREFIX}/`) ? 'unmatched' : 'static'
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

/**
 * Prometheus metrics: requests and their durations by method, route pattern and status, the
 * database pool on PostgreSQL, and the process (CPU, memory, event loop, GC). Each app keeps
 * its own registry, so several apps in one process (tests) never share counters.
 *
 * GET /api/v1/metrics answers only to `Authorization: Bearer <METRICS_TOKEN>`: the figures tell
 * which calls are used and how busy the server is, so they are not public. Without
 * METRICS_TOKEN the route answers 404, as if there were none.
 */
export function registerMetrics(app: FastifyInstance, services: Services): void {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const labelNames = ['method', 'route', 'status'] as const
  const requests = new Counter({ name: 'http_requests_total', help: 'Requests answered, by method, route pattern and status', labelNames, registers: [registry] })
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by method, route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const pool = services.dbPool
  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database pool connections: total open, idle, and requests waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount)
        this.set({ state: 'idle' }, pool.idleCount)
        this.set({ state: 'waiting' }, pool.waitingCount)
      },
    })
  }

  app.addHook('onResponse', (request, reply, done) => {
    const labels = { method: request.method, route: routeLabel(request), status: String(reply.statusCode) }
    requests.inc(labels)
    durations.observe(labels, reply.elapsedTime / 1000)
    done()
  })

  app.get(`${API_PREFIX}/metrics`, async (request, reply) => {
    const token = services.config.metricsToken
    if (!token) throw notFound('Metrics')
    const header = request.headers.authorization ?? ''
    if (!header.startsWith('Bearer ') || !sameSecret(header.slice(7), token)) throw unauthorized('Send the metrics token as a bearer token')
    return reply.type(registry.contentType).send(await registry.metrics())
  })
}
