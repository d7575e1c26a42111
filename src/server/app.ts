import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import multipart from '@fastify/multipart'
import rateLimit from '@fastify/rate-limit'
import fastifyStatic from '@fastify/static'
import { BODY_LIMITS } from '@domain/call'
import Fastify, { type FastifyInstance, LogController, type RawRequestDefaultExpression } from 'fastify'
import { registerApiReference } from './api-reference'
import { rateLimitCountsIn } from './auth/rate-limit-counts'
import { ApiError } from './errors'
import { consolePage, registerSecurityHeaders } from './headers'
import { registerHealthRoute } from './health'
import { registerJsonBody } from './json-body'
import { registerMetrics } from './metrics'
import { registerMessageFrame } from './mail/frame'
import { registerModules } from './modules'
import { recordApiRoutes } from './openapi'
import { newRequestId, registerRequestLog } from './request-log'
import { registerUndoHeader } from './undo'
import type { Services } from './services'

export interface AppOptions {
  services: Services
  /** Folder of the built console to serve; omitted in API tests. */
  consoleDir?: string
  /** pino's level, and where its lines go (stdout unless given). */
  logger?: boolean | { level: string; stream?: { write: (line: string) => void } }
}

/** Builds the Fastify app without listening: plugins, then services, then routes. */
export async function buildApp({ services, consoleDir, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (off by default).
    trustProxy: services.config.trustProxy,
    // Each call's own limit is on its route (bindCall); this one holds for any other request.
    bodyLimit: BODY_LIMITS.bytes,
    // One line per request from our own hook (request-log.ts), with the user and route pattern.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: newRequestId,
    rewriteUrl: methodOverride,
  })
  registerJsonBody(app)

  // Console assets and large lists go out compressed; small answers are not worth it.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] })
  await app.register(cookie)
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 1 } })
  registerSecurityHeaders(app, services.config)
  // Only the credential calls are limited (auth/rate-limits.ts). On PostgreSQL the counts are in
  // the database, so processes behind one load balancer share them; PGlite has one process.
  const store = services.engine === 'postgres' ? rateLimitCountsIn(services.db) : undefined
  await app.register(rateLimit, { global: false, store })

  registerErrorAnswers(app)

  // Server time of every answer, for the bench and the browser's network panel.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`)
    done(null, payload)
  })

  // A write that changes who may do what (a user's status or roles, a role, a space's policy) is
  // seen by this process's very next call: the answer waits until the database's change notice
  // has reached the principal cache. Other processes see it when the notice reaches them.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return done(null, payload)
    services.principals
      .sync()
      .catch(() => services.principals.forget('*'))
      .then(() => done(null, payload))
  })

  registerRequestLog(app)
  registerUndoHeader(app)
  const apiRoutes = recordApiRoutes(app)
  registerMetrics(app, services)
  registerHealthRoute(app, services)
  registerMessageFrame(app)
  await registerModules(app, services)
  registerApiReference(app, apiRoutes)

  await registerConsole(app, services, consoleDir)
  return app
}

/**
 * Runs before routing: a POST with X-HTTP-Method-Override: PUT or DELETE is routed as that
 * method, so clients behind proxies that only pass GET and POST reach every call.
 */
function methodOverride(req: RawRequestDefaultExpression): string {
  const override = req.headers['x-http-method-override']
  if (req.method === 'POST' && typeof override === 'string') {
    const method = override.toUpperCase()
    if (method === 'PUT' || method === 'DELETE') req.method = method
  }
  return req.url ?? '/'
}

/** Every failure answers the error body: a call's own error as it is, a 4xx of Fastify's as its kind, anything else as a 500 that hides its cause. */
function registerErrorAnswers(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.status).send({ errorCode: error.errorCode, message: error.message, params: error.params, errors: error.errors })
    }
    const status = (error as { statusCode?: number }).statusCode
    if (status && status >= 400 && status < 500) {
      const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_FAILED'
      return reply.code(status).send({ errorCode: code, message: (error as Error).message })
    }
    request.log.error({ err: error }, 'request failed')
    return reply.code(500).send({ errorCode: 'INTERNAL_ERROR', message: 'Internal Server Error' })
  })
}

/** The built console's files, and its page for every other path that is not a call; without a console, 404 for those. */
async function registerConsole(app: FastifyInstance, services: Services, consoleDir: string | undefined): Promise<void> {
  if (consoleDir && existsSync(path.join(consoleDir, 'index.html'))) {
    // Source maps stay on the server's disk, for reading its own stack traces; never served.
    const sourceMap = (url: string) => /\.map$/i.test(url.split('?')[0]!)
    const indexHtml = readFileSync(path.join(consoleDir, 'index.html'), 'utf8')
    await app.register(fastifyStatic, { root: consoleDir, wildcard: false, index: false, allowedPath: (file) => !sourceMap(file) })
    app.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD') || sourceMap(request.url)) {
        return reply.code(404).send({ errorCode: 'NOT_FOUND', message: `No call ${request.method} ${request.url}` })
      }
      // Every console path is the single-page app; the router shows its own 404.
      const page = consolePage(indexHtml, services.config)
      return reply.header('content-security-policy', page.csp).header('cache-control', 'no-cache').type('text/html').send(page.html)
    })
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({ errorCode: 'NOT_FOUND', message: `No call ${request.method} ${request.url}` }),
    )
  }
}
