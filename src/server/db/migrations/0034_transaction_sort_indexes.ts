import { type Kysely, sql } from 'kysely'

/**
 * The transaction list sorted by amount or status reads its page in index order instead of
 * sorting a month of rows: across every merchant by (value, id), and merchant by merchant by
 * (merchant, value, id) for a scoped list, whose merchants' pages are then merged. The time
 * comes last, so the list's window is checked in the index before a row is read.
 */
const indexes = [
  ['transaction_amount_sort_idx', 'amount, id, created_at'],
  ['transaction_status_sort_idx', 'status, id, created_at'],
  ['transaction_merchant_amount_sort_idx', 'merchant_id, amount, id, created_at'],
  ['transaction_merchant_status_sort_idx', 'merchant_id, status, id, created_at'],
] as const

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of indexes) await sql`create index ${sql.id(name)} on "transaction" (${sql.raw(columns)})`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of indexes) await sql`drop index if exists ${sql.id(name)}`.execute(db)
}
