import { IDLE_TIMEOUT_MINUTES } from '@domain/constants'
import { sql } from 'kysely'
import type { Services } from '../services'

/** A sign-in's activity is written at most once a minute: finer would cost a write per call. */
const WRITE_EVERY_MS = 60_000
const MAX_REMEMBERED = 10_000

/** When this process last wrote each sign-in's activity, per server (tests run several in one process). */
const written = new WeakMap<Services, Map<string, number>>()

/** A new sign-in is active from its start. */
export async function startActivity(services: Services, familyId: string, userId: number): Promise<void> {
  await services.db.insertInto('session_activity').values({ family_id: familyId, user_id: userId, last_active_at: services.now() }).execute()
}

/** A call made with the sign-in's access token: the sign-in is in use. */
export async function noteActivity(services: Services, familyId: string, userId: number): Promise<void> {
  const now = services.now()
  let byFamily = written.get(services)
  if (!byFamily) {
    byFamily = new Map()
    written.set(services, byFamily)
  }
  const last = byFamily.get(familyId)
  if (last !== undefined && now.getTime() - last < WRITE_EVERY_MS && now.getTime() >= last) return
  if (byFamily.size >= MAX_REMEMBERED) byFamily.clear()
  byFamily.set(familyId, now.getTime())
  await services.db
    .insertInto('session_activity')
    .values({ family_id: familyId, user_id: userId, last_active_at: now })
    .onConflict((oc) => oc.column('family_id').doUpdateSet({ last_active_at: now }))
    .execute()
}

/**
 * How long the sign-in has been idle past its space's idle timeout, in minutes, or null while it
 * is within it. A sign-in from before activity was kept has no row and counts as active.
 */
export async function idleBeyondTimeout(services: Services, familyId: string): Promise<number | null> {
  const row = await services.db
    .selectFrom('session_activity as a')
    .innerJoin('app_user as u', 'u.id', 'a.user_id')
    .leftJoin('space_config as sc', 'sc.space_id', 'u.space_id')
    .select(['a.last_active_at', sql<number | null>`(sc.settings->>'idleTimeoutMinutes')::int`.as('minutes')])
    .where('a.family_id', '=', familyId)
    .executeTakeFirst()
  if (!row) return null
  const minutes = row.minutes ?? IDLE_TIMEOUT_MINUTES
  const idleMs = services.now().getTime() - new Date(row.last_active_at).getTime()
  return idleMs > minutes * 60_000 ? minutes : null
}
