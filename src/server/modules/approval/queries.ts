import type { ApprovalCounts, ChangeRequestSummary } from '@domain/entities/approval'
import type { z } from 'zod'
import type { calls } from '@domain/calls'
import { type Kysely, sql } from 'kysely'
import { type ChangeRequestRow, changeRequestEvent, changeRequestRows, toChangeRequest } from '../../approval-gate'
import { recordEvent } from '../../audit'
import type { Principal } from '../../auth/principal'
import type { Database } from '../../db/database'
import { notFound } from '../../errors'
import { keysetPage, parseSort } from '../../lists'
import type { Services } from '../../services'

type ListQuery = z.output<typeof calls.approval.list.query>

/**
 * The change requests a principal sees: its own, and every one of the spaces it sees whole (the
 * super admin's every space, a space user's own). A group or merchant user sees only its own.
 */
export function visibleRequests(db: Kysely<Database>, principal: Principal) {
  const rows = changeRequestRows(db).select('cr.id as rowId')
  if (principal.superAdmin) return rows
  const spaceWide = principal.scope === 'SPACE' ? sql<boolean>`cr.space_id = ${principal.spaceId}` : sql<boolean>`false`
  return rows.where(sql<boolean>`(cr.requested_by_id = ${principal.userId} or ${spaceWide})`)
}

type Rows = ReturnType<typeof visibleRequests>

/** The pending requests a principal may decide: not its own, of a call whose permission it holds. */
function decidable(rows: Rows, principal: Principal): Rows {
  if (!principal.permissions.has('approval.decide')) return rows.where(sql<boolean>`false`)
  return rows
    .where('cr.state', '=', 'PENDING')
    .where(sql<boolean>`cr.requested_by_id is distinct from ${principal.userId}`)
    .where('cr.permission', 'in', [...principal.permissions])
}

const mine = (rows: Rows, principal: Principal) => rows.where('cr.state', '=', 'PENDING').where('cr.requested_by_id', '=', principal.userId)

export function toSummary(row: ChangeRequestRow, viewer: Principal): ChangeRequestSummary {
  const { request: _request, changes: _changes, note: _note, canDecide: _decide, canCancel: _cancel, ...summary } = toChangeRequest(row, viewer)
  return summary
}

/** A page of a tab of the approvals list: waiting for the caller by default, newest first. */
export function changeRequestPage(db: Kysely<Database>, principal: Principal, query: ListQuery) {
  let rows = visibleRequests(db, principal)
  switch (query.tab ?? 'waiting') {
    case 'waiting':
      rows = decidable(rows, principal)
      break
    case 'mine':
      rows = mine(rows, principal)
      break
    case 'all':
      rows = rows.where('cr.state', '=', 'PENDING')
      break
    case 'decided':
      rows = rows.where('cr.state', '!=', 'PENDING')
      break
  }
  if (query.space) rows = rows.where('s.name', '=', query.space)
  if (query.policy) rows = rows.where('cr.policy', '=', query.policy)
  if (query.requestedBy) rows = rows.where('cr.requested_by', '=', query.requestedBy)
  if (query.targetType && query.targetId) {
    rows = rows.where(sql<boolean>`cr.changes @> ${JSON.stringify([{ targetType: query.targetType, targetId: query.targetId }])}::jsonb`)
  }
  if (query.merchantAccount) {
    const of = (side: 'before' | 'after') => JSON.stringify([{ [side]: { merchantAccount: query.merchantAccount } }])
    rows = rows.where(sql<boolean>`(cr.changes @> ${of('after')}::jsonb or cr.changes @> ${of('before')}::jsonb)`)
  }
  const sort = parseSort(query.sort, { created: 'cr.created_at', expiresAt: 'cr.expires_at' })
  return keysetPage(rows, { limit: query.limit, cursor: query.cursor, sort, idColumn: 'cr.id' }, (row) => toSummary(row, principal))
}

/** How many requests wait for the caller's decision, and how many of its own wait: two counts on the pending index. */
export async function approvalCounts(db: Kysely<Database>, principal: Principal): Promise<ApprovalCounts> {
  const count = (rows: Rows) => rows.clearSelect().select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()
  const [waiting, own] = await Promise.all([count(decidable(visibleRequests(db, principal), principal)), count(mine(visibleRequests(db, principal), principal))])
  return { waiting: Number(waiting.n), mine: Number(own.n) }
}

/** A change request the principal sees; 404 otherwise. `lock` takes its row for the transaction's decision. */
export async function findRequest(db: Kysely<Database>, principal: Principal, id: number, lock = false): Promise<ChangeRequestRow> {
  const query = visibleRequests(db, principal).where('cr.id', '=', id)
  const row = await (lock ? query.forUpdate('cr') : query).executeTakeFirst()
  if (!row) throw notFound('Change request')
  return row
}

/**
 * Marks the pending requests whose time ran out EXPIRED, each audited as its requester's request
 * that lapsed. Run before the approvals are read or decided, so nobody sees or decides one that
 * lapsed; rows another process is expiring are left to it.
 */
export async function expireDue(services: Services): Promise<void> {
  const now = services.now()
  const due = await services.db.selectFrom('change_request').select('id').where('state', '=', 'PENDING').where('expires_at', '<=', now).limit(100).execute()
  if (due.length === 0) return
  await services.db.transaction().execute(async (trx) => {
    const rows = await changeRequestRows(trx)
      .where('cr.id', 'in', due.map((row) => row.id))
      .where('cr.state', '=', 'PENDING')
      .forUpdate('cr')
      .skipLocked()
      .execute()
    for (const row of rows) {
      await trx.updateTable('change_request').set({ state: 'EXPIRED', decided_at: row.expires_at, updated_at: now }).where('id', '=', row.id).execute()
      const requester = { id: row.requested_by_id === null ? null : Number(row.requested_by_id), username: row.requested_by, spaceId: Number(row.space_id) }
      const before = toChangeRequest(row, null)
      const after = toChangeRequest({ ...row, state: 'EXPIRED', decided_at: row.expires_at }, null)
      await recordEvent(trx, { ...changeRequestEvent('APPROVAL_EXPIRE', before, after), user: requester, at: now })
    }
  })
}
