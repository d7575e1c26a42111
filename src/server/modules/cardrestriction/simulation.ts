import { type CardRestrictionSimulation, type cardRestrictionSimulationInputSchema, SIMULATION_DAYS } from '@domain/entities/cardrestriction'
import type { Result } from '@domain/enums'
import { type Kysely, sql } from 'kysely'
import type { z } from 'zod'
import type { Principal } from '../../auth/principal'
import { merchantInScope } from '../../auth/scope'
import type { Database } from '../../db/database'
import { moneyTotal } from '../../mappers'
import { type SimulatedTransactionRow, simulationSample } from '../../simulation'
import { notFound } from '../../errors'
import { checkRule, type RestrictionOfRules } from './queries'

type SimulatedRule = z.output<typeof cardRestrictionSimulationInputSchema>

const SAMPLE_SIZE = 20
const DAY_MS = 24 * 3600_000

/** A rule's match of the window's cards (`t`), by the database function that also records a SHADOW rule's hits. */
function matches(rule: { scope: string; operator: string; values: unknown }) {
  return sql<boolean>`card_restriction_rule_matches(${rule.scope}, ${rule.operator}, ${JSON.stringify(rule.values)}::jsonb, t.card_country, t.card_scheme)`
}

/**
 * The transactions a rule decides: those its card's issuer country (COUNTRY) or scheme (SCHEMA)
 * matches, less those an earlier ACTIVE rule of the restriction decides first. The earlier rules
 * come from the function the SHADOW recording uses, and are matched as constants, so the window
 * is read once whatever their number.
 */
async function ruleDecides(db: Kysely<Database>, restrictionId: number, rule: SimulatedRule) {
  const earlier = await sql<{ scope: string; operator: string; values: unknown }>`
    select scope, operator, "values" from card_restriction_rules_before(${restrictionId}::bigint, ${rule.ruleId ?? null}::bigint, ${rule.priority}::integer)`.execute(db)
  const decidedEarlier = earlier.rows.length > 0 ? sql`(${sql.join(earlier.rows.map(matches), sql` or `)})` : sql`false`
  return sql<boolean>`${matches(rule)} and not ${decidedEarlier}`
}

/**
 * What a rule would have changed over the last 30 days (the clock's now back). The scope is the
 * restriction's merchants, all of its space's when it lists none, among those the caller sees.
 * A DECLINE or REJECT_PURCHASE rule would have declined the matching transactions that were
 * APPROVED; an ALLOW or ALLOW_PURCHASE rule would have allowed the matching ones that were
 * DECLINED. The rule takes its place among the restriction's rules (by priority, then id), and is
 * judged against the results the transactions had. One statement
 * counts the window and sums the changed ones by currency; one more reads the newest of them.
 * Both read the window merchant by merchant through the (merchant_id, created_at) index.
 */
export async function simulateRule(
  db: Kysely<Database>,
  principal: Principal,
  restriction: RestrictionOfRules,
  rule: SimulatedRule,
  now: Date,
): Promise<CardRestrictionSimulation> {
  checkRule(rule)
  if (rule.ruleId !== undefined) {
    const saved = await db.selectFrom('card_restriction_rule').select('id').where('id', '=', rule.ruleId).where('restriction_id', '=', restriction.id).executeTakeFirst()
    if (!saved) throw notFound('Rule')
  }
  const from = new Date(now.getTime() - SIMULATION_DAYS * DAY_MS)
  const declines = rule.action === 'DECLINE' || rule.action === 'REJECT_PURCHASE'
  const changedFrom: Result = declines ? 'APPROVED' : 'DECLINED'
  const scope = sql<boolean>`t.merchant_id in (
      select m.id from merchant m
      where m.space_id = (select space_id from card_restriction where id = ${restriction.id}) and card_restriction_applies_to(${restriction.id}, m.id)
    )
    and ${merchantInScope(principal, 't.merchant_id')}
    and t.created_at >= ${from.toISOString()}::timestamptz and t.created_at <= ${now.toISOString()}::timestamptz`
  const changed = sql<boolean>`t.result = ${changedFrom} and ${await ruleDecides(db, restriction.id, rule)}`

  const [byCurrency, sample] = await Promise.all([
    sql<{ currency: string; transactions: number; changed: number; amount: string | number | bigint }>`
      select t.currency, count(*)::int as transactions, count(*) filter (where ${changed})::int as changed,
        coalesce(sum(t.amount) filter (where ${changed}), 0)::bigint as amount
      from "transaction" t
      where ${scope}
      group by t.currency
      order by t.currency`.execute(db),
    sql<SimulatedTransactionRow>`
      select m.name as merchant, t.external_id, t.amount, t.currency, t.result, t.card_scheme, t.card_country, t.created_at
      from "transaction" t join merchant m on m.id = t.merchant_id
      where ${scope} and ${changed}
      order by t.created_at desc, t.id desc
      limit ${SAMPLE_SIZE}`.execute(db),
  ])

  const rows = byCurrency.rows.filter((r) => r.changed > 0)
  const figures = {
    count: rows.reduce((sum, r) => sum + r.changed, 0),
    amounts: rows.map((r) => ({ currency: r.currency, amount: moneyTotal(r.amount) })),
  }
  const none = { count: 0, amounts: [] }
  return {
    from: from.toISOString(),
    to: now.toISOString(),
    transactions: byCurrency.rows.reduce((sum, r) => sum + r.transactions, 0),
    wouldDecline: declines ? figures : none,
    wouldAllow: declines ? none : figures,
    sample: simulationSample(sample.rows),
  }
}
