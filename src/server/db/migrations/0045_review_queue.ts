import { REVIEW_SLA_MINUTES } from '@domain/constants'
import { type Kysely, sql } from 'kysely'
import { inSpace, nowColumn, ownedBy, recordTable, stamps } from './columns'

/** A card with more payments than this in an hour, in one space, is sent to review (VELOCITY). */
export const REVIEW_VELOCITY_PAYMENTS = 5
/** How the velocity threshold names itself in a reason's `source_ref`. */
const VELOCITY_REF = `card-payments-per-hour/${REVIEW_VELOCITY_PAYMENTS}`

/** The review tables whose changes an undo puts back (migration 0041's capture). */
const reversibleReviewTables = ['review_case', 'review_reason', 'review_note', 'review_decision', 'review_allow'] as const

/** The states a case waits in before it is decided (and, claimed, until its lease lapses). */
const waiting = sql`state in ('OPEN', 'SNOOZED', 'CLAIMED')`

/**
 * The review queue: a case per card (by hash) and space holding the open suspicion about it, the
 * reasons that raised it, its notes and decisions, and the space's allow list of cards. A case
 * opens, or a new reason joins the open one, in the database transaction that records the
 * reason, whoever writes it: triggers on rule hits, payments and customers call one function,
 * `review_open`, which the server's "send to review" calls too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db)
  await createOpenFunction(db)
  await createOpeningTriggers(db)
  // Every process serving the queue's live events hears of each changed case once it commits.
  await sql`
    create function review_case_notify() returns trigger language plpgsql as $$
    begin
      perform pg_notify('review_case', new.id::text);
      return null;
    end $$`.execute(db)
  await sql`create trigger review_case_notify after insert or update on review_case for each row execute function review_case_notify()`.execute(db)
  for (const table of reversibleReviewTables) {
    await sql`create trigger ${sql.raw(`${table}_undo`)} after insert or update or delete on ${sql.table(table)}
      for each row when (current_setting('console.undo_capture', true) <> '') execute function capture_undo_row()`.execute(db)
  }
  await sql`update role set permissions = permissions || '["review.read", "review.decide"]'::jsonb
    where name in ('ADMIN', 'FRAUD_ANALYST') and not permissions ? 'review.read'`.execute(db)
}

async function createTables(db: Kysely<unknown>): Promise<void> {
  await recordTable(db, 'review_case', inSpace)
    .addColumn('card_hash', 'text', (c) => c.notNull())
    .addColumn('card_bin', 'text')
    .addColumn('card_last4', sql`char(4)`)
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('OPEN'))
    /** 0 to 100, higher first; each reason that joins raises it. */
    .addColumn('priority', 'integer', (c) => c.notNull().check(sql`priority between 0 and 100`))
    .addColumn('due_at', 'timestamptz', (c) => c.notNull())
    /** The analyst holding the case (CLAIMED) by username, since when, until when, and the state a lapsed or released claim returns to. */
    .addColumn('held_by', 'text')
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('lease_expires_at', 'timestamptz')
    .addColumn('claimed_from', 'text')
    .addColumn('snoozed_until', 'timestamptz')
    .$call(stamps)
    // The queue's order, priority first and then age, as one number: a keyset page and the next
    // case read it from one index.
    .addColumn('queue_rank', 'bigint', (c) =>
      c.generatedAlwaysAs(sql`(100 - priority)::bigint * 10000000000000 + (extract(epoch from created_at - timestamptz '1970-01-01 00:00:00+00') * 1000)::bigint`).stored(),
    )
    .execute()
  // A card has at most one case not decided per space: a new reason joins it (review_open).
  await sql`create unique index review_case_open_uq on review_case (space_id, card_hash) where state <> 'DECIDED'`.execute(db)
  await sql`create index review_case_waiting_idx on review_case (space_id, queue_rank, id) where ${waiting}`.execute(db)
  await sql`create index review_case_waiting_all_idx on review_case (queue_rank, id) where ${waiting}`.execute(db)
  await sql`create index review_case_state_idx on review_case (space_id, state, queue_rank, id)`.execute(db)
  await sql`create index review_case_decided_idx on review_case (space_id, updated_at desc, id desc) where state = 'DECIDED'`.execute(db)
  await sql`create index review_case_held_idx on review_case (held_by) where state = 'CLAIMED'`.execute(db)
  await sql`create index review_case_card_idx on review_case (card_hash)`.execute(db)

  await recordTable(db, 'review_reason', ['case_id', ownedBy('review_case.id')])
    .addColumn('source', 'text', (c) => c.notNull())
    /** The rule (`{restriction}/{ruleId}`), the policy (`{config}/{policyId}`) or the velocity threshold; null for a chargeback or a person. */
    .addColumn('source_ref', 'text')
    .addColumn('transaction_id', 'bigint', (c) => c.references('transaction.id').onDelete('cascade'))
    .addColumn('merchant_id', 'bigint', (c) => c.references('merchant.id').onDelete('cascade'))
    .addColumn('added_by', 'text')
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', nowColumn)
    .execute()
  await sql`create index review_reason_case_idx on review_reason (case_id, id)`.execute(db)
  await sql`create index review_reason_source_idx on review_reason (source, source_ref, created_at)`.execute(db)
  await sql`create index review_reason_merchant_idx on review_reason (merchant_id, case_id)`.execute(db)
  await sql`create index review_reason_transaction_idx on review_reason (transaction_id)`.execute(db)

  await recordTable(db, 'review_note', ['case_id', ownedBy('review_case.id')])
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', nowColumn)
    .execute()
  await sql`create index review_note_case_idx on review_note (case_id, id)`.execute(db)

  // Every decision taken on a case, the latest being the case's own.
  await recordTable(db, 'review_decision', ['case_id', ownedBy('review_case.id')])
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('reason_code', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('decided_by', 'text', (c) => c.notNull())
    /** When the analyst who decided claimed the case: their time on it. */
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('fraud_block_id', 'bigint', (c) => c.references('fraud_block.id').onDelete('set null'))
    .addColumn('refunded', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('allow_listed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('snoozed_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', nowColumn)
    .execute()
  await sql`create index review_decision_case_idx on review_decision (case_id, id desc)`.execute(db)
  await sql`create index review_decision_created_idx on review_decision (created_at)`.execute(db)

  // Cards a space has judged legitimate: the platform's own checks open no case for them.
  await recordTable(db, 'review_allow', inSpace)
    .addColumn('card_hash', 'text', (c) => c.notNull())
    .addColumn('case_id', 'bigint', (c) => c.references('review_case.id').onDelete('set null'))
    .addColumn('added_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', nowColumn)
    .addUniqueConstraint('review_allow_uq', ['space_id', 'card_hash'])
    .execute()
}

/**
 * `review_open`: a reason to review a card in a space, joining the card's open case or opening
 * one (safe under concurrency: the insert meets the open-case index). A reason already on the
 * case (same source, reference and payment) adds nothing; the platform's checks skip a card on
 * the space's allow list, a person's send does not. A joining reason raises the priority and
 * wakes a snoozed case. Answers the case, whether it opened and whether the reason was added; no
 * row for a card the allow list keeps out.
 */
async function createOpenFunction(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function review_sla_minutes(p_space bigint) returns integer language sql stable as $$
      select coalesce((select (settings->>'reviewSlaMinutes')::int from space_config where space_id = p_space), ${sql.lit(REVIEW_SLA_MINUTES)})
    $$`.execute(db)
  await sql`
    create function review_source_priority(p_source text) returns integer language sql immutable as $$
      select case p_source when 'CHARGEBACK' then 70 when 'VELOCITY' then 60 when 'MANUAL' then 60 when 'TRUST_POLICY' then 50 else 40 end
    $$`.execute(db)
  await sql`
    create function review_open(
      p_space bigint, p_card_hash text, p_card_bin text, p_card_last4 text, p_source text, p_source_ref text,
      p_transaction bigint, p_merchant bigint, p_added_by text, p_detail text, p_at timestamptz
    ) returns table (review_case_id bigint, case_opened boolean, reason_added boolean) language plpgsql as $$
    declare
      found_case bigint;
      inserted boolean;
    begin
      if p_source <> 'MANUAL' and exists (select 1 from review_allow a where a.space_id = p_space and a.card_hash = p_card_hash) then
        return;
      end if;
      select c.id into found_case from review_case c where c.space_id = p_space and c.card_hash = p_card_hash and c.state <> 'DECIDED';
      if found_case is not null and exists (
        select 1 from review_reason r where r.case_id = found_case and r.source = p_source
          and r.source_ref is not distinct from p_source_ref and r.transaction_id is not distinct from p_transaction
      ) then
        return query select found_case, false, false;
        return;
      end if;
      insert into review_case as c (space_id, card_hash, card_bin, card_last4, priority, due_at, created_at, updated_at)
      values (p_space, p_card_hash, p_card_bin, p_card_last4, review_source_priority(p_source),
        p_at + make_interval(mins => review_sla_minutes(p_space)), p_at, p_at)
      on conflict (space_id, card_hash) where state <> 'DECIDED' do update set
        priority = least(100, greatest(c.priority, excluded.priority) + 5),
        state = case when c.state = 'SNOOZED' then 'OPEN' else c.state end,
        snoozed_until = case when c.state = 'SNOOZED' then null else c.snoozed_until end,
        updated_at = greatest(c.updated_at, excluded.updated_at)
      returning c.id, c.xmax = 0 into found_case, inserted;
      insert into review_reason (case_id, source, source_ref, transaction_id, merchant_id, added_by, detail, created_at)
      values (found_case, p_source, p_source_ref, p_transaction, p_merchant, p_added_by, p_detail, p_at);
      return query select found_case, inserted, true;
    end $$`.execute(db)
}

/**
 * The platform's own reasons, each in the transaction that records it: a SHADOW rule's hit that
 * would have declined, a payment charged back, a card past the velocity threshold, a customer
 * moved to UNTRUSTED or RESTRICTED (their cards, the ten most recently used). A person who
 * moved a customer is named by the write's `console.actor`.
 */
async function createOpeningTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function review_open_on_rule_hit() returns trigger language plpgsql as $$
    declare
      hit record;
    begin
      for hit in
        select r.space_id, r.name, h.rule_id, h.action, h.created_at, t.id, t.merchant_id, t.card_hash, t.card_bin, t.card_last4
        from inserted h
        join "transaction" t on t.id = h.transaction_id
        join card_restriction_rule rr on rr.id = h.rule_id
        join card_restriction r on r.id = rr.restriction_id
        where t.card_hash is not null and h.action in ('DECLINE', 'REJECT_PURCHASE')
        order by h.id
      loop
        perform review_open(hit.space_id, hit.card_hash, hit.card_bin, hit.card_last4, 'CARD_RESTRICTION_RULE', hit.name || '/' || hit.rule_id,
          hit.id, hit.merchant_id, null, 'Rule ' || hit.rule_id || ' of ' || hit.name || ' would have answered ' || hit.action, hit.created_at);
      end loop;
      return null;
    end $$`.execute(db)
  await sql`create trigger review_open_on_rule_hit after insert on card_restriction_rule_hit referencing new table as inserted
    for each statement execute function review_open_on_rule_hit()`.execute(db)

  await sql`
    create function review_open_on_payment() returns trigger language plpgsql as $$
    declare
      payment record;
      recent integer;
    begin
      for payment in
        select t.id, t.merchant_id, m.space_id, t.card_hash, t.card_bin, t.card_last4, t.status, t.type, t.created_at
        from inserted t join merchant m on m.id = t.merchant_id
        where t.card_hash is not null
        order by t.id
      loop
        if payment.status = 'CHARGED_BACK' or payment.type = 'CHARGEBACK' then
          perform review_open(payment.space_id, payment.card_hash, payment.card_bin, payment.card_last4, 'CHARGEBACK', null,
            payment.id, payment.merchant_id, null, 'Charged back', payment.created_at);
        end if;
        select count(*) into recent from "transaction" t join merchant m on m.id = t.merchant_id
        where t.card_hash = payment.card_hash and m.space_id = payment.space_id
          and t.created_at > payment.created_at - interval '1 hour' and t.created_at <= payment.created_at;
        if recent > ${sql.lit(REVIEW_VELOCITY_PAYMENTS)} and not exists (
          select 1 from review_case c join review_reason r on r.case_id = c.id
          where c.space_id = payment.space_id and c.card_hash = payment.card_hash and c.state <> 'DECIDED'
            and r.source = 'VELOCITY' and r.created_at > payment.created_at - interval '1 hour'
        ) then
          perform review_open(payment.space_id, payment.card_hash, payment.card_bin, payment.card_last4, 'VELOCITY', ${sql.lit(VELOCITY_REF)},
            payment.id, payment.merchant_id, null, recent || ' payments on this card within an hour', payment.created_at);
        end if;
      end loop;
      return null;
    end $$`.execute(db)
  await sql`create trigger review_open_on_payment after insert on "transaction" referencing new table as inserted
    for each statement execute function review_open_on_payment()`.execute(db)

  await sql`
    create function review_open_on_chargeback() returns trigger language plpgsql as $$
    begin
      perform review_open(m.space_id, new.card_hash, new.card_bin, new.card_last4, 'CHARGEBACK', null,
        new.id, new.merchant_id, null, 'Charged back', new.updated_at)
      from merchant m where m.id = new.merchant_id;
      return null;
    end $$`.execute(db)
  await sql`create trigger review_open_on_chargeback after update of status on "transaction" for each row
    when (new.status = 'CHARGED_BACK' and old.status is distinct from new.status and new.card_hash is not null)
    execute function review_open_on_chargeback()`.execute(db)

  await sql`
    create function review_open_on_trust() returns trigger language plpgsql as $$
    declare
      card record;
    begin
      for card in
        select * from (
          select distinct on (t.card_hash) t.id, t.card_hash, t.card_bin, t.card_last4, t.created_at, m.space_id
          from "transaction" t join merchant m on m.id = t.merchant_id
          where t.merchant_id = new.merchant_id and t.customer_external_id = new.external_id and t.card_hash is not null
          order by t.card_hash, t.created_at desc, t.id desc
        ) cards
        order by cards.created_at desc, cards.id desc
        limit 10
      loop
        perform review_open(card.space_id, card.card_hash, card.card_bin, card.card_last4, 'TRUST_POLICY', null, card.id, new.merchant_id,
          nullif(current_setting('console.actor', true), ''),
          'Customer ' || new.external_id || ' moved from ' || old.trust_level || ' to ' || new.trust_level, new.updated_at);
      end loop;
      return null;
    end $$`.execute(db)
  await sql`create trigger review_open_on_trust after update of trust_level on customer for each row
    when (new.trust_level in ('UNTRUSTED', 'RESTRICTED') and new.trust_level is distinct from old.trust_level)
    execute function review_open_on_trust()`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update role set permissions = permissions - 'review.read' - 'review.decide'`.execute(db)
  await sql`drop trigger if exists review_open_on_trust on customer`.execute(db)
  await sql`drop trigger if exists review_open_on_chargeback on "transaction"`.execute(db)
  await sql`drop trigger if exists review_open_on_payment on "transaction"`.execute(db)
  await sql`drop trigger if exists review_open_on_rule_hit on card_restriction_rule_hit`.execute(db)
  for (const name of ['review_open_on_trust', 'review_open_on_chargeback', 'review_open_on_payment', 'review_open_on_rule_hit', 'review_case_notify']) {
    await sql`drop function if exists ${sql.raw(name)}() cascade`.execute(db)
  }
  await sql`drop function if exists review_open(bigint, text, text, text, text, text, bigint, bigint, text, text, timestamptz)`.execute(db)
  await sql`drop function if exists review_source_priority(text)`.execute(db)
  await sql`drop function if exists review_sla_minutes(bigint)`.execute(db)
  for (const table of ['review_allow', 'review_decision', 'review_note', 'review_reason', 'review_case']) await db.schema.dropTable(table).ifExists().execute()
}
