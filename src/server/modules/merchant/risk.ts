import type { FraudConfig, TrustLevel } from '@domain/entities/merchant'
import type { Kysely, Selectable } from 'kysely'
import type { ScopedMerchant } from '../../auth/scope'
import type { Database } from '../../db/database'
import type { FraudConfigTable, TrustLevelTable } from '../../db/tables/risk'
import { fieldError } from '../../errors'
import { stamps } from '../../mappers'

/** Both lists are always there, empty when none: older rows may hold null. */
export function toTrustLevel(row: Selectable<TrustLevelTable>, merchantAccount: string): TrustLevel {
  return {
    id: Number(row.id),
    merchantAccount,
    name: row.name,
    level: row.level as TrustLevel['level'],
    description: row.description,
    maxAmount: row.max_amount === null ? null : Number(row.max_amount),
    currency: row.currency,
    instrumentConfigIds: (Array.isArray(row.instrument_config_ids) ? row.instrument_config_ids : []).map(Number),
    restrictions: Array.isArray(row.restrictions) ? row.restrictions : [],
    status: row.status as TrustLevel['status'],
    ...stamps(row),
  }
}

export function toFraudConfig(row: Selectable<FraudConfigTable>, merchantAccount: string): FraudConfig {
  return {
    id: Number(row.id),
    merchantAccount,
    name: row.name,
    vendor: row.vendor as FraudConfig['vendor'],
    status: row.status as FraudConfig['status'],
    scoreThreshold: row.score_threshold,
    settings: row.settings,
    ...stamps(row),
  }
}

/** A merchant's trust levels, the id selected as `rowId` (the record helper's rows). */
export function trustLevelRows(db: Kysely<Database>, merchant: ScopedMerchant) {
  return db.selectFrom('trust_level as c').selectAll('c').select('c.id as rowId').where('c.merchant_id', '=', merchant.id)
}

/** Every instrument config a trust level names is the same merchant's. */
export async function checkInstrumentConfigIds(db: Kysely<Database>, merchant: ScopedMerchant, ids: number[]): Promise<void> {
  if (ids.length === 0) return
  const found = await db
    .selectFrom('merchant_instrument_config')
    .select('id')
    .where('merchant_id', '=', merchant.id)
    .where('id', 'in', ids)
    .execute()
  const own = new Set(found.map((r) => Number(r.id)))
  const index = ids.findIndex((id) => !own.has(id))
  if (index >= 0) throw fieldError(`instrumentConfigIds.${index}`, 'No such instrument config for this merchant', 'no_such')
}

export function fraudConfigRows(db: Kysely<Database>, merchant: ScopedMerchant) {
  return db.selectFrom('fraud_config as c').selectAll('c').select('c.id as rowId').where('c.merchant_id', '=', merchant.id)
}
