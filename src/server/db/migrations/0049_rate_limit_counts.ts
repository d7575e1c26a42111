import { type Kysely, sql } from 'kysely'

/**
 * The credential calls' rate-limit counts, on PostgreSQL shared by every server process, so N
 * processes behind a load balancer allow what one does. UNLOGGED: counts lost in a crash only
 * start their windows over, and no write-ahead log is written for every sign-in attempt.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unlogged table rate_limit_count (
    key text primary key,
    count integer not null,
    reset_at timestamptz not null
  )`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_count').execute()
}
