import type { UserEventType } from '@domain/enums'
import type { Kysely } from 'kysely'
import type { Principal } from './auth/principal'
import type { Database } from './db/database'

/** Who did it: the signed-in principal, or a user known only by name (a failed sign-in). */
export type EventActor =
  | { principal: Principal; user?: never }
  | { principal?: never; user: { id: number | null; username: string; spaceId: number | null } }

export type EventInput = EventActor & {
  type: UserEventType
  targetType?: string
  targetId?: string | number
  /** What changed: `before` and `after` of the record, plus any context worth keeping. */
  detail?: { before?: unknown; after?: unknown; [key: string]: unknown }
  ip?: string | null
  /** When it happened; the database clock unless given (pass `services.now()`). */
  at?: Date
}

/**
 * Writes one audit row (user_event). Every write in the API records one, in the same
 * transaction as the change when there is one: pass the transaction as `db`.
 */
export async function recordEvent(db: Kysely<Database>, event: EventInput): Promise<void> {
  const actor = event.principal
    ? { id: event.principal.userId, username: event.principal.username, spaceId: event.principal.spaceId }
    : event.user
  await db
    .insertInto('user_event')
    .values({
      user_id: actor.id,
      username: actor.username,
      space_id: actor.spaceId,
      type: event.type,
      target_type: event.targetType ?? null,
      target_id: event.targetId === undefined ? null : String(event.targetId),
      ip: event.ip ?? null,
      detail: JSON.stringify(event.detail ?? {}),
      ...(event.at ? { created_at: event.at } : {}),
    })
    .execute()
}
