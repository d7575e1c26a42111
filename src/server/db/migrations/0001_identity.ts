import type { Kysely } from 'kysely'
import { inSpace, jsonList, jsonObject, linkTable, nowColumn, ownedBy, recordTable, refersTo, stamps } from './columns'

/** Partners, spaces, groups, merchants, users, roles, tokens, codes, audit, messages. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTenants(db)
  await createUsers(db)
  await createAuditAndMessages(db)
}

/** Partners, their spaces, and the spaces' merchant groups and merchants. */
async function createTenants(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('partner')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('host', 'text', (c) => c.unique())
    .addColumn('settings', 'jsonb', jsonObject)
    .addColumn('created_at', 'timestamptz', nowColumn)
    .execute()

  await recordTable(db, 'space')
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('partner_key', 'text', (c) => c.references('partner.key'))
    .addColumn('is_operator', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ACTIVE'))
    .addColumn('created_at', 'timestamptz', nowColumn)
    .execute()

  await recordTable(db, 'merchant_group', inSpace)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('logo_url', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ACTIVE'))
    .addColumn('created_at', 'timestamptz', nowColumn)
    .execute()
  await db.schema.createIndex('merchant_group_space_idx').on('merchant_group').column('space_id').execute()

  await recordTable(db, 'merchant')
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('space_id', 'bigint', refersTo('space.id'))
    .addColumn('group_id', 'bigint', refersTo('merchant_group.id'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ACTIVE'))
    .addColumn('business_type', 'text', (c) => c.notNull().defaultTo('B2C'))
    .addColumn('default_currency', 'text', (c) => c.notNull().defaultTo('EUR'))
    .addColumn('timezone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('configuration', 'jsonb', jsonObject)
    .addColumn('secret_key_hash', 'text')
    .addColumn('secret_key_rotated_at', 'timestamptz')
    .$call(stamps)
    .execute()
  await db.schema.createIndex('merchant_space_idx').on('merchant').column('space_id').execute()
  await db.schema.createIndex('merchant_group_idx').on('merchant').column('group_id').execute()
}

/** Console users with their roles, sign-ins (refresh tokens) and one-time codes. */
async function createUsers(db: Kysely<unknown>): Promise<void> {
  await recordTable(db, 'role', inSpace)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('permissions', 'jsonb', jsonList)
    .addColumn('created_at', 'timestamptz', nowColumn)
    .addUniqueConstraint('role_space_name_uq', ['space_id', 'name'])
    .execute()

  await recordTable(db, 'app_user')
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('real_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('password_history', 'jsonb', jsonList)
    .addColumn('password_changed_at', 'timestamptz', nowColumn)
    .addColumn('password_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ACTIVE'))
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('space_id', 'bigint', refersTo('space.id'))
    .addColumn('group_id', 'bigint', (c) => c.references('merchant_group.id'))
    .addColumn('merchant_id', 'bigint', (c) => c.references('merchant.id'))
    .addColumn('timezone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('avatar_url', 'text')
    .addColumn('totp_secret', 'text')
    .addColumn('totp_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('totp_last_step', 'bigint')
    .addColumn('aws_quicksight_id', 'text')
    .$call(stamps)
    .execute()
  await db.schema.createIndex('app_user_space_idx').on('app_user').column('space_id').execute()

  await linkTable(db, 'user_role', ['user_id', 'app_user.id'], ['role_id', 'role.id'])
    .execute()

  await recordTable(db, 'refresh_token', ['user_id', ownedBy('app_user.id')])
    .addColumn('family_id', 'uuid', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', nowColumn)
    .execute()
  await db.schema.createIndex('refresh_token_family_idx').on('refresh_token').column('family_id').execute()

  await recordTable(db, 'one_time_code', ['user_id', ownedBy('app_user.id')])
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', nowColumn)
    .execute()
}

/** The audit trail of users' actions, and every message the platform sends. */
async function createAuditAndMessages(db: Kysely<unknown>): Promise<void> {
  await recordTable(db, 'user_event')
    .addColumn('user_id', 'bigint', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('space_id', 'bigint', (c) => c.references('space.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text')
    .addColumn('target_id', 'text')
    .addColumn('ip', 'text')
    .addColumn('detail', 'jsonb', jsonObject)
    .addColumn('created_at', 'timestamptz', nowColumn)
    .execute()
  await db.schema.createIndex('user_event_created_idx').on('user_event').columns(['created_at', 'id']).execute()
  await db.schema.createIndex('user_event_user_idx').on('user_event').columns(['user_id', 'created_at']).execute()
  await db.schema.createIndex('user_event_type_idx').on('user_event').columns(['type', 'created_at']).execute()

  // Every message the platform sends: console emails (password, codes) and customer
  // notifications (purchase, refund, ...). Rows are the emails and notifications lists.
  await recordTable(db, 'message')
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('space_id', 'bigint', (c) => c.references('space.id'))
    .addColumn('merchant_id', 'bigint', (c) => c.references('merchant.id'))
    .addColumn('user_id', 'bigint', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_html', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('QUEUED'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('related', 'jsonb', jsonObject)
    .addColumn('sent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', nowColumn)
    .execute()
  await db.schema.createIndex('message_channel_created_idx').on('message').columns(['channel', 'created_at', 'id']).execute()
  await db.schema.createIndex('message_recipient_idx').on('message').column('recipient').execute()
  await db.schema.createIndex('message_merchant_idx').on('message').columns(['merchant_id', 'created_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['message', 'user_event', 'one_time_code', 'refresh_token', 'user_role', 'app_user', 'role', 'merchant', 'merchant_group', 'space', 'partner']) {
    await db.schema.dropTable(t).ifExists().execute()
  }
}
