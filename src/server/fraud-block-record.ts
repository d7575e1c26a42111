import type { FraudBlock } from '@domain/entities/fraud'
import type { BlocklistField } from '@domain/enums'
import type { Kysely } from 'kysely'
import type { Database } from './db/database'
import type { RowOf } from './lists'
import { blockRecord } from './mappers'

/**
 * Fraud blocks as the API answers them: read by the fraud area, and by a review's FRAUD decision,
 * which blocks the card and keeps the block in its audit row.
 */
export function selectBlocks(db: Kysely<Database>) {
  return db
    .selectFrom('fraud_block as fb')
    .innerJoin('space as s', 's.id', 'fb.space_id')
    .leftJoin('merchant as m', 'm.id', 'fb.merchant_id')
    .select([
      'fb.id',
      'fb.field',
      'fb.account_id',
      'fb.card_bin',
      'fb.card_last4',
      'fb.payment_type',
      'fb.space_id',
      'fb.merchant_id',
      's.name as space_name',
      'm.name as merchant_name',
      'fb.reason',
      'fb.status',
      'fb.expires_at',
      'fb.created_by',
      'fb.deleted_by',
      'fb.deleted_reason',
      'fb.created_at',
      'fb.updated_at',
    ])
}

type BlockRow = RowOf<typeof selectBlocks>

export function toFraudBlock(row: BlockRow, now: Date): FraudBlock {
  return {
    id: Number(row.id),
    field: row.field as BlocklistField,
    accountId: row.account_id,
    cardBin: row.card_bin,
    cardLast4Digits: row.card_last4,
    paymentType: row.payment_type,
    space: row.space_name,
    merchantAccount: row.merchant_name,
    ...blockRecord(row, now),
    deletedBy: row.deleted_by,
    deletedReason: row.deleted_reason,
  }
}

/** New blocks as the API answers them, in the order of `ids`: what their audit rows keep. */
export async function fraudBlocksOf(db: Kysely<Database>, ids: number[], now: Date): Promise<FraudBlock[]> {
  const rows = await selectBlocks(db).where('fb.id', 'in', ids).execute()
  const byId = new Map(rows.map((row) => [Number(row.id), toFraudBlock(row, now)]))
  return ids.map((id) => byId.get(id)!)
}

