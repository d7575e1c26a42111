import { normalizeIP } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ApiError } from '../errors'
import type { Services } from '../services'
import { verifyAccessToken } from './tokens'

/**
 * Whose attempts a credential call counts besides the address's: the account named in the
 * body (login, forgotpassword), the signed-in user (self/password, 2FA, verificationcode), or
 * none where the call carries a random secret instead of an account (refreshtoken, resetpassword).
 */
export type AccountOf = 'username' | 'signedInUser' | 'none'

const tooManyRequests = (reply: FastifyReply, seconds: number) => {
  reply.header('retry-after', String(seconds))
  return new ApiError(429, 'TOO_MANY_REQUESTS', `Too many attempts; try again in ${seconds} second${seconds === 1 ? '' : 's'}`, undefined, {
    seconds,
  })
}

/**
 * A preHandler that limits one credential call to RATE_LIMIT_PER_ADDRESS requests per client
 * address and RATE_LIMIT_PER_ACCOUNT per account within RATE_LIMIT_WINDOW seconds, answering
 * 429 with Retry-After past either. Counts are kept per server process.
 */
export function credentialRateLimit(app: FastifyInstance, services: Services, account: AccountOf) {
  const { windowSeconds, perAddress, perAccount } = services.config.rateLimit
  const timeWindow = windowSeconds * 1000
  const address = (request: FastifyRequest) => normalizeIP(request.ip)
  const accountKey = async (request: FastifyRequest): Promise<string> => {
    if (account === 'username') {
      const username = (request.body as { username?: unknown } | undefined)?.username
      return typeof username === 'string' ? `name:${username.trim().toLowerCase()}` : `address:${address(request)}`
    }
    const header = request.headers.authorization
    const claims = header?.startsWith('Bearer ') ? await verifyAccessToken(services, header.slice(7)) : null
    return claims ? `user:${claims.userId}` : `address:${address(request)}`
  }
  const limits = [app.createRateLimit({ max: perAddress, timeWindow, keyGenerator: address })]
  if (account !== 'none') limits.push(app.createRateLimit({ max: perAccount, timeWindow, keyGenerator: accountKey }))

  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limit of limits) {
      const state = await limit(request)
      if (!state.isAllowed && state.isExceeded) throw tooManyRequests(reply, Math.max(1, state.ttlInSeconds))
    }
  }
}
