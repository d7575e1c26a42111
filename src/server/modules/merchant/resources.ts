import type { CustomerTrustLevel, EntityStatus } from '@domain/enums'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { configurationOf, type MerchantRow } from './queries'

/** What the merchant's configuration screens link to, in one answer. */
export async function merchantResources(db: Kysely<Database>, merchant: MerchantRow) {
  const [gateways, instruments, callers, tags, trustLevels] = await Promise.all([
    db.selectFrom('merchant_gateway_config').select(['id', 'name', 'gateway', 'status', 'currencies', 'payment_types']).where('merchant_id', '=', merchant.id).orderBy('priority').orderBy('id').execute(),
    db.selectFrom('merchant_instrument_config').select(['id', 'name', 'instrument', 'status']).where('merchant_id', '=', merchant.id).orderBy('priority').orderBy('id').execute(),
    db.selectFrom('merchant_caller').select('name').where('merchant_id', '=', merchant.id).orderBy('name').execute(),
    db.selectFrom('merchant_tag as mt').innerJoin('tag as t', 't.id', 'mt.tag_id').select('t.name').where('mt.merchant_id', '=', merchant.id).orderBy('t.name').execute(),
    db.selectFrom('trust_level').select(['id', 'name', 'level']).where('merchant_id', '=', merchant.id).orderBy('id').execute(),
  ])
  const settlement = configurationOf(merchant.configuration).settings.settlementCurrency
  const currencies = new Set([merchant.defaultCurrency, ...(settlement ? [settlement] : [])])
  const paymentTypes = new Set<string>()
  for (const g of gateways) {
    for (const c of g.currencies) currencies.add(c)
    for (const p of g.payment_types) paymentTypes.add(p)
  }
  return {
    merchant: { id: merchant.id, name: merchant.name, displayName: merchant.displayName },
    space: { id: merchant.space_id, name: merchant.space, displayName: merchant.spaceDisplayName },
    group: { id: merchant.group_id, name: merchant.group, displayName: merchant.groupDisplayName },
    gatewayConfigs: gateways.map((g) => ({ id: g.id, name: g.name, gateway: g.gateway, status: g.status as EntityStatus })),
    instrumentConfigs: instruments.map((i) => ({ id: i.id, name: i.name, instrument: i.instrument, status: i.status as EntityStatus })),
    callers: callers.map((c) => c.name),
    tags: tags.map((t) => t.name),
    trustLevels: trustLevels.map((t) => ({ id: t.id, name: t.name, level: t.level as CustomerTrustLevel })),
    currencies: [...currencies].sort(),
    paymentTypes: [...paymentTypes].sort(),
  }
}
