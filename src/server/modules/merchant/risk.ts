import { fraudConfigSchema, trustLevelSchema } from '@domain/entities/merchant'
import type { Kysely } from 'kysely'
import type { ScopedMerchant } from '../../auth/scope'
import type { Database } from '../../db/database'
import { fieldError } from '../../errors'
import { recordFields } from '../../record-fields'

/** Each of a trust level's lists once, in the order first given. */
const once = <T>(items: T[]) => [...new Set(items)]

/** A trust level's fields: its merchant's name (`m`); both lists are always there, empty when none (older rows may hold null). */
export const trustLevelFields = recordFields(trustLevelSchema, 'trust_level as c', { m: 'merchant' }, (f) => ({
  merchantAccount: f.select((eb) => eb.ref('m.name')),
  instrumentConfigIds: f.column('instrument_config_ids', { read: (ids) => (Array.isArray(ids) ? ids : []).map(Number), write: once<number> }),
  restrictions: f.column('restrictions', { read: (names) => (Array.isArray(names) ? names : []), write: once<string> }),
  ...f.stamps,
}))

/** A fraud config's fields: its merchant's name (`m`). */
export const fraudConfigFields = recordFields(fraudConfigSchema, 'fraud_config as c', { m: 'merchant' }, (f) => ({
  merchantAccount: f.select((eb) => eb.ref('m.name')),
  ...f.stamps,
}))

/** A merchant's trust levels, with the merchant (`m`). */
export function trustLevelRows(db: Kysely<Database>, merchant: ScopedMerchant) {
  return trustLevelFields.query(db).innerJoin('merchant as m', 'm.id', 'c.merchant_id').where('c.merchant_id', '=', merchant.id)
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

/** A merchant's fraud configs, with the merchant (`m`). */
export function fraudConfigRows(db: Kysely<Database>, merchant: ScopedMerchant) {
  return fraudConfigFields.query(db).innerJoin('merchant as m', 'm.id', 'c.merchant_id').where('c.merchant_id', '=', merchant.id)
}
