import type { Kysely } from 'kysely'
import type { Database } from '../db/database'
import type { Services } from '../services'

/** A sign-in's activity is written at most once a minute: finer would cost a write per call. */
const WRITE_EVERY_MS = 60_000
const MAX_REMEMBERED = 10_000

/** A sign-in's calls as this process knows them: when it last saw one, and when it last wrote one down. */
interface Seen {
  at: number
  written: number
}

/** What this process saw of each sign-in, per server (tests run several in one process). */
const seenByServer = new WeakMap<Services, Map<string, Seen>>()

function seenBy(services: Services): Map<string, Seen> {
  let seen = seenByServer.get(services)
  if (!seen) {
    seen = new Map()
    seenByServer.set(services, seen)
  }
  return seen
}

/** Where a sign-in comes from, as the sessions lists show it. */
export interface SessionClient {
  ip: string | null
  userAgent: string | null
}

/** The longest user agent kept: enough to name the browser and system, and no more from a hostile client. */
const USER_AGENT_CHARS = 500

/** A new sign-in is active from its start; signing in with the password proves it is its user. */
export async function startActivity(services: Services, familyId: string, userId: number, client: SessionClient): Promise<void> {
  const now = services.now()
  await services.db
    .insertInto('session_activity')
    .values({ family_id: familyId, user_id: userId, last_active_at: now, started_at: now, proved_at: now, ip: client.ip, user_agent: client.userAgent?.slice(0, USER_AGENT_CHARS) ?? null })
    .execute()
}

/** A call made with the sign-in's access token: the sign-in is in use. */
export async function noteActivity(services: Services, familyId: string, userId: number): Promise<void> {
  const now = services.now()
  const seen = seenBy(services)
  const known = seen.get(familyId)
  const fresh = known !== undefined && now.getTime() - known.written < WRITE_EVERY_MS && now.getTime() >= known.written
  if (!known && seen.size >= MAX_REMEMBERED) seen.clear()
  seen.set(familyId, { at: now.getTime(), written: fresh ? known.written : now.getTime() })
  if (fresh) return
  await services.db
    .insertInto('session_activity')
    .values({ family_id: familyId, user_id: userId, last_active_at: now, started_at: now })
    .onConflict((oc) => oc.column('family_id').doUpdateSet({ last_active_at: now }))
    .execute()
}

/**
 * Whether a sign-in has made no call for longer than `minutes`: since the later of its last call
 * the database knew (`lastActiveAt`; null, a sign-in without activity kept, counts as active) and
 * the last one this process saw. Another process writes its calls down at most once a minute, so
 * a sign-in busy only there may end up to a minute early, never late.
 */
export function idleLongerThan(services: Services, familyId: string, lastActiveAt: Date | null, minutes: number): boolean {
  if (lastActiveAt === null) return false
  const lastSeen = Math.max(lastActiveAt.getTime(), seenBy(services).get(familyId)?.at ?? 0)
  return services.now().getTime() - lastSeen > minutes * 60_000
}

/** When the sign-in last made a call, as the database knows it now; null when it kept no activity. */
export async function lastActiveAt(db: Kysely<Database>, familyId: string): Promise<Date | null> {
  const row = await db.selectFrom('session_activity').select('last_active_at').where('family_id', '=', familyId).executeTakeFirst()
  return row ? new Date(row.last_active_at) : null
}
