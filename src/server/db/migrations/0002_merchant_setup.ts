import { type Kysely, sql } from 'kysely'
import { CURRENCY, inSpace, jsonList, jsonObject, linkTable, minorUnits, nowColumn, ofMerchant, ownedBy, recordTable, refersTo, stamps, statusAndStamps } from './columns'

/**
 * Everything a merchant is configured with: gateway and instrument catalogues, callers,
 * gateway credentials, gateway and instrument configs, tags, API keys, payment links, space
 * configs and report configs, the two hives, and the result code catalogues.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createPaymentCatalogues(db)
  await addMerchantDetails(db)
  await createGatewaySetup(db)
  await createKeysAndLinks(db)
  await createSpaceSettings(db)
  await createResultCodes(db)
}

/** The gateways and instruments a merchant is configured with. */
async function createPaymentCatalogues(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gateway')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('payment_types', 'jsonb', jsonList)
    .addColumn('currencies', 'jsonb', jsonList)
    .addColumn('countries', 'jsonb', jsonList)
    /** Names of the credential fields the gateway needs; which of them are secret. */
    .addColumn('credential_fields', 'jsonb', jsonList)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ACTIVE'))
    .execute()

  await db.schema
    .createTable('instrument')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('payment_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ACTIVE'))
    .execute()
}

/** A merchant's contact details, its tags and the callers of its API. */
async function addMerchantDetails(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('merchant')
    .addColumn('environment', 'text', (c) => c.notNull().defaultTo('Development'))
    .addColumn('email', 'text')
    .addColumn('website', 'text')
    .addColumn('country', sql`char(2)`)
    .execute()

  await recordTable(db, 'tag', ['space_id', ownedBy('space.id')])
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull().defaultTo('default'))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', nowColumn)
    .addUniqueConstraint('tag_space_name_uq', ['space_id', 'name'])
    .execute()

  await linkTable(db, 'merchant_tag', ['merchant_id', 'merchant.id'], ['tag_id', 'tag.id'])
    .addColumn('created_at', 'timestamptz', nowColumn)
    .execute()
  await db.schema.createIndex('merchant_tag_tag_idx').on('merchant_tag').column('tag_id').execute()

  await recordTable(db, 'merchant_caller', ofMerchant)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ip_addresses', 'jsonb', jsonList)
    .addColumn('callback_url', 'text')
    .$call(statusAndStamps('ACTIVE'))
    .addUniqueConstraint('merchant_caller_name_uq', ['merchant_id', 'name'])
    .execute()
}

/** Gateway credentials, and a merchant's gateway and instrument configs. */
async function createGatewaySetup(db: Kysely<unknown>): Promise<void> {
  // Secret fields are kept only as a hash plus their last 4 characters, so no call can ever
  // return them.
  await recordTable(db, 'gateway_credential', inSpace)
    .addColumn('merchant_id', 'bigint', (c) => c.references('merchant.id').onDelete('cascade'))
    .addColumn('gateway', 'text', refersTo('gateway.code'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('environment', 'text', (c) => c.notNull().defaultTo('Development'))
    .addColumn('fields', 'jsonb', jsonObject)
    .addColumn('secrets', 'jsonb', jsonObject)
    .$call(statusAndStamps('ENABLED'))
    .addUniqueConstraint('gateway_credential_name_uq', ['space_id', 'name'])
    .execute()
  await db.schema.createIndex('gateway_credential_merchant_idx').on('gateway_credential').column('merchant_id').execute()

  await recordTable(db, 'merchant_gateway_config', ofMerchant)
    .addColumn('gateway', 'text', refersTo('gateway.code'))
    .addColumn('credential_id', 'bigint', (c) => c.references('gateway_credential.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ENABLED'))
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('currencies', 'jsonb', jsonList)
    .addColumn('payment_types', 'jsonb', jsonList)
    .addColumn('settings', 'jsonb', jsonObject)
    .$call(stamps)
    .addUniqueConstraint('merchant_gateway_config_name_uq', ['merchant_id', 'name'])
    .execute()

  await recordTable(db, 'merchant_instrument_config', ofMerchant)
    .addColumn('instrument', 'text', refersTo('instrument.code'))
    .addColumn('gateway_config_id', 'bigint', (c) => c.references('merchant_gateway_config.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ENABLED'))
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('currency', CURRENCY)
    .addColumn('min_amount', 'bigint')
    .addColumn('max_amount', 'bigint')
    .addColumn('three_ds_version', 'text')
    .addColumn('three_ds_bypass', 'jsonb', jsonList)
    .addColumn('instalments', 'jsonb', jsonList)
    .addColumn('settings', 'jsonb', jsonObject)
    .$call(stamps)
    .addUniqueConstraint('merchant_instrument_config_name_uq', ['merchant_id', 'name'])
    .execute()
}

/** A merchant's API keys and payment links. */
async function createKeysAndLinks(db: Kysely<unknown>): Promise<void> {
  // An API key is shown once; afterwards only its prefix identifies it.
  await recordTable(db, 'merchant_key', ofMerchant)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('key_prefix', 'text', (c) => c.notNull().unique())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('environment', 'text', (c) => c.notNull().defaultTo('Development'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ACTIVE'))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('created_by', 'text')
    .$call(stamps)
    .execute()
  await db.schema.createIndex('merchant_key_merchant_idx').on('merchant_key').columns(['merchant_id', 'created_at']).execute()

  await recordTable(db, 'payment_link', ofMerchant)
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('amount', 'bigint', minorUnits)
    .addColumn('currency', CURRENCY, (c) => c.notNull())
    .addColumn('customer_email', 'text')
    .addColumn('customer_name', 'text')
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ACTIVE'))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('transaction_external_id', 'text')
    .addColumn('created_by', 'text')
    .$call(stamps)
    .execute()
  await db.schema.createIndex('payment_link_merchant_idx').on('payment_link').columns(['merchant_id', 'created_at', 'id']).execute()
  await db.schema.createIndex('payment_link_created_idx').on('payment_link').columns(['created_at', 'id']).execute()
}

/** Space configs, report configs, and the runtime settings of the two hives. */
async function createSpaceSettings(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('space_config')
    .addColumn('space_id', 'bigint', (c) => c.primaryKey().references('space.id').onDelete('cascade'))
    .addColumn('settings', 'jsonb', jsonObject)
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'timestamptz', nowColumn)
    .execute()

  await recordTable(db, 'quicksight_report_config', ['space_id', ownedBy('space.id')])
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('dashboard_id', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull().defaultTo('eu-west-1'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ACTIVE'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(stamps)
    .addUniqueConstraint('quicksight_report_config_name_uq', ['space_id', 'name'])
    .execute()

  // The gateway hive and the midas hive: runtime settings by component and key.
  await recordTable(db, 'hive_setting')
    .addColumn('hive', 'text', (c) => c.notNull().check(sql`hive in ('GATEWAY', 'MIDAS')`))
    .addColumn('component', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_by', 'text')
    .$call(stamps)
    .addUniqueConstraint('hive_setting_key_uq', ['hive', 'component', 'key'])
    .execute()
}

/** The platform's result codes and each gateway's codes mapped to them. */
async function createResultCodes(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('result_code')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('retryable', 'boolean', (c) => c.notNull().defaultTo(false))
    .$call(stamps)
    .execute()

  await recordTable(db, 'psp_result_code')
    .addColumn('gateway', 'text', refersTo('gateway.code'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('result_code', 'text', refersTo('result_code.code'))
    .$call(stamps)
    .addUniqueConstraint('psp_result_code_uq', ['gateway', 'code'])
    .execute()
  await db.schema.createIndex('psp_result_code_result_idx').on('psp_result_code').column('result_code').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'psp_result_code', 'result_code', 'hive_setting', 'quicksight_report_config', 'space_config', 'payment_link',
    'merchant_key', 'merchant_instrument_config', 'merchant_gateway_config', 'gateway_credential', 'merchant_caller',
    'merchant_tag', 'tag', 'instrument', 'gateway',
  ]) {
    await db.schema.dropTable(t).ifExists().execute()
  }
  await db.schema.alterTable('merchant').dropColumn('environment').dropColumn('email').dropColumn('website').dropColumn('country').execute()
}
