import { IDLE_TIMEOUT_MINUTES } from '@domain/constants'
import { type Session, sessionSchema } from '@domain/entities/user'
import { type Kysely, sql } from 'kysely'
import { type NamedUser, recordEvent } from '../audit'
import type { Rows, WriteEvent } from '../crud'
import type { Database } from '../db/database'
import { recordFields, type RowOfFields } from '../record-fields'
import { type ApiError, unauthorized } from '../errors'
import type { Services } from '../services'
import { deviceOf } from './device'

/** A sign-in's fields as the sessions lists answer them, all but whether it is the caller's own. */
export const sessionFields = recordFields(
  sessionSchema.omit({ current: true }),
  'session_activity as a',
  { u: 'app_user' },
  (f) => ({
    id: f.column('family_id'),
    username: f.select((eb) => eb.ref('u.username')),
    device: f.select((eb) => eb.ref('a.user_agent'), deviceOf),
    address: f.column('ip'),
    startedAt: f.time('started_at'),
    lastActiveAt: f.time('last_active_at'),
  }),
  'family_id',
)

export type SessionRow = RowOfFields<typeof sessionFields>

/** Sign-ins that were not revoked (signed out, ended, a password change, a reused refresh token), with their user as `u`. */
export function unrevokedSessions(db: Kysely<Database>) {
  const rows = sessionFields
    .query(db)
    .innerJoin('app_user as u', 'u.id', 'a.user_id')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('refresh_token as t').select('t.id').whereRef('t.family_id', '=', 'a.family_id').where('t.revoked_at', 'is not', null))),
    )
  return sessionFields.rows(rows)
}

/** Sign-ins that have not ended: not revoked, and not idle past their user's space's idle timeout at `now`. */
export function liveSessions(db: Kysely<Database>, now: Date) {
  const timeout = sql`coalesce((select (sc.settings->>'idleTimeoutMinutes')::int from space_config sc where sc.space_id = u.space_id), ${IDLE_TIMEOUT_MINUTES})`
  return unrevokedSessions(db).where(sql<boolean>`a.last_active_at > ${now}::timestamptz - make_interval(mins => ${timeout})`)
}

/** A sign-in as the API answers it, `current` when it is `currentSession` (the caller's own). */
export function sessionEntity(row: SessionRow, now: Date, currentSession?: string): Session {
  return { ...sessionFields.entity(row, now), current: row.rowId === currentSession }
}

/** Why sign-ins end beyond someone ending them: left idle past the timeout. */
export interface SessionEnd {
  reason?: 'idle'
  minutes?: number
}

/**
 * Ends the sign-ins `rows` selects, in the write's transaction `db`, and answers their audit
 * events: SESSION_END of each, the session before and none after. Their access tokens stop at the
 * next call in every process: the revocation notifies them (principal-cache.ts).
 */
export async function endSessions(services: Services, db: Kysely<Database>, rows: Rows<SessionRow>, end: SessionEnd = {}): Promise<WriteEvent[]> {
  const now = services.now()
  const live = await rows.execute()
  // A sign-in another write ended meanwhile is not ended twice, nor audited twice.
  const revoked = await revokeFamilies({ ...services, db }, live.map((row) => row.rowId))
  return live.filter((row) => revoked.has(row.rowId)).map((row) => ({ type: 'SESSION_END', targetType: 'session', targetId: row.rowId, detail: { ...end, before: sessionEntity(row, now), after: null } }))
}

/** Revokes the refresh tokens of sign-ins, so their access tokens stop at the next call; answers the sign-ins this revoked. */
export async function revokeFamilies(services: Services, familyIds: readonly string[]): Promise<Set<string>> {
  if (familyIds.length === 0) return new Set()
  const revoked = await services.db
    .updateTable('refresh_token')
    .set({ revoked_at: services.now() })
    .where('family_id', 'in', familyIds)
    .where('revoked_at', 'is', null)
    .returning(['user_id', 'family_id'])
    .execute()
  // The database tells every process; this one must not wait for the notification.
  for (const userId of new Set(revoked.map((r) => r.user_id))) services.principals.forget(userId)
  return new Set(revoked.map((r) => r.family_id))
}

/**
 * Ends a sign-in left idle past its space's idle timeout, audited as its user's (SESSION_END, the
 * reason idle), and answers the 401 that says so. Of several calls that find it idle at once,
 * the one that ends it writes the audit row.
 */
export async function endIdleSession(services: Services, user: NamedUser, familyId: string, minutes: number, ip: string | null): Promise<ApiError> {
  const now = services.now()
  await services.db.transaction().execute(async (trx) => {
    const events = await endSessions(services, trx, unrevokedSessions(trx).where('a.family_id', '=', familyId), { reason: 'idle', minutes })
    for (const event of events) await recordEvent(trx, { ...event, user, ip, at: now })
  })
  return unauthorized(`Your session ended after ${minutes} minutes without activity; sign in again`, 'TOKEN_INVALID', { reason: 'sessionIdle', minutes })
}
