import { LOCKOUT_MINUTES, LOGIN_MAX_FAILURES } from '@domain/constants'
import type { FastifyReply } from 'fastify'
import { sql } from 'kysely'
import { ApiError } from '../errors'
import type { Services } from '../services'

/** Each lock of the same address lasts twice the one before, up to a day. */
const LONGEST_LOCK_MINUTES = 24 * 60
/** A day without failures from an address forgets them, and its earlier locks. */
const FORGET_AFTER_MS = 24 * 3600_000

/**
 * The lockout rule. Failed sign-ins are counted per account and client address, not per
 * account: the tenth in a row from one address locks that address out of the account for
 * 30 minutes, the next lock from it for 60, then 120, up to a day. The owner signing in from
 * anywhere else is not affected, so a stranger who knows a username cannot lock its owner out.
 * A successful sign-in from the address, or a password reset, clears its count.
 */
export async function addressLockedUntil(services: Services, userId: number, address: string): Promise<Date | null> {
  const row = await services.db
    .selectFrom('login_failure')
    .select('locked_until')
    .where('user_id', '=', userId)
    .where('address', '=', address)
    .executeTakeFirst()
  const until = row?.locked_until ? new Date(row.locked_until) : null
  return until && until.getTime() > services.now().getTime() ? until : null
}

/**
 * Counts a wrong password (at sign-in or self/password) or a wrong sign-in 2FA code. Answers
 * the end of the lock when this failure locks the address out, else null.
 */
export async function countFailure(services: Services, userId: number, address: string): Promise<{ failures: number; lockedUntil: Date | null }> {
  const now = services.now()
  const forgotten = new Date(now.getTime() - FORGET_AFTER_MS)
  const row = await services.db
    .insertInto('login_failure')
    .values({ user_id: userId, address, failures: 1, last_failed_at: now })
    .onConflict((oc) =>
      oc.columns(['user_id', 'address']).doUpdateSet({
        failures: sql<number>`case
          when login_failure.last_failed_at < ${forgotten} or login_failure.locked_until <= ${now} then 1
          else login_failure.failures + 1 end`,
        locks: sql<number>`case when login_failure.last_failed_at < ${forgotten} then 0 else login_failure.locks end`,
        locked_until: null,
        last_failed_at: now,
      }),
    )
    .returning(['failures', 'locks'])
    .executeTakeFirstOrThrow()
  if (row.failures < LOGIN_MAX_FAILURES) return { failures: row.failures, lockedUntil: null }
  const minutes = Math.min(LOCKOUT_MINUTES * 2 ** row.locks, LONGEST_LOCK_MINUTES)
  const lockedUntil = new Date(now.getTime() + minutes * 60_000)
  await services.db
    .updateTable('login_failure')
    .set({ locks: row.locks + 1, locked_until: lockedUntil })
    .where('user_id', '=', userId)
    .where('address', '=', address)
    .execute()
  return { failures: row.failures, lockedUntil }
}

/** A successful sign-in clears its address's count; a password reset clears every address's. */
export async function clearFailures(services: Services, userId: number, address?: string): Promise<void> {
  let q = services.db.deleteFrom('login_failure').where('user_id', '=', userId)
  if (address !== undefined) q = q.where('address', '=', address)
  await q.execute()
}

/** 423 ACCOUNT_LOCKED, with Retry-After: the address may try again when the lock ends. */
export function addressLocked(services: Services, reply: FastifyReply, until: Date): ApiError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - services.now().getTime()) / 1000))
  reply.header('retry-after', String(seconds))
  const minutes = Math.ceil(seconds / 60)
  return new ApiError(
    423,
    'ACCOUNT_LOCKED',
    `Too many failed attempts from this address: try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset the password`,
    undefined,
    { reason: 'addressLocked', minutes },
  )
}

/**
 * A signed-in user's own credential (its password, a 2FA code), asked for again before a change it
 * guards: refused while the address is locked out, and a wrong one (`proved` false) counts like a
 * failed sign-in, so a stolen session cannot guess it. Throws `wrong()`, or 423 once it locks.
 */
export async function mustProveOwnCredential(
  services: Services,
  who: { userId: number; ip: string; reply: FastifyReply },
  proved: () => Promise<boolean>,
  wrong: () => ApiError,
): Promise<void> {
  const lockedUntil = await addressLockedUntil(services, who.userId, who.ip)
  if (lockedUntil) throw addressLocked(services, who.reply, lockedUntil)
  if (await proved()) return
  const counted = await countFailure(services, who.userId, who.ip)
  if (counted.lockedUntil) throw addressLocked(services, who.reply, counted.lockedUntil)
  throw wrong()
}
