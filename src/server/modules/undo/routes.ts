import { calls } from '@domain/calls'
import { UNDO_WINDOW_MS } from '@domain/constants'
import type { UndoAnswer } from '@domain/entities/undo'
import { undoableEventTypes } from '@domain/enums'
import type { AuditTargetType } from '@domain/kinds'
import type { Permission } from '@domain/permissions'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { recordEvent } from '../../audit'
import { bindCall } from '../../calls'
import type { Writer } from '../../crud'
import { conflict, forbidden, notFound } from '../../errors'
import type { Services } from '../../services'
import { reverseRows } from './reverse'

const undoable = new Set<string>(undoableEventTypes)
const seconds = UNDO_WINDOW_MS / 1000
const NOT_UNDOABLE = 'This action cannot be undone: money that moved, messages that were sent and replaced secrets stay as they are'

/**
 * The undo of a write: a compensating write of its own, in one transaction, audited as an UNDO
 * event per event of the write (naming it in `undoes`). Only the user who wrote may undo, with
 * the write's permission, within UNDO_WINDOW_MS, once, and only while every record it changed is
 * still as it left them.
 */
export async function registerUndoRoutes(app: FastifyInstance, services: Services): Promise<void> {
  bindCall(app, services, calls.undo.undo, async ({ params, principal, request }) => undoWrite(services, { principal, request }, params.eventId))
}

async function undoWrite(services: Services, { principal, request }: Writer, eventId: number): Promise<UndoAnswer> {
  const now = services.now()
  const event = await services.db.selectFrom('user_event').select(['type', 'user_id']).where('id', '=', eventId).executeTakeFirst()
  // Another user's event is not theirs to know about.
  if (!event || Number(event.user_id) !== principal.userId) throw notFound('Event')
  const notUndoable = () => conflict(NOT_UNDOABLE, { reason: 'notUndoable' })
  if (!undoable.has(event.type)) throw notUndoable()
  return services.db.transaction().execute(async (trx) => {
    // The lock makes two undos of one write take turns: the second finds it undone.
    const action = await trx
      .selectFrom('undo_action')
      .selectAll()
      .where(sql<boolean>`event_ids @> ${JSON.stringify([eventId])}::jsonb`)
      .forUpdate()
      .executeTakeFirst()
    if (!action) throw notUndoable()
    if (action.undone_at !== null) throw conflict('This action was already undone', { reason: 'alreadyUndone' })
    if (now.getTime() - new Date(action.created_at).getTime() > UNDO_WINDOW_MS) {
      throw conflict(`Too late to undo: an action can be undone for ${seconds} seconds`, { reason: 'expired', seconds })
    }
    if (!principal.permissions.has(action.permission as Permission)) throw forbidden()
    const rows = await trx.selectFrom('undo_row').select(['id', 'table_name', 'before', 'after']).where('capture_id', '=', action.capture_id).execute()
    await reverseRows(
      trx,
      rows.map((row) => ({ ...row, id: Number(row.id) })),
    )
    const originals = await trx
      .selectFrom('user_event')
      .select(['id', 'type', 'target_type', 'target_id', 'detail'])
      .where('id', 'in', action.event_ids)
      .orderBy('id')
      .execute()
    const undoEvents: number[] = []
    for (const original of originals) {
      const { before = null, after = null } = original.detail as { before?: unknown; after?: unknown }
      undoEvents.push(
        await recordEvent(trx, {
          principal,
          ip: request.ip,
          at: now,
          type: 'UNDO',
          // A stored event names a target type the server wrote.
          targetType: (original.target_type as AuditTargetType | null) ?? undefined,
          targetId: original.target_id ?? undefined,
          detail: { undoes: Number(original.id), undoneType: original.type, before: after, after: before },
        }),
      )
    }
    await trx.updateTable('undo_action').set({ undone_at: now, undo_event_id: undoEvents[0]! }).where('event_id', '=', action.event_id).execute()
    return { eventId: undoEvents[0]!, undone: originals.map((original) => Number(original.id)) }
  })
}
