import { gatewayConfigSchema, instrumentConfigSchema } from '@domain/entities/merchant'
import { allCurrencies } from '@domain/reference/currencies'
import { type Kysely, sql } from 'kysely'
import type { ScopedMerchant } from '../../auth/scope'
import type { Database } from '../../db/database'
import type { FieldError } from '@domain/errors'
import { badRequest, fieldError } from '../../errors'
import { moneyTotal } from '../../mappers'
import { recordFields } from '../../record-fields'

const isoCurrencies = new Set(allCurrencies.map((c) => c.code))
/** The sorts of the gateway and instrument config lists. */
export const configSorts = { created: 'c.created_at', name: 'c.name', priority: 'c.priority' }

/** A gateway config's fields: its merchant's name (`m`). */
export const gatewayConfigFields = recordFields(gatewayConfigSchema, 'merchant_gateway_config as c', { m: 'merchant' }, (f) => ({
  merchantAccount: f.select((eb) => eb.ref('m.name')),
  ...f.stamps,
}))

/** An instrument config's fields: its merchant's name (`m`) and its instrument's payment type and method (`i`), empty when unknown. */
export const instrumentConfigFields = recordFields(instrumentConfigSchema, 'merchant_instrument_config as c', { m: 'merchant', i: 'instrument' }, (f) => ({
  merchantAccount: f.select((eb) => eb.ref('m.name')),
  paymentType: f.select(() => sql<string>`coalesce(i.payment_type, '')`),
  paymentMethod: f.select(() => sql<string>`coalesce(i.payment_method, '')`),
  ...f.stamps,
}))

/** A merchant's gateway configs, with the merchant (`m`). */
export function gatewayConfigRows(db: Kysely<Database>, merchant: ScopedMerchant) {
  return gatewayConfigFields.query(db).innerJoin('merchant as m', 'm.id', 'c.merchant_id').where('c.merchant_id', '=', merchant.id)
}

/** A merchant's instrument configs, with the merchant (`m`) and the instrument (`i`). */
export function instrumentConfigRows(db: Kysely<Database>, merchant: ScopedMerchant) {
  return instrumentConfigFields
    .query(db)
    .innerJoin('merchant as m', 'm.id', 'c.merchant_id')
    .leftJoin('instrument as i', 'i.code', 'c.instrument')
    .where('c.merchant_id', '=', merchant.id)
}

/** The gateway is in the catalogue, the currencies are ISO 4217 and the credential is of the merchant's space and gateway. */
export async function checkGatewayConfig(
  db: Kysely<Database>,
  merchant: ScopedMerchant,
  value: { gateway: string; credentialId: number | null; currencies: string[] },
): Promise<void> {
  const errors: FieldError[] = []
  const gateway = await db.selectFrom('gateway').select('code').where('code', '=', value.gateway).executeTakeFirst()
  if (!gateway) errors.push({ field: 'gateway', message: 'Unknown gateway' })
  value.currencies.forEach((code, i) => {
    if (!isoCurrencies.has(code)) errors.push({ field: `currencies.${i}`, message: 'Not an ISO 4217 currency' })
  })
  if (value.credentialId !== null) {
    const credential = await db
      .selectFrom('gateway_credential')
      .select(['gateway'])
      .where('id', '=', value.credentialId)
      .where('space_id', '=', merchant.spaceId)
      .where((eb) => eb.or([eb('merchant_id', 'is', null), eb('merchant_id', '=', merchant.id)]))
      .executeTakeFirst()
    if (!credential) errors.push({ field: 'credentialId', message: 'No such credential in this space' })
    else if (credential.gateway !== value.gateway) errors.push({ field: 'credentialId', message: 'The credential is for another gateway' })
  }
  if (errors.length > 0) throw badRequest(errors[0]!.message, errors)
}

/** The instrument is in the catalogue, the gateway config is the merchant's own, the currency is ISO 4217 and the limits are in order. */
export async function checkInstrumentConfig(
  db: Kysely<Database>,
  merchant: ScopedMerchant,
  value: { instrument: string; gatewayConfigId: number | null; currency: string | null; minAmount: number | null; maxAmount: number | null },
): Promise<void> {
  const errors: FieldError[] = []
  const instrument = await db.selectFrom('instrument').select('code').where('code', '=', value.instrument).executeTakeFirst()
  if (!instrument) errors.push({ field: 'instrument', message: 'Unknown instrument' })
  if (value.gatewayConfigId !== null && !(await gatewayConfigRows(db, merchant).select('c.id').where('c.id', '=', value.gatewayConfigId).executeTakeFirst())) {
    errors.push({ field: 'gatewayConfigId', message: 'No such gateway config for this merchant' })
  }
  if (value.currency !== null && !isoCurrencies.has(value.currency)) errors.push({ field: 'currency', message: 'Not an ISO 4217 currency' })
  if (value.minAmount !== null && value.maxAmount !== null && value.minAmount > value.maxAmount) {
    errors.push({ field: 'maxAmount', message: 'The maximum is below the minimum' })
  }
  if (errors.length > 0) throw badRequest(errors[0]!.message, errors)
}

const DAY_MS = 86_400_000

/** The statistics period: `to` defaults to now and `from` to 30 days before; at most 366 days. */
export function statisticsPeriod(now: Date, query: { from?: string; to?: string }): { from: Date; to: Date } {
  const to = query.to ? new Date(query.to) : now
  const from = query.from ? new Date(query.from) : new Date(to.getTime() - 30 * DAY_MS)
  if (from >= to) throw fieldError('from', 'The start is after the end')
  if (to.getTime() - from.getTime() > 366 * DAY_MS) throw fieldError('from', 'The period is at most 366 days')
  return { from, to }
}

/** Outcomes of the merchant's payments through one gateway or instrument config over the period. */
export async function configStatistics(
  db: Kysely<Database>,
  merchant: ScopedMerchant,
  column: 'gateway_config_id' | 'instrument_config_id',
  id: number,
  period: { from: Date; to: Date },
) {
  const base = db
    .selectFrom('transaction as t')
    .where('t.merchant_id', '=', merchant.id)
    .where(`t.${column}`, '=', id)
    .where('t.created_at', '>=', period.from)
    .where('t.created_at', '<', period.to)
  const counts = await base
    .select([
      sql<string>`count(*)`.as('total'),
      sql<string>`count(*) filter (where t.result = 'APPROVED')`.as('approved'),
      sql<string>`count(*) filter (where t.result = 'DECLINED')`.as('declined'),
      sql<string>`count(*) filter (where t.result = 'ERROR')`.as('errors'),
    ])
    .executeTakeFirstOrThrow()
  const volume = await base
    .where('t.result', '=', 'APPROVED')
    .select(['t.currency', sql<string>`sum(t.amount)`.as('amount')])
    .groupBy('t.currency')
    .orderBy('t.currency')
    .execute()
  const codes = await base
    .leftJoin('result_code as r', 'r.code', 't.result_code')
    .where('t.result_code', 'is not', null)
    .select(['t.result_code', sql<string>`coalesce(max(r.message), '')`.as('message'), sql<string>`count(*)`.as('count')])
    .groupBy('t.result_code')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('t.result_code')
    .limit(10)
    .execute()
  const daily = await base
    .select([
      sql<string>`to_char((t.created_at at time zone 'UTC')::date, 'YYYY-MM-DD')`.as('day'),
      sql<string>`count(*)`.as('total'),
      sql<string>`count(*) filter (where t.result = 'APPROVED')`.as('approved'),
      sql<string>`count(*) filter (where t.result = 'DECLINED')`.as('declined'),
    ])
    .groupBy(sql`1`)
    .execute()
  const byDay = new Map(daily.map((d) => [d.day, d]))
  const series: { day: string; total: number; approved: number; declined: number }[] = []
  const first = Date.UTC(period.from.getUTCFullYear(), period.from.getUTCMonth(), period.from.getUTCDate())
  for (let t = first; t < period.to.getTime(); t += DAY_MS) {
    const day = new Date(t).toISOString().slice(0, 10)
    const d = byDay.get(day)
    series.push({ day, total: Number(d?.total ?? 0), approved: Number(d?.approved ?? 0), declined: Number(d?.declined ?? 0) })
  }
  const total = Number(counts.total)
  const approved = Number(counts.approved)
  return {
    id,
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    total,
    approved,
    declined: Number(counts.declined),
    errors: Number(counts.errors),
    approvalRate: total === 0 ? null : approved / total,
    volume: volume.map((v) => ({ amount: moneyTotal(v.amount), currency: v.currency })),
    topResultCodes: codes.map((c) => ({ code: c.result_code ?? '', message: c.message, count: Number(c.count) })),
    series,
  }
}
