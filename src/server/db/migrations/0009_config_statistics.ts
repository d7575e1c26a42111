import { type Kysely, sql } from 'kysely'

/** A gateway or instrument config's statistics read its own payments over a period. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index transaction_gateway_config_idx on "transaction" (gateway_config_id, created_at desc)`.execute(db)
  await sql`create index transaction_instrument_config_idx on "transaction" (instrument_config_id, created_at desc)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists transaction_instrument_config_idx`.execute(db)
  await sql`drop index if exists transaction_gateway_config_idx`.execute(db)
}
