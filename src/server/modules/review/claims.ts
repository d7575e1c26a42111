import type { ReviewCase, ReviewCaseSummary, reviewNextInputSchema } from '@domain/entities/review'
import type { UserEventType } from '@domain/enums'
import { type Kysely, type QueryCreator, sql } from 'kysely'
import type { Principal } from '../../auth/principal'
import { visibleSpace } from '../../auth/scope'
import { auditedAs, auditedWrite, type WriteEvent, type Writer } from '../../crud'
import type { Database } from '../../db/database'
import { conflict, notFound } from '../../errors'
import { isoTime } from '../../mappers'
import type { Services } from '../../services'
import type { z } from 'zod'
import { caseWithPane, leaseEnd, paneOf, renewal } from './case'
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

type ReviewNextInput = z.output<typeof reviewNextInputSchema>

type Claim = Pick<CaseRow, 'state' | 'held_by' | 'claimed_at' | 'lease_expires_at' | 'claimed_from'>

/** The case leased to the caller from now, remembering where it waited (where a lapsed or released claim returns it). */
function claimBy(principal: Principal, from: ReviewCaseSummary['state'], now: Date): Claim {
  return { state: 'CLAIMED', held_by: principal.username, claimed_at: now, lease_expires_at: leaseEnd(now), claimed_from: from === 'ESCALATED' ? 'ESCALATED' : 'OPEN' }
}

/** The summary of a case after a claim's change (or its release) to the case summarised by `before`. */
function withClaim(before: ReviewCaseSummary, claim: Claim, now: Date): ReviewCaseSummary {
  return { ...before, ...standing({ ...claim, snoozed_until: null }, now), updated: isoTime(now) }
}

/** Writes a claim's change (or its release) to the case; answers the summary after it. */
async function setClaim(trx: Kysely<Database>, id: number, before: ReviewCaseSummary, claim: Claim, now: Date) {
  await trx.updateTable('review_case').set({ ...claim, snoozed_until: null, updated_at: now }).where('id', '=', id).execute()
  return withClaim(before, claim, now)
}

/** Leases the case to the caller, audited as REVIEW_CLAIM. */
async function leaseTo(trx: Kysely<Database>, principal: Principal, row: CaseRow, now: Date): Promise<WriteEvent> {
  const before = toSummary(row, now)
  return caseEvent('REVIEW_CLAIM', before, await setClaim(trx, row.id, before, claimBy(principal, before.state, now), now))
}

/**
 * The caller's next case, as its pane: one it holds already (its lease renewed), else the top of
 * the open queue of its scope (one space when asked), by priority then age, taken with SKIP
 * LOCKED so that callers at once each take another, and leased to the caller. `ahead`, for the
 * case to move on to while one is in hand, leaves the held cases aside. Null when the queue is
 * empty. The choice, the claim and the pane's read are one statement (the read sees the case as
 * it was, so the claim's change is put in here), then its audit row and what the card's payments
 * share: the queue's busiest call waits on few round trips.
 */
export async function takeNext(services: Services, writer: Writer, { space, ahead = false }: ReviewNextInput): Promise<ReviewCase | null> {
  const { principal } = writer
  const inSpace = space === undefined ? sql<boolean>`true` : sql<boolean>`c.space_id = (select s.id from space s where s.name = ${space})`
  const waiting = (qc: QueryCreator<Database>, tab: 'mine' | 'open', now: Date) =>
    qc.selectFrom('review_case as c').select('c.id').where(caseInScope(principal)).where(inSpace).where(inTab(tab, principal, now))
  const taken = await auditedWrite(
    services,
    writer,
    async (trx, now) => {
      const claim = claimBy(principal, 'OPEN', now)
      const row = await caseWithPane(
        trx
          .with('mine', (qc) => waiting(qc, 'mine', now).where(sql<boolean>`${!ahead}`).orderBy('c.claimed_at').orderBy('c.id').limit(1))
          .with('top', (qc) =>
            waiting(qc, 'open', now).where(sql<boolean>`not exists (select 1 from mine)`).orderBy('c.queue_rank').orderBy('c.id').limit(1).forUpdate().skipLocked(),
          )
          .with('renewed', (qc) => renewal(qc, principal, sql<number>`(select id from mine)`, now))
          .with('claimed', (qc) =>
            qc
              .updateTable('review_case')
              .set({ ...claim, snoozed_until: null, updated_at: now })
              .where('id', '=', sql<number>`(select id from top)`)
              .returning('id'),
          ),
        principal,
      )
        .select(sql<boolean>`exists (select 1 from claimed)`.as('claimed'))
        .where(sql<boolean>`c.id in (select id from claimed union all select id from renewed)`)
        .executeTakeFirst()
      if (!row) return { answer: null, event: [] }
      if (!row.claimed) return { answer: { row, summary: toSummary({ ...row, lease_expires_at: leaseEnd(now) }, now) }, event: [] }
      const before = toSummary(row, now)
      const after = withClaim(before, claim, now)
      return { answer: { row, summary: after }, event: caseEvent('REVIEW_CLAIM', before, after) }
    },
    undefined,
    { undo: false },
  )
  if (taken) return paneOf(services.db, principal, taken.row, taken.summary, services.now())
  if (space !== undefined && !(await visibleSpace(services.db, principal, space))) throw notFound('Space')
  return null
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
      await renewal(trx, principal, id, now).execute()
      return { answer: null, event: [] }
    }
    if (state === 'CLAIMED') {
      throw conflict(`${heldBy} holds this case until ${leaseExpiresAt}`, { reason: 'heldByOther', heldBy: heldBy!, until: isoTime(row.lease_expires_at!) })
    }
    return { answer: null, event: await leaseTo(trx, principal, row, now) }
  }, undefined, { undo: false })
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
  }, undefined, { undo: false })
}
