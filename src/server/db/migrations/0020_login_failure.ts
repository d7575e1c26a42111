import type { Kysely } from 'kysely'
import { ownedBy } from './columns'

/**
 * Failed sign-ins are counted per account and client address, so a stranger's wrong passwords
 * lock only the stranger's address out of the account, never its owner elsewhere.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_failure')
    .addColumn('user_id', 'bigint', ownedBy('app_user.id'))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('locks', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_failed_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('login_failure_pk', ['user_id', 'address'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_failure').execute()
}
