import type { VelocityBlock, velocityBlockListQuerySchema } from '@domain/entities/merchant'
import type { BlocklistField, EntityStatus } from '@domain/enums'
import type { Page } from '@domain/pagination'
import { type Kysely, sql } from 'kysely'
import type { z } from 'zod'
import type { Principal } from '../../auth/principal'
import { merchantIdsInScope, merchantInScope } from '../../auth/scope'
import type { Database } from '../../db/database'
import { notFound } from '../../errors'
import { keysetPage, parseSort, type RowOf } from '../../lists'
import { stamps } from '../../mappers'

export type VelocityBlockListQuery = z.output<typeof velocityBlockListQuerySchema>

/** The merchant of a merchant/{name}/... path, when the caller sees it; else 404. */
export async function merchantOfPath(db: Kysely<Database>, principal: Principal, name: string): Promise<{ id: number; name: string }> {
  const merchant = await merchantIdsInScope(db, principal).select('merchant.name').where('merchant.name', '=', name).executeTakeFirst()
  if (!merchant) throw notFound('Merchant')
  return { id: Number(merchant.id), name: merchant.name }
}

function selectVelocityBlocks(db: Kysely<Database>) {
  return db
    .selectFrom('velocity_block as vb')
    .innerJoin('merchant as m', 'm.id', 'vb.merchant_id')
    .selectAll('vb')
    .select('m.name as merchant_name')
}

type Row = RowOf<typeof selectVelocityBlocks>

export function toVelocityBlock(row: Row): VelocityBlock {
  return {
    id: Number(row.id),
    merchantAccount: row.merchant_name,
    field: row.field as BlocklistField,
    accountId: row.account_id,
    rule: row.rule,
    windowHours: row.window_hours,
    limitCount: row.limit_count,
    observedCount: row.observed_count,
    reason: row.reason,
    status: row.status as EntityStatus,
    expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
    ...stamps(row),
  }
}

const sorts = { createdAt: 'vb.created_at', updatedAt: 'vb.updated_at', id: 'vb.id' }

/**
 * One keyset page of velocity blocks, newest first: of one merchant (the merchant/{name} list),
 * or of every merchant the caller sees (the export).
 */
export async function velocityBlockPage(
  db: Kysely<Database>,
  merchants: { merchantId: number } | { principal: Principal },
  query: VelocityBlockListQuery,
): Promise<Page<VelocityBlock>> {
  const sort = parseSort(query.sort, sorts)
  let q = selectVelocityBlocks(db)
    .select('vb.id as rowId')
    .where('merchantId' in merchants ? sql<boolean>`vb.merchant_id = ${merchants.merchantId}` : merchantInScope(merchants.principal, 'vb.merchant_id'))
  if (query.accountId) q = q.where('vb.account_id', '=', query.accountId)
  if (query.field) q = q.where('vb.field', '=', query.field)
  if (query.status) q = q.where('vb.status', '=', query.status)
  if (query.from) q = q.where('vb.created_at', '>=', new Date(query.from))
  if (query.to) q = q.where('vb.created_at', '<=', new Date(query.to))
  return keysetPage(q, { limit: query.limit, cursor: query.cursor, sort, idColumn: 'vb.id' }, ({ rowId: _r, ...row }) => toVelocityBlock(row))
}

export async function findVelocityBlock(db: Kysely<Database>, merchantId: number, id: number): Promise<VelocityBlock> {
  const row = await selectVelocityBlocks(db).where('vb.merchant_id', '=', merchantId).where('vb.id', '=', id).executeTakeFirst()
  if (!row) throw notFound('Velocity block')
  return toVelocityBlock(row)
}
