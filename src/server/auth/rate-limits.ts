import { normalizeIP } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { sql } from 'kysely'
import { textProblem, tooManyRequests } from '../errors'
import type { Services } from '../services'
import { verifyAccessToken } from './tokens'

/**
 * Whose attempts a credential call counts besides the address's: the account named in the
 * body (login, forgotpassword), the signed-in user (self/password, 2FA, verificationcode), or
 * none where the call carries a random secret instead of an account (refreshtoken, resetpassword).
 */
export type AccountOf = 'username' | 'signedInUser' | 'none'

/** What the account's limit counts: every request, or only the failed ones (a wrong password). */
export type Counted = 'requests' | 'failures'

/** The answers of a failed sign-in: wrong credentials, or an address locked out. */
const failedStatuses = new Set([401, 423])

const tooManyAttempts = (reply: FastifyReply, seconds: number) =>
  tooManyRequests(reply, seconds, `Too many attempts; try again in ${seconds} second${seconds === 1 ? '' : 's'}`)

/**
 * The user a sign-in names, by user name or email, as login reads it: the same account whatever
 * name was typed. Undefined when none has it.
 */
export async function userNamed(services: Services, name: string): Promise<number | undefined> {
  const user = await services.db
    .selectFrom('app_user')
    .select('id')
    .where((eb) => eb.or([eb('username', '=', name), eb(sql`lower(email)`, '=', name.toLowerCase())]))
    .orderBy(sql`username = ${name}`, 'desc')
    .executeTakeFirst()
  return user ? Number(user.id) : undefined
}

/**
 * Limits one credential call (the routes of `app`) to RATE_LIMIT_PER_ADDRESS requests per client
 * address and RATE_LIMIT_PER_ACCOUNT per account within RATE_LIMIT_WINDOW seconds, answering 429
 * with Retry-After past either. An account named in the body is counted per address too, by its
 * user id whatever name was typed: a stranger's attempts from elsewhere never refuse the owner.
 * On PostgreSQL the counts are shared by every server process (auth/rate-limit-counts.ts).
 */
export function limitCredentialCall(app: FastifyInstance, services: Services, account: AccountOf, counted: Counted = 'requests'): void {
  const { windowSeconds, perAddress, perAccount } = services.config.rateLimit
  const timeWindow = windowSeconds * 1000
  const address = (request: FastifyRequest) => normalizeIP(request.ip)
  // Keys name their call and limit: on PostgreSQL every limiter's counts are in one table.
  const keyOf = (request: FastifyRequest, limit: 'address' | 'account', whose: string) => `${request.routeOptions.url} per ${limit} ${whose}`
  // The account's key is worked out once a request: a failure counted after the answer reuses it.
  const keys = new WeakMap<FastifyRequest, string>()
  const accountKey = async (request: FastifyRequest): Promise<string> => {
    const known = keys.get(request)
    if (known) return known
    let key = `address:${address(request)}`
    if (account === 'username') {
      const name = (request.body as { username?: unknown } | undefined)?.username
      // The call has not checked its body yet: a name no column can hold is not looked up (the call refuses it).
      if (typeof name === 'string' && name.length <= 200 && !textProblem(name)) {
        const userId = await userNamed(services, name.trim())
        key = `${userId === undefined ? `name:${name.trim().toLowerCase()}` : `user:${userId}`}@${address(request)}`
      }
    } else {
      const header = request.headers.authorization
      const claims = header?.startsWith('Bearer ') ? await verifyAccessToken(services, header.slice(7)) : null
      if (claims) key = `user:${claims.userId}`
    }
    const limitKey = keyOf(request, 'account', key)
    keys.set(request, limitKey)
    return limitKey
  }
  const byAddress = app.createRateLimit({ max: perAddress, timeWindow, keyGenerator: (request) => keyOf(request, 'address', address(request)) })
  const byAccount = account === 'none' ? undefined : app.createRateLimit({ max: perAccount, timeWindow, keyGenerator: accountKey })

  app.addHook('preHandler', async (request, reply) => {
    const own = await byAddress(request)
    if (!own.isAllowed && own.isExceeded) throw tooManyAttempts(reply, Math.max(1, own.ttlInSeconds))
    if (!byAccount) return
    // Failures are counted once answered (below): here the count so far is only read.
    const account = await byAccount(request, { increment: counted === 'requests' })
    const over = account.isAllowed ? false : counted === 'requests' ? account.isExceeded : account.remaining === 0
    if (over && !account.isAllowed) throw tooManyAttempts(reply, Math.max(1, account.ttlInSeconds))
  })
  if (byAccount && counted === 'failures') {
    app.addHook('onResponse', async (request, reply) => {
      if (failedStatuses.has(reply.statusCode)) await byAccount(request)
    })
  }
}
