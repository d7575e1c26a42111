import { type Kysely, sql } from 'kysely'

/**
 * A user created without a password (an invitation) is INVITED until they choose one by the
 * link: users already invited, whose password history is still empty, become INVITED.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update app_user set status = 'INVITED' where status = 'ACTIVE' and password_history = '[]'::jsonb`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update app_user set status = 'ACTIVE' where status = 'INVITED'`.execute(db)
}
