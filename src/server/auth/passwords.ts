import { hash, verify } from '@node-rs/argon2'
import { PASSWORD_HISTORY, PASSWORD_LIFETIME_DAYS, PASSWORD_MIN_LENGTH } from '@domain/constants'
import { dictionary } from '@zxcvbn-ts/language-common'

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const options = { algorithm: 2 /* Argon2id: the package exports a const enum */, memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, options)
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password)
  } catch {
    return false
  }
}

/**
 * The 10,000 most common passwords, in lower case: the head of zxcvbn's list, drawn from
 * leaked password sets and ordered by how often they occur. Read once, then a Set look-up.
 */
const commonPasswords = new Set(dictionary['passwords-common'].slice(0, 10_000).map((p) => p.toLowerCase()))
// Digits and symbols added before or after, the usual way to meet a length rule.
const padding = /^[\p{N}\p{P}\p{S}\s]+|[\p{N}\p{P}\p{S}\s]+$/gu

export const COMMON_PASSWORD = 'This password is one of the most common ones; choose another'

/** True for a common password, in any case, even with digits or symbols around it ("Password1234"). */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase()
  return commonPasswords.has(lower) || commonPasswords.has(lower.replace(padding, ''))
}

/** The password rule: at least 12 characters with letters and digits, not a common one. Null when it passes. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters`
  if (!/\p{L}/u.test(password) || !/\p{N}/u.test(password)) return 'Use both letters and digits'
  if (isCommonPassword(password)) return COMMON_PASSWORD
  return null
}

/** True when the password matches one of the kept hashes: the current one and the ones before it. */
export async function isRecentPassword(history: readonly string[], password: string): Promise<boolean> {
  for (const hashed of history.slice(0, PASSWORD_HISTORY)) {
    if (await verifyPassword(hashed, password)) return true
  }
  return false
}

/**
 * The app_user columns a new password writes: its hash, the history (newest first, the last
 * four kept), and the expiry. `expiresAt` set to the creation time marks a password the user
 * must change at first sign-in.
 */
export async function passwordColumns(
  password: string,
  history: readonly string[],
  now: Date,
  expiresAt: Date = new Date(now.getTime() + PASSWORD_LIFETIME_DAYS * 24 * 3600 * 1000),
) {
  const hashed = await hashPassword(password)
  return {
    password_hash: hashed,
    password_history: JSON.stringify([hashed, ...history].slice(0, PASSWORD_HISTORY)),
    password_changed_at: now,
    password_expires_at: expiresAt,
  }
}

/** The current hash and the ones before it, newest first, even when the history lacks the current one. */
export function keptPasswords(currentHash: string, history: readonly string[]): string[] {
  return history[0] === currentHash ? [...history] : [currentHash, ...history.filter((h) => h !== currentHash)]
}
