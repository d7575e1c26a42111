import { API_PREFIX } from '@domain/call'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { ApiError, notFound } from '../errors'
import type { Services } from '../services'
import { contentTypeOf, isFileKey, loadFile, saveFile, verifyFileSignature } from './files'

/** Uploaded assets (logos, stylesheets) are small. */
const UPLOAD_MAX_BYTES = 2 * 1024 * 1024

/**
 * Types a browser shows without running anything: these are served inline, every other file
 * (SVG, HTML, anything unknown) as a download, so a file opened on its own never runs script
 * on the console's origin; an <img> shows an SVG logo either way.
 */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'text/css'])

/** `text/css; charset=utf-8` -> `text/css` */
function mediaType(contentType: string): string {
  return contentType.split(';')[0]!.trim().toLowerCase()
}

const signedQuery = z.object({ expires: z.string().max(20), signature: z.string().min(1).max(200) })

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
    const maxAge = Math.max(0, Number(query.data.expires) - Math.floor(services.now().getTime() / 1000))
    const contentType = contentTypeOf(key)
    const fileName = key.slice(key.lastIndexOf('/') + 1)
    return reply
      .header('content-type', contentType)
      .header('content-disposition', `${INLINE_TYPES.has(mediaType(contentType)) ? 'inline' : 'attachment'}; filename="${fileName}"`)
      .header('cache-control', `private, max-age=${maxAge}`)
      .header('x-content-type-options', 'nosniff')
      // The paywall, on its own origin, shows the merchant's logo and stylesheet.
      .header('cross-origin-resource-policy', 'cross-origin')
      // Whatever a file holds, it gets no script and no origin of its own.
      .header('content-security-policy', "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox")
      .send(data)
  })

  // Uploads take any body as raw bytes; the parsers live in this scope only.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES }, (_request, body, done) => done(null, body))
    /**
     * PUT /api/v1/files/<key>?expires=&signature=: stores the body under the key for whoever holds
     * a signed upload URL. The file keeps the type its extension implies: a different declared
     * type (HTML under a .css name) is refused with 415.
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
      if (declared && mediaType(declared) !== mediaType(contentTypeOf(key))) {
        const message = `Send this file as ${mediaType(contentTypeOf(key))}`
        throw new ApiError(415, 'VALIDATION_FAILED', message, [{ field: 'content-type', message }])
      }
      await saveFile(services, key, data)
      return reply.code(204).send()
    })
  })
}
