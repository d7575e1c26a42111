import type { Kysely } from 'kysely'

/** A card restriction rule says in words what it is for: free text, empty until someone writes it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('card_restriction_rule')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('card_restriction_rule').dropColumn('description').execute()
}
