import type { Kysely } from 'kysely'
import { ownedBy } from './columns'

/**
 * When each sign-in (a refresh token family) last made a call, so the server ends a sign-in left
 * idle for longer than its space's idle timeout.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('session_activity')
    .addColumn('family_id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', ownedBy('app_user.id'))
    .addColumn('last_active_at', 'timestamptz', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('session_activity').execute()
}
