import { type Kysely, sql } from 'kysely'
import { CURRENCY, inSpace, nowColumn, ownedBy, recordTable } from './columns'

/**
 * The double-entry ledger: each movement (top-up, withdrawal, pay-in, refund, pay-out) is a row
 * that two ledger entries share, the merchant account's and its counter-entry on the space's
 * clearing account for that currency (an account without a merchant, whose balance may go
 * negative). `account.balance` is the ledger's running balance; a merchant's never goes below 0.
 * Entries written before this migration get their movement and counter-entry here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await recordTable(db, 'ledger_movement', inSpace)
    .addColumn('account_id', 'bigint', ownedBy('account.id'))
    .addColumn('counter_account_id', 'bigint', ownedBy('account.id'))
    .addColumn('transfer_type', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('currency', CURRENCY, (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    // A replayed request (same key) answers the movement again; a fingerprint tells a replay
    // from another request that reuses the key.
    .addColumn('idempotency_key', 'text')
    .addColumn('request_hash', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'timestamptz', nowColumn)
    .addUniqueConstraint('ledger_movement_idempotency_uq', ['space_id', 'idempotency_key'])
    .execute()
  await sql`create index ledger_movement_account_idx on ledger_movement (account_id, created_at desc)`.execute(db)

  await sql`create unique index account_clearing_uq on account (space_id, currency) where merchant_id is null`.execute(db)
  await sql`alter table ledger_entry add column movement_id bigint references ledger_movement(id) on delete cascade`.execute(db)

  // Entries already there: one movement each (its id the entry's), a clearing counter-entry, and
  // balances taken from the ledger.
  await sql`
    insert into account (space_id, merchant_id, name, currency, balance)
    select distinct a.space_id, null::bigint, 'Clearing ' || a.currency, a.currency, 0
    from ledger_entry l join account a on a.id = l.account_id where a.merchant_id is not null
    on conflict do nothing`.execute(db)
  await sql`
    insert into ledger_movement (id, space_id, account_id, counter_account_id, transfer_type, amount, currency, reference, description, created_by, created_at)
    overriding system value
    select l.id, a.space_id, a.id, c.id, l.transfer_type, l.amount, l.currency, l.reference, l.description, l.created_by, l.created_at
    from ledger_entry l join account a on a.id = l.account_id
    join account c on c.space_id = a.space_id and c.currency = a.currency and c.merchant_id is null
    where a.merchant_id is not null`.execute(db)
  await sql`update ledger_entry set movement_id = id`.execute(db)
  await sql`
    insert into ledger_entry (account_id, merchant_id, entry_type, transfer_type, amount, currency, balance_after, movement_id, reference, description, created_by, created_at)
    select m.counter_account_id, null, case l.entry_type when 'CR' then 'DR' else 'CR' end, l.transfer_type, l.amount, l.currency,
      sum(case when l.entry_type = 'CR' then -l.amount else l.amount end) over (partition by m.counter_account_id order by l.created_at, l.id rows unbounded preceding),
      m.id, l.reference, l.description, l.created_by, l.created_at
    from ledger_entry l join ledger_movement m on m.id = l.movement_id
    order by l.created_at, l.id`.execute(db)
  await sql`select setval(pg_get_serial_sequence('ledger_movement', 'id'), coalesce((select max(id) from ledger_movement), 0) + 1, false)`.execute(db)
  await sql`
    update account a set balance = coalesce((select sum(case when l.entry_type = 'CR' then l.amount else -l.amount end) from ledger_entry l where l.account_id = a.id), 0)`.execute(db)

  await sql`alter table ledger_entry alter column movement_id set not null`.execute(db)
  await sql`alter table account add constraint account_merchant_balance_ck check (merchant_id is null or balance >= 0)`.execute(db)
  await sql`create index ledger_entry_movement_idx on ledger_entry (movement_id)`.execute(db)
  // The ledger list's type filters, within an account, newest first.
  await sql`create index ledger_entry_account_transfer_idx on ledger_entry (account_id, transfer_type, created_at desc, id desc)`.execute(db)
  await sql`create index ledger_entry_account_entry_type_idx on ledger_entry (account_id, entry_type, created_at desc, id desc)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists ledger_entry_account_transfer_idx`.execute(db)
  await sql`drop index if exists ledger_entry_account_entry_type_idx`.execute(db)
  await sql`alter table account drop constraint if exists account_merchant_balance_ck`.execute(db)
  await sql`delete from ledger_entry where merchant_id is null`.execute(db)
  await sql`alter table ledger_entry drop column if exists movement_id`.execute(db)
  await sql`delete from account where merchant_id is null`.execute(db)
  await sql`drop index if exists account_clearing_uq`.execute(db)
  await db.schema.dropTable('ledger_movement').ifExists().execute()
}
