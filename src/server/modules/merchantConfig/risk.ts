import type { FraudConfig, TrustLevel } from '@domain/entities/merchant'
import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../../db/database'
import type { FraudConfigTable, TrustLevelTable } from '../../db/tables/risk'
import { fieldError } from '../../errors'
import { keysetPage, parseSort } from '../../lists'
import { containsPattern, type ScopedMerchant } from './merchant'

interface ConfigListQuery {
  limit: number
  cursor?: string
  sort?: string
  status?: string
  q?: string
}

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
    created: new Date(row.created_at).toISOString(),
    updated: new Date(row.updated_at).toISOString(),
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
    created: new Date(row.created_at).toISOString(),
    updated: new Date(row.updated_at).toISOString(),
  }
}

export function listTrustLevels(db: Kysely<Database>, merchant: ScopedMerchant, query: ConfigListQuery) {
  let q = db.selectFrom('trust_level as c').selectAll('c').select('c.id as rowId').where('c.merchant_id', '=', merchant.id)
  if (query.status) q = q.where('c.status', '=', query.status)
  if (query.q) q = q.where((eb) => eb.or([eb('c.name', 'ilike', containsPattern(query.q!)), eb('c.level', 'ilike', containsPattern(query.q!))]))
  const sort = parseSort(query.sort, { created: 'c.created_at', name: 'c.name', level: 'c.level' })
  return keysetPage(q, { limit: query.limit, cursor: query.cursor, sort, idColumn: 'c.id' }, ({ rowId: _r, ...row }) => toTrustLevel(row, merchant.name))
}

export function findTrustLevel(db: Kysely<Database>, merchant: ScopedMerchant, id: number) {
  return db.selectFrom('trust_level').selectAll().where('merchant_id', '=', merchant.id).where('id', '=', id).executeTakeFirst()
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
  if (index >= 0) throw fieldError(`instrumentConfigIds.${index}`, 'No such instrument config for this merchant')
}

export function listFraudConfigs(db: Kysely<Database>, merchant: ScopedMerchant, query: ConfigListQuery) {
  let q = db.selectFrom('fraud_config as c').selectAll('c').select('c.id as rowId').where('c.merchant_id', '=', merchant.id)
  if (query.status) q = q.where('c.status', '=', query.status)
  if (query.q) q = q.where((eb) => eb.or([eb('c.name', 'ilike', containsPattern(query.q!)), eb('c.vendor', 'ilike', containsPattern(query.q!))]))
  const sort = parseSort(query.sort, { created: 'c.created_at', name: 'c.name', vendor: 'c.vendor' })
  return keysetPage(q, { limit: query.limit, cursor: query.cursor, sort, idColumn: 'c.id' }, ({ rowId: _r, ...row }) => toFraudConfig(row, merchant.name))
}

export function findFraudConfig(db: Kysely<Database>, merchant: ScopedMerchant, id: number) {
  return db.selectFrom('fraud_config').selectAll().where('merchant_id', '=', merchant.id).where('id', '=', id).executeTakeFirst()
}
