import { type Kysely, sql } from 'kysely'
import { CURRENCY, inSpace, jsonObject, minorUnits, nowColumn, ownedBy, recordTable, refersTo, stamps, statusAndStamps } from './columns'

/**
 * Ledger accounts, entries and daily summaries; settlement uploads and records; space daily
 * reports; email template collections; saved searches; and the job queue.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createLedger(db)
  await createJobsAndSettlements(db)
  await createDailyReports(db)
  await createEmailTemplates(db)
  await createSavedSearches(db)
}

/** Ledger accounts, their entries and their daily summaries. */
async function createLedger(db: Kysely<unknown>): Promise<void> {
  await recordTable(db, 'account', inSpace)
    .addColumn('merchant_id', 'bigint', (c) => c.references('merchant.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('currency', CURRENCY, (c) => c.notNull())
    .addColumn('balance', 'bigint', minorUnits)
    .$call(statusAndStamps('ACTIVE'))
    .addUniqueConstraint('account_merchant_currency_uq', ['merchant_id', 'currency'])
    .execute()
  await db.schema.createIndex('account_space_idx').on('account').column('space_id').execute()

  await recordTable(db, 'ledger_entry', ['account_id', ownedBy('account.id')])
    .addColumn('merchant_id', 'bigint', (c) => c.references('merchant.id'))
    .addColumn('entry_type', 'text', (c) => c.notNull().check(sql`entry_type in ('CR', 'DR')`))
    .addColumn('transfer_type', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('currency', CURRENCY, (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('transaction_id', 'bigint')
    .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'timestamptz', nowColumn)
    .execute()
  await sql`create index ledger_entry_account_page_idx on ledger_entry (account_id, created_at desc, id desc)`.execute(db)
  await sql`create index ledger_entry_merchant_idx on ledger_entry (merchant_id, created_at desc, id desc)`.execute(db)

  await db.schema
    .createTable('account_daily_summary')
    .addColumn('account_id', 'bigint', ownedBy('account.id'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('currency', CURRENCY, (c) => c.notNull())
    .addColumn('opening_balance', 'bigint', minorUnits)
    .addColumn('credits', 'bigint', minorUnits)
    .addColumn('debits', 'bigint', minorUnits)
    .addColumn('closing_balance', 'bigint', minorUnits)
    .addColumn('entry_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('account_daily_summary_pk', ['account_id', 'day'])
    .execute()
  await db.schema.createIndex('account_daily_summary_day_idx').on('account_daily_summary').column('day').execute()
}

/** The job queue, and settlement uploads (each read by a job) with their records. */
async function createJobsAndSettlements(db: Kysely<unknown>): Promise<void> {
  // Work shared by every server process: a row is taken with FOR UPDATE SKIP LOCKED.
  await recordTable(db, 'job')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('QUEUED'))
    .addColumn('payload', 'jsonb', jsonObject)
    .addColumn('result', 'jsonb', jsonObject)
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0).check(sql`progress between 0 and 100`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('run_at', 'timestamptz', nowColumn)
    .addColumn('locked_by', 'text')
    .addColumn('locked_at', 'timestamptz')
    .addColumn('created_by', 'text')
    .$call(stamps)
    .addColumn('completed_at', 'timestamptz')
    .execute()
  await sql`create index job_queue_idx on job (run_at, id) where state = 'QUEUED'`.execute(db)
  await sql`create index job_kind_idx on job (kind, created_at desc)`.execute(db)

  await recordTable(db, 'settlement_upload', inSpace)
    .addColumn('gateway', 'text', refersTo('gateway.code'))
    .addColumn('job_id', 'bigint', (c) => c.references('job.id').onDelete('set null'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('PROCESSING'))
    .addColumn('total_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('success_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('invalid_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('uploaded_by', 'text')
    .addColumn('created_at', 'timestamptz', nowColumn)
    .addColumn('completed_at', 'timestamptz')
    .execute()
  await sql`create index settlement_upload_space_idx on settlement_upload (space_id, created_at desc)`.execute(db)

  await recordTable(db, 'settlement_record', inSpace)
    .addColumn('upload_id', 'bigint', (c) => c.references('settlement_upload.id').onDelete('cascade'))
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('merchant_id', 'bigint', (c) => c.references('merchant.id'))
    .addColumn('transaction_id', 'bigint')
    .addColumn('transaction_external_id', 'text', (c) => c.notNull())
    .addColumn('gateway_reference', 'text')
    .addColumn('settlement_date', 'date', (c) => c.notNull())
    .addColumn('amount', 'bigint', minorUnits)
    .addColumn('fee', 'bigint', minorUnits)
    .addColumn('net_amount', 'bigint', minorUnits)
    .addColumn('currency', CURRENCY, (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', nowColumn)
    .execute()
  await sql`create index settlement_record_space_idx on settlement_record (space_id, created_at desc, id desc)`.execute(db)
  await db.schema.createIndex('settlement_record_upload_idx').on('settlement_record').column('upload_id').execute()
  await db.schema.createIndex('settlement_record_transaction_idx').on('settlement_record').column('transaction_id').execute()
}

/** The files of each space's daily reports. */
async function createDailyReports(db: Kysely<unknown>): Promise<void> {
  await recordTable(db, 'space_daily_report', inSpace)
    .addColumn('report_date', 'date', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull().defaultTo('CSV'))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('PROCESSING'))
    .addColumn('file_key', 'text')
    .addColumn('file_size', 'bigint')
    .addColumn('row_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', nowColumn)
    .addColumn('completed_at', 'timestamptz')
    .addUniqueConstraint('space_daily_report_uq', ['space_id', 'report_date', 'name'])
    .execute()
  await sql`create index space_daily_report_date_idx on space_daily_report (report_date desc, id desc)`.execute(db)
}

/** Email template collections and their templates. */
async function createEmailTemplates(db: Kysely<unknown>): Promise<void> {
  // System collections belong to the top operator space and are the fallback of every space.
  await recordTable(db, 'email_template_collection', inSpace)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_system', 'boolean', (c) => c.notNull().defaultTo(false))
    .$call(stamps)
    .addUniqueConstraint('email_template_collection_name_uq', ['space_id', 'name'])
    .execute()

  await recordTable(db, 'email_template', ['collection_id', ownedBy('email_template_collection.id')])
    .addColumn('space_id', 'bigint', refersTo('space.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .$call(stamps)
    .addUniqueConstraint('email_template_type_uq', ['collection_id', 'type', 'locale'])
    .execute()
  await db.schema.createIndex('email_template_space_idx').on('email_template').column('space_id').execute()
}

/** A user's saved searches. */
async function createSavedSearches(db: Kysely<unknown>): Promise<void> {
  await recordTable(db, 'saved_search', ['user_id', ownedBy('app_user.id')])
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .$call(stamps)
    .addUniqueConstraint('saved_search_name_uq', ['user_id', 'name'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'saved_search', 'email_template', 'email_template_collection', 'space_daily_report', 'settlement_record',
    'settlement_upload', 'job', 'account_daily_summary', 'ledger_entry', 'account',
  ]) {
    await db.schema.dropTable(t).ifExists().execute()
  }
}
