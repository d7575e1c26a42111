import { type Kysely, sql } from 'kysely'
import { hitBackfillFunction, hitRecordFunction } from './0030_shadow_rule_hits'

/** A rule an earlier one pre-empts on a card records no hit there. */
const preempted = '\n        and not card_restriction_rule_preempted(s.restriction_id, s.rule_id, s.priority, t.card_country, t.card_scheme)'

/**
 * A restriction's rules are tried in order (priority, then id) and the first ACTIVE rule that
 * matches a card decides. A rule an earlier one pre-empts on a card would have done nothing
 * there: the simulation leaves such transactions out, and a SHADOW rule records no hit on them.
 * One SQL function says which rules come first, for both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The ACTIVE rules tried before a rule: `rule` is null for a rule not saved yet, which comes
  // after the saved rules of its priority. The simulation reads them to match a window of
  // transactions against them as constants.
  await sql`
    create function card_restriction_rules_before(restriction bigint, rule bigint, rule_priority integer)
    returns table (scope text, operator text, "values" jsonb) language sql stable parallel safe as $$
      select o.scope, o.operator, o."values" from card_restriction_rule o
      where o.restriction_id = restriction and o.status = 'ACTIVE' and o.id is distinct from rule
        and (o.priority < rule_priority or (o.priority = rule_priority and (rule is null or o.id < rule)))
    $$`.execute(db)

  await sql`
    create function card_restriction_rule_preempted(restriction bigint, rule bigint, rule_priority integer, card_country text, card_scheme text)
    returns boolean language sql stable parallel safe as $$
      select exists (
        select 1 from card_restriction_rules_before(restriction, rule, rule_priority) o
        where card_restriction_rule_matches(o.scope, o.operator, o."values", card_country, card_scheme)
      )
    $$`.execute(db)

  await sql`
    create or replace view card_restriction_shadow_rule as
    select rr.id as rule_id, rr.scope, rr.operator, rr."values", rr.action, m.id as merchant_id, rr.restriction_id, rr.priority
    from card_restriction_rule rr
    join card_restriction r on r.id = rr.restriction_id
    join merchant m on m.space_id = r.space_id
    where rr.status = 'SHADOW' and r.status <> 'INACTIVE' and card_restriction_applies_to(r.id, m.id)`.execute(db)

  await hitRecordFunction('create or replace', preempted).execute(db)

  await hitBackfillFunction('create or replace', preempted).execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await hitBackfillFunction('create or replace').execute(db)
  await hitRecordFunction('create or replace').execute(db)
  await sql`drop function if exists card_restriction_rule_preempted(bigint, bigint, integer, text, text)`.execute(db)
  await sql`drop function if exists card_restriction_rules_before(bigint, bigint, integer)`.execute(db)
}
