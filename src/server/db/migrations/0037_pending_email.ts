import type { Kysely } from 'kysely'

/**
 * A changed email waits here until the new address confirms the emailed link; until then the
 * user signs in and is mailed at the address it had.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('app_user').addColumn('pending_email', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('app_user').dropColumn('pending_email').execute()
}
