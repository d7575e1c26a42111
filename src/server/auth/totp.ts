import { DEFAULT_CONSOLE_NAME } from '@domain/constants'
import type { Kysely } from 'kysely'
import { Secret, TOTP } from 'otpauth'
import type { Database } from '../db/database'

/** RFC 6238 defaults that every authenticator app understands. */
const PERIOD_SECONDS = 30
const DIGITS = 6
/** One step either side tolerates clock drift between the phone and the server. */
const WINDOW = 1

function totpFor(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: DEFAULT_CONSOLE_NAME,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  })
}

/** A new random secret (160 bits, base32) and its otpauth:// URI for the QR code. */
export function newTotpSecret(username: string): { secret: string; otpauthUri: string } {
  const secret = new Secret({ size: 20 }).base32
  return { secret, otpauthUri: totpFor(secret, username).toString() }
}

/** The time step the code belongs to, or null when it matches none in the window. */
export function totpStep(secret: string, code: string, now: Date): number | null {
  const totp = totpFor(secret)
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: WINDOW })
  if (delta === null) return null
  return totp.counter({ timestamp: now.getTime() }) + delta
}

/**
 * Marks the step as used. A code is accepted once: a step at or before the last accepted one
 * is refused, even within its 30 seconds. Answers false when the code was already used.
 */
export async function consumeTotpStep(db: Kysely<Database>, userId: number, step: number): Promise<boolean> {
  const row = await db
    .updateTable('app_user')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}
