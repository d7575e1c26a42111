import type { TransactionDetail, TransactionUpdate } from '@domain/entities/transaction'
import { allowedActions, applyAction } from '@domain/transaction-actions'
import { type Kysely, sql } from 'kysely'
import { auditedWrite, type Writer } from '../../crud'
import type { Services } from '../../services'
import type { Principal } from '../../auth/principal'
import type { Database } from '../../db/database'
import { conflict, notFound } from '../../errors'
import { toActivity } from './mappers'
import { mapTransaction, type TransactionRowWithNames, transactionRows } from './queries'
import { merchantInScope, merchantsOwn } from '../../auth/scope'

/** The transaction `externalId` of merchant `merchantName`, if the caller may see it. */
export function findTransaction(db: Kysely<Database>, principal: Principal, merchantName: string, externalId: string) {
  return merchantsOwn(transactionRows(db), 't', principal, merchantName, externalId)
}

/** Active fraud blocks of a value the caller may see: its merchants' blocks and its space's. */
export function fraudBlocksInScope(principal: Principal) {
  if (principal.superAdmin) return sql<boolean>`true`
  return sql<boolean>`((fb.merchant_id is null and fb.space_id = ${principal.spaceId}) or ${merchantInScope(principal, 'fb.merchant_id')})`
}

/** The detail: payment, customer, metadata, gateway, activities and logs as one timeline. */
export async function loadDetail(db: Kysely<Database>, principal: Principal, row: TransactionRowWithNames, now: Date): Promise<TransactionDetail> {
  const transaction = mapTransaction(row)
  const [activities, logs, blocks] = await Promise.all([
    db
      .selectFrom('transaction_activity')
      .selectAll()
      .where('transaction_id', '=', row.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('transaction_log')
      .select(['id', 'transaction_id', 'merchant_id', 'operation', 'gateway', 'url', 'http_status', 'duration_ms', 'result', 'created_at'])
      .where('transaction_id', '=', row.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    row.card_hash
      ? db
          .selectFrom('fraud_block as fb')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('fb.account_id', '=', row.card_hash)
          .where('fb.status', '=', 'ACTIVE')
          .where((eb) => eb.or([eb('fb.expires_at', 'is', null), eb('fb.expires_at', '>', now)]))
          .where(fraudBlocksInScope(principal))
          .executeTakeFirst()
      : undefined,
  ])
  const names = { transaction_external_id: row.external_id, merchant_name: row.merchant_name }
  const activityItems = activities.map((a) => toActivity({ ...a, ...names }))
  const logItems = logs.map((l) => ({
    id: String(l.id),
    transactionId: row.external_id,
    merchantAccount: row.merchant_name,
    gateway: l.gateway,
    operation: l.operation,
    url: l.url,
    httpStatus: l.http_status,
    durationMs: l.duration_ms,
    result: l.result as TransactionDetail['logs'][number]['result'],
    created: new Date(l.created_at).toISOString(),
  }))
  const timeline: TransactionDetail['timeline'] = [
    ...activityItems.map((a) => ({
      kind: 'ACTIVITY' as const,
      id: a.id,
      created: a.created,
      label: a.type,
      result: a.result,
      status: a.status,
      amount: a.amount,
      reason: a.reason,
      username: a.username,
    })),
    ...logItems.map((l) => ({
      kind: 'LOG' as const,
      id: l.id,
      created: l.created,
      label: l.operation,
      result: l.result,
      status: null,
      amount: null,
      reason: null,
      username: null,
    })),
  ].sort((a, b) => a.created.localeCompare(b.created) || a.kind.localeCompare(b.kind))
  return {
    ...transaction,
    activities: activityItems,
    logs: logItems,
    timeline,
    activeFraudBlocks: Number(blocks?.n ?? 0),
    allowedActions: allowedActions(transaction),
  }
}

/**
 * Applies an operator action in one database transaction: the transaction row (locked while
 * it changes), its activity row and the UPDATE_TRANSACTION audit event are saved together or
 * not at all. A transition the state machine refuses is a 409 with its message.
 */
export async function actOnTransaction(services: Services, writer: Writer, target: { merchantName: string; transaction: string }, input: TransactionUpdate): Promise<void> {
  const { principal } = writer
  await auditedWrite(services, writer, async (trx, now) => {
    const found = await findTransaction(trx, principal, target.merchantName, target.transaction)
    if (!found) throw notFound('Transaction')
    // Read again once locked: the audit keeps the transaction as the action found it.
    await trx.selectFrom('transaction').select('id').where('id', '=', found.id).forUpdate().execute()
    const row = (await findTransaction(trx, principal, target.merchantName, target.transaction))!
    const transaction = mapTransaction(row)
    const before = {
      status: transaction.status,
      direction: transaction.direction,
      amount: transaction.amount,
      capturedAmount: transaction.capturedAmount,
      refundedAmount: transaction.refundedAmount,
    }
    const outcome = applyAction(before, input.action, input.amount)
    if ('refused' in outcome) throw conflict(outcome.refused)
    await trx
      .updateTable('transaction')
      .set({ status: outcome.status, captured_amount: outcome.capturedAmount, refunded_amount: outcome.refundedAmount, updated_at: now })
      .where('id', '=', row.id)
      .execute()
    await trx
      .insertInto('transaction_activity')
      .values({
        transaction_id: row.id,
        merchant_id: row.merchant_id,
        type: outcome.activityType,
        status: outcome.status,
        result: 'APPROVED',
        amount: outcome.activityAmount,
        currency: row.currency,
        result_code: '0000',
        reason: input.reason,
        source: 'CONSOLE',
        username: principal.username,
        created_at: now,
      })
      .execute()
    const after = mapTransaction((await findTransaction(trx, principal, target.merchantName, target.transaction))!)
    return {
      answer: null,
      event: {
        type: 'UPDATE_TRANSACTION',
        targetType: 'transaction',
        targetId: `${row.merchant_name}/${row.external_id}`,
        detail: {
          action: input.action,
          amount: outcome.activityAmount,
          currency: row.currency,
          reason: input.reason,
          before: transaction,
          after,
        },
      },
    }
  })
}
