import type { CallAccess } from '@domain/call-route'
import { API_HEADERS, UNDO_WINDOW_MS } from '@domain/constants'
import { type UserEventType, undoableEventTypes } from '@domain/enums'
import type { FastifyInstance } from 'fastify'
import { type Kysely, sql } from 'kysely'
import type { Principal } from './auth/principal'
import type { Database } from './db/database'

declare module 'fastify' {
  interface FastifyRequest {
    /** Who may make the request's call (bindCall sets it): the undo of its write needs the same. */
    callAccess: CallAccess | null
    /** The first audit event of the request's undoable write, answered in `x-undo-event`. */
    undoEvent: number | null
  }
}

/** The request of a write as auditedWrite sees it: its origin, and what an undo of it needs. */
export interface WriteRequest {
  ip: string
  callAccess?: CallAccess | null
  undoEvent?: number | null
}

/** Answers `x-undo-event` on a successful write that can be undone. */
export function registerUndoHeader(app: FastifyInstance): void {
  app.decorateRequest('callAccess', null)
  app.decorateRequest('undoEvent', null)
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.undoEvent !== null && reply.statusCode < 400) reply.header(API_HEADERS.undoEvent, String(request.undoEvent))
    done(null, payload)
  })
}

/**
 * Starts keeping, in this transaction, the rows its write changes (migration 0041), and names
 * the writer to the database's own triggers (`console.actor`, read by those that open review
 * cases); answers the capture's id.
 */
export async function startUndoCapture(trx: Kysely<Database>, principal: Principal): Promise<number> {
  const { rows } = await sql<{ id: string }>`
    select set_config('console.undo_capture', nextval('undo_capture_seq')::text, true) as id, set_config('console.actor', ${principal.username}, true) as actor`.execute(trx)
  return Number(rows[0]!.id)
}

const undoable = new Set<string>(undoableEventTypes)

/** Undo actions older than this are gone with their rows; the window is long past. */
const KEPT_MS = 6 * UNDO_WINDOW_MS

/**
 * Stops the capture and keeps the write as undoable when it is: made with a permission, audited
 * only under undoable types and not final, and changing records without moving money or sending
 * a message.
 * Answers its first event's id, or null (and forgets what was captured).
 */
export async function finishUndoCapture(
  trx: Kysely<Database>,
  capture: { id: number; now: Date; principal: Principal; access: CallAccess | null | undefined; events: { id: number; type: UserEventType; final?: true }[] },
): Promise<number | null> {
  const { id, now, principal, access, events } = capture
  const { rows } = await sql<{ changed: number; irreversible: boolean }>`
    select set_config('console.undo_capture', '', true) as off, count(*)::int as changed, coalesce(bool_or(irreversible), false) as irreversible
    from undo_row where capture_id = ${id}`.execute(trx)
  const seen = rows[0]!
  const first = events[0]
  const kept = first && access && access !== 'public' && access !== 'signedIn' && seen.changed > 0 && !seen.irreversible && events.every((e) => undoable.has(e.type) && !e.final)
  if (!kept) {
    if (seen.changed > 0) await trx.deleteFrom('undo_row').where('capture_id', '=', id).execute()
    return null
  }
  const stale = await trx.deleteFrom('undo_action').where('created_at', '<', new Date(now.getTime() - KEPT_MS)).returning('capture_id').execute()
  if (stale.length > 0) await trx.deleteFrom('undo_row').where('capture_id', 'in', stale.map((s) => s.capture_id)).execute()
  await trx
    .insertInto('undo_action')
    .values({ event_id: first.id, capture_id: id, user_id: principal.userId, permission: access, event_ids: JSON.stringify(events.map((e) => e.id)), created_at: now })
    .execute()
  return first.id
}
