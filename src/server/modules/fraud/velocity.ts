import {
  type FraudBlockPreview,
  PREVIEW_DAYS,
  type VelocityIdentifier,
  type VelocityStatistics,
  velocityIdentifierFields,
  velocityIdentifiers,
  type velocityStatisticsQuerySchema,
} from '@domain/entities/fraud'
import type { BlocklistField } from '@domain/enums'
import { type Kysely, sql } from 'kysely'
import type { z } from 'zod'
import type { Principal } from '../../auth/principal'
import { fraudBlockVisible, merchantIdsInScope, merchantInScope } from '../../auth/scope'
import type { Database } from '../../db/database'
import { badRequest, notFound } from '../../errors'
import { moneyTotal } from '../../mappers'
import { inForceAt } from '../../where-sent'
import type { BlockTarget } from './blocks'
import { transactionMatch } from '../../blocklist-match'

const HOUR_MS = 3600_000
/** What a block would match over the last 30 days, among the transactions the caller sees. */
export async function previewFraudBlock(
  db: Kysely<Database>,
  principal: Principal,
  block: { field: BlocklistField; accountId: string },
  target: BlockTarget,
  now: Date,
): Promise<FraudBlockPreview> {
  const from = new Date(now.getTime() - PREVIEW_DAYS * 24 * HOUR_MS)
  const base = { days: PREVIEW_DAYS, from: from.toISOString(), to: now.toISOString() }
  const match = transactionMatch(block.field, block.accountId)
  if (!match) return { ...base, transactions: 0, customers: 0, merchants: 0, matchable: false }
  const covered =
    target.merchantId === null
      ? sql<boolean>`t.merchant_id in (select id from merchant where space_id = ${target.spaceId})`
      : sql<boolean>`t.merchant_id = ${target.merchantId}`
  const row = await sql<{ transactions: number; customers: number; merchants: number }>`
    select count(*)::int as transactions,
      count(distinct (t.merchant_id, t.customer_external_id)) filter (where t.customer_external_id is not null)::int as customers,
      count(distinct t.merchant_id)::int as merchants
    from "transaction" t
    where ${match} and t.created_at >= ${from.toISOString()}::timestamptz and t.created_at <= ${now.toISOString()}::timestamptz
      and ${covered} and ${merchantInScope(principal, 't.merchant_id')}`.execute(db)
  const figures = row.rows[0]!
  return { ...base, transactions: figures.transactions, customers: figures.customers, merchants: figures.merchants, matchable: true }
}

type VelocityQuery = z.output<typeof velocityStatisticsQuerySchema>

/** 5-minute buckets for the last hour, hours up to two days, days beyond. */
function bucketMinutesOf(lookbackHours: number): number {
  if (lookbackHours <= 1) return 5
  if (lookbackHours <= 48) return 60
  return 1440
}

/**
 * Velocity statistics: for each identifier given, how often it was used in the window, with
 * what result and amounts, how many cards, customers, emails and IPs it touched, whether it is
 * blocked, and a series for the chart. Only transactions in the caller's scope count.
 */
export async function velocityStatistics(db: Kysely<Database>, principal: Principal, query: VelocityQuery, now: Date): Promise<VelocityStatistics> {
  const given = velocityIdentifiers.filter((id) => query[id])
  if (given.length === 0) {
    throw badRequest('Enter at least one of: card hash, account holder, customer id, customer name, email, IP address', [
      { field: 'accountId', message: 'Enter at least one identifier' },
    ])
  }
  let merchantId: number | null = null
  if (query.merchantAccountName) {
    const merchant = await merchantIdsInScope(db, principal).where('merchant.name', '=', query.merchantAccountName).executeTakeFirst()
    if (!merchant) throw notFound('Merchant')
    merchantId = Number(merchant.id)
  }
  const to = query.to ? new Date(query.to) : now
  const from = new Date(to.getTime() - query.lookback * HOUR_MS)
  const bucketMinutes = bucketMinutesOf(query.lookback)
  const figures = await Promise.all(
    given.map((identifier) => identifierFigure(db, principal, identifier, query[identifier]!, { from, to, merchantId, bucketMinutes, now })),
  )
  return {
    lookbackHours: query.lookback,
    bucketMinutes,
    from: from.toISOString(),
    to: to.toISOString(),
    merchantAccountName: query.merchantAccountName ?? null,
    figures,
  }
}

interface Window {
  from: Date
  to: Date
  merchantId: number | null
  bucketMinutes: number
  now: Date
}

async function identifierFigure(db: Kysely<Database>, principal: Principal, identifier: VelocityIdentifier, value: string, w: Window) {
  const field = velocityIdentifierFields[identifier]
  const match = transactionMatch(field, value)!
  const where = sql<boolean>`${match} and t.created_at >= ${w.from.toISOString()}::timestamptz and t.created_at <= ${w.to.toISOString()}::timestamptz
    and ${w.merchantId === null ? sql`true` : sql`t.merchant_id = ${w.merchantId}`} and ${merchantInScope(principal, 't.merchant_id')}`
  const step = `${w.bucketMinutes} minutes`
  // One read of the matching rows feeds the totals, the amounts and the series.
  const result = await sql<{
    count: number
    approved: number
    declined: number
    cards: number
    customers: number
    emails: number
    ips: number
    first: Date | null
    last: Date | null
    merchants: string[] | null
    amounts: { currency: string; amount: string }[] | null
    series: { at: string; count: number; approved: number; declined: number }[] | null
  }>`
    with tx as materialized (
      select t.merchant_id, t.created_at, t.result, t.amount, t.currency, t.card_hash, t.customer_external_id, t.email, t.ip_address
      from "transaction" t where ${where}
    )
    select count(*)::int as count,
      count(*) filter (where tx.result = 'APPROVED')::int as approved,
      count(*) filter (where tx.result = 'DECLINED')::int as declined,
      count(distinct tx.card_hash)::int as cards,
      count(distinct tx.customer_external_id)::int as customers,
      count(distinct lower(tx.email))::int as emails,
      count(distinct tx.ip_address)::int as ips,
      min(tx.created_at) as first, max(tx.created_at) as last,
      (select array_agg(m.name order by m.name) from merchant m where m.id in (select merchant_id from tx)) as merchants,
      (select json_agg(a order by a.currency) from (
        select tx.currency, sum(tx.amount)::text as amount from tx group by tx.currency) a) as amounts,
      (select json_agg(p order by p.at) from (
        select date_bin(${step}::interval, tx.created_at, ${w.from.toISOString()}::timestamptz) as at, count(*)::int as count,
          count(*) filter (where tx.result = 'APPROVED')::int as approved,
          count(*) filter (where tx.result = 'DECLINED')::int as declined
        from tx group by 1) p) as series
    from tx`.execute(db)
  const blocked = await sql<{ fraud: boolean; velocity: boolean }>`
    select exists (select 1 from fraud_block fb where fb.field = ${field} and lower(fb.account_id) = lower(${value})
        and ${inForceAt('fb', w.now)} and ${fraudBlockVisible(principal)}) as fraud,
      exists (select 1 from velocity_block vb where vb.field = ${field} and vb.account_id = ${value} and ${inForceAt('vb', w.now)}
        and ${merchantInScope(principal, 'vb.merchant_id')}) as velocity`.execute(db)
  const t = result.rows[0]!
  const byBucket = new Map((t.series ?? []).map((p) => [new Date(p.at).getTime(), p]))
  const stepMs = w.bucketMinutes * 60_000
  const series = []
  for (let at = w.from.getTime(); at <= w.to.getTime(); at += stepMs) {
    const p = byBucket.get(at)
    series.push({ at: new Date(at).toISOString(), count: p?.count ?? 0, approved: p?.approved ?? 0, declined: p?.declined ?? 0 })
  }
  const toIso = (d: Date | null) => (d ? new Date(d).toISOString() : null)
  return {
    identifier,
    field,
    value,
    transactionCount: t.count,
    approvedCount: t.approved,
    declinedCount: t.declined,
    amounts: (t.amounts ?? []).map((a) => ({ currency: a.currency, amount: moneyTotal(a.amount) })),
    distinctCards: t.cards,
    distinctCustomers: t.customers,
    distinctEmails: t.emails,
    distinctIps: t.ips,
    merchants: t.merchants ?? [],
    firstSeenAt: toIso(t.first),
    lastSeenAt: toIso(t.last),
    fraudBlocked: blocked.rows[0]?.fraud ?? false,
    velocityBlocked: blocked.rows[0]?.velocity ?? false,
    series,
  }
}
