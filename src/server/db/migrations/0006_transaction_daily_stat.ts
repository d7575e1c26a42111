import { type Kysely, sql } from 'kysely'
import { CURRENCY } from './columns'

/**
 * Transaction counts and amounts per merchant, UTC day, currency, result, direction and result
 * code, kept up to date by a trigger on every write to "transaction", whoever makes it. The
 * dashboard reads a few thousand of these rows instead of every transaction of the week.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('transaction_daily_stat')
    .addColumn('merchant_id', 'bigint', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('currency', CURRENCY, (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull())
    /** '' when the transaction has none. */
    .addColumn('result_code', 'text', (c) => c.notNull())
    .addColumn('count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('transaction_daily_stat_pk', ['day', 'merchant_id', 'currency', 'result', 'direction', 'result_code'])
    .execute()
  await db.schema.createIndex('transaction_daily_stat_merchant_idx').on('transaction_daily_stat').columns(['merchant_id', 'day']).execute()

  await sql`
    create function transaction_daily_stat_apply() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        insert into transaction_daily_stat as s (merchant_id, day, currency, result, direction, result_code, count, amount)
        values (old.merchant_id, (old.created_at at time zone 'UTC')::date, old.currency, old.result, old.direction,
          coalesce(old.result_code, ''), -1, -old.amount)
        on conflict (day, merchant_id, currency, result, direction, result_code)
        do update set count = s.count + excluded.count, amount = s.amount + excluded.amount;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into transaction_daily_stat as s (merchant_id, day, currency, result, direction, result_code, count, amount)
        values (new.merchant_id, (new.created_at at time zone 'UTC')::date, new.currency, new.result, new.direction,
          coalesce(new.result_code, ''), 1, new.amount)
        on conflict (day, merchant_id, currency, result, direction, result_code)
        do update set count = s.count + excluded.count, amount = s.amount + excluded.amount;
      end if;
      return null;
    end
    $$`.execute(db)
  await sql`
    create trigger transaction_daily_stat_trigger
    after insert or delete or update of merchant_id, created_at, currency, result, direction, result_code, amount on "transaction"
    for each row execute function transaction_daily_stat_apply()`.execute(db)

  // Chargebacks of the day are counted from their activities.
  await sql`create index transaction_activity_chargeback_idx on transaction_activity (created_at, merchant_id) where type = 'CHARGEBACK'`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists transaction_activity_chargeback_idx`.execute(db)
  await sql`drop trigger if exists transaction_daily_stat_trigger on "transaction"`.execute(db)
  await sql`drop function if exists transaction_daily_stat_apply()`.execute(db)
  await db.schema.dropTable('transaction_daily_stat').ifExists().execute()
}
