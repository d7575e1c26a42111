import { type Kysely, sql } from 'kysely'
import type { Listen } from '../db/connect'
import type { Database } from '../db/database'
import { loadPrincipal, type Principal } from './principal'

/** The channel the principal_change triggers notify (migration 0021). */
const CHANNEL = 'principal_change'
/** A safety net only: every change that matters drops its entries at once. */
const TTL_MS = 10_000
const MAX_ENTRIES = 10_000
const RELISTEN_MS = 1_000

/** What an access token says: the user and the sign-in (refresh token family) it belongs to. */
export interface TokenClaims {
  userId: number
  sessionId: string | null
}

/**
 * Signed-in users of this process, by user and sign-in, so a call runs no query before its
 * handler. An entry goes when the user's rows change: the database notifies every process
 * (LISTEN/NOTIFY, whoever wrote), and this process's own sign-outs and revocations also call
 * `forget` so that its very next answer already sees them.
 */
export interface PrincipalCache {
  /** The principal of a verified token, or null when its sign-in was revoked or its user may not sign in. */
  principalOf(claims: TokenClaims): Promise<Principal | null>
  /** Drops the entries of one user, or of everyone ('*'). */
  forget(userId: number | '*'): void
  /** Resolves once every change committed before the call has reached this cache. */
  sync(): Promise<void>
  close(): Promise<void>
}

interface Entry {
  principal: Principal
  expiresAt: number
}

/** Loads without a cache: the sign-in must not be revoked and the user must be active. */
export async function loadSessionPrincipal(db: Kysely<Database>, claims: TokenClaims, now: Date): Promise<Principal | null> {
  // Signing out, a password change or a reused refresh token revoke the sign-in; its access
  // tokens stop working at once rather than when they expire.
  if (claims.sessionId) {
    const revoked = await db
      .selectFrom('refresh_token')
      .select('id')
      .where('family_id', '=', claims.sessionId)
      .where('revoked_at', 'is not', null)
      .limit(1)
      .executeTakeFirst()
    if (revoked) return null
  }
  return loadPrincipal(db, claims.userId, now)
}

export async function startPrincipalCache(db: Kysely<Database>, listen: Listen, now: () => Date): Promise<PrincipalCache> {
  const byUser = new Map<number, Map<string, Entry>>()
  let size = 0
  // Bumped by every change: a load that began before a change does not store what it read.
  let generation = 0
  // Without a listening connection changes could go unseen, so nothing is served from the cache.
  let listening = false
  let closed = false
  let unlisten: (() => Promise<void>) | undefined
  let retry: NodeJS.Timeout | undefined
  let fences = 0
  const waiting = new Map<string, () => void>()

  const forget = (userId: number | '*') => {
    generation++
    if (userId === '*') {
      byUser.clear()
      size = 0
      return
    }
    size -= byUser.get(userId)?.size ?? 0
    byUser.delete(userId)
  }

  const onMessage = (payload: string) => {
    const fence = waiting.get(payload)
    if (fence) {
      waiting.delete(payload)
      fence()
      return
    }
    const userId = Number(payload)
    forget(Number.isInteger(userId) && payload !== '' ? userId : '*')
  }

  const onLost = () => {
    if (!listening) return
    listening = false
    forget('*')
    for (const release of waiting.values()) release()
    waiting.clear()
    subscribe()
  }

  function subscribe(): void {
    if (closed) return
    listen(CHANNEL, onMessage, onLost).then(
      (stop) => {
        if (closed) return void stop()
        unlisten = stop
        forget('*')
        listening = true
      },
      () => {
        retry = setTimeout(subscribe, RELISTEN_MS)
        retry.unref()
      },
    )
  }

  try {
    unlisten = await listen(CHANNEL, onMessage, onLost)
    listening = true
  } catch {
    subscribe()
  }

  return {
    async principalOf(claims) {
      const at = now()
      const key = claims.sessionId ?? ''
      const cached = byUser.get(claims.userId)?.get(key)
      if (listening && cached && cached.expiresAt > at.getTime()) return cached.principal
      const started = generation
      const principal = await loadSessionPrincipal(db, claims, at)
      if (principal && listening && started === generation) {
        if (size >= MAX_ENTRIES) forget('*')
        let sessions = byUser.get(claims.userId)
        if (!sessions) {
          sessions = new Map()
          byUser.set(claims.userId, sessions)
        }
        if (!sessions.has(key)) size++
        sessions.set(key, { principal, expiresAt: at.getTime() + TTL_MS })
      }
      return principal
    },
    forget,
    async sync() {
      if (!listening) return
      const fence = `sync:${++fences}`
      // Notifications reach a listener in commit order: once this one arrives, so have the earlier ones.
      const arrived = new Promise<void>((resolve) => waiting.set(fence, resolve))
      await sql`select pg_notify(${CHANNEL}, ${fence})`.execute(db)
      await arrived
    },
    async close() {
      closed = true
      listening = false
      clearTimeout(retry)
      await unlisten?.()
    },
  }
}
