import type { Kysely } from 'kysely'

/**
 * A user's time zone is null until they (or an admin) choose one, so the console can show times
 * in the browser's zone meanwhile instead of a UTC nobody picked. Existing zones stay as chosen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('app_user')
    .alterColumn('timezone', (c) => c.dropNotNull())
    .alterColumn('timezone', (c) => c.dropDefault())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.updateTable('app_user' as never).set({ timezone: 'UTC' } as never).where('timezone' as never, 'is', null).execute()
  await db.schema
    .alterTable('app_user')
    .alterColumn('timezone', (c) => c.setDefault('UTC'))
    .alterColumn('timezone', (c) => c.setNotNull())
    .execute()
}
