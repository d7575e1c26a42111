import type { reviewAnalystStatsSchema, reviewFeedbackQuerySchema, reviewFeedbackSchema } from '@domain/entities/review'
import { type Kysely, sql } from 'kysely'
import type { z } from 'zod'
import type { Principal } from '../../auth/principal'
import type { Database } from '../../db/database'
import { caseInScope } from './queries'

/** The period a rule's or policy's feedback covers. */
const FEEDBACK_DAYS = 30

const minutes = (value: number | null) => (value === null ? null : Math.round(Number(value) * 10) / 10)

/**
 * How the cases a rule or policy raised over the last 30 days were decided, among the cases the
 * caller sees: how many, how many closed, how many as fraud, and the median time from a case's
 * opening to its closing decision.
 */
export async function feedbackOf(
  db: Kysely<Database>,
  principal: Principal,
  query: z.output<typeof reviewFeedbackQuerySchema>,
  now: Date,
): Promise<z.output<typeof reviewFeedbackSchema>> {
  const from = new Date(now.getTime() - FEEDBACK_DAYS * 24 * 3600_000)
  const { rows } = await sql<{ cases: number; decided: number; fraud: number; median: number | null }>`
    with raised as (
      select c.id, c.state, c.created_at from review_case c
      where ${caseInScope(principal)} and exists (
        select 1 from review_reason r where r.case_id = c.id and r.source = ${query.source} and r.source_ref = ${query.sourceRef}
          and r.created_at >= ${from.toISOString()}::timestamptz)
    ), closed as (
      select raised.*, d.outcome, d.created_at as decided_at from raised
      left join lateral (select rd.outcome, rd.created_at from review_decision rd where rd.case_id = raised.id order by rd.id desc limit 1) d on true
    )
    select count(*)::int as cases, (count(*) filter (where state = 'DECIDED'))::int as decided,
      (count(*) filter (where state = 'DECIDED' and outcome = 'FRAUD'))::int as fraud,
      percentile_cont(0.5) within group (order by extract(epoch from decided_at - created_at) / 60) filter (where state = 'DECIDED') as median
    from closed`.execute(db)
  const figures = rows[0]!
  return {
    cases: figures.cases,
    decided: figures.decided,
    fraud: figures.fraud,
    fraudRate: figures.decided === 0 ? null : figures.fraud / figures.decided,
    medianMinutesToDecide: minutes(figures.median),
  }
}

/**
 * Each analyst's decisions today (the day of the caller's time zone) on the cases the caller
 * sees, and the median time from their claim to their decision.
 */
export async function analystStatsOf(db: Kysely<Database>, principal: Principal, now: Date): Promise<z.output<typeof reviewAnalystStatsSchema>> {
  const user = await db.selectFrom('app_user').select('timezone').where('id', '=', principal.userId).executeTakeFirst()
  const zone = user?.timezone || 'UTC'
  const { rows } = await sql<{ username: string; decisions: number; median: number | null }>`
    select d.decided_by as username, count(*)::int as decisions,
      percentile_cont(0.5) within group (order by extract(epoch from d.created_at - coalesce(d.claimed_at, d.created_at)) / 60) as median
    from review_decision d join review_case c on c.id = d.case_id
    where ${caseInScope(principal)}
      and d.created_at >= (date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${zone}) at time zone ${zone})
      and d.created_at <= ${now.toISOString()}::timestamptz
    group by d.decided_by
    order by count(*) desc, d.decided_by`.execute(db)
  return { analysts: rows.map((r) => ({ username: r.username, decisions: r.decisions, medianMinutesToDecide: minutes(r.median) })) }
}
