import { type Kysely, sql } from 'kysely'

/**
 * Each sign-in (a refresh token family's session_activity row) keeps where it came from and when
 * it began, for the lists of sessions, and when its user last proved it was them (the step-up
 * claim). Idle timeouts come down to 15 minutes at most (PCI DSS 8.2.8).
 */
/** The longest idle timeout a space may keep, as it was when this ran. */
const MOST_IDLE_MINUTES = 15

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('session_activity')
    .addColumn('started_at', 'timestamptz')
    .addColumn('proved_at', 'timestamptz')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute()
  await sql`update session_activity a set started_at = coalesce(
      (select min(t.created_at) from refresh_token t where t.family_id = a.family_id), a.last_active_at)`.execute(db)
  await sql`alter table session_activity alter column started_at set not null`.execute(db)
  // A user's sessions are listed by user.
  await db.schema.createIndex('session_activity_user_idx').on('session_activity').column('user_id').execute()

  await sql`update space_config
    set settings = jsonb_set(settings, '{idleTimeoutMinutes}', to_jsonb(${MOST_IDLE_MINUTES}::int))
    where (settings->>'idleTimeoutMinutes')::int > ${MOST_IDLE_MINUTES}`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('session_activity_user_idx').execute()
  await db.schema.alterTable('session_activity').dropColumn('started_at').dropColumn('proved_at').dropColumn('ip').dropColumn('user_agent').execute()
}
