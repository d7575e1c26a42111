import { type Kysely, sql } from 'kysely'
import { CURRENCY } from './columns'

/**
 * Custom reports: a report config gains its definition (measures, dimensions, filters, period),
 * and transactions are rolled up per UTC day, merchant, gateway, currency, status and card
 * country, kept by triggers whoever writes, so a report over a million transactions reads a few
 * thousand rows. A transaction's chargebacks (its CHARGEBACK activities) count in its own row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createCustomReportStat(db)
  await keepTransactionsRolledUp(db)
  await keepChargebacksRolledUp(db)
  await fillCustomReportStat(db)
}

/** A report config's definition, and the rollup table reports read. */
async function createCustomReportStat(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('quicksight_report_config').addColumn('definition', 'jsonb').execute()

  await db.schema
    .createTable('custom_report_stat')
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('merchant_id', 'bigint', (c) => c.notNull())
    /** '' when the transaction has none. */
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('currency', CURRENCY, (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    /** The card's country; '' when there is no card. */
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('approved_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('chargeback_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('custom_report_stat_pk', ['day', 'merchant_id', 'gateway', 'currency', 'status', 'country'])
    .execute()
  await db.schema.createIndex('custom_report_stat_merchant_idx').on('custom_report_stat').columns(['merchant_id', 'day']).execute()
}

/** Keeps a transaction's row of the rollup as the transaction is written. */
async function keepTransactionsRolledUp(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function custom_report_stat_apply() returns trigger language plpgsql as $$
    declare
      chargebacks bigint := 0;
    begin
      -- A new transaction has no activity yet; a changed one takes its chargebacks along.
      if tg_op in ('UPDATE', 'DELETE') then
        select count(*) into chargebacks from transaction_activity a where a.transaction_id = old.id and a.type = 'CHARGEBACK';
        insert into custom_report_stat as s (day, merchant_id, gateway, currency, status, country, count, amount, approved_count, chargeback_count)
        values ((old.created_at at time zone 'UTC')::date, old.merchant_id, coalesce(old.gateway, ''), old.currency, old.status,
          coalesce(old.card_country, ''), -1, -old.amount, case when old.result = 'APPROVED' then -1 else 0 end, -chargebacks)
        on conflict (day, merchant_id, gateway, currency, status, country)
        do update set count = s.count + excluded.count, amount = s.amount + excluded.amount,
          approved_count = s.approved_count + excluded.approved_count, chargeback_count = s.chargeback_count + excluded.chargeback_count;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into custom_report_stat as s (day, merchant_id, gateway, currency, status, country, count, amount, approved_count, chargeback_count)
        values ((new.created_at at time zone 'UTC')::date, new.merchant_id, coalesce(new.gateway, ''), new.currency, new.status,
          coalesce(new.card_country, ''), 1, new.amount, case when new.result = 'APPROVED' then 1 else 0 end, chargebacks)
        on conflict (day, merchant_id, gateway, currency, status, country)
        do update set count = s.count + excluded.count, amount = s.amount + excluded.amount,
          approved_count = s.approved_count + excluded.approved_count, chargeback_count = s.chargeback_count + excluded.chargeback_count;
      end if;
      return null;
    end
    $$`.execute(db)
  await sql`
    create trigger custom_report_stat_trigger
    after insert or delete or update of merchant_id, created_at, gateway, currency, status, result, card_country, amount on "transaction"
    for each row execute function custom_report_stat_apply()`.execute(db)
}

/** Counts a new chargeback activity in its transaction's row of the rollup. */
async function keepChargebacksRolledUp(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function custom_report_chargeback_apply() returns trigger language plpgsql as $$
    begin
      insert into custom_report_stat as s (day, merchant_id, gateway, currency, status, country, chargeback_count)
      select (t.created_at at time zone 'UTC')::date, t.merchant_id, coalesce(t.gateway, ''), t.currency, t.status, coalesce(t.card_country, ''), 1
      from "transaction" t where t.id = new.transaction_id
      on conflict (day, merchant_id, gateway, currency, status, country)
      do update set chargeback_count = s.chargeback_count + 1;
      return null;
    end
    $$`.execute(db)
  await sql`
    create trigger custom_report_chargeback_trigger
    after insert on transaction_activity
    for each row when (new.type = 'CHARGEBACK') execute function custom_report_chargeback_apply()`.execute(db)
}

/** The rebuild of the rollup, run once here for the transactions already there. */
async function fillCustomReportStat(db: Kysely<unknown>): Promise<void> {
  // Refills the rollup from the transactions: the backfill here, and a bulk load (the seed) that
  // pauses the triggers while it writes.
  await sql`
    create function custom_report_stat_rebuild() returns void language sql as $$
      delete from custom_report_stat;
      insert into custom_report_stat (day, merchant_id, gateway, currency, status, country, count, amount, approved_count, chargeback_count)
      select (t.created_at at time zone 'UTC')::date, t.merchant_id, coalesce(t.gateway, ''), t.currency, t.status, coalesce(t.card_country, ''),
        count(*), sum(t.amount), count(*) filter (where t.result = 'APPROVED'), coalesce(sum(cb.n), 0)
      from "transaction" t
      left join (select transaction_id, count(*) as n from transaction_activity where type = 'CHARGEBACK' group by transaction_id) cb
        on cb.transaction_id = t.id
      group by 1, 2, 3, 4, 5, 6;
    $$`.execute(db)
  await sql`select custom_report_stat_rebuild()`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists custom_report_chargeback_trigger on transaction_activity`.execute(db)
  await sql`drop function if exists custom_report_chargeback_apply()`.execute(db)
  await sql`drop trigger if exists custom_report_stat_trigger on "transaction"`.execute(db)
  await sql`drop function if exists custom_report_stat_apply()`.execute(db)
  await sql`drop function if exists custom_report_stat_rebuild()`.execute(db)
  await db.schema.dropTable('custom_report_stat').ifExists().execute()
  await db.schema.alterTable('quicksight_report_config').dropColumn('definition').execute()
}
