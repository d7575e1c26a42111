import type { GatewayConfig, InstrumentConfig } from '@domain/entities/merchant'
import { allCurrencies } from '@domain/reference/currencies'
import { type Kysely, sql } from 'kysely'
import type { ScopedMerchant } from '../../auth/scope'
import type { Database } from '../../db/database'
import type { MerchantGatewayConfig, MerchantInstrumentConfig } from '../../db/tables/merchantSetup'
import type { FieldError } from '@domain/errors'
import { sentColumns } from '../../crud'
import { badRequest, fieldError } from '../../errors'
import { moneyTotal, stamps } from '../../mappers'

const isoCurrencies = new Set(allCurrencies.map((c) => c.code))
/** The sorts of the gateway and instrument config lists. */
export const configSorts = { created: 'c.created_at', name: 'c.name', priority: 'c.priority' }

type InstrumentRow = MerchantInstrumentConfig & { payment_type: string | null; payment_method: string | null }

export function toGatewayConfig(row: MerchantGatewayConfig, merchantAccount: string): GatewayConfig {
  return {
    id: Number(row.id),
    merchantAccount,
    name: row.name,
    gateway: row.gateway,
    credentialId: row.credential_id === null ? null : Number(row.credential_id),
    status: row.status as GatewayConfig['status'],
    priority: row.priority,
    currencies: row.currencies,
    paymentTypes: row.payment_types,
    settings: row.settings,
    ...stamps(row),
  }
}

export function toInstrumentConfig(row: InstrumentRow, merchantAccount: string): InstrumentConfig {
  return {
    id: Number(row.id),
    merchantAccount,
    name: row.name,
    instrument: row.instrument,
    paymentType: row.payment_type ?? '',
    paymentMethod: row.payment_method ?? '',
    gatewayConfigId: row.gateway_config_id === null ? null : Number(row.gateway_config_id),
    status: row.status as InstrumentConfig['status'],
    priority: row.priority,
    currency: row.currency,
    minAmount: row.min_amount === null ? null : Number(row.min_amount),
    maxAmount: row.max_amount === null ? null : Number(row.max_amount),
    threeDsVersion: row.three_ds_version as InstrumentConfig['threeDsVersion'],
    threeDsBypass: row.three_ds_bypass as InstrumentConfig['threeDsBypass'],
    instalments: row.instalments,
    settings: row.settings,
    ...stamps(row),
  }
}

interface CommonConfigInput {
  name: string
  status: string
  priority: number
  settings: Record<string, unknown>
}

/** The columns gateway and instrument configs share, for a new one. */
export function commonConfigValues(merchant: ScopedMerchant, body: CommonConfigInput) {
  return { merchant_id: merchant.id, name: body.name, status: body.status, priority: body.priority, settings: JSON.stringify(body.settings) }
}

/** The shared columns an update gives. */
export function changedConfigValues(table: 'merchant_gateway_config' | 'merchant_instrument_config', body: Partial<CommonConfigInput>) {
  return sentColumns(table, body, { name: 'name', status: 'status', priority: 'priority', settings: ['settings', JSON.stringify] })
}

/** A merchant's gateway configs, the id selected as `rowId` (the record helper's rows). */
export function gatewayConfigRows(db: Kysely<Database>, merchant: ScopedMerchant) {
  return db.selectFrom('merchant_gateway_config as c').selectAll('c').select('c.id as rowId').where('c.merchant_id', '=', merchant.id)
}

export function findGatewayConfig(db: Kysely<Database>, merchant: ScopedMerchant, id: number) {
  return gatewayConfigRows(db, merchant).where('c.id', '=', id).executeTakeFirst()
}

/** A merchant's instrument configs with their instrument's payment type and method. */
export function instrumentConfigRows(db: Kysely<Database>, merchant: ScopedMerchant) {
  return db
    .selectFrom('merchant_instrument_config as c')
    .leftJoin('instrument as i', 'i.code', 'c.instrument')
    .selectAll('c')
    .select(['i.payment_type', 'i.payment_method', 'c.id as rowId'])
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
  if (value.gatewayConfigId !== null && !(await findGatewayConfig(db, merchant, value.gatewayConfigId))) {
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
