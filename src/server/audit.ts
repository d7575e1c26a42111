import { type AuditAction, auditActions } from '@domain/entities/muser'
import type { UserEventType } from '@domain/enums'
import type { AuditTargetType } from '@domain/kinds'
import type { Kysely } from 'kysely'
import { appendEvents } from './audit-chain'
import type { Principal } from './auth/principal'
import type { Database } from './db/database'

/** A user known only by name: who signs in, or opens a link they were sent (unknown ones have no id). */
export interface NamedUser {
  id: number | null
  username: string
  spaceId: number | null
}

/** Who did it: the signed-in principal, or a user known only by name (a failed sign-in). */
export type EventActor = { principal: Principal; user?: never } | { principal?: never; user: NamedUser }

export type EventInput = EventActor & {
  type: UserEventType
  /** What the write did, when its type says too little; a status change names itself. */
  action?: AuditAction
  targetType?: AuditTargetType
  targetId?: string | number
  /** What changed: `before` and `after` of the record, plus any context worth keeping. */
  detail?: { before?: unknown; after?: unknown; [key: string]: unknown }
  ip?: string | null
  /** When it happened; the database clock unless given (pass `services.now()`). */
  at?: Date
  /** Its id when reserved before it is written (reserveEventIds). */
  id?: number
}

const statusOf = (record: unknown): unknown => (typeof record === 'object' && record !== null ? (record as { status?: unknown }).status : undefined)

/** A change of status reads as the record disabled or enabled again, whatever the record kind. */
function statusAction(detail: EventInput['detail']): AuditAction | undefined {
  const before = statusOf(detail?.before)
  const after = statusOf(detail?.after)
  if (before === undefined || after === undefined || before === after) return undefined
  if (after === 'DISABLED') return 'DISABLED'
  if (before === 'DISABLED') return 'ENABLED'
  return undefined
}

/** The action an event's detail keeps (`detail.auditAction`), if it is one the console names. */
export function actionOf(detail: unknown): AuditAction | null {
  const action = typeof detail === 'object' && detail !== null ? (detail as { auditAction?: unknown }).auditAction : undefined
  return auditActions.find((known) => known === action) ?? null
}

// Its own key: a merchant config's detail already names its create/update/delete `action`.
const withAction = (action: AuditAction | undefined) => (action ? { auditAction: action } : {})

/**
 * Writes audit rows (user_event) at the end of their spaces' chains (audit-chain.ts) and answers
 * their ids. Every write in the API records one, in the same transaction as the change when there
 * is one: pass the transaction as `db`.
 */
export async function recordEvents(db: Kysely<Database>, events: EventInput[]): Promise<number[]> {
  return appendEvents(
    db,
    events.map((event) => {
      const actor = event.principal
        ? { id: event.principal.userId, username: event.principal.username, spaceId: event.principal.spaceId }
        : event.user
      return {
        id: event.id,
        user_id: actor.id,
        username: actor.username,
        space_id: actor.spaceId,
        type: event.type,
        target_type: event.targetType ?? null,
        target_id: event.targetId === undefined ? null : String(event.targetId),
        ip: event.ip ?? null,
        detail: JSON.stringify({ ...event.detail, ...withAction(event.action ?? statusAction(event.detail)) }),
        created_at: event.at,
      }
    }),
  )
}

/** Writes one audit row and answers its id (recordEvents). */
export async function recordEvent(db: Kysely<Database>, event: EventInput): Promise<number> {
  const [id] = await recordEvents(db, [event])
  return id!
}
