import { SIMULATION_DAYS } from '@domain/entities/cardrestriction'
import {
  conditionCurrency,
  decliningTrustLevels,
  type TrustPolicyCondition,
  trustPolicyConditionSchema,
  type TrustPolicySimulation,
  type trustPolicySimulationInputSchema,
} from '@domain/entities/trustpolicy'
import type { CustomerTrustLevel, Result } from '@domain/enums'
import { type Kysely, type RawBuilder, sql } from 'kysely'
import type { z } from 'zod'
import type { Principal } from '../../auth/principal'
import { merchantInScope } from '../../auth/scope'
import type { Database } from '../../db/database'
import { moneyTotal } from '../../mappers'
import { type SimulatedTransactionRow, simulationSample } from '../../simulation'
import { notFound } from '../../errors'

type SimulatedPolicy = z.output<typeof trustPolicySimulationInputSchema>

const SAMPLE_SIZE = 20
const DAY_MS = 24 * 3600_000

/**
 * The aggregate a condition field measures over a customer's transactions of the window (`tx`).
 * Only the fields the conditions use are computed: a distinct count sorts the whole window, a
 * cost the other fields should not pay. ACCOUNT_AGE_DAYS needs none (`measureOf`): it counts whole days
 * from the customer's creation to now. APPROVED_AMOUNT adds the minor units of its currency.
 */
function aggregateOf(condition: TrustPolicyCondition): RawBuilder<number> {
  switch (condition.field) {
    case 'APPROVED_COUNT':
      return sql`count(*) filter (where tx.result = 'APPROVED')`
    case 'APPROVED_AMOUNT':
      return sql`coalesce(sum(tx.amount) filter (where tx.result = 'APPROVED' and tx.currency = ${condition.currency}), 0)`
    case 'DECLINED_COUNT':
      return sql`count(*) filter (where tx.result = 'DECLINED')`
    case 'CHARGEBACK_COUNT':
      return sql`count(*) filter (where tx.type = 'CHARGEBACK')`
    case 'REFUND_COUNT':
      return sql`count(*) filter (where tx.type = 'REFUND')`
    case 'ACCOUNT_AGE_DAYS':
      return sql`0`
    case 'DISTINCT_CARDS':
      return sql`count(distinct tx.card_hash)`
  }
}

/** The column of `measured` that holds a condition's aggregate: one per field, and per currency for an amount. */
const measureColumn = (condition: TrustPolicyCondition) => {
  const currency = conditionCurrency(condition)
  return `measure_${condition.field.toLowerCase()}${currency ? `_${currency.toLowerCase()}` : ''}`
}

function measureOf(condition: TrustPolicyCondition, now: Date): RawBuilder<number> {
  return condition.field === 'ACCOUNT_AGE_DAYS'
    ? sql`floor(extract(epoch from (${now.toISOString()}::timestamptz - c.created_at)) / 86400)`
    : sql.ref(`m.${measureColumn(condition)}`)
}

const operators = { GTE: '>=', GT: '>', LTE: '<=', LT: '<', EQ: '=' } as const

function conditionHolds(condition: TrustPolicyCondition, now: Date): RawBuilder<boolean> {
  return sql`(${measureOf(condition, now)} ${sql.raw(operators[condition.operator])} ${condition.value})`
}

/**
 * The ACTIVE policies of the collection tried before this one (by priority, then id): a
 * customer one of them moves is decided there. A policy not saved yet comes after the saved
 * ones of its priority.
 */
async function earlierPolicies(db: Kysely<Database>, policy: SimulatedPolicy): Promise<TrustPolicyCondition[]> {
  const { collectionId, policyId, priority } = policy
  const rows = await db
    .selectFrom('trust_policy')
    .select('condition')
    .where('collection_id', '=', collectionId)
    .where('status', '=', 'ACTIVE')
    .$if(policyId !== undefined, (q) => q.where('id', '<>', policyId!))
    .where((eb) => eb.or([eb('priority', '<', priority), eb.and([eb('priority', '=', priority), ...(policyId !== undefined ? [eb('id', '<', policyId)] : [])])]))
    .execute()
  return rows.map((row) => trustPolicyConditionSchema.parse(typeof row.condition === 'string' ? JSON.parse(row.condition) : row.condition))
}

const declines = (level: CustomerTrustLevel) => (decliningTrustLevels as readonly string[]).includes(level)

/**
 * What a policy would have changed over the last 30 days (the clock's now back). The customers
 * considered are those of the space with transactions in the window, on merchants the caller
 * sees; their condition fields are measured over the window's transactions. A customer whose
 * condition holds, and no earlier ACTIVE policy of the collection's holds (the first that holds
 * decides), moves from their current level to the policy's. RESTRICTED and UNTRUSTED
 * decline a customer's payments, the other levels allow them: a customer moved from an allowing
 * level to a declining one would have had their APPROVED transactions of the window declined;
 * moved the other way, their DECLINED ones approved. The policy is judged against the
 * levels the customers have now. One statement measures every customer in one pass over the
 * window (read merchant by merchant through the (merchant_id, created_at) index) and answers
 * the counts, the amounts by currency, the level changes and the newest changed transactions.
 */
export async function simulatePolicy(
  db: Kysely<Database>,
  principal: Principal,
  space: { id: number },
  policy: SimulatedPolicy,
  now: Date,
): Promise<TrustPolicySimulation> {
  await mustExist(db, space, policy)
  const from = new Date(now.getTime() - SIMULATION_DAYS * DAY_MS)
  const target = policy.trustLevel
  const toDeclining = declines(target)
  const row = await windowFigures(db, principal, { space, policy, earlier: await earlierPolicies(db, policy), from, now })
  const figures = {
    count: row.by_currency.reduce((sum, r) => sum + r.count, 0),
    amounts: row.by_currency.map((r) => ({ currency: r.currency, amount: moneyTotal(r.amount) })),
  }
  const none = { count: 0, amounts: [] }
  return {
    from: from.toISOString(),
    to: now.toISOString(),
    transactions: row.transactions,
    customers: row.customers,
    levelChanges: row.level_changes.map((r) => ({ from: r.from, to: target, customers: r.customers })),
    wouldDecline: toDeclining ? figures : none,
    wouldAllow: toDeclining ? none : figures,
    sample: simulationSample(row.sample),
  }
}

/** The simulated policy's collection is one of the space's, and the saved policy it replaces one of that collection's; otherwise 404. */
async function mustExist(db: Kysely<Database>, space: { id: number }, policy: SimulatedPolicy): Promise<void> {
  const collection = await db
    .selectFrom('trust_policy_collection as tc')
    .innerJoin('trust_policy_config as c', 'c.id', 'tc.config_id')
    .select('tc.id')
    .where('c.space_id', '=', space.id)
    .where('tc.id', '=', policy.collectionId)
    .executeTakeFirst()
  if (!collection) throw notFound('Trust policy collection')
  if (policy.policyId !== undefined) {
    const saved = await db.selectFrom('trust_policy').select('id').where('id', '=', policy.policyId).where('collection_id', '=', policy.collectionId).executeTakeFirst()
    if (!saved) throw notFound('Trust policy')
  }
}

/** What `windowFigures` measures: the policy, the earlier ones that decide first, and the window from `from` to `now`. */
interface SimulationWindow {
  space: { id: number }
  policy: SimulatedPolicy
  earlier: TrustPolicyCondition[]
  from: Date
  now: Date
}

/** The one statement of `simulatePolicy`: the window's customers, the level changes, the changed transactions by currency and the newest of them. */
async function windowFigures(db: Kysely<Database>, principal: Principal, { space, policy, earlier, from, now }: SimulationWindow) {
  const target = policy.trustLevel
  const toDeclining = declines(target)
  const changedFrom: Result = toDeclining ? 'APPROVED' : 'DECLINED'
  const declining = sql.join(decliningTrustLevels.map((level) => sql`${level}`))
  const decidedEarlier = earlier.length > 0 ? sql`(${sql.join(earlier.map((c) => conditionHolds(c, now)), sql` or `)})` : sql`false`
  const condition = sql`${conditionHolds(policy.condition, now)} and not ${decidedEarlier}`
  // Each aggregate the conditions measure over the window, once.
  const measured = new Map([policy.condition, ...earlier].filter((c) => c.field !== 'ACCOUNT_AGE_DAYS').map((c) => [measureColumn(c), c]))
  const measures = [sql`count(*) as transactions`, ...[...measured].map(([column, c]) => sql`${aggregateOf(c)} as ${sql.ref(column)}`)]

  const result = await sql<{
    transactions: number
    customers: number
    level_changes: { from: CustomerTrustLevel; customers: number }[]
    by_currency: { currency: string; count: number; amount: number | string }[]
    sample: SimulatedTransactionRow[]
  }>`
    with tx as (
      select t.id, t.merchant_id, t.customer_external_id, t.amount, t.currency, t.result, t.type, t.card_hash, t.created_at
      from "transaction" t
      where t.merchant_id in (select id from merchant where space_id = ${space.id})
        and ${merchantInScope(principal, 't.merchant_id')}
        and t.created_at >= ${from.toISOString()}::timestamptz and t.created_at <= ${now.toISOString()}::timestamptz
        and t.customer_external_id is not null
    ),
    measured as (
      select tx.merchant_id, tx.customer_external_id, ${sql.join(measures)}
      from tx group by tx.merchant_id, tx.customer_external_id
    ),
    people as (
      select c.merchant_id, c.external_id, c.trust_level, m.transactions, (${condition}) as matches
      from measured m join customer c on c.merchant_id = m.merchant_id and c.external_id = m.customer_external_id
    ),
    moved as (
      select merchant_id, external_id, trust_level from people where matches and trust_level <> ${target}
    ),
    changed as (
      select tx.id, tx.merchant_id, tx.amount, tx.currency, tx.created_at
      from tx join moved on moved.merchant_id = tx.merchant_id and moved.external_id = tx.customer_external_id
      where tx.result = ${changedFrom} and (moved.trust_level in (${declining})) <> ${toDeclining}
    )
    select
      (select coalesce(sum(transactions), 0) from people)::int as transactions,
      (select count(*) from people)::int as customers,
      (select coalesce(json_agg(x), '[]') from (
        select trust_level as "from", count(*)::int as customers from moved group by trust_level order by trust_level
      ) x) as level_changes,
      (select coalesce(json_agg(x), '[]') from (
        select currency, count(*)::int as count, sum(amount)::bigint as amount from changed group by currency order by currency
      ) x) as by_currency,
      (select coalesce(json_agg(x), '[]') from (
        select mc.name as merchant, t.external_id, t.amount, t.currency, t.result, t.card_scheme, t.card_country, t.created_at
        from (select id, merchant_id from changed order by created_at desc, id desc limit ${SAMPLE_SIZE}) ch
        join "transaction" t on t.id = ch.id
        join merchant mc on mc.id = ch.merchant_id
        order by t.created_at desc, t.id desc
      ) x) as sample`.execute(db)
  return result.rows[0]!
}
