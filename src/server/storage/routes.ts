import { API_PREFIX } from '@domain/call'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { notFound } from '../errors'
import type { Services } from '../services'
import { isFileKey, loadFile, saveFile, storedContentType, verifyFileSignature } from './files'

/** Uploaded assets (logos, stylesheets) are small. */
const UPLOAD_MAX_BYTES = 2 * 1024 * 1024

const signedQuery = z.object({ expires: z.coerce.number().int(), signature: z.string().min(1).max(200) })

/**
 * GET /api/v1/files/<key>?expires=&signature=: serves a stored file to whoever holds a valid
 * signed URL (an <img> tag sends no bearer token). A bad or expired signature answers 404 so
 * that it reveals nothing about which files exist.
 */
export async function registerFileRoutes(app: FastifyInstance, services: Services): Promise<void> {
  app.get(`${API_PREFIX}/files/*`, async (request, reply) => {
    // The router has already decoded the path.
    const key = (request.params as { '*': string })['*']
    const query = signedQuery.safeParse(request.query)
    if (!isFileKey(key) || !query.success || !verifyFileSignature(services, key, query.data.expires, query.data.signature)) {
      throw notFound('File')
    }
    const data = await loadFile(services, key)
    if (!data) throw notFound('File')
    const maxAge = Math.max(0, query.data.expires - Math.floor(services.now().getTime() / 1000))
    return reply
      .header('content-type', await storedContentType(services, key))
      .header('cache-control', `private, max-age=${maxAge}`)
      .header('x-content-type-options', 'nosniff')
      // Uploaded SVG or HTML-like files must not run script on the console's origin.
      .header('content-security-policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox")
      .send(data)
  })

  // Uploads take any body as raw bytes; the parsers live in this scope only.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES }, (_request, body, done) => done(null, body))
    /**
     * PUT /api/v1/files/<key>?expires=&signature=: stores the body under the key for whoever holds
     * a signed upload URL, with its content type (text/css when none is sent).
     */
    scope.put(`${API_PREFIX}/files/*`, async (request, reply) => {
      const key = (request.params as { '*': string })['*']
      const query = signedQuery.safeParse(request.query)
      if (!isFileKey(key) || !query.success || !verifyFileSignature(services, key, query.data.expires, query.data.signature, 'upload')) {
        throw notFound('File')
      }
      const body = request.body
      const data = Buffer.isBuffer(body) ? body : Buffer.alloc(0)
      const declared = request.headers['content-type']?.trim()
      await saveFile(services, key, data, declared || 'text/css; charset=utf-8')
      return reply.code(204).send()
    })
  })
}
