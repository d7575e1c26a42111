import type { ReviewDecisionInput } from '@domain/entities/review'
import type { ReviewState } from '@domain/enums'
import type { Kysely } from 'kysely'
import type { Principal } from '../../auth/principal'
import { merchantInScope } from '../../auth/scope'
import { auditedWrite, type WriteEvent, type Writer } from '../../crud'
import type { Database } from '../../db/database'
import { fieldError } from '../../errors'
import { blockCreated, fraudBlocksOf } from '../../fraud-block-record'
import type { Services } from '../../services'
import { inForceAt } from '../../where-sent'
import { actOnTransactionRow } from '../transaction/detail'
import { caseEvent, lockCase, mustHold, summaryOf } from './claims'
import { type CaseRow, toSummary } from './queries'

const DAY_MS = 24 * 3600_000
/** The furthest a case may be snoozed. */
const SNOOZE_DAYS = 30

/** Where each decision leaves the case. */
const stateAfter: Record<ReviewDecisionInput['outcome'], ReviewState> = { LEGITIMATE: 'DECIDED', FRAUD: 'DECIDED', ESCALATE: 'ESCALATED', SNOOZE: 'SNOOZED' }

/** What a decision's options say, checked against its outcome and the time: a field error for the first that does not fit. */
function checkOptions(input: ReviewDecisionInput, now: Date): Date | null {
  if (input.refund && input.outcome !== 'FRAUD') throw fieldError('refund', 'Only a fraud decision refunds the payments')
  if (input.allowList && input.outcome !== 'LEGITIMATE') throw fieldError('allowList', 'Only a legitimate decision allows the card')
  if (input.outcome !== 'SNOOZE') {
    if (input.snoozeUntil) throw fieldError('snoozeUntil', 'Only a snooze has a time to come back')
    return null
  }
  const until = new Date(input.snoozeUntil!)
  if (until <= now) throw fieldError('snoozeUntil', 'Choose a time in the future', 'future_time')
  if (until.getTime() > now.getTime() + SNOOZE_DAYS * DAY_MS) throw fieldError('snoozeUntil', `Snooze for at most ${SNOOZE_DAYS} days`)
  return until
}

/**
 * Decides a case the caller holds, in one transaction with its side effects, audited as
 * REVIEW_DECISION with the case before and after (and the rows of what it did besides): LEGITIMATE
 * closes it (and may allow the card), FRAUD closes it with a fraud block on the card that names
 * the case (and may refund the card's refundable payments), ESCALATE sends it to the escalation
 * queue, SNOOZE puts it aside until its time. The lock on the case makes a second decision find
 * it decided (409), so each side effect happens once.
 */
export async function decideCase(services: Services, writer: Writer, id: number, input: ReviewDecisionInput): Promise<void> {
  const { principal } = writer
  await auditedWrite(services, writer, async (trx, now) => {
    const row = await lockCase(trx, principal, id)
    mustHold(row, principal, now)
    const snoozedUntil = checkOptions(input, now)
    const before = toSummary(row, now)
    const label = `Review case ${id}: ${input.reasonCode}`
    const effects: WriteEvent[] = []
    let fraudBlockId: number | null = null
    if (input.outcome === 'FRAUD') {
      const blocks = await blockCard(trx, principal, row, label, now)
      fraudBlockId = blocks.ids[0] ?? null
      effects.push(...blocks.events)
      if (input.refund) effects.push(...(await refundCard(trx, principal, row, label, now)))
    }
    const allowListed = input.outcome === 'LEGITIMATE' && input.allowList === true
    if (allowListed) {
      await trx
        .insertInto('review_allow')
        .values({ space_id: row.space_id, card_hash: row.card_hash, case_id: id, added_by: principal.username, created_at: now })
        .onConflict((oc) => oc.columns(['space_id', 'card_hash']).doNothing())
        .execute()
    }
    await trx
      .insertInto('review_decision')
      .values({
        case_id: id,
        outcome: input.outcome,
        reason_code: input.reasonCode,
        note: input.note ?? null,
        decided_by: principal.username,
        claimed_at: row.claimed_at,
        fraud_block_id: fraudBlockId,
        refunded: effects.filter((e) => e.type === 'UPDATE_TRANSACTION').length,
        allow_listed: allowListed,
        snoozed_until: snoozedUntil,
        created_at: now,
      })
      .execute()
    await trx
      .updateTable('review_case')
      .set({ state: stateAfter[input.outcome], held_by: null, claimed_at: null, lease_expires_at: null, claimed_from: null, snoozed_until: snoozedUntil, updated_at: now })
      .where('id', '=', id)
      .execute()
    const after = await summaryOf(trx, principal, id, now)
    return { answer: null, event: [caseEvent('REVIEW_DECISION', before, after, { outcome: input.outcome, reasonCode: input.reasonCode }), ...effects] }
  })
}

/**
 * A fraud block on the card, naming the case: space-wide for a space-wide caller, else one for
 * each of the caller's merchants among the case's payments (a narrower caller's blocks name a
 * merchant). A block already in force on the card there is kept rather than doubled.
 */
async function blockCard(trx: Kysely<Database>, principal: Principal, row: CaseRow, reason: string, now: Date): Promise<{ ids: number[]; events: WriteEvent[] }> {
  const spaceWide = principal.superAdmin || principal.scope === 'SPACE'
  const merchants: (number | null)[] = spaceWide
    ? [null]
    : (
        await trx
          .selectFrom('review_reason as r')
          .select('r.merchant_id')
          .distinct()
          .where('r.case_id', '=', row.id)
          .where(merchantInScope(principal, 'r.merchant_id'))
          .orderBy('r.merchant_id')
          .execute()
      ).map((r) => Number(r.merchant_id))
  const ids: number[] = []
  const created: number[] = []
  for (const merchantId of merchants) {
    let target = trx
      .selectFrom('fraud_block as fb')
      .select('fb.id')
      .where('fb.space_id', '=', row.space_id)
      .where('fb.field', '=', 'CREDIT_CARD_NUMBER')
      .where('fb.account_id', '=', row.card_hash)
      .where(inForceAt('fb', now))
    target = merchantId === null ? target.where('fb.merchant_id', 'is', null) : target.where('fb.merchant_id', '=', merchantId)
    const existing = await target.orderBy('fb.id').executeTakeFirst()
    if (existing) {
      ids.push(Number(existing.id))
      continue
    }
    const block = await trx
      .insertInto('fraud_block')
      .values({
        space_id: row.space_id,
        merchant_id: merchantId,
        field: 'CREDIT_CARD_NUMBER',
        account_id: row.card_hash,
        card_bin: row.card_bin,
        card_last4: row.card_last4,
        reason,
        status: 'ACTIVE',
        created_by: principal.username,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    ids.push(Number(block.id))
    created.push(Number(block.id))
  }
  const blocks = created.length === 0 ? [] : await fraudBlocksOf(trx, created, now)
  const events = blocks.map((after) => blockCreated(after, { reviewCase: row.id }))
  return { ids, events }
}

/** Refunds what remains of each of the card's payments in the space the caller sees and may refund, as the transaction screen's refund does. */
async function refundCard(trx: Kysely<Database>, principal: Principal, row: CaseRow, reason: string, now: Date): Promise<WriteEvent[]> {
  const payments = await trx
    .selectFrom('transaction as t')
    .innerJoin('merchant as m', 'm.id', 't.merchant_id')
    .select(['t.id', 't.merchant_id', 'm.name as merchant_name', 't.external_id', 't.currency'])
    .where('t.card_hash', '=', row.card_hash)
    .where('m.space_id', '=', row.space_id)
    .where(merchantInScope(principal, 't.merchant_id'))
    .where('t.status', 'in', ['CHARGED', 'CHARGEBACK_REVERSED'])
    .where('t.direction', '=', 'PAY_IN')
    .whereRef('t.captured_amount', '>', 't.refunded_amount')
    .orderBy('t.id')
    .execute()
  const events: WriteEvent[] = []
  for (const payment of payments) events.push(await actOnTransactionRow(trx, principal, payment, { action: 'REFUND', reason }, now))
  return events
}
