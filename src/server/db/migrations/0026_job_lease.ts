import { type Kysely, sql } from 'kysely'

/**
 * A taken job is held for a lease, renewed while it makes progress: once the lease runs out
 * (its process stopped), another process takes the job over. Jobs already PROCESSING have no
 * lease and are taken over at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('job').addColumn('locked_until', 'timestamptz').execute()
  await sql`alter table job add constraint job_state_ck check (state in ('QUEUED', 'PROCESSING', 'COMPLETED', 'FAILED'))`.execute(db)
  await sql`create index job_lease_idx on job (locked_until) where state = 'PROCESSING'`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists job_lease_idx`.execute(db)
  await sql`alter table job drop constraint if exists job_state_ck`.execute(db)
  await db.schema.alterTable('job').dropColumn('locked_until').execute()
}
