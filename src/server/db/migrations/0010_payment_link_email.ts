import { type Kysely, sql } from 'kysely'

/** The payment link list filters by the customer's email, compared without case, newest first. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index payment_link_email_idx on payment_link (lower(customer_email), created_at desc)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists payment_link_email_idx`.execute(db)
}
