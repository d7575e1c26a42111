import type { ReviewCaseSummary } from '@domain/entities/review'
import type { UserEventType } from '@domain/enums'
import { type Kysely, sql } from 'kysely'
import type { Principal } from '../../auth/principal'
import { visibleSpace } from '../../auth/scope'
import { auditedAs, auditedWrite, type WriteEvent, type Writer } from '../../crud'
import type { Database } from '../../db/database'
import { conflict, notFound } from '../../errors'
import { isoTime } from '../../mappers'
import type { Services } from '../../services'
import { leaseEnd, renewLease } from './case'
import { type CaseRow, caseInScope, caseRows, caseSummaries, inTab, standing, toSummary } from './queries'

/** A case of the caller's scope with what its summary shows, locked for the rest of the write; 404 when it sees none. */
export async function lockCase(trx: Kysely<Database>, principal: Principal, id: number): Promise<CaseRow> {
  const row = await caseRows(trx, principal).where('c.id', '=', id).forUpdate('c').executeTakeFirst()
  if (!row) throw notFound('Review case')
  return row
}

export const decidedAlready = () => conflict('This case is decided already', { reason: 'decided' })

/**
 * Refuses (409) a write on a case the caller does not hold: a decided one, or one without the
 * caller's live lease.
 */
export function mustHold(row: CaseRow, principal: Principal, now: Date): void {
  const { state, heldBy } = standing(row, now)
  if (state === 'DECIDED') throw decidedAlready()
  if (state !== 'CLAIMED' || heldBy !== principal.username) throw conflict('Claim this case before deciding or releasing it', { reason: 'notHolder' })
}

/** The summary of one case as the caller sees it, for an audit row's before and after. */
export async function summaryOf(trx: Kysely<Database>, principal: Principal, id: number, now: Date): Promise<ReviewCaseSummary> {
  const [summary] = await caseSummaries(trx, principal, [id], now)
  return summary!
}

/** The audit row of a write to a case: a claim, a decision, a note, a payment sent to it. */
export const reviewCaseEvent = auditedAs('reviewCase')

/** A write to a case, audited with the case before and after it. */
export function caseEvent(type: UserEventType, before: ReviewCaseSummary, after: ReviewCaseSummary, more: Record<string, unknown> = {}): WriteEvent {
  return reviewCaseEvent({ type, targetId: after.id, detail: { ...more, before, after } })
}

/**
 * A claim's change to the case: who holds it, until when, and where it waited (where a lapsed or
 * released claim returns it). The summary after is the one before with this change.
 */
async function setClaim(trx: Kysely<Database>, id: number, before: ReviewCaseSummary, claim: Pick<CaseRow, 'state' | 'held_by' | 'claimed_at' | 'lease_expires_at' | 'claimed_from'>, now: Date) {
  await trx.updateTable('review_case').set({ ...claim, snoozed_until: null, updated_at: now }).where('id', '=', id).execute()
  return { ...before, ...standing({ ...claim, snoozed_until: null }, now), updated: isoTime(now) }
}

/** Leases the case to the caller, audited as REVIEW_CLAIM. */
async function leaseTo(trx: Kysely<Database>, principal: Principal, row: CaseRow, now: Date): Promise<WriteEvent> {
  const before = toSummary(row, now)
  const claim = {
    state: 'CLAIMED',
    held_by: principal.username,
    claimed_at: now,
    lease_expires_at: leaseEnd(now),
    claimed_from: before.state === 'ESCALATED' ? 'ESCALATED' : 'OPEN',
  }
  return caseEvent('REVIEW_CLAIM', before, await setClaim(trx, row.id, before, claim, now))
}

/**
 * The caller's next case: one it holds already, else the top of the open queue of its scope (one
 * space when asked), by priority then age, taken with SKIP LOCKED so that callers at once each
 * take another, and leased to the caller. Null when the queue is empty.
 */
export async function takeNext(services: Services, writer: Writer, space: string | undefined): Promise<number | null> {
  const { principal } = writer
  const spaceId = space === undefined ? undefined : (await visibleSpace(services.db, principal, space))?.id
  if (space !== undefined && spaceId === undefined) throw notFound('Space')
  return auditedWrite(services, writer, async (trx, now) => {
    const inSpace = sql<boolean>`${spaceId === undefined ? sql`true` : sql`c.space_id = ${spaceId}`}`
    const held = await trx
      .selectFrom('review_case as c')
      .select('c.id')
      .where(caseInScope(principal))
      .where(inSpace)
      .where(inTab('mine', principal, now))
      .orderBy('c.claimed_at')
      .orderBy('c.id')
      .limit(1)
      .executeTakeFirst()
    if (held) {
      await renewLease(trx, principal, held.id, now)
      return { answer: held.id, event: [] }
    }
    const top = await caseRows(trx, principal)
      .where(inSpace)
      .where(inTab('open', principal, now))
      .orderBy('c.queue_rank')
      .orderBy('c.id')
      .limit(1)
      .forUpdate('c')
      .skipLocked()
      .executeTakeFirst()
    if (!top) return { answer: null, event: [] }
    return { answer: top.id, event: await leaseTo(trx, principal, top, now) }
  })
}

/**
 * Claims one case: leased to the caller unless another analyst holds a live lease (409); the
 * caller's own claim is renewed. A decided case cannot be claimed (409).
 */
export async function claimCase(services: Services, writer: Writer, id: number): Promise<void> {
  const { principal } = writer
  await auditedWrite(services, writer, async (trx, now) => {
    const row = await lockCase(trx, principal, id)
    const { state, heldBy, leaseExpiresAt } = standing(row, now)
    if (state === 'DECIDED') throw decidedAlready()
    if (state === 'CLAIMED' && heldBy === principal.username) {
      await renewLease(trx, principal, id, now)
      return { answer: null, event: [] }
    }
    if (state === 'CLAIMED') {
      throw conflict(`${heldBy} holds this case until ${leaseExpiresAt}`, { reason: 'heldByOther', heldBy: heldBy!, until: isoTime(row.lease_expires_at!) })
    }
    return { answer: null, event: await leaseTo(trx, principal, row, now) }
  })
}

/** Gives a case the caller holds back to where it waited (the open or the escalated queue). */
export async function releaseCase(services: Services, writer: Writer, id: number): Promise<void> {
  const { principal } = writer
  await auditedWrite(services, writer, async (trx, now) => {
    const row = await lockCase(trx, principal, id)
    mustHold(row, principal, now)
    const before = toSummary(row, now)
    const free = { state: row.claimed_from ?? 'OPEN', held_by: null, claimed_at: null, lease_expires_at: null, claimed_from: null }
    return { answer: null, event: caseEvent('REVIEW_CLAIM', before, await setClaim(trx, id, before, free, now), { released: true }) }
  })
}
