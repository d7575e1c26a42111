import { createHash, randomBytes } from 'node:crypto'
import { merchantKeySchema } from '@domain/entities/merchantkey'
import type { ApiKeyStatus, Environment } from '@domain/enums'
import type { Kysely } from 'kysely'
import type { Principal } from '../../auth/principal'
import { merchantInScope } from '../../auth/scope'
import type { Database } from '../../db/database'
import { type Lapsing, recordFields } from '../../record-fields'

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

/** The keys of the merchants the principal sees, with their merchant (`m`). */
export function keyRows(db: Kysely<Database>, principal: Principal) {
  return keyFields.query(db).innerJoin('merchant as m', 'm.id', 'k.merchant_id').where(merchantInScope(principal, 'k.merchant_id'))
}
