import { type Kysely, sql } from 'kysely'
import { jsonObject, nowColumn, recordTable } from './columns'

/**
 * System command runs (one running at a time per command) and the indexes of the audit log's
 * filters that lacked one: who and which record, each newest first (space and type have theirs).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await recordTable(db, 'system_command_run')
    .addColumn('command', 'text', (c) => c.notNull())
    .addColumn('params', 'jsonb', jsonObject)
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('PROCESSING'))
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('output', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('started_by', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', nowColumn)
    .addColumn('finished_at', 'timestamptz')
    .execute()
  // The database refuses a second run of a command while one is under way, whichever process starts it.
  await sql`create unique index system_command_run_one_at_a_time on system_command_run (command) where state = 'PROCESSING'`.execute(db)
  await db.schema.createIndex('system_command_run_command_idx').on('system_command_run').columns(['command', 'id']).execute()

  await db.schema.createIndex('user_event_username_idx').on('user_event').columns(['username', 'created_at', 'id']).execute()
  // A record's history, newest first; it supersedes the index on the record alone.
  await db.schema.createIndex('user_event_record_idx').on('user_event').columns(['target_type', 'target_id', 'created_at', 'id']).execute()
  await db.schema.dropIndex('user_event_target_idx').execute()
  await db.schema.createIndex('user_role_role_idx').on('user_role').column('role_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('user_event_target_idx').on('user_event').columns(['target_type', 'target_id']).execute()
  for (const index of ['user_role_role_idx', 'user_event_record_idx', 'user_event_username_idx']) {
    await db.schema.dropIndex(index).ifExists().execute()
  }
  await db.schema.dropTable('system_command_run').ifExists().execute()
}
