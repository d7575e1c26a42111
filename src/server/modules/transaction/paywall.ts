import type { PaywallMetrics } from '@domain/entities/transaction'
import { type Kysely, sql } from 'kysely'
import type { Principal } from '../../auth/principal'
import { inMerchants, merchantsOf } from '../../auth/scope'
import type { Database } from '../../db/database'
import { listWindow } from './list-window'

export interface PaywallMetricsQuery {
  merchantName?: string
  paywallLogId?: string
  lookback?: number
  from?: string
  to?: string
}

interface FunnelRow {
  sessions: number
  started: number
  completed: number
  converted: number
}

function funnel(row: FunnelRow | undefined) {
  const sessions = Number(row?.sessions ?? 0)
  const converted = Number(row?.converted ?? 0)
  return {
    sessions,
    paymentsStarted: Number(row?.started ?? 0),
    paymentsCompleted: Number(row?.completed ?? 0),
    sessionsConverted: converted,
    conversionRate: sessions === 0 ? null : Math.round((converted / sessions) * 10_000) / 10_000,
  }
}

/** The window when the query names none: the last day, the spec's usual lookback. */
export const DEFAULT_PAYWALL_LOOKBACK_HOURS = 24

/**
 * The paywall funnel from the transactions themselves: each paywall session is a paywall log
 * id, a payment started is a transaction carrying one, a completed payment an approved one. A
 * session counts on the day and payment method of its first payment. One pass over the
 * window gives the totals, the split per payment method and the split per UTC day.
 */
export async function loadPaywallMetrics(db: Kysely<Database>, principal: Principal, query: PaywallMetricsQuery, now: Date): Promise<PaywallMetrics> {
  const lookback = query.lookback ?? (query.from || query.to ? undefined : DEFAULT_PAYWALL_LOOKBACK_HOURS)
  const window = lookback ? { from: new Date(now.getTime() - lookback * 3600_000), to: now } : listWindow(query, now)
  const from = window.from ?? new Date(0)
  const to = window.to ?? now
  const merchants = await merchantsOf(db, principal, query.merchantName ? [query.merchantName] : undefined)
  let sessions = db
    .selectFrom('transaction as t')
    .select([
      't.paywall_log_id',
      sql<string>`(array_agg(t.payment_method order by t.created_at, t.id))[1]`.as('method'),
      sql<string>`to_char((min(t.created_at) at time zone 'UTC')::date, 'YYYY-MM-DD')`.as('day'),
      sql<number>`count(*)`.as('started'),
      sql<number>`count(*) filter (where t.result = 'APPROVED')`.as('completed'),
    ])
    .where('t.paywall_log_id', 'is not', null)
    .where('t.created_at', '>=', from)
    .where('t.created_at', '<=', to)
    .where(inMerchants(merchants, 't.merchant_id'))
    .groupBy('t.paywall_log_id')
  if (query.paywallLogId) sessions = sessions.where('t.paywall_log_id', '=', query.paywallLogId)
  const rows = await sql<FunnelRow & { method: string | null; day: string | null; by_method: number; by_day: number }>`
    select s.method, s.day, grouping(s.method) as by_method, grouping(s.day) as by_day,
      count(*)::int as sessions, coalesce(sum(s.started), 0)::int as started, coalesce(sum(s.completed), 0)::int as completed,
      (count(*) filter (where s.completed > 0))::int as converted
    from ${sessions.as('s')}
    group by grouping sets ((), (s.method), (s.day))`.execute(db)
  const total = rows.rows.find((r) => r.by_method === 1 && r.by_day === 1)
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    ...funnel(total),
    byPaymentMethod: rows.rows
      .filter((r) => r.by_method === 0)
      .sort((a, b) => b.started - a.started || String(a.method).localeCompare(String(b.method)))
      .map((r) => ({ paymentMethod: r.method ?? '', ...funnel(r) })),
    byDay: rows.rows
      .filter((r) => r.by_day === 0)
      .sort((a, b) => String(a.day).localeCompare(String(b.day)))
      .map((r) => ({ day: r.day ?? '', ...funnel(r) })),
  }
}
