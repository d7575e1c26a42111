import type { LoginAnswer } from '@domain/entities/user'
import type { ErrorCode } from '@domain/errors'
import type { FastifyReply } from 'fastify'
import { sql } from 'kysely'
import { recordEvent } from '../../audit'
import { addressLocked, addressLockedUntil, clearFailures, countFailure } from '../../auth/lockout'
import { hashPassword, verifyPassword } from '../../auth/passwords'
import { sendTokenHeaders, startSession } from '../../auth/sessions'
import { consumeTotpStep, totpStep } from '../../auth/totp'
import { buildUserRecord } from '../../auth/user-record'
import { ApiError, unauthorized } from '../../errors'
import type { Services } from '../../services'

const invalidCredentials = () => unauthorized('The username or password is not correct', 'INVALID_CREDENTIALS')
const accountLocked = () => new ApiError(423, 'ACCOUNT_LOCKED', 'This account is locked; ask an administrator to unlock it or reset the password')

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
}

/**
 * Sign-in by username or email. Failed passwords and wrong 2FA codes count towards the
 * lockout of the address they come from (auth/lockout.ts).
 */
export async function login(services: Services, input: LoginInput, reply: FastifyReply): Promise<LoginAnswer> {
  const { db } = services
  const now = services.now()
  const user = await db
    .selectFrom('app_user')
    .select(['id', 'username', 'space_id', 'password_hash', 'status', 'locked_until', 'totp_enabled', 'totp_secret'])
    .where((eb) => eb.or([eb('username', '=', input.username), eb(sql`lower(email)`, '=', input.username.toLowerCase())]))
    .orderBy(sql`username = ${input.username}`, 'desc')
    .executeTakeFirst()

  if (!user) {
    await verifyPassword(await unknownUserHash(), input.password)
    await recordEvent(db, {
      user: { id: null, username: input.username, spaceId: null },
      type: 'LOGIN_FAILED',
      detail: { reason: 'unknown user' },
      ip: input.ip,
      at: now,
    })
    throw invalidCredentials()
  }
  const actor = { id: user.id, username: user.username, spaceId: user.space_id }

  // An administrator's lock, for a while or until unlocked.
  if (user.status === 'LOCKED') {
    const until = user.locked_until ? new Date(user.locked_until).getTime() : Number.POSITIVE_INFINITY
    if (until > now.getTime()) {
      await recordEvent(db, { user: actor, type: 'LOGIN_FAILED', detail: { reason: 'locked' }, ip: input.ip, at: now })
      throw accountLocked()
    }
    await db.updateTable('app_user').set({ status: 'ACTIVE', locked_until: null }).where('id', '=', user.id).execute()
  }
  const lockedUntil = await addressLockedUntil(services, user.id, input.ip)
  if (lockedUntil) {
    await recordEvent(db, { user: actor, type: 'LOGIN_FAILED', detail: { reason: 'address locked' }, ip: input.ip, at: now })
    throw addressLocked(services, reply, lockedUntil)
  }

  const failure = async (reason: string, code: ErrorCode, message: string): Promise<never> => {
    const counted = await countFailure(services, user.id, input.ip)
    await recordEvent(db, { user: actor, type: 'LOGIN_FAILED', detail: { reason, failures: counted.failures }, ip: input.ip, at: now })
    if (counted.lockedUntil) {
      await recordEvent(db, {
        user: actor,
        type: 'LOCKED',
        targetType: 'user',
        targetId: user.id,
        detail: { address: input.ip, lockedUntil: counted.lockedUntil.toISOString(), failures: counted.failures },
        ip: input.ip,
        at: now,
      })
      throw addressLocked(services, reply, counted.lockedUntil)
    }
    throw unauthorized(message, code)
  }

  if (!(await verifyPassword(user.password_hash, input.password))) {
    return failure('wrong password', 'INVALID_CREDENTIALS', 'The username or password is not correct')
  }
  if (user.status === 'DISABLED') throw unauthorized('This account is disabled', 'ACCOUNT_DISABLED')

  if (user.totp_enabled && user.totp_secret) {
    if (!input.totp) throw unauthorized('Enter the code from your authenticator app', 'TOTP_REQUIRED')
    const step = totpStep(user.totp_secret, input.totp, now)
    if (step === null || !(await consumeTotpStep(db, user.id, step))) {
      return failure('wrong or reused 2FA code', 'TOTP_INVALID', 'The code is not correct or was already used')
    }
  }

  await clearFailures(services, user.id, input.ip)
  const tokens = await startSession(services, user)
  const record = await buildUserRecord(services, user.id)
  if (!record) throw invalidCredentials()
  await recordEvent(db, { user: actor, type: 'LOGIN', detail: { twoFactor: user.totp_enabled }, ip: input.ip, at: now })
  sendTokenHeaders(reply, tokens)
  return { ...tokens, user: record }
}
