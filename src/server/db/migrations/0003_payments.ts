import { type Kysely, sql } from 'kysely'
import { CURRENCY, jsonObject, minorUnits, nowColumn, ofMerchant, ownedBy, recordTable, refersTo, stamps } from './columns'

/**
 * Customers, transactions with their activities and gateway logs, and the links from sent
 * messages and audit events to them. Indexed for every lookup of the triage workspace:
 * keyset pages per merchant and overall, and card hash, BIN, last 4, email, IP, customer and
 * paywall session filters.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createCustomers(db)
  await createTransactions(db)
  await createTransactionHistory(db)
  await linkMessagesAndEvents(db)
}

/** A merchant's customers, with their running totals per currency. */
async function createCustomers(db: Kysely<unknown>): Promise<void> {
  await recordTable(db, 'customer', ofMerchant)
    /** The merchant's own customer id, the one in URLs. */
    .addColumn('external_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('country', sql`char(2)`)
    .addColumn('ip_address', 'text')
    .addColumn('trust_level', 'text', (c) => c.notNull().defaultTo('NEW'))
    .addColumn('fraud', 'jsonb', jsonObject)
    .addColumn('personal_info', 'jsonb', jsonObject)
    .addColumn('properties', 'jsonb', jsonObject)
    .$call(stamps)
    .addUniqueConstraint('customer_merchant_external_uq', ['merchant_id', 'external_id'])
    .execute()
  await sql`create index customer_merchant_page_idx on customer (merchant_id, created_at desc, id desc)`.execute(db)
  await sql`create index customer_page_idx on customer (created_at desc, id desc)`.execute(db)
  await sql`create index customer_email_idx on customer (lower(email))`.execute(db)
  await sql`create index customer_name_idx on customer (lower(name))`.execute(db)
  await db.schema.createIndex('customer_external_idx').on('customer').column('external_id').execute()
  await db.schema.createIndex('customer_ip_idx').on('customer').column('ip_address').execute()

  // Running totals per customer and currency, kept so the financial summary is one read.
  await db.schema
    .createTable('customer_financial_summary')
    .addColumn('customer_id', 'bigint', ownedBy('customer.id'))
    .addColumn('currency', CURRENCY, (c) => c.notNull())
    .addColumn('charged_amount', 'bigint', minorUnits)
    .addColumn('refunded_amount', 'bigint', minorUnits)
    .addColumn('chargeback_amount', 'bigint', minorUnits)
    .addColumn('charge_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refund_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('chargeback_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('decline_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_transaction_at', 'timestamptz')
    .addColumn('last_transaction_at', 'timestamptz')
    .addPrimaryKeyConstraint('customer_financial_summary_pk', ['customer_id', 'currency'])
    .execute()
}

/** Transactions, indexed for each filter of the triage workspace and for keyset pages. */
async function createTransactions(db: Kysely<unknown>): Promise<void> {
  await recordTable(db, 'transaction', ['merchant_id', refersTo('merchant.id')])
    /** The transaction id of URLs and the API (`id`), unique per merchant. */
    .addColumn('external_id', 'text', (c) => c.notNull())
    .addColumn('merchant_transaction_id', 'text')
    /** The transaction this one follows (a refund's charge), by its external id. */
    .addColumn('parent_external_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull().defaultTo('PAY_IN'))
    .addColumn('payment_kind', 'text', (c) => c.notNull().defaultTo('CHARGE'))
    .addColumn('amount', 'bigint', minorUnits)
    .addColumn('captured_amount', 'bigint', minorUnits)
    .addColumn('refunded_amount', 'bigint', minorUnits)
    .addColumn('currency', CURRENCY, (c) => c.notNull())
    .addColumn('instalments', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('card_hash', 'text')
    .addColumn('card_bin', 'text')
    .addColumn('card_last4', sql`char(4)`)
    .addColumn('card_scheme', 'text')
    .addColumn('card_country', sql`char(2)`)
    .addColumn('expiry_month', 'integer')
    .addColumn('expiry_year', 'integer')
    .addColumn('three_ds_version', 'text')
    .addColumn('eci', 'text')
    .addColumn('payment_type', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('account_holder', 'text')
    .addColumn('email', 'text')
    .addColumn('customer_external_id', 'text')
    .addColumn('customer_name', 'text')
    .addColumn('ip_address', 'text')
    .addColumn('country', sql`char(2)`)
    /** The paywall session (metadata.paywallLogId). */
    .addColumn('paywall_log_id', 'text')
    .addColumn('order_id', 'text')
    .addColumn('gateway', 'text')
    .addColumn('gateway_config_id', 'bigint')
    .addColumn('instrument_config_id', 'bigint')
    .addColumn('gateway_reference', 'text')
    .addColumn('result_code', 'text')
    .addColumn('psp_result_code', 'text')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('metadata', 'jsonb', jsonObject)
    .$call(stamps)
    .addUniqueConstraint('transaction_merchant_external_uq', ['merchant_id', 'external_id'])
    .execute()
  for (const [name, columns] of [
    ['transaction_merchant_page_idx', 'merchant_id, created_at desc, id desc'],
    ['transaction_page_idx', 'created_at desc, id desc'],
    ['transaction_status_created_idx', 'status, created_at desc'],
    ['transaction_card_hash_idx', 'card_hash, created_at desc'],
    ['transaction_card_bin_idx', 'card_bin, created_at desc'],
    ['transaction_card_last4_idx', 'card_last4, created_at desc'],
    ['transaction_email_idx', 'lower(email), created_at desc'],
    ['transaction_ip_idx', 'ip_address, created_at desc'],
    ['transaction_customer_idx', 'customer_external_id, created_at desc'],
    ['transaction_paywall_idx', 'paywall_log_id'],
    ['transaction_external_idx', 'external_id'],
    ['transaction_merchant_tx_idx', 'merchant_transaction_id'],
  ] as const) {
    await sql`create index ${sql.id(name)} on "transaction" (${sql.raw(columns)})`.execute(db)
  }
}

/** A transaction's activities (its steps) and its exchanges with the gateway. */
async function createTransactionHistory(db: Kysely<unknown>): Promise<void> {
  await recordTable(db, 'transaction_activity', ['transaction_id', ownedBy('transaction.id')])
    .addColumn('merchant_id', 'bigint', refersTo('merchant.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', minorUnits)
    .addColumn('currency', CURRENCY, (c) => c.notNull())
    .addColumn('result_code', 'text')
    .addColumn('reason', 'text')
    /** API, CONSOLE, GATEWAY or SYSTEM. */
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('API'))
    /** The console user who acted, when the source is CONSOLE. */
    .addColumn('username', 'text')
    .addColumn('created_at', 'timestamptz', nowColumn)
    .execute()
  await sql`create index transaction_activity_transaction_idx on transaction_activity (transaction_id, created_at)`.execute(db)
  await sql`create index transaction_activity_merchant_page_idx on transaction_activity (merchant_id, created_at desc, id desc)`.execute(db)
  await sql`create index transaction_activity_page_idx on transaction_activity (created_at desc, id desc)`.execute(db)

  await recordTable(db, 'transaction_log', ['transaction_id', ownedBy('transaction.id')])
    .addColumn('merchant_id', 'bigint', refersTo('merchant.id'))
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('gateway', 'text')
    .addColumn('url', 'text')
    .addColumn('http_status', 'integer')
    .addColumn('duration_ms', 'integer')
    .addColumn('result', 'text', (c) => c.notNull())
    /** The exchange as sent and received, with card data already masked. */
    .addColumn('request', 'text')
    .addColumn('response', 'text')
    .addColumn('created_at', 'timestamptz', nowColumn)
    .execute()
  await sql`create index transaction_log_transaction_idx on transaction_log (transaction_id, created_at)`.execute(db)
}

/** Sent messages to the transaction they are about; messages and audit events indexed for their lists. */
async function linkMessagesAndEvents(db: Kysely<unknown>): Promise<void> {
  // A notification points at the transaction it is about.
  await db.schema.alterTable('message').addColumn('transaction_id', 'bigint').execute()
  await db.schema.createIndex('message_transaction_idx').on('message').column('transaction_id').execute()
  await sql`create index message_recipient_lower_idx on message (lower(recipient))`.execute(db)
  await sql`create index user_event_space_idx on user_event (space_id, created_at desc, id desc)`.execute(db)
  await db.schema.createIndex('user_event_target_idx').on('user_event').columns(['target_type', 'target_id']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('user_event_target_idx').ifExists().execute()
  await db.schema.dropIndex('user_event_space_idx').ifExists().execute()
  await db.schema.dropIndex('message_recipient_lower_idx').ifExists().execute()
  await db.schema.alterTable('message').dropColumn('transaction_id').execute()
  for (const t of ['transaction_log', 'transaction_activity', 'transaction', 'customer_financial_summary', 'customer']) {
    await db.schema.dropTable(t).ifExists().execute()
  }
}
