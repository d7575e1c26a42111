import type { Dashboard } from '@domain/entities/dashboard'
import { chargebackStatuses } from '@domain/enums'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/database'
import { moneyTotal } from '../../mappers'

/** The days of the trend, today included. */
export const TREND_DAYS = 7
const TOP_DECLINES = 5
const DAY_MS = 24 * 3600 * 1000

/** Which merchants the figures cover: every merchant in scope, or the listed ones. */
export type MerchantFilter = { all: true } | { ids: number[] }

function utcDayStart(date: Date, daysBack = 0): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) - daysBack * DAY_MS)
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/**
 * KPIs from the daily figures the database keeps per merchant (transaction_daily_stat), so the
 * answer costs the same on a thousand transactions or a million. Days are UTC days.
 */
export async function loadDashboard(db: Kysely<Database>, merchants: MerchantFilter, now: Date, merchantCount: number): Promise<Dashboard> {
  const today = utcDayStart(now)
  const from = utcDayStart(now, TREND_DAYS - 1)
  const inScope = (column: string) =>
    'all' in merchants ? sql`true` : sql`${sql.ref(column)} = any(${sql.val(merchants.ids)}::bigint[])`

  const days = await sql<{ day: string; currency: string; count: number; approved: number; declined: number; volume: number }>`
    select to_char(s.day, 'YYYY-MM-DD') as day, s.currency,
      sum(s.count)::int as count,
      (coalesce(sum(s.count) filter (where s.result = 'APPROVED'), 0))::int as approved,
      (coalesce(sum(s.count) filter (where s.result = 'DECLINED'), 0))::int as declined,
      coalesce(sum(s.amount) filter (where s.result = 'APPROVED' and s.direction = 'PAY_IN'), 0)::bigint as volume
    from transaction_daily_stat s
    where s.day between ${isoDay(from)}::date and ${isoDay(today)}::date and ${inScope('s.merchant_id')}
    group by s.day, s.currency
    order by s.day, s.currency`.execute(db)

  const declines = await sql<{ code: string; message: string | null; count: number }>`
    select s.result_code as code, rc.message, sum(s.count)::int as count
    from transaction_daily_stat s left join result_code rc on rc.code = s.result_code
    where s.day between ${isoDay(from)}::date and ${isoDay(today)}::date and s.result = 'DECLINED' and s.result_code <> ''
      and ${inScope('s.merchant_id')}
    group by s.result_code, rc.message
    having sum(s.count) > 0
    order by sum(s.count) desc, s.result_code
    limit ${TOP_DECLINES}`.execute(db)

  const chargebacks = await sql<{ count: number }>`
    select count(*)::int as count from transaction_activity a
    where a.type = 'CHARGEBACK' and a.created_at >= ${today.toISOString()}::timestamptz and a.created_at <= ${now.toISOString()}::timestamptz
      and a.status = any(${sql.val([...chargebackStatuses])}::text[]) and ${inScope('a.merchant_id')}`.execute(db)

  const trend = Array.from({ length: TREND_DAYS }, (_, i) => {
    const day = isoDay(utcDayStart(now, TREND_DAYS - 1 - i))
    const rows = days.rows.filter((r) => r.day === day)
    return {
      day,
      count: rows.reduce((s, r) => s + r.count, 0),
      approved: rows.reduce((s, r) => s + r.approved, 0),
      declined: rows.reduce((s, r) => s + r.declined, 0),
      volume: rows.filter((r) => r.volume > 0).map((r) => ({ currency: r.currency, amount: moneyTotal(r.volume) })),
    }
  })
  const todays = trend[TREND_DAYS - 1]!
  const decided = todays.approved + todays.declined
  return {
    today: {
      count: todays.count,
      volume: todays.volume,
      approvalRate: decided === 0 ? null : Math.round((todays.approved / decided) * 10_000) / 10_000,
      chargebacks: chargebacks.rows[0]?.count ?? 0,
    },
    topDeclineReasons: declines.rows.map((r) => ({ code: r.code, message: r.message ?? r.code, count: r.count })),
    trend,
    merchants: merchantCount,
    generatedAt: now.toISOString(),
  }
}
