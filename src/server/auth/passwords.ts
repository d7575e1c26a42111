import { hash, verify } from '@node-rs/argon2'
import { PASSWORD_MIN_LENGTH } from '@domain/constants'

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

/** The password rule: at least 12 characters with letters and digits. Null when it passes. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters`
  if (!/\p{L}/u.test(password) || !/\p{N}/u.test(password)) return 'Use both letters and digits'
  return null
}
