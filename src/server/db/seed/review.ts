import { type Kysely, type RawBuilder, sql } from 'kysely'
import type { Database } from '../database'
import { hashOf } from './sqlValues'

/** The triggers that open review cases, paused while the seed loads what would set them off row by row. */
const openingTriggers = [
  ['transaction', 'review_open_on_payment'],
  ['transaction', 'review_open_on_chargeback'],
  ['customer', 'review_open_on_trust'],
  ['card_restriction_rule_hit', 'review_open_on_rule_hit'],
] as const

export async function pauseReviewOpening(db: Kysely<Database>): Promise<void> {
  for (const [table, trigger] of openingTriggers) await sql`alter table ${sql.table(table)} disable trigger ${sql.id(trigger)}`.execute(db)
}

/** Cases of each source: a share of the seed's size, so a test's small seed stays quick. */
function quotaOf(transactions: number): number {
  return Math.min(80, Math.max(8, Math.round(transactions / 250)))
}

/**
 * The review queue's demo cases, opened through review_open as the platform's checks and people
 * open them (SHADOW rule hits, chargebacks, velocity, trust policies, sends), aged over the last
 * ten hours so some are fresh, some near their space's SLA and some past it; then some decided
 * (fraud with its block, legitimate, one in a few allow-listed), escalated, snoozed, or claimed
 * by a lease that has lapsed. Deterministic: every choice follows from row order and hashes.
 */
export async function seedReview(db: Kysely<Database>, now: Date, transactions: number): Promise<void> {
  for (const [table, trigger] of openingTriggers) await sql`alter table ${sql.table(table)} enable trigger ${sql.id(trigger)}`.execute(db)
  const quota = quotaOf(transactions)
  const open = (source: string, picked: RawBuilder<unknown>, salt: number) =>
    sql`
      select o.* from (
        select p.*, row_number() over (order by p.ord) as k from (${picked}) p order by p.ord limit ${sql.lit(quota)}
      ) x
      cross join lateral review_open(x.space_id, x.card_hash, x.card_bin, x.card_last4, ${sql.lit(source)}, x.source_ref, x.transaction_id,
        x.merchant_id, x.added_by, x.detail, ${now.toISOString()}::timestamptz - make_interval(mins => (${hashOf('x.k', salt)} % 600)::int)) o`.execute(db)
  const payment = sql.raw('m.space_id, t.card_hash, t.card_bin, t.card_last4, t.id as transaction_id, t.merchant_id')

  await open(
    'CARD_RESTRICTION_RULE',
    sql`select distinct on (m.space_id, t.card_hash) ${payment}, r.name || '/' || h.rule_id as source_ref, null::text as added_by,
        'Rule ' || h.rule_id || ' of ' || r.name || ' would have answered ' || h.action as detail, h.id as ord
      from card_restriction_rule_hit h join "transaction" t on t.id = h.transaction_id join merchant m on m.id = t.merchant_id
      join card_restriction_rule rr on rr.id = h.rule_id join card_restriction r on r.id = rr.restriction_id
      where t.card_hash is not null and h.action in ('DECLINE', 'REJECT_PURCHASE')
      order by m.space_id, t.card_hash, h.id desc`,
    61,
  )
  await open(
    'CHARGEBACK',
    sql`select ${payment}, null::text as source_ref, null::text as added_by, 'Charged back' as detail, -t.id as ord
      from "transaction" t join merchant m on m.id = t.merchant_id where t.status = 'CHARGED_BACK' and t.card_hash is not null`,
    62,
  )
  await open(
    'VELOCITY',
    sql`select distinct on (m.space_id, t.card_hash) ${payment}, 'card-payments-per-hour/5' as source_ref, null::text as added_by,
        'More than 5 payments on this card within an hour' as detail, -(count(*) over (partition by m.space_id, t.card_hash)) * 1000000000 - t.id as ord
      from "transaction" t join merchant m on m.id = t.merchant_id where t.card_hash is not null
      order by m.space_id, t.card_hash, t.created_at desc, t.id desc`,
    63,
  )
  await open(
    'TRUST_POLICY',
    sql`select distinct on (c.id) ${payment}, tc.name || '/' || tp.id as source_ref, null::text as added_by,
        'Customer ' || c.external_id || ' moved to ' || c.trust_level || ' by ' || tp.name as detail, c.id as ord
      from customer c join merchant m on m.id = c.merchant_id
      join "transaction" t on t.merchant_id = c.merchant_id and t.customer_external_id = c.external_id and t.card_hash is not null
      join trust_policy_config tc on tc.space_id = m.space_id and tc.is_default
      join trust_policy_collection tl on tl.config_id = tc.id
      join trust_policy tp on tp.collection_id = tl.id and tp.trust_level = c.trust_level
      where c.trust_level in ('RESTRICTED', 'UNTRUSTED')
      order by c.id, t.created_at desc, t.id desc`,
    64,
  )
  await open(
    'MANUAL',
    sql`select ${payment}, null::text as source_ref, (case when s.name = 'acme' then 'analyst' else 'admin' end) as added_by,
        (array['Customer called about a payment they do not know', 'Merchant asked for a second look', 'Odd shipping address', 'Seen in a fraud ring report'])[1 + t.id % 4] as detail,
        t.id as ord
      from "transaction" t join merchant m on m.id = t.merchant_id join space s on s.id = m.space_id
      where t.id % 53 = 7 and t.card_hash is not null`,
    65,
  )
  await shapeCases(db, now)
}

/**
 * What became of each seeded case, by its place in id order: decided (fraud, with a block naming
 * the case, or legitimate, now and then allow-listed), escalated, snoozed (some past their time),
 * claimed by a lease that lapsed, or still open; with a note on some.
 */
async function shapeCases(db: Kysely<Database>, now: Date): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`
  const ranked = sql`ranked as (
    select c.id, c.space_id, c.card_hash, c.card_bin, c.card_last4, c.created_at, n,
      case when s.name = 'acme' and n % 4 <> 0 then 'analyst' else 'admin' end as analyst,
      least(${at}, c.created_at + make_interval(mins => (5 + n * 7 % 120)::int)) as decided_at,
      case when n % 6 = 0 then (case when n % 12 = 0 then 'FRAUD' else 'LEGITIMATE' end)
           when n % 9 = 4 then 'ESCALATE' when n % 13 = 5 then 'SNOOZE' when n % 17 = 8 then 'LAPSED' else 'OPEN' end as fate
    from (select c.*, row_number() over (order by c.id) as n from review_case c) c join space s on s.id = c.space_id)`
  await sql`
    with ${ranked}
    insert into fraud_block (space_id, field, account_id, card_bin, card_last4, reason, status, created_by, created_at, updated_at)
    select space_id, 'CREDIT_CARD_NUMBER', card_hash, card_bin, card_last4, 'Review case ' || id || ': STOLEN_CARD', 'ACTIVE', analyst, decided_at, decided_at
    from ranked where fate = 'FRAUD' order by id`.execute(db)
  await sql`
    with ${ranked}
    insert into review_decision (case_id, outcome, reason_code, note, decided_by, claimed_at, fraud_block_id, allow_listed, snoozed_until, created_at)
    select r.id, r.fate,
      case r.fate when 'FRAUD' then 'STOLEN_CARD' when 'LEGITIMATE' then 'CUSTOMER_CONFIRMED' when 'ESCALATE' then 'NEEDS_SENIOR_REVIEW' else 'AWAITING_CUSTOMER' end,
      case when r.n % 2 = 0 then 'Checked the payments against the customer history' end,
      r.analyst, r.decided_at - make_interval(mins => (1 + r.n * 3 % 20)::int),
      (select fb.id from fraud_block fb where r.fate = 'FRAUD' and fb.reason = 'Review case ' || r.id || ': STOLEN_CARD'),
      r.fate = 'LEGITIMATE' and r.n % 36 = 6,
      case when r.fate = 'SNOOZE' then ${at} + make_interval(hours => (r.n % 5 - 2)::int) end,
      r.decided_at
    from ranked r where r.fate in ('FRAUD', 'LEGITIMATE', 'ESCALATE', 'SNOOZE') order by r.id`.execute(db)
  await sql`
    insert into review_allow (space_id, card_hash, case_id, added_by, created_at)
    select c.space_id, c.card_hash, c.id, d.decided_by, d.created_at
    from review_decision d join review_case c on c.id = d.case_id where d.allow_listed order by d.id`.execute(db)
  await sql`
    with ${ranked}
    update review_case c set
      state = case r.fate when 'FRAUD' then 'DECIDED' when 'LEGITIMATE' then 'DECIDED' when 'ESCALATE' then 'ESCALATED' when 'SNOOZE' then 'SNOOZED' else 'CLAIMED' end,
      snoozed_until = case when r.fate = 'SNOOZE' then ${at} + make_interval(hours => (r.n % 5 - 2)::int) end,
      held_by = case when r.fate = 'LAPSED' then r.analyst end,
      claimed_at = case when r.fate = 'LAPSED' then ${at} - interval '2 hours' end,
      lease_expires_at = case when r.fate = 'LAPSED' then ${at} - interval '90 minutes' end,
      claimed_from = case when r.fate = 'LAPSED' then 'OPEN' end,
      updated_at = case when r.fate = 'LAPSED' then ${at} - interval '2 hours' else r.decided_at end
    from ranked r where r.id = c.id and r.fate <> 'OPEN'`.execute(db)
  await sql`
    with ${ranked}
    insert into review_note (case_id, text, author, created_at)
    select id, (array['Called the cardholder, no answer yet', 'Same device seen on two other cards', 'Merchant confirms the order shipped', 'Asked the issuer for the 3DS record'])[1 + n / 4 % 4],
      analyst, least(${at}, created_at + interval '3 minutes')
    from ranked where n % 4 = 1 order by id`.execute(db)
}
