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

export async function verifyAccessToken(
  services: Services,
  token: string,
): Promise<{ userId: number; sessionId: string | null } | null> {
  try {
    const { payload } = await jwtVerify(token, services.secret, {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: services.now(),
    })
    const userId = Number(payload.sub)
    const sessionId = typeof payload.sid === 'string' ? payload.sid : null
    return Number.isInteger(userId) ? { userId, sessionId } : null
  } catch {
    return null
  }
}

/** The sign-in behind the request's bearer token, for calls that end or keep it. */
export async function sessionIdOf(services: Services, authorization: string | undefined): Promise<string | null> {
  if (!authorization?.startsWith('Bearer ')) return null
  return (await verifyAccessToken(services, authorization.slice(7)))?.sessionId ?? null
}
