import { SignJWT, jwtVerify } from 'jose'
import type { Services } from '../services'

const ISSUER = 'payments-console'

/**
 * Short-lived JWT carrying the user id and the sign-in (refresh token family) it belongs to;
 * permissions are read fresh on every call.
 */
export async function signAccessToken(
  services: Services,
  user: { id: number; username: string },
  sessionId: string,
): Promise<string> {
  const now = Math.floor(services.now().getTime() / 1000)
  return new SignJWT({ username: user.username, sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(now + services.config.accessTokenTtlSeconds)
    .sign(services.secret)
}

interface Claims {
  userId: number
  sessionId: string | null
  /** Seconds since the epoch. */
  expiresAt: number
}

// Checking a signature costs far more than the rest of a small call, and a client sends the
// same token until it refreshes: a token whose signature checked out is remembered, per secret,
// and only its expiry is checked again.
const verifiedTokens = new WeakMap<Uint8Array, Map<string, Claims>>()
const MAX_VERIFIED_TOKENS = 10_000

export async function verifyAccessToken(services: Services, token: string): Promise<{ userId: number; sessionId: string | null } | null> {
  let verified = verifiedTokens.get(services.secret)
  if (!verified) {
    verified = new Map()
    verifiedTokens.set(services.secret, verified)
  }
  const now = services.now()
  const known = verified.get(token)
  if (known) return known.expiresAt > now.getTime() / 1000 ? { userId: known.userId, sessionId: known.sessionId } : null
  try {
    const { payload } = await jwtVerify(token, services.secret, { issuer: ISSUER, algorithms: ['HS256'], currentDate: now })
    const userId = Number(payload.sub)
    const sessionId = typeof payload.sid === 'string' ? payload.sid : null
    if (!Number.isInteger(userId) || typeof payload.exp !== 'number') return null
    if (verified.size >= MAX_VERIFIED_TOKENS) verified.clear()
    verified.set(token, { userId, sessionId, expiresAt: payload.exp })
    return { userId, sessionId }
  } catch {
    return null
  }
}

/** The sign-in behind the request's bearer token, for calls that end or keep it. */
export async function sessionIdOf(services: Services, authorization: string | undefined): Promise<string | null> {
  if (!authorization?.startsWith('Bearer ')) return null
  return (await verifyAccessToken(services, authorization.slice(7)))?.sessionId ?? null
}
