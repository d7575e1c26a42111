import { type Kysely, sql } from 'kysely'
import { nowColumn } from './columns'

/**
 * The records an undo puts back: while a write runs with `console.undo_capture` set (crud.ts's
 * auditedWrite), each row it inserts, changes or deletes in these tables is kept as it was and as
 * it became, so the undo is the exact inverse of the write, whatever the record kind.
 */
export const reversibleTables = [
  'app_user', 'user_role', 'role', 'space', 'space_config', 'merchant_group', 'merchant', 'tag', 'merchant_tag', 'merchant_caller',
  'gateway_credential', 'merchant_gateway_config', 'merchant_instrument_config', 'merchant_key', 'payment_link', 'psp_result_code',
  'result_code', 'card_bin', 'card_blacklist', 'card_restriction', 'card_restriction_rule', 'merchant_card_restriction', 'fraud_block',
  'fraud_config', 'velocity_block', 'trust_level', 'trust_policy', 'trust_policy_collection', 'trust_policy_config', 'hive_setting',
  'email_template', 'email_template_collection', 'saved_search', 'customer',
] as const

/**
 * What no undo can take back: money that moved (transactions, the ledger, settlements) and
 * messages that went out. A write touching one of these tables is not undoable at all, so no undo
 * reverses half of it. Tables in neither list (sessions, sign-in failures, figures) keep what a
 * write did to them.
 */
export const irreversibleTables = [
  'transaction', 'transaction_log', 'transaction_activity', 'ledger_entry', 'ledger_movement', 'account', 'settlement_record',
  'settlement_upload', 'message', 'message_attempt', 'job', 'one_time_code', 'system_command_run',
] as const

const capturing = sql`when (current_setting('console.undo_capture', true) <> '')`

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence undo_capture_seq`.execute(db)
  await db.schema
    .createTable('undo_row')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('capture_id', 'bigint', (c) => c.notNull())
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('irreversible', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute()
  await db.schema.createIndex('undo_row_capture_idx').on('undo_row').column('capture_id').execute()
  // One row per undoable write, keyed by its first audit event; `undone_at` is set once, under
  // the row's lock, so of two undos of one write exactly one applies.
  await db.schema
    .createTable('undo_action')
    .addColumn('event_id', 'bigint', (c) => c.primaryKey().references('user_event.id').onDelete('cascade'))
    .addColumn('capture_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('permission', 'text', (c) => c.notNull())
    .addColumn('event_ids', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', nowColumn)
    .addColumn('undone_at', 'timestamptz')
    .addColumn('undo_event_id', 'bigint')
    .execute()
  await db.schema.createIndex('undo_action_created_idx').on('undo_action').column('created_at').execute()

  await sql`
    create function capture_undo_row() returns trigger language plpgsql as $$
    begin
      insert into undo_row (capture_id, table_name, before, after)
      values (
        current_setting('console.undo_capture')::bigint,
        tg_table_name,
        case when tg_op = 'INSERT' then null else to_jsonb(old) end,
        case when tg_op = 'DELETE' then null else to_jsonb(new) end
      );
      return null;
    end $$`.execute(db)
  await sql`
    create function capture_irreversible_row() returns trigger language plpgsql as $$
    begin
      insert into undo_row (capture_id, table_name, irreversible) values (current_setting('console.undo_capture')::bigint, tg_table_name, true);
      return null;
    end $$`.execute(db)
  for (const table of reversibleTables) {
    await sql`create trigger ${sql.raw(`${table}_undo`)} after insert or update or delete on ${sql.table(table)}
      for each row ${capturing} execute function capture_undo_row()`.execute(db)
  }
  for (const table of irreversibleTables) {
    await sql`create trigger ${sql.raw(`${table}_undo`)} after insert or update or delete on ${sql.table(table)}
      for each row ${capturing} execute function capture_irreversible_row()`.execute(db)
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [...reversibleTables, ...irreversibleTables]) {
    await sql`drop trigger if exists ${sql.raw(`${table}_undo`)} on ${sql.table(table)}`.execute(db)
  }
  await sql`drop function if exists capture_undo_row()`.execute(db)
  await sql`drop function if exists capture_irreversible_row()`.execute(db)
  await db.schema.dropTable('undo_action').ifExists().execute()
  await db.schema.dropTable('undo_row').ifExists().execute()
  await sql`drop sequence if exists undo_capture_seq`.execute(db)
}
