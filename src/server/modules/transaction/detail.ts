import type { TransactionDetail, TransactionUpdate } from '@domain/entities/transaction'
import { allowedActions } from '@domain/transaction-actions'
import { type Kysely, sql } from 'kysely'
import { auditedWrite, type Writer } from '../../crud'
import type { Services } from '../../services'
import type { Principal } from '../../auth/principal'
import type { Database } from '../../db/database'
import { notFound } from '../../errors'
import { type ActedPayment, actOnPayment } from '../../payment-action'
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

/** An operator's action on one payment, inside the caller's transaction: audited with the payment before and after as the API answers it. */
export function actOnTransactionRow(trx: Kysely<Database>, principal: Principal, payment: ActedPayment, input: TransactionUpdate, now: Date) {
  return actOnPayment(trx, principal, payment, input, now, async () => mapTransaction((await findTransaction(trx, principal, payment.merchant_name, payment.external_id))!))
}

/**
 * Applies an operator action in one database transaction: the payment, its activity row and the
 * UPDATE_TRANSACTION audit event are saved together or not at all (payment-action.ts).
 */
export async function actOnTransaction(services: Services, writer: Writer, target: { merchantName: string; transaction: string }, input: TransactionUpdate): Promise<void> {
  await auditedWrite(services, writer, async (trx, now) => {
    const row = await findTransaction(trx, writer.principal, target.merchantName, target.transaction)
    if (!row) throw notFound('Transaction')
    return { answer: null, event: await actOnTransactionRow(trx, writer.principal, row, input, now) }
  })
}
