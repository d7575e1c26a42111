import { createHash, randomBytes } from 'node:crypto'
import type { MerchantKey, merchantKeyListQuerySchema } from '@domain/entities/merchantkey'
import type { ApiKeyStatus, Environment } from '@domain/enums'
import type { Page } from '@domain/pagination'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { Principal } from '../../auth/principal'
import { merchantInScope } from '../../auth/scope'
import type { Database } from '../../db/database'
import { keysetPage, parseSort, type RowOf } from '../../lists'
import { whereStatusAt } from '../../where-sent'
import { isoTime } from '../../mappers'

export type MerchantKeyListQuery = z.output<typeof merchantKeyListQuerySchema>

function selectKeys(db: Kysely<Database>) {
  return db
    .selectFrom('merchant_key as k')
    .innerJoin('merchant as m', 'm.id', 'k.merchant_id')
    .select([
      'k.id',
      'k.merchant_id',
      'm.name as merchant_name',
      'k.name',
      'k.key_prefix',
      'k.environment',
      'k.status',
      'k.expires_at',
      'k.last_used_at',
      'k.created_by',
      'k.created_at',
    ])
}

export type MerchantKeyRow = RowOf<typeof selectKeys>

/** DISABLED is set by hand; an ACTIVE key past its expiry date is EXPIRED. */
export function keyStatus(row: Pick<MerchantKeyRow, 'status' | 'expires_at'>, now: Date): ApiKeyStatus {
  if (row.status === 'DISABLED') return 'DISABLED'
  if (row.status === 'EXPIRED' || (row.expires_at && new Date(row.expires_at) <= now)) return 'EXPIRED'
  return 'ACTIVE'
}

export function toMerchantKey(row: MerchantKeyRow, now: Date): MerchantKey {
  return {
    id: Number(row.id),
    merchantAccount: row.merchant_name,
    name: row.name,
    keyPrefix: row.key_prefix,
    environment: row.environment as Environment,
    status: keyStatus(row, now),
    expiresAt: isoTime(row.expires_at),
    lastUsedAt: isoTime(row.last_used_at),
    createdBy: row.created_by,
    created: new Date(row.created_at).toISOString(),
  }
}

/** A new key: the whole secret (shown once), the prefix shown from then on, and its hash. */
export function newKey(environment: Environment): { secret: string; prefix: string; hash: string } {
  const secret = `${environment === 'Production' ? 'pk_live_' : 'pk_test_'}${randomBytes(24).toString('hex')}`
  return { secret, prefix: secret.slice(0, 16), hash: createHash('sha256').update(secret).digest('hex') }
}

const sorts = { createdAt: 'k.created_at', name: 'k.name', expiresAt: 'k.expires_at' }

export async function merchantKeyPage(db: Kysely<Database>, principal: Principal, query: MerchantKeyListQuery, now: Date): Promise<Page<MerchantKey>> {
  const sort = parseSort(query.sort, sorts)
  let q = keyRows(db, principal)
  if (query.merchantName) q = q.where('m.name', '=', query.merchantName)
  if (query.environment) q = q.where('k.environment', '=', query.environment)
  q = whereStatusAt(q, 'k', query.status, now)
  return keysetPage(q, { limit: query.limit, cursor: query.cursor, sort, idColumn: 'k.id' }, ({ rowId: _r, ...row }) =>
    toMerchantKey(row, now),
  )
}

/** The keys of the merchants the principal sees, the id as `rowId`. */
export function keyRows(db: Kysely<Database>, principal: Principal) {
  return selectKeys(db).select('k.id as rowId').where(merchantInScope(principal, 'k.merchant_id'))
}
