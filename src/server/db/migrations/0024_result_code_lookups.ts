import { type Kysely, sql } from 'kysely'

/**
 * The result code lists' filters, each in the order of its page: console codes by result and by
 * category, gateway codes by gateway (by the console code they map to since 0002). Where a console
 * code is used: the newest transactions that carry it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index result_code_result_idx on result_code (result, code)`.execute(db)
  await sql`create index result_code_category_idx on result_code (category, code)`.execute(db)
  await sql`create index psp_result_code_gateway_page_idx on psp_result_code (gateway, id)`.execute(db)
  await sql`create index transaction_result_code_idx on "transaction" (result_code, created_at desc, id desc)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['transaction_result_code_idx', 'psp_result_code_gateway_page_idx', 'result_code_category_idx', 'result_code_result_idx']) {
    await sql`drop index if exists ${sql.id(index)}`.execute(db)
  }
}
