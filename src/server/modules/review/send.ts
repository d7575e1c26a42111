import type { reviewSendAnswerSchema, reviewSendInputSchema } from '@domain/entities/review'
import { sql } from 'kysely'
import type { z } from 'zod'
import { merchantInScope } from '../../auth/scope'
import { auditedWrite, type WriteEvent, type Writer } from '../../crud'
import type { Services } from '../../services'
import { reviewCaseEvent } from './claims'

type SendInput = z.output<typeof reviewSendInputSchema>
type SendAnswer = z.output<typeof reviewSendAnswerSchema>

/**
 * Sends payments to review, in one transaction: each payment of the caller's scope with a card
 * joins its card's open case in the space or opens one (review_open, as the platform's own
 * checks do, but past the allow list), audited as REVIEW_OPEN. Results follow the input's order;
 * a payment out of scope or without a card is reported, not sent.
 */
export async function sendToReview(services: Services, writer: Writer, input: SendInput): Promise<SendAnswer> {
  const { principal } = writer
  return auditedWrite(services, writer, async (trx, now) => {
    const wanted = input.transactions
    const found = await trx
      .selectFrom('transaction as t')
      .innerJoin('merchant as m', 'm.id', 't.merchant_id')
      .select(['t.id', 't.merchant_id', 'm.name as merchant_name', 'm.space_id', 't.external_id', 't.card_hash', 't.card_bin', 't.card_last4'])
      .where(
        sql<boolean>`(m.name, t.external_id) in (select * from unnest(${sql.val(wanted.map((w) => w.merchantName))}::text[], ${sql.val(wanted.map((w) => w.transaction))}::text[]))`,
      )
      .where(merchantInScope(principal, 't.merchant_id'))
      .execute()
    const byKey = new Map(found.map((t) => [`${t.merchant_name}/${t.external_id}`, t]))
    const results: SendAnswer['results'] = []
    const events: WriteEvent[] = []
    for (const { merchantName, transaction } of wanted) {
      const payment = byKey.get(`${merchantName}/${transaction}`)
      if (!payment) {
        results.push({ merchantName, transaction, caseId: null, opened: false, message: 'Transaction not found' })
        continue
      }
      if (!payment.card_hash) {
        results.push({ merchantName, transaction, caseId: null, opened: false, message: 'This payment has no card to review' })
        continue
      }
      const { rows } = await sql<{ review_case_id: number; case_opened: boolean; reason_added: boolean }>`
        select * from review_open(${payment.space_id}, ${payment.card_hash}, ${payment.card_bin}, ${payment.card_last4}, 'MANUAL', null,
          ${payment.id}, ${payment.merchant_id}, ${principal.username}, ${input.note ?? 'Sent to review'}, ${now.toISOString()}::timestamptz)`.execute(trx)
      const { review_case_id, case_opened: opened, reason_added } = rows[0]!
      const caseId = Number(review_case_id)
      results.push({ merchantName, transaction, caseId, opened, message: reason_added ? null : 'Already under review for this payment' })
      if (reason_added) events.push(reviewCaseEvent({ type: 'REVIEW_OPEN', targetId: caseId, detail: { transaction: `${merchantName}/${transaction}`, opened } }))
    }
    return { answer: { results }, event: events }
  })
}
