import { type ChangeRequest, decidedByRequest } from '@domain/entities/approval'
import type { ApprovalPolicy, UserEventType } from '@domain/enums'
import type { Permission } from '@domain/permissions'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { type ChangeRequestRow, changeRequestEvent, fingerprintOf, heldCallOf, openSealed, toChangeRequest, weigh } from '../../approval-gate'
import { loadPrincipal, type Principal } from '../../auth/principal'
import { auditedWrite, type Writer } from '../../crud'
import type { Database } from '../../db/database'
import { inHeldTransaction } from '../../db/held-transaction'
import { conflict, forbidden } from '../../errors'
import type { Services } from '../../services'
import { expireDue, findRequest } from './queries'

/** What a request's decision ends it as, with its audit event's type. */
const ends = {
  APPROVED: 'APPROVAL_APPROVE',
  REJECTED: 'APPROVAL_REJECT',
  CANCELLED: 'APPROVAL_CANCEL',
  EXPIRED: 'APPROVAL_EXPIRE',
  STALE: 'APPROVAL_STALE',
} as const satisfies Record<string, UserEventType>

type End = keyof typeof ends

/** Ends a locked pending request, audited with it before and after; answers it as the writer sees it. */
async function end(services: Services, writer: Writer, row: ChangeRequestRow, state: End, note: string | null = null): Promise<ChangeRequest> {
  return auditedWrite(services, writer, async (trx, now) => {
    // A request that lapsed was decided by nobody, when its time ran out.
    const lapsed = state === 'EXPIRED'
    const decided = { state, decided_by: lapsed ? null : writer.principal.username, decided_at: lapsed ? row.expires_at : now, note, updated_at: now }
    await trx.updateTable('change_request').set(decided).where('id', '=', row.id).execute()
    const after = { ...row, ...decided }
    return { answer: toChangeRequest(after, writer.principal), event: changeRequestEvent(ends[state], toChangeRequest(row, null), toChangeRequest(after, null)) }
  })
}

const decided = () => conflict('This request was already decided', { reason: 'alreadyDecided' })
const expired = () => conflict('This request expired before it was approved: ask again', { reason: 'expired' })
const stale = () => conflict('The record changed since the request, or its requester may no longer make it: it must be asked again', { reason: 'stale' })

/** The pending request of this id, locked for the decision; 409 once decided. A lapsed one is marked EXPIRED (`lapsed`). */
async function pendingRequest(db: Kysely<Database>, principal: Principal, id: number, now: Date) {
  const row = await findRequest(db, principal, id, true)
  if (row.state !== 'PENDING') throw decided()
  return { row, lapsed: new Date(row.expires_at).getTime() <= now.getTime() }
}

/** Someone other than the requester, holding the held call's permission: the requester never decides their own, the super admin included. */
function mustDecide(principal: Principal, row: ChangeRequestRow): void {
  if (row.requested_by_id !== null && Number(row.requested_by_id) === principal.userId) throw forbidden('A second person decides a request: not the one who asked')
  if (!principal.permissions.has(row.permission as Permission)) throw forbidden()
}

/** Thrown inside the approval when the request's records changed since it was asked. */
class Stale extends Error {}

/**
 * Approves a pending request and applies it, in one transaction: the request's row is locked
 * (a second approver waits, then finds it decided: 409), its time, requester and approver are
 * checked, the held call runs again as the approver with its writes noted, and when they would
 * replace other values than the request saw (a changed record) the run is undone and the request
 * is STALE. Answers the request and what the held call answered.
 */
export async function approveRequest(services: Services, app: FastifyInstance, writer: { principal: Principal; request: FastifyRequest; reply: FastifyReply }, id: number, note: string | null) {
  const { principal, request, reply } = writer
  await expireDue(services)
  const now = services.now()
  const outcome = await inHeldTransaction(services.db, async () => {
    const { row, lapsed } = await pendingRequest(services.db, principal, id, now)
    if (lapsed) return { refused: expired(), changeRequest: await end(services, writer, row, 'EXPIRED') }
    mustDecide(principal, row)
    const held = heldCallOf(app, row.call_id)
    const input = openSealed(services, row.sealed_input)
    const requester = row.requested_by_id === null ? null : await loadPrincipal(services.db, Number(row.requested_by_id), now)
    if (!held || !input || !requester?.permissions.has(row.permission as Permission)) return { refused: stale(), changeRequest: await end(services, writer, row, 'STALE') }
    // An approval is not undone: the request's writes are kept without an undo of their own.
    request.callAccess = null
    try {
      const ran = await services.db.transaction().execute(async () => {
        const applied = await weigh(() => held.replay({ ...input, principal, request, reply }), { changeRequest: Number(row.id), requestedBy: row.requested_by })
        // A request decided by itself alone (a system command) has no records to have changed.
        if (!decidedByRequest.includes(row.policy as ApprovalPolicy) && fingerprintOf(applied.changes) !== row.fingerprint) throw new Stale()
        return applied
      })
      return { result: ran.answer, changeRequest: await end(services, writer, row, 'APPROVED', note) }
    } catch (error) {
      if (!(error instanceof Stale)) throw error
      return { refused: stale(), changeRequest: await end(services, writer, row, 'STALE') }
    }
  })
  if ('refused' in outcome) throw outcome.refused
  // The held call's own status (201 for a record it created) is not the approval's.
  reply.code(200)
  return { changeRequest: outcome.changeRequest, result: outcome.result }
}

/** Rejects a pending request with a reason; nothing of it is applied. */
export async function rejectRequest(services: Services, writer: Writer, id: number, reason: string): Promise<ChangeRequest> {
  return decide(services, writer, id, (row) => {
    mustDecide(writer.principal, row)
    return { state: 'REJECTED', note: reason }
  })
}

/** Its requester withdraws a pending request. */
export async function cancelRequest(services: Services, writer: Writer, id: number): Promise<ChangeRequest> {
  return decide(services, writer, id, (row) => {
    if (row.requested_by_id === null || Number(row.requested_by_id) !== writer.principal.userId) throw forbidden('Only the one who asked cancels a request')
    return { state: 'CANCELLED', note: null }
  })
}

/** Ends a pending request as `choose` says, in one transaction with its lock; a lapsed one is marked EXPIRED instead (409). */
async function decide(services: Services, writer: Writer, id: number, choose: (row: ChangeRequestRow) => { state: End; note: string | null }): Promise<ChangeRequest> {
  await expireDue(services)
  const now = services.now()
  const outcome = await inHeldTransaction(services.db, async () => {
    const { row, lapsed } = await pendingRequest(services.db, writer.principal, id, now)
    if (lapsed) return { refused: expired(), changeRequest: await end(services, writer, row, 'EXPIRED') }
    const { state, note } = choose(row)
    return { changeRequest: await end(services, writer, row, state, note) }
  })
  if ('refused' in outcome) throw outcome.refused
  return outcome.changeRequest
}
