import type { LoginAnswer } from '@domain/entities/user'
import type { FastifyReply } from 'fastify'
import { type Kysely, sql } from 'kysely'
import { addressLocked, addressLockedUntil, clearFailures, countFailure } from '../../auth/lockout'
import { hashPassword, verifyPassword } from '../../auth/passwords'
import { sendTokenHeaders, startSession } from '../../auth/sessions'
import { consumeTotpStep, totpStep } from '../../auth/totp'
import { buildUserRecord } from '../../auth/user-record'
import { auditedWrite, type WriteEvent } from '../../crud'
import type { Database } from '../../db/database'
import { type ApiError, unauthorized } from '../../errors'
import type { Services } from '../../services'

/**
 * The one answer of a sign-in that does not go through: the same whether the user is unknown, the
 * password wrong, or the account locked or disabled, so that only the password's owner learns more,
 * from their administrator.
 */
const invalidCredentials = () => unauthorized('The username or password is not correct, or the account may not sign in', 'INVALID_CREDENTIALS')

// Unknown usernames still pay for one hash check, so timing does not tell who exists.
let dummyHash: Promise<string> | undefined
const unknownUserHash = () => {
  dummyHash ??= hashPassword('no such user, no such password 0')
  return dummyHash
}

interface LoginInput {
  username: string
  password: string
  totp?: string
  ip: string
  userAgent: string | null
}

/** The user a sign-in names by username, or else by email (case aside). */
function signInUser(db: Kysely<Database>, username: string) {
  return db
    .selectFrom('app_user')
    .select(['id', 'username', 'space_id', 'password_hash', 'status', 'locked_until', 'totp_enabled', 'totp_secret'])
    .where((eb) => eb.or([eb('username', '=', username), eb(sql`lower(email)`, '=', username.toLowerCase())]))
    .orderBy(sql`username = ${username}`, 'desc')
    .executeTakeFirst()
}

/** A sign-in of nobody: audited, and answered as a wrong password after as long a check. */
async function refuseUnknownUser(services: Services, input: LoginInput): Promise<never> {
  await verifyPassword(await unknownUserHash(), input.password)
  const unknown = { user: { id: null, username: input.username, spaceId: null }, request: { ip: input.ip } }
  await auditedWrite(services, unknown, async () => ({ answer: undefined, event: { type: 'LOGIN_FAILED', detail: { reason: 'unknown user' } } }))
  throw invalidCredentials()
}

/**
 * Sign-in by username or email. Failed passwords and wrong 2FA codes count towards the
 * lockout of the address they come from (auth/lockout.ts). A locked or disabled account is
 * checked like any other and answers like a wrong password, right password or not.
 */
export async function login(services: Services, input: LoginInput, reply: FastifyReply): Promise<LoginAnswer> {
  const { db } = services
  const now = services.now()
  const user = await signInUser(db, input.username)
  if (!user) return refuseUnknownUser(services, input)

  // An administrator's lock, for a while or until unlocked.
  const lockedUntil = user.status === 'LOCKED' ? (user.locked_until ? new Date(user.locked_until).getTime() : Number.POSITIVE_INFINITY) : 0
  const locked = lockedUntil > now.getTime()
  const actor = { id: user.id, username: user.username, spaceId: user.space_id }

  /**
   * Writes what a sign-in attempt changes with its audit rows, as the user it names, in one
   * transaction; a lock that ran out is lifted with them.
   */
  const signInWrite = <R>(write: (scoped: Services) => Promise<{ answer: R; event: WriteEvent | WriteEvent[] }>) =>
    auditedWrite(services, { user: actor, request: { ip: input.ip } }, async (trx) => {
      if (user.status === 'LOCKED' && !locked) {
        await trx.updateTable('app_user').set({ status: 'ACTIVE', locked_until: null }).where('id', '=', user.id).execute()
      }
      return write({ ...services, db: trx })
    })
  const failed = (detail: WriteEvent['detail']) => signInWrite(async () => ({ answer: undefined, event: { type: 'LOGIN_FAILED', detail } }))

  const addressLockEnds = await addressLockedUntil(services, user.id, input.ip)
  if (addressLockEnds) {
    await failed({ reason: 'address locked' })
    throw addressLocked(services, reply, addressLockEnds)
  }

  // The failure's count, its audit row and the lock it may bring are one write.
  const failure = async (reason: string, answer: ApiError): Promise<never> => {
    const counted = await signInWrite(async (scoped) => {
      const counted = await countFailure(scoped, user.id, input.ip)
      const events: WriteEvent[] = [{ type: 'LOGIN_FAILED', detail: { reason, failures: counted.failures } }]
      if (counted.lockedUntil) {
        const detail = { address: input.ip, lockedUntil: counted.lockedUntil.toISOString(), failures: counted.failures }
        events.push({ type: 'LOCKED', targetType: 'user', targetId: user.id, detail })
      }
      return { answer: counted, event: events }
    })
    if (counted.lockedUntil) throw addressLocked(services, reply, counted.lockedUntil)
    throw answer
  }

  // An invited user has no password to try yet: say so, so they look for the invitation link.
  if (user.status === 'INVITED') {
    await failed({ reason: 'invited' })
    throw unauthorized('Choose your password by the link in your invitation email first', 'USER_INVITED')
  }
  if (!(await verifyPassword(user.password_hash, input.password))) return failure('wrong password', invalidCredentials())
  if (locked || user.status === 'DISABLED') {
    await failed({ reason: locked ? 'locked' : 'disabled' })
    throw invalidCredentials()
  }

  if (user.totp_enabled && user.totp_secret) {
    if (!input.totp) throw unauthorized('Enter the code from your authenticator app', 'TOTP_REQUIRED')
    const step = totpStep(user.totp_secret, input.totp, now)
    if (step === null || !(await consumeTotpStep(db, user.id, step))) {
      return failure('wrong or reused 2FA code', unauthorized('The code is not correct or was already used', 'TOTP_INVALID'))
    }
  }

  // The address's failures go, the session starts and the sign-in is audited together.
  const signedIn = await signInWrite(async (scoped) => {
    await clearFailures(scoped, user.id, input.ip)
    const tokens = await startSession(scoped, user, { client: { ip: input.ip, userAgent: input.userAgent } })
    const record = await buildUserRecord(scoped, user.id)
    if (!record) throw invalidCredentials()
    return { answer: { ...tokens, user: record }, event: { type: 'LOGIN', detail: { twoFactor: user.totp_enabled } } }
  })
  sendTokenHeaders(reply, signedIn)
  return signedIn
}
