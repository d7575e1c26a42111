import { createHash, randomBytes } from 'node:crypto'
import { type MerchantKey, type merchantKeyListQuerySchema, merchantKeySchema } from '@domain/entities/merchantkey'
import type { ApiKeyStatus, Environment } from '@domain/enums'
import type { Page } from '@domain/pagination'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { Principal } from '../../auth/principal'
import { merchantInScope } from '../../auth/scope'
import type { Database } from '../../db/database'
import { keysetPage, parseSort } from '../../lists'
import { type Lapsing, recordFields } from '../../record-fields'
import { whereStatusAt } from '../../where-sent'

export type MerchantKeyListQuery = z.output<typeof merchantKeyListQuerySchema>

/** DISABLED is set by hand; an ACTIVE key past its expiry date is EXPIRED. */
function keyStatus({ status, expiresAt }: Lapsing, now: Date): ApiKeyStatus {
  if (status === 'DISABLED') return 'DISABLED'
  if (status === 'EXPIRED' || (expiresAt && expiresAt <= now)) return 'EXPIRED'
  return 'ACTIVE'
}

/** A key's fields: its merchant's name (`m`), and its status as it is now. */
export const keyFields = recordFields(merchantKeySchema, 'merchant_key as k', { m: 'merchant' }, (f) => ({
  merchantAccount: f.select((eb) => eb.ref('m.name')),
  status: f.lapsing(keyStatus),
  expiresAt: f.time('expires_at'),
  lastUsedAt: f.time('last_used_at'),
  created: f.time('created_at'),
}))

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
  return keysetPage(keyFields.rows(q), { limit: query.limit, cursor: query.cursor, sort, idColumn: 'k.id' }, (row) => keyFields.entity(row, now))
}

/** The keys of the merchants the principal sees, with their merchant (`m`). */
export function keyRows(db: Kysely<Database>, principal: Principal) {
  return keyFields.query(db).innerJoin('merchant as m', 'm.id', 'k.merchant_id').where(merchantInScope(principal, 'k.merchant_id'))
}
