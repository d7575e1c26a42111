import { type Kysely, sql } from 'kysely'

/**
 * Writing the card BIN catalogue, which every space shares, becomes a permission of its own
 * (`cardBin.write`, held only by the platform's own users): the roles that could write it with
 * `cardData.write` keep it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update role set permissions = permissions || '["cardBin.write"]'::jsonb where permissions ? 'cardData.write' and not permissions ? 'cardBin.write'`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update role set permissions = permissions - 'cardBin.write'`.execute(db)
}
