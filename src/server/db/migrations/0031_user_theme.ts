import { type Kysely, sql } from 'kysely'

/** The console theme each user chooses, kept with the user so it follows them to any browser. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('app_user')
    .addColumn('theme', 'text', (c) => c.notNull().defaultTo('system').check(sql`theme in ('light', 'dark', 'system')`))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('app_user').dropColumn('theme').execute()
}
