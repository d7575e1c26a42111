import { type Kysely, sql } from 'kysely'

/**
 * Lookups of velocity statistics and fraud block previews by account holder and customer
 * name, compared without case, newest first, as the other identifiers already are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index transaction_account_holder_idx on "transaction" (lower(account_holder), created_at desc)`.execute(db)
  await sql`create index transaction_customer_name_idx on "transaction" (lower(customer_name), created_at desc)`.execute(db)
  await sql`create index merchant_display_name_idx on merchant (lower(display_name))`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists merchant_display_name_idx`.execute(db)
  await sql`drop index if exists transaction_customer_name_idx`.execute(db)
  await sql`drop index if exists transaction_account_holder_idx`.execute(db)
}
