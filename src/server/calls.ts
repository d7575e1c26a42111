import { API_PREFIX, type CallDef } from '@domain/call'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { type Principal, loadPrincipal } from './auth/principal'
import { verifyAccessToken } from './auth/tokens'
import { ApiError, badRequest, forbidden, unauthorized, zodFieldErrors } from './errors'
import type { Services } from './services'

export interface CallInput<C extends CallDef> {
  params: z.output<C['params']>
  query: z.output<C['query']>
  body: z.output<C['body']>
  request: FastifyRequest
  reply: FastifyReply
}

export interface SignedInInput<C extends CallDef> extends CallInput<C> {
  principal: Principal
}

type Handler<C extends CallDef> = C['access'] extends 'public'
  ? (input: CallInput<C> & { principal: Principal | null }) => Promise<unknown>
  : (input: SignedInInput<C>) => Promise<unknown>

/** `merchant/{name}/caller/{caller}` -> `/api/v1/merchant/:name/caller/:caller` */
export function routeUrl(path: string): string {
  return `${API_PREFIX}/${path.replace(/\{(\w+)\}/g, ':$1')}`
}

function parse<T extends z.ZodType>(schema: T, value: unknown, where: string): z.output<T> {
  const result = schema.safeParse(value ?? {})
  if (!result.success) throw badRequest(`Invalid ${where}`, zodFieldErrors(result.error))
  return result.data
}

/** The principal behind the request's bearer token, or null when there is none or it is bad. */
export async function principalOf(services: Services, request: FastifyRequest): Promise<Principal | null> {
  const header = request.headers.authorization
  if (!header?.startsWith('Bearer ')) return null
  const claims = await verifyAccessToken(services, header.slice(7))
  if (!claims) return null
  // Signing out, a password change or a reused refresh token revoke the sign-in; its access
  // tokens stop working at once rather than when they expire.
  if (claims.sessionId) {
    const revoked = await services.db
      .selectFrom('refresh_token')
      .select('id')
      .where('family_id', '=', claims.sessionId)
      .where('revoked_at', 'is not', null)
      .limit(1)
      .executeTakeFirst()
    if (revoked) return null
  }
  return loadPrincipal(services.db, claims.userId, services.now())
}

/**
 * Registers one call-table entry: the path and method come from the entry, input is validated
 * with its schemas (400 with field errors), and its access rule is enforced before the handler.
 */
export function bindCall<C extends CallDef>(app: FastifyInstance, services: Services, call: C, handler: Handler<C>) {
  app.route({
    method: call.method,
    url: routeUrl(call.path),
    handler: async (request, reply) => {
      let principal: Principal | null = null
      if (call.access !== 'public') {
        principal = await principalOf(services, request)
        if (!principal) throw unauthorized()
        if (call.access !== 'signedIn') {
          // An expired password still signs in, but only signedIn calls (renew, self/*) work
          // until it is changed, so the console can force /password.
          if (principal.passwordExpired) throw new ApiError(403, 'PASSWORD_EXPIRED', 'Your password has expired; change it to continue')
          if (!principal.permissions.has(call.access)) throw forbidden()
        }
      } else if (request.headers.authorization) {
        principal = await principalOf(services, request)
      }
      const params = parse(call.params, request.params, 'path')
      const query = parse(call.query, request.query, 'query')
      const body = call.multipart ? request.body : parse(call.body, request.body, 'input')
      const result = await (handler as (i: unknown) => Promise<unknown>)({
        params,
        query,
        body,
        request,
        reply,
        principal,
      })
      if (reply.sent) return reply
      if (result === undefined) return reply.code(204).send()
      return result
    },
  })
}

export { ApiError }
