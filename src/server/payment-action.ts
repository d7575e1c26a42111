import type { TransactionUpdate } from '@domain/entities/transaction'
import type { Direction, TransactionStatus } from '@domain/enums'
import { applyAction } from '@domain/transaction-actions'
import type { Kysely } from 'kysely'
import type { Principal } from './auth/principal'
import type { WriteEvent } from './crud'
import type { Database } from './db/database'
import { conflict } from './errors'

/** The payment an operator acts on: its row, and the merchant name its audit row is keyed by. */
export interface ActedPayment {
  id: number
  merchant_id: number
  merchant_name: string
  external_id: string
  currency: string
}

/**
 * An operator's action on a payment (capture, void, refund, chargeback), inside the caller's
 * transaction: the payment row (locked while it changes) and its activity row, answering the
 * UPDATE_TRANSACTION audit event for the caller to record. A transition the state machine
 * refuses is a 409 with its message. The transaction screen and a review's refund both act
 * through it. `read` answers the payment as the API shows it: the audit row keeps it before and
 * after the action.
 */
export async function actOnPayment(
  trx: Kysely<Database>,
  principal: Principal,
  payment: ActedPayment,
  input: TransactionUpdate,
  now: Date,
  read: () => Promise<unknown>,
): Promise<WriteEvent> {
  const locked = await trx
    .selectFrom('transaction')
    .select(['status', 'direction', 'amount', 'captured_amount', 'refunded_amount'])
    .where('id', '=', payment.id)
    .forUpdate()
    .executeTakeFirstOrThrow()
  const entityBefore = await read()
  const before = {
    status: locked.status as TransactionStatus,
    direction: locked.direction as Direction,
    amount: Number(locked.amount),
    capturedAmount: Number(locked.captured_amount),
    refundedAmount: Number(locked.refunded_amount),
  }
  const outcome = applyAction(before, input.action, input.amount)
  if ('refused' in outcome) throw conflict(outcome.refused)
  await trx
    .updateTable('transaction')
    .set({ status: outcome.status, captured_amount: outcome.capturedAmount, refunded_amount: outcome.refundedAmount, updated_at: now })
    .where('id', '=', payment.id)
    .execute()
  await trx
    .insertInto('transaction_activity')
    .values({
      transaction_id: payment.id,
      merchant_id: payment.merchant_id,
      type: outcome.activityType,
      status: outcome.status,
      result: 'APPROVED',
      amount: outcome.activityAmount,
      currency: payment.currency,
      result_code: '0000',
      reason: input.reason,
      source: 'CONSOLE',
      username: principal.username,
      created_at: now,
    })
    .execute()
  return {
    type: 'UPDATE_TRANSACTION',
    targetType: 'transaction',
    targetId: `${payment.merchant_name}/${payment.external_id}`,
    detail: {
      action: input.action,
      amount: outcome.activityAmount,
      currency: payment.currency,
      reason: input.reason,
      before: entityBefore,
      after: await read(),
    },
  }
}
