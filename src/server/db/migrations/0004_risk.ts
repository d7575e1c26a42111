import { type Kysely, sql } from 'kysely'
import { CURRENCY, inSpace, jsonList, jsonObject, linkTable, ofMerchant, ownedBy, recordTable, stamps, statusAndStamps } from './columns'

/**
 * Fraud and card data: BINs, the card blacklist, card restrictions and their rules, fraud
 * blocks and configs, velocity blocks, trust levels and trust policies. Card data is a hash,
 * a BIN and a last 4, never a full number.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createCardLists(db)
  await createCardRestrictions(db)
  await createFraudBlocks(db)
  await createTrustPolicies(db)
}

/** Known card BINs, and the space's card blacklist. */
async function createCardLists(db: Kysely<unknown>): Promise<void> {
  await recordTable(db, 'card_bin')
    .addColumn('bin', 'text', (c) => c.notNull().unique().check(sql`bin ~ '^[0-9]{6,8}$'`))
    .addColumn('scheme', 'text', (c) => c.notNull())
    .addColumn('card_type', 'text', (c) => c.notNull().defaultTo('CREDIT'))
    .addColumn('category', 'text', (c) => c.notNull().defaultTo('CONSUMER'))
    .addColumn('level', 'text')
    .addColumn('issuer', 'text')
    .addColumn('issuer_country', sql`char(2)`)
    .addColumn('currency', CURRENCY)
    .addColumn('three_ds_supported', 'boolean', (c) => c.notNull().defaultTo(true))
    .$call(statusAndStamps('ACTIVE'))
    .execute()

  await recordTable(db, 'card_blacklist', inSpace)
    .addColumn('card_hash', 'text', (c) => c.notNull())
    .addColumn('card_bin', 'text')
    .addColumn('card_last4', sql`char(4)`)
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ACTIVE'))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('created_by', 'text')
    .$call(stamps)
    .addUniqueConstraint('card_blacklist_card_uq', ['space_id', 'card_hash'])
    .execute()
  await db.schema.createIndex('card_blacklist_hash_idx').on('card_blacklist').column('card_hash').execute()
  await sql`create index card_blacklist_page_idx on card_blacklist (created_at desc, id desc)`.execute(db)
}

/** Card restrictions, their rules, and the merchants each applies to. */
async function createCardRestrictions(db: Kysely<unknown>): Promise<void> {
  await recordTable(db, 'card_restriction', inSpace)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .$call(statusAndStamps('ACTIVE'))
    .addUniqueConstraint('card_restriction_name_uq', ['space_id', 'name'])
    .execute()

  await recordTable(db, 'card_restriction_rule', ['restriction_id', ownedBy('card_restriction.id')])
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('operator', 'text', (c) => c.notNull())
    .addColumn('values', 'jsonb', jsonList)
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(statusAndStamps('ACTIVE'))
    .execute()
  await db.schema.createIndex('card_restriction_rule_restriction_idx').on('card_restriction_rule').columns(['restriction_id', 'priority']).execute()

  await linkTable(db, 'merchant_card_restriction', ['merchant_id', 'merchant.id'], ['restriction_id', 'card_restriction.id'])
    .execute()
}

/** Fraud blocks, fraud screening configs and velocity blocks. */
async function createFraudBlocks(db: Kysely<unknown>): Promise<void> {
  // A block on one account value (card hash, email, IP, ...) for a space, or one merchant of it.
  await recordTable(db, 'fraud_block', inSpace)
    .addColumn('merchant_id', 'bigint', (c) => c.references('merchant.id').onDelete('cascade'))
    .addColumn('field', 'text', (c) => c.notNull())
    /** The account value blocked: a card hash, an email, an IP, ... */
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('card_bin', 'text')
    .addColumn('card_last4', sql`char(4)`)
    .addColumn('payment_type', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ACTIVE'))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('created_by', 'text')
    .addColumn('deleted_by', 'text')
    .addColumn('deleted_reason', 'text')
    .$call(stamps)
    .execute()
  await db.schema.createIndex('fraud_block_account_idx').on('fraud_block').columns(['account_id', 'field']).execute()
  await sql`create index fraud_block_account_lower_idx on fraud_block (lower(account_id))`.execute(db)
  await sql`create index fraud_block_page_idx on fraud_block (created_at desc, id desc)`.execute(db)
  await sql`create index fraud_block_merchant_idx on fraud_block (merchant_id, created_at desc)`.execute(db)
  await sql`create index fraud_block_space_idx on fraud_block (space_id, created_at desc, id desc)`.execute(db)

  await recordTable(db, 'fraud_config', ofMerchant)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('vendor', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ACTIVE'))
    .addColumn('score_threshold', 'integer', (c) => c.notNull().defaultTo(80))
    .addColumn('settings', 'jsonb', jsonObject)
    .$call(stamps)
    .addUniqueConstraint('fraud_config_name_uq', ['merchant_id', 'name'])
    .execute()

  // Set when an account passes a merchant's velocity limit.
  await recordTable(db, 'velocity_block', ofMerchant)
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('rule', 'text', (c) => c.notNull())
    .addColumn('window_hours', 'integer', (c) => c.notNull())
    .addColumn('limit_count', 'integer', (c) => c.notNull())
    .addColumn('observed_count', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ACTIVE'))
    .addColumn('expires_at', 'timestamptz')
    .$call(stamps)
    .execute()
  await db.schema.createIndex('velocity_block_account_idx').on('velocity_block').column('account_id').execute()
  await sql`create index velocity_block_merchant_idx on velocity_block (merchant_id, created_at desc, id desc)`.execute(db)
}

/** A merchant's trust levels, and the space's trust policies in their configs and collections. */
async function createTrustPolicies(db: Kysely<unknown>): Promise<void> {
  await recordTable(db, 'trust_level', ofMerchant)
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('max_amount', 'bigint')
    .addColumn('currency', CURRENCY)
    .addColumn('instrument_config_ids', 'jsonb', jsonList)
    .addColumn('restrictions', 'jsonb', jsonList)
    .$call(statusAndStamps('ACTIVE'))
    .addUniqueConstraint('trust_level_level_uq', ['merchant_id', 'level'])
    .execute()

  await recordTable(db, 'trust_policy_config', inSpace)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .$call(statusAndStamps('ACTIVE'))
    .addUniqueConstraint('trust_policy_config_name_uq', ['space_id', 'name'])
    .execute()

  await recordTable(db, 'trust_policy_collection', ['config_id', ownedBy('trust_policy_config.id')])
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(statusAndStamps('ACTIVE'))
    .execute()
  await db.schema.createIndex('trust_policy_collection_config_idx').on('trust_policy_collection').columns(['config_id', 'priority']).execute()

  // A policy moves a customer to a trust level when its condition holds.
  await recordTable(db, 'trust_policy', ['collection_id', ownedBy('trust_policy_collection.id')])
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('condition', 'jsonb', jsonObject)
    .addColumn('trust_level', 'text', (c) => c.notNull())
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(statusAndStamps('ACTIVE'))
    .execute()
  await db.schema.createIndex('trust_policy_collection_idx').on('trust_policy').columns(['collection_id', 'priority']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'trust_policy', 'trust_policy_collection', 'trust_policy_config', 'trust_level', 'velocity_block', 'fraud_config',
    'fraud_block', 'merchant_card_restriction', 'card_restriction_rule', 'card_restriction', 'card_blacklist', 'card_bin',
  ]) {
    await db.schema.dropTable(t).ifExists().execute()
  }
}
