import { SignJWT, jwtVerify } from 'jose'
import type { Services } from '../services'

const ISSUER = 'payments-console'

/** Short-lived JWT carrying only the user id; permissions are read fresh on every call. */
export async function signAccessToken(services: Services, user: { id: number; username: string }): Promise<string> {
  const now = Math.floor(services.now().getTime() / 1000)
  return new SignJWT({ username: user.username })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(now + services.config.accessTokenTtlSeconds)
    .sign(services.secret)
}

export async function verifyAccessToken(services: Services, token: string): Promise<{ userId: number } | null> {
  try {
    const { payload } = await jwtVerify(token, services.secret, {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: services.now(),
    })
    const userId = Number(payload.sub)
    return Number.isInteger(userId) ? { userId } : null
  } catch {
    return null
  }
}
