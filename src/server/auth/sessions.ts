import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { API_HEADERS } from '@domain/constants'
import type { FastifyReply } from 'fastify'
import { recordEvent } from '../audit'
import { unauthorized } from '../errors'
import type { Services } from '../services'
import { loadPrincipal } from './principal'
import { idleLongerThan, lastActiveAt, type SessionClient, startActivity } from './session-activity'
import { endIdleSession, revokeFamilies } from './session-record'
import { signAccessToken } from './tokens'

/** What login and refresh answer: a short-lived access token and an opaque refresh token. */
export interface SessionTokens {
  token: string
  refreshToken: string
  /** Access token lifetime in seconds. */
  expire: number
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

const invalidRefreshToken = () => unauthorized('Your session has ended; sign in again', 'TOKEN_INVALID')

/**
 * Issues an access token and a refresh token. A refresh token belongs to a family (one sign-in);
 * each refresh spends the token and issues the next one in the same family. A new sign-in names
 * its `client`; a refresh continues the family `familyId`.
 */
export async function startSession(
  services: Services,
  user: { id: number; username: string },
  from: { client: SessionClient; familyId?: never } | { familyId: string; client?: never },
): Promise<SessionTokens> {
  const refreshToken = randomBytes(32).toString('base64url')
  const now = services.now()
  const family = from.familyId ?? randomUUID()
  await services.db
    .insertInto('refresh_token')
    .values({
      user_id: user.id,
      family_id: family,
      token_hash: hashToken(refreshToken),
      expires_at: new Date(now.getTime() + services.config.refreshTokenTtlSeconds * 1000),
      created_at: now,
    })
    .execute()
  if (from.client) await startActivity(services, family, user.id, from.client)
  const token = await signAccessToken(services, user, family)
  return { token, refreshToken, expire: services.config.accessTokenTtlSeconds }
}

/**
 * Spends a refresh token and issues the next pair. A token that was already spent means it was
 * copied: the whole family is revoked (TOKEN_REUSE), so both the thief and the user must sign
 * in again.
 */
export async function rotateSession(services: Services, refreshToken: string, ip: string | null): Promise<SessionTokens> {
  const now = services.now()
  const row = await services.db
    .selectFrom('refresh_token as t')
    .innerJoin('app_user as u', 'u.id', 't.user_id')
    .select(['t.id', 't.user_id', 't.family_id', 't.expires_at', 't.used_at', 't.revoked_at', 'u.username', 'u.space_id'])
    .where('t.token_hash', '=', hashToken(refreshToken))
    .executeTakeFirst()
  if (!row || row.revoked_at) throw invalidRefreshToken()
  if (new Date(row.expires_at).getTime() <= now.getTime()) throw invalidRefreshToken()

  // Spending is one conditional update, so two concurrent refreshes cannot both succeed.
  const spent = row.used_at
    ? undefined
    : await services.db
        .updateTable('refresh_token')
        .set({ used_at: now })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .returning('id')
        .executeTakeFirst()
  if (!spent) {
    await revokeFamily(services, row.family_id)
    await recordEvent(services.db, {
      user: { id: row.user_id, username: row.username, spaceId: row.space_id },
      type: 'TOKEN_REUSE',
      targetType: 'refreshToken',
      targetId: row.family_id,
      detail: { reason: 'a spent refresh token was presented again; its family is revoked' },
      ip,
      at: now,
    })
    throw invalidRefreshToken()
  }
  const principal = await loadPrincipal(services.db, row.user_id, now)
  if (!principal) {
    await revokeFamily(services, row.family_id)
    throw invalidRefreshToken()
  }
  // The console refreshes on its own while a tab is open; only calls count as activity.
  const minutes = principal.idleTimeoutMinutes
  if (idleLongerThan(services, row.family_id, await lastActiveAt(services.db, row.family_id), minutes)) {
    throw await endIdleSession(services, { id: row.user_id, username: row.username, spaceId: row.space_id }, row.family_id, minutes, ip)
  }
  return startSession(services, { id: row.user_id, username: row.username }, { familyId: row.family_id })
}

export async function revokeFamily(services: Services, familyId: string): Promise<void> {
  await revokeFamilies(services, [familyId])
}

/** The sign-in a refresh token belongs to, spent or not: its user and family; null for an unknown token. */
export async function sessionOfRefreshToken(services: Services, refreshToken: string): Promise<{ userId: number; familyId: string } | null> {
  const row = await services.db
    .selectFrom('refresh_token')
    .select(['user_id', 'family_id'])
    .where('token_hash', '=', hashToken(refreshToken))
    .executeTakeFirst()
  return row ? { userId: row.user_id, familyId: row.family_id } : null
}

/** After a password change or reset the user's other sign-ins end; `keep` is the current one. */
export async function revokeUserSessions(services: Services, userId: number, keep?: string | null): Promise<void> {
  let q = services.db
    .updateTable('refresh_token')
    .set({ revoked_at: services.now() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
  if (keep) q = q.where('family_id', '!=', keep)
  await q.execute()
  services.principals.forget(userId)
}

/** The tokens also travel in response headers, which the console reads on every answer. */
export function sendTokenHeaders(reply: FastifyReply, tokens: SessionTokens): void {
  reply.header(API_HEADERS.accessToken, tokens.token)
  reply.header(API_HEADERS.refreshToken, tokens.refreshToken)
  reply.header(API_HEADERS.tokenExpire, String(tokens.expire))
}
