import { type Kysely, sql } from 'kysely'

/**
 * A settlement upload is run by the job queue: it knows its file (bytes and sha256, so the same
 * file is not applied twice to a space and gateway) and how many rows are applied (the
 * checkpoint a retried job resumes after). A record knows its file row, once per upload. The
 * record list filters by upload, merchant, result and gateway within a space.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('settlement_upload')
    .addColumn('file_sha256', 'text')
    .addColumn('file_size', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('processed_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await sql`alter table settlement_upload add constraint settlement_upload_file_uq unique (space_id, gateway, file_sha256)`.execute(db)
  await db.schema.alterTable('settlement_record').addColumn('row_number', 'integer').execute()
  await sql`alter table settlement_record add constraint settlement_record_row_uq unique (upload_id, row_number)`.execute(db)
  await sql`drop index if exists settlement_record_upload_idx`.execute(db)
  await sql`create index settlement_record_upload_page_idx on settlement_record (upload_id, created_at desc, id desc)`.execute(db)
  await sql`create index settlement_record_merchant_idx on settlement_record (merchant_id, created_at desc, id desc)`.execute(db)
  await sql`create index settlement_record_result_idx on settlement_record (space_id, result, created_at desc, id desc)`.execute(db)
  await sql`create index settlement_record_gateway_idx on settlement_record (space_id, gateway, created_at desc, id desc)`.execute(db)
  // Files of gateways that report their own reference are matched on it.
  await sql`create index transaction_gateway_reference_idx on "transaction" (gateway_reference)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists transaction_gateway_reference_idx`.execute(db)
  await sql`drop index if exists settlement_record_gateway_idx`.execute(db)
  await sql`drop index if exists settlement_record_result_idx`.execute(db)
  await sql`drop index if exists settlement_record_merchant_idx`.execute(db)
  await sql`drop index if exists settlement_record_upload_page_idx`.execute(db)
  await sql`create index settlement_record_upload_idx on settlement_record (upload_id)`.execute(db)
  await sql`alter table settlement_record drop constraint settlement_record_row_uq`.execute(db)
  await db.schema.alterTable('settlement_record').dropColumn('row_number').execute()
  await sql`alter table settlement_upload drop constraint settlement_upload_file_uq`.execute(db)
  await db.schema.alterTable('settlement_upload').dropColumn('processed_rows').dropColumn('file_size').dropColumn('file_sha256').execute()
}
