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
 * A verified token's principal, and when its sign-in last made a call as the database knew it when
 * the principal was loaded (null for a token without a sign-in, or a sign-in without activity kept).
 */
export interface SignedIn {
  principal: Principal
  lastActiveAt: Date | null
}

/**
 * Signed-in users of this process, by user and sign-in, so a call runs no query before its
 * handler. An entry goes when the user's rows change: the database notifies every process
 * (LISTEN/NOTIFY, whoever wrote), and this process's own sign-outs and revocations also call
 * `forget` so that its very next answer already sees them.
 */
export interface PrincipalCache {
  /** The principal of a verified token, or null when its sign-in was revoked or its user may not sign in. */
  principalOf(claims: TokenClaims): Promise<SignedIn | null>
  /** Drops the entries of one user, or of everyone ('*'). */
  forget(userId: number | '*'): void
  /** Resolves once every change committed before the call has reached this cache. */
  sync(): Promise<void>
  close(): Promise<void>
}

interface Entry {
  signedIn: SignedIn
  expiresAt: number
}

/**
 * Loads without a cache: the sign-in must not be revoked and the user must be active. Whether the
 * sign-in was revoked and when it was last active are one read, by its id in both tables.
 */
export async function loadSessionPrincipal(db: Kysely<Database>, claims: TokenClaims, now: Date): Promise<SignedIn | null> {
  let lastActiveAt: Date | null = null
  // Signing out, ending a session, a password change or a reused refresh token revoke the
  // sign-in; its access tokens stop working at once rather than when they expire.
  if (claims.sessionId) {
    const { rows } = await sql<{ revoked: boolean; last_active_at: Date | null }>`
      select exists(select 1 from refresh_token where family_id = ${claims.sessionId} and revoked_at is not null) as revoked,
        (select last_active_at from session_activity where family_id = ${claims.sessionId}) as last_active_at`.execute(db)
    if (rows[0]?.revoked) return null
    lastActiveAt = rows[0]?.last_active_at ? new Date(rows[0].last_active_at) : null
  }
  const principal = await loadPrincipal(db, claims.userId, now)
  if (!principal) return null
  return { principal: claims.sessionId ? { ...principal, sessionId: claims.sessionId } : principal, lastActiveAt }
}

/**
 * The cached principals of this process, by user and sign-in, at most MAX_ENTRIES of them. Every
 * change bumps `generation`, so a load that began before it does not store what it read.
 */
class CachedPrincipals {
  private byUser = new Map<number, Map<string, Entry>>()
  private size = 0
  generation = 0

  /** The principal of a user's sign-in, while its entry is fresh at `at`. */
  get(userId: number, key: string, at: Date): SignedIn | undefined {
    const cached = this.byUser.get(userId)?.get(key)
    return cached && cached.expiresAt > at.getTime() ? cached.signedIn : undefined
  }

  set(userId: number, key: string, signedIn: SignedIn, at: Date): void {
    if (this.size >= MAX_ENTRIES) this.forget('*')
    let sessions = this.byUser.get(userId)
    if (!sessions) {
      sessions = new Map()
      this.byUser.set(userId, sessions)
    }
    if (!sessions.has(key)) this.size++
    sessions.set(key, { signedIn, expiresAt: at.getTime() + TTL_MS })
  }

  /** Drops the entries of one user, or of everyone ('*'). */
  forget(userId: number | '*'): void {
    this.generation++
    if (userId === '*') {
      this.byUser.clear()
      this.size = 0
      return
    }
    this.size -= this.byUser.get(userId)?.size ?? 0
    this.byUser.delete(userId)
  }
}

/** Sync fences: notices this process sends itself on the channel, each waited for until it comes back. */
class Fences {
  private count = 0
  private waiting = new Map<string, () => void>()

  /** A new fence, and its arrival. */
  open(): { fence: string; arrived: Promise<void> } {
    const fence = `sync:${++this.count}`
    return { fence, arrived: new Promise<void>((resolve) => this.waiting.set(fence, resolve)) }
  }

  /** Whether a notice's payload is a fence; if so it has arrived. */
  arrive(payload: string): boolean {
    const fence = this.waiting.get(payload)
    if (!fence) return false
    this.waiting.delete(payload)
    fence()
    return true
  }

  /** Ends the wait of every fence: the connection they were sent on is gone. */
  releaseAll(): void {
    for (const release of this.waiting.values()) release()
    this.waiting.clear()
  }
}

export async function startPrincipalCache(db: Kysely<Database>, listen: Listen, now: () => Date): Promise<PrincipalCache> {
  const entries = new CachedPrincipals()
  // Without a listening connection changes could go unseen, so nothing is served from the cache.
  let listening = false
  let closed = false
  let unlisten: (() => Promise<void>) | undefined
  let retry: NodeJS.Timeout | undefined
  const fences = new Fences()

  const onMessage = (payload: string) => {
    if (fences.arrive(payload)) return
    const userId = Number(payload)
    entries.forget(Number.isInteger(userId) && payload !== '' ? userId : '*')
  }

  const onLost = () => {
    if (!listening) return
    listening = false
    entries.forget('*')
    fences.releaseAll()
    subscribe()
  }

  function subscribe(): void {
    if (closed) return
    listen(CHANNEL, onMessage, onLost).then(
      (stop) => {
        if (closed) return void stop()
        unlisten = stop
        entries.forget('*')
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
      const cached = listening ? entries.get(claims.userId, key, at) : undefined
      if (cached) return cached
      const started = entries.generation
      const signedIn = await loadSessionPrincipal(db, claims, at)
      if (signedIn && listening && started === entries.generation) entries.set(claims.userId, key, signedIn, at)
      return signedIn
    },
    forget: (userId) => entries.forget(userId),
    async sync() {
      if (!listening) return
      // Notifications reach a listener in commit order: once this one arrives, so have the earlier ones.
      const { fence, arrived } = fences.open()
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
