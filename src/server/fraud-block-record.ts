import { fraudBlockSchema, type FraudBlock } from '@domain/entities/fraud'
import type { Kysely } from 'kysely'
import { auditedAs, type WriteEvent } from './crud'
import type { Database } from './db/database'
import { inForce } from './mappers'
import { recordFields } from './record-fields'

/**
 * Fraud blocks as the API answers them: read by the fraud area, and by a review's FRAUD decision,
 * which blocks the card and keeps the block in its audit row. A block's fields: its space's and
 * merchant's names (`s`, `m`), and whether it is in force now.
 */
export const blockFields = recordFields(fraudBlockSchema, 'fraud_block as fb', { s: 'space', m: 'merchant' }, (f) => ({
  cardLast4Digits: f.column('card_last4'),
  space: f.select((eb) => eb.ref('s.name')),
  merchantAccount: f.select((eb) => eb.ref('m.name')),
  active: f.lapsing(inForce),
  expiresAt: f.time('expires_at'),
  ...f.stamps,
}))

/** The blocks with every field, and the ids of their space and merchant. */
export function selectBlocks(db: Kysely<Database>) {
  return blockFields.rows(
    blockFields.query(db).innerJoin('space as s', 's.id', 'fb.space_id').leftJoin('merchant as m', 'm.id', 'fb.merchant_id').select(['fb.space_id', 'fb.merchant_id']),
  )
}

/** The audit row of a write to a fraud block, whichever area makes it. */
export const fraudBlockEvent = auditedAs('fraudBlock')

/** A new block's audit row: no block before it, and what the write that made it adds (its batch, its review case). */
export function blockCreated(after: FraudBlock, more: Record<string, unknown> = {}): WriteEvent {
  return fraudBlockEvent({ type: 'CREATE', action: 'BLOCKED', targetId: after.id, detail: { before: null, after, ...more } })
}

/** New blocks as the API answers them, in the order of `ids`: what their audit rows keep. */
export async function fraudBlocksOf(db: Kysely<Database>, ids: number[], now: Date): Promise<FraudBlock[]> {
  const rows = await selectBlocks(db).where('fb.id', 'in', ids).execute()
  const byId = new Map(rows.map((row) => [row.rowId, blockFields.entity(row, now)]))
  return ids.map((id) => byId.get(id)!)
}
