import { type Kysely, sql } from 'kysely'
import { ownedBy, recordTable } from './columns'

/**
 * The send queue lives on the message rows: a QUEUED message is due at `next_attempt_at`; a
 * process takes it (FOR UPDATE SKIP LOCKED) as PROCESSING with a lease (`locked_until`), so a
 * process killed mid-send leaves it to be taken again once the lease runs out. Every delivery
 * attempt keeps the server's SMTP answer. A resend is a new message pointing at its original.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('message')
    .addColumn('next_attempt_at', 'timestamptz')
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'timestamptz')
    .addColumn('resend_of', 'bigint', (c) => c.references('message.id'))
    // Once-only messages (PASSWORD_EXPIRING once per user per day) carry a key two processes cannot both insert.
    .addColumn('dedupe_key', 'text')
    .execute()
  await sql`update message set next_attempt_at = created_at where state = 'QUEUED'`.execute(db)
  await sql`create unique index message_dedupe_uq on message (dedupe_key) where dedupe_key is not null`.execute(db)
  await sql`create index message_due_idx on message (next_attempt_at, id) where state = 'QUEUED'`.execute(db)
  await sql`create index message_lease_idx on message (locked_until) where state = 'PROCESSING'`.execute(db)
  await db.schema.createIndex('message_resend_of_idx').on('message').column('resend_of').execute()
  await sql`create index message_channel_state_idx on message (channel, state, created_at desc, id desc)`.execute(db)
  await sql`create index message_channel_type_idx on message (channel, type, created_at desc, id desc)`.execute(db)

  await recordTable(db, 'message_attempt', ['message_id', ownedBy('message.id')])
    .addColumn('attempt', 'integer', (c) => c.notNull())
    /** The process that tried: host and pid. */
    .addColumn('worker', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    /** SENT, PARTIALLY_FAILED, FAILED (final) or RETRY (failed, tried again later). */
    .addColumn('outcome', 'text')
    /** The SMTP server's answer, or the connection's error. */
    .addColumn('response', 'text')
    .execute()
  await db.schema.createIndex('message_attempt_message_idx').on('message_attempt').columns(['message_id', 'id']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('message_attempt').ifExists().execute()
  for (const index of ['message_channel_type_idx', 'message_channel_state_idx', 'message_resend_of_idx', 'message_lease_idx', 'message_due_idx', 'message_dedupe_uq']) {
    await db.schema.dropIndex(index).ifExists().execute()
  }
  await db.schema
    .alterTable('message')
    .dropColumn('dedupe_key')
    .dropColumn('resend_of')
    .dropColumn('locked_until')
    .dropColumn('locked_by')
    .dropColumn('next_attempt_at')
    .execute()
}
