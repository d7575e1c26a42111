import { type Kysely, sql } from 'kysely'
import { ownedBy, recordTable } from './columns'

/**
 * Shadow card restriction rules: a SHADOW rule acts on nothing, but each new transaction it
 * would have acted on is recorded as a hit, by a trigger whoever writes the transaction. Whether
 * a rule matches a card, and which merchants a restriction applies to, are SQL functions that
 * the rule simulation calls too, so a hit and a simulation never disagree.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // A rule on the card's issuer country (COUNTRY) or scheme (SCHEMA): IN / NOT_IN its values,
  // ANY card, or UNKNOWN (the field is empty). An empty field is UNKNOWN, so NOT_IN matches only
  // known values outside the list. One plain expression, so the planner inlines it.
  await sql`
    create function card_restriction_rule_matches(rule_scope text, rule_operator text, rule_values jsonb, card_country text, card_scheme text)
    returns boolean language sql immutable parallel safe as $$
      select case rule_operator
        when 'ANY' then true
        when 'UNKNOWN' then (case rule_scope when 'COUNTRY' then card_country else card_scheme end) is null
        when 'IN' then (case rule_scope when 'COUNTRY' then card_country else card_scheme end) is not null
          and rule_values ? (case rule_scope when 'COUNTRY' then card_country else card_scheme end)
        when 'NOT_IN' then (case rule_scope when 'COUNTRY' then card_country else card_scheme end) is not null
          and not rule_values ? (case rule_scope when 'COUNTRY' then card_country else card_scheme end)
        else false
      end
    $$`.execute(db)

  // A restriction applies to the merchants of its space it lists, or to all of them when it lists none.
  await sql`
    create function card_restriction_applies_to(restriction bigint, merchant bigint)
    returns boolean language sql stable parallel safe as $$
      select exists (select 1 from card_restriction r join merchant m on m.space_id = r.space_id where r.id = restriction and m.id = merchant)
        and (
          not exists (select 1 from merchant_card_restriction l where l.restriction_id = restriction)
          or exists (select 1 from merchant_card_restriction l where l.restriction_id = restriction and l.merchant_id = merchant)
        )
    $$`.execute(db)

  await recordTable(db, 'card_restriction_rule_hit', ['rule_id', ownedBy('card_restriction_rule.id')])
    .addColumn('transaction_id', 'bigint', ownedBy('transaction.id'))
    /** What the rule would have done: its action when the hit was recorded. */
    .addColumn('action', 'text', (c) => c.notNull())
    /** What the transaction actually got when it was written. */
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('card_country', 'text')
    .addColumn('card_scheme', 'text')
    /** The transaction's time: a rule's hits read newest first. */
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    // One hit per rule and transaction; by transaction first, so a deleted transaction finds its hits.
    .addUniqueConstraint('card_restriction_rule_hit_uq', ['transaction_id', 'rule_id'])
    .execute()
  await sql`create index card_restriction_rule_hit_rule_idx on card_restriction_rule_hit (rule_id, created_at desc, id desc)`.execute(db)

  // The SHADOW rules of restrictions that are not switched off, with each merchant they apply to.
  await sql`
    create view card_restriction_shadow_rule as
    select rr.id as rule_id, rr.scope, rr.operator, rr."values", rr.action, m.id as merchant_id
    from card_restriction_rule rr
    join card_restriction r on r.id = rr.restriction_id
    join merchant m on m.space_id = r.space_id
    where rr.status = 'SHADOW' and r.status <> 'INACTIVE' and card_restriction_applies_to(r.id, m.id)`.execute(db)

  // Per statement, over the rows it inserted: a bulk insert records its hits in one statement.
  await hitRecordFunction('create').execute(db)
  await sql`
    create trigger card_restriction_rule_hit_trigger
    after insert on "transaction" referencing new table as inserted
    for each statement execute function card_restriction_rule_hit_record()`.execute(db)

  // The hits the SHADOW rules would have recorded on the transactions since a time: for a bulk
  // load (the seed) that pauses the trigger while it writes.
  await hitBackfillFunction('create').execute(db)
}

/**
 * The insert of the hits of SHADOW rules on the transactions `from` names, for the rules that
 * match their card and meet `condition` (a later migration adds one), once per rule and transaction.
 */
const insertHits = (from: string, condition: string) => `
      insert into card_restriction_rule_hit (rule_id, transaction_id, action, result, status, card_country, card_scheme, created_at)
      select s.rule_id, t.id, s.action, t.result, t.status, t.card_country, t.card_scheme, t.created_at
      ${from}
      where card_restriction_rule_matches(s.scope, s.operator, s."values", t.card_country, t.card_scheme)${condition}
      on conflict do nothing;`

type Create = 'create' | 'create or replace'

/** The trigger function recording the hits on the rows a statement inserted. */
export const hitRecordFunction = (create: Create, condition = '') =>
  sql.raw(`
    ${create} function card_restriction_rule_hit_record() returns trigger language plpgsql as $$
    begin${insertHits('from inserted t\n      join card_restriction_shadow_rule s on s.merchant_id = t.merchant_id', condition)}
      return null;
    end
    $$`)

/** The function recording the hits on the transactions written since a time. */
export const hitBackfillFunction = (create: Create, condition = '') =>
  sql.raw(`
    ${create} function card_restriction_rule_hit_backfill(since timestamptz) returns void language sql as $$${insertHits(
      'from card_restriction_shadow_rule s\n      join "transaction" t on t.merchant_id = s.merchant_id and t.created_at >= since',
      condition,
    )}
    $$`)

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists card_restriction_rule_hit_backfill(timestamptz)`.execute(db)
  await sql`drop trigger if exists card_restriction_rule_hit_trigger on "transaction"`.execute(db)
  await sql`drop function if exists card_restriction_rule_hit_record()`.execute(db)
  await sql`drop view if exists card_restriction_shadow_rule`.execute(db)
  await db.schema.dropTable('card_restriction_rule_hit').ifExists().execute()
  await sql`drop function if exists card_restriction_applies_to(bigint, bigint)`.execute(db)
  await sql`drop function if exists card_restriction_rule_matches(text, text, jsonb, text, text)`.execute(db)
}
