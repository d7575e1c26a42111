import { existsSync } from 'node:fs'
import path from 'node:path'
import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import multipart from '@fastify/multipart'
import fastifyStatic from '@fastify/static'
import { API_PREFIX } from '@domain/call'
import Fastify, { type FastifyInstance } from 'fastify'
import { ApiError } from './errors'
import { registerModules } from './modules'
import type { Services } from './services'

export interface AppOptions {
  services: Services
  /** Folder of the built console to serve; omitted in API tests. */
  consoleDir?: string
  logger?: boolean | { level: string }
}

/** Builds the Fastify app without listening: plugins, then services, then routes. */
export async function buildApp({ services, consoleDir, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: true,
    bodyLimit: 2 * 1024 * 1024,
    // Runs before routing: a POST with X-HTTP-Method-Override: PUT or DELETE is routed as that
    // method, so clients behind proxies that only pass GET and POST reach every call.
    rewriteUrl: (req) => {
      const override = req.headers['x-http-method-override']
      if (req.method === 'POST' && typeof override === 'string') {
        const method = override.toUpperCase()
        if (method === 'PUT' || method === 'DELETE') req.method = method
      }
      return req.url ?? '/'
    },
  })

  // Console assets and large lists go out compressed; small answers are not worth it.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] })
  await app.register(cookie)
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 1 } })

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.status).send({ errorCode: error.errorCode, message: error.message, errors: error.errors })
    }
    const status = (error as { statusCode?: number }).statusCode
    if (status && status >= 400 && status < 500) {
      const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_FAILED'
      return reply.code(status).send({ errorCode: code, message: (error as Error).message })
    }
    request.log.error({ err: error }, 'request failed')
    return reply.code(500).send({ errorCode: 'INTERNAL_ERROR', message: 'Internal Server Error' })
  })

  // Server time of every answer, for the bench and the browser's network panel.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`)
  })

  await registerModules(app, services)

  app.get(`${API_PREFIX}/health`, async () => ({ status: 'ok', engine: services.engine }))

  if (consoleDir && existsSync(path.join(consoleDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: consoleDir, wildcard: false, index: false })
    app.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith('/api/') || request.method !== 'GET') {
        return reply.code(404).send({ errorCode: 'NOT_FOUND', message: `No call ${request.method} ${request.url}` })
      }
      // Every console path is the single-page app; the router shows its own 404.
      return reply.type('text/html').sendFile('index.html')
    })
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({ errorCode: 'NOT_FOUND', message: `No call ${request.method} ${request.url}` }),
    )
  }
  return app
}
