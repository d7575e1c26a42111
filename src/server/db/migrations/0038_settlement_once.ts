import { type Kysely, sql } from 'kysely'

/**
 * A transaction is settled once: at most one SUCCESS settlement record per transaction, held by a
 * unique partial index, so two uploads read at the same moment cannot both settle it. A later
 * row for a settled transaction is an ERROR whose reason names the upload that settled it, kept
 * as a code and its values (`reason`) beside the English `message`. SUCCESS records that settled
 * a transaction again before this become such ERRORs, their uploads' counters with them; the
 * earliest record stays SUCCESS.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('settlement_record').addColumn('reason', 'jsonb').execute()
  await sql`
    with ranked as (
      select id, first_value(upload_id) over settled as settled_in, row_number() over settled as n
      from settlement_record where result = 'SUCCESS' and transaction_id is not null
      window settled as (partition by transaction_id order by id)
    ), again as (
      update settlement_record r
      set result = 'ERROR',
        message = format('Transaction already settled in upload %s', ranked.settled_in),
        reason = jsonb_build_object('code', 'alreadySettled', 'params', jsonb_build_object('upload', ranked.settled_in))
      from ranked where ranked.id = r.id and ranked.n > 1
      returning r.upload_id
    )
    update settlement_upload u set success_rows = u.success_rows - c.n, error_rows = u.error_rows + c.n
    from (select upload_id, count(*)::int as n from again group by upload_id) c
    where u.id = c.upload_id`.execute(db)
  await sql`create unique index settlement_record_settled_uq on settlement_record (transaction_id) where result = 'SUCCESS'`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists settlement_record_settled_uq`.execute(db)
  await db.schema.alterTable('settlement_record').dropColumn('reason').execute()
}
