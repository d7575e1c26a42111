import { type Kysely, type RawBuilder, sql } from 'kysely'
import type { Database } from '../database'
import type { IdentitySeed } from './identity'
import { DAY_MS, dayStart, isoDay, type Random } from './random'

/** The top-up every merchant account starts with, in minor units. */
const OPENING_TOP_UP = 5_000_000

type Space = IdentitySeed['spaces'][number]

/**
 * Double-entry ledger movements drawn from the approved transactions (a daily pay-in credit, refund and
 * pay-out debits, a weekly withdrawal), balances and daily summaries; settlement uploads
 * with their records and jobs; and the spaces' daily reports.
 */
export async function seedFinance(db: Kysely<Database>, rng: Random, now: Date, identity: IdentitySeed, spanDays: number): Promise<void> {
  const today = sql.lit(dayStart(now).toISOString())
  await seedLedgerMovements(db, today, sql.lit(dayStart(now, spanDays).toISOString()))
  await seedLedgerEntries(db)
  for (const space of identity.spaces) {
    const used = await sql<{ gateway: string }>`
      select distinct t.gateway from "transaction" t join merchant m on m.id = t.merchant_id
      where m.space_id = ${space.id} and t.gateway is not null order by t.gateway`.execute(db)
    for (const { gateway } of used.rows) {
      for (const daysBack of [3, 1]) await seedSettlementUpload(db, rng, now, space, gateway, daysBack)
    }
  }
  await seedDailyReports(db, now, today, identity)
  await db
    .insertInto('job')
    .values({ kind: 'MESSAGE_RESEND', state: 'QUEUED', payload: JSON.stringify({ channel: 'NOTIFICATION', reason: 'SMTP outage' }), run_at: now, created_by: 'support', created_at: now, updated_at: now })
    .execute()
}

/** Movements from the start of the span (`start`) until `today`, with the clearing accounts they are made against. */
async function seedLedgerMovements(db: Kysely<Database>, today: RawBuilder<unknown>, start: RawBuilder<unknown>): Promise<void> {
  // The clearing account of each space and currency: every movement's counter-entry goes there.
  await sql`
    insert into account (space_id, merchant_id, name, currency, balance, created_at, updated_at)
    select distinct space_id, null::bigint, 'Clearing ' || currency, currency, 0, ${start}::timestamptz, ${start}::timestamptz
    from account where merchant_id is not null`.execute(db)
  await sql`
    with daily as (
      select a.id as account_id, t.merchant_id, t.currency, date_trunc('day', t.created_at, 'UTC') as d,
        coalesce(sum(t.captured_amount - t.refunded_amount) filter (where t.direction = 'PAY_IN'), 0) + coalesce(sum(t.refunded_amount), 0) as pay_in,
        coalesce(sum(t.refunded_amount), 0) as refunds,
        coalesce(sum(t.amount) filter (where t.direction = 'PAY_OUT'), 0) as pay_out
      from "transaction" t join account a on a.merchant_id = t.merchant_id and a.currency = t.currency
      where t.result = 'APPROVED' and t.captured_amount > 0 and t.created_at < ${today}::timestamptz
      group by a.id, t.merchant_id, t.currency, date_trunc('day', t.created_at, 'UTC')
    ), weekly as (
      select account_id, merchant_id, currency, date_trunc('week', d) + interval '7 days 6 hours' as at,
        (sum(pay_in - refunds - pay_out) * 0.7)::bigint as amount
      from daily group by account_id, merchant_id, currency, date_trunc('week', d)
    ), entries as (
      select a.id as account_id, a.merchant_id, a.currency, ${start}::timestamptz + interval '8 hours' as at, 'TOP_UP' as transfer_type,
        ${sql.lit(OPENING_TOP_UP)}::bigint as amount, 0 as ord from account a where a.merchant_id is not null
      union all
      select account_id, merchant_id, currency, d + interval '23 hours', 'PAY_IN', pay_in, 1 from daily where pay_in > 0
      union all
      select account_id, merchant_id, currency, d + interval '23 hours 10 minutes', 'REFUND', refunds, 2 from daily where refunds > 0
      union all
      select account_id, merchant_id, currency, d + interval '23 hours 20 minutes', 'PAY_OUT', pay_out, 3 from daily where pay_out > 0
      union all
      select account_id, merchant_id, currency, at, 'WITHDRAW', amount, 4 from weekly where amount > 0 and at < ${today}::timestamptz
    )
    insert into ledger_movement (space_id, account_id, counter_account_id, transfer_type, amount, currency, reference, description, created_by, created_at)
    select a.space_id, e.account_id, c.id, e.transfer_type, e.amount, e.currency, e.transfer_type || '-' || to_char(e.at, 'YYYYMMDD') || '-' || e.account_id,
      case e.transfer_type when 'TOP_UP' then 'Opening balance' when 'PAY_IN' then 'Settled payments' when 'REFUND' then 'Refunds'
        when 'PAY_OUT' then 'Payouts to customers' else 'Weekly withdrawal to bank account' end,
      case when e.transfer_type in ('TOP_UP', 'WITHDRAW') then 'admin' end,
      e.at
    from entries e join account a on a.id = e.account_id
    join account c on c.space_id = a.space_id and c.currency = a.currency and c.merchant_id is null
    order by e.at, e.account_id, e.ord`.execute(db)
}

/** The two entries of each movement, the accounts' balances after the last, and each merchant account's daily summaries. */
async function seedLedgerEntries(db: Kysely<Database>): Promise<void> {
  // Each movement is two entries that balance: the merchant account's and the clearing account's.
  await sql`
    insert into ledger_entry (account_id, merchant_id, entry_type, transfer_type, amount, currency, balance_after, movement_id, reference, description, created_by, created_at)
    select side.account_id, side.merchant_id, side.entry_type, m.transfer_type, m.amount, m.currency,
      sum(case when side.entry_type = 'CR' then m.amount else -m.amount end) over (partition by side.account_id order by m.created_at, m.id rows unbounded preceding),
      m.id, m.reference, m.description, m.created_by, m.created_at
    from ledger_movement m join account a on a.id = m.account_id,
      lateral (values
        (m.account_id, a.merchant_id, case when m.transfer_type in ('TOP_UP', 'PAY_IN') then 'CR' else 'DR' end),
        (m.counter_account_id, null::bigint, case when m.transfer_type in ('TOP_UP', 'PAY_IN') then 'DR' else 'CR' end)
      ) as side(account_id, merchant_id, entry_type)
    order by m.created_at, m.id`.execute(db)
  await sql`
    update account a set balance = l.balance_after, updated_at = l.created_at
    from (select distinct on (account_id) account_id, balance_after, created_at from ledger_entry order by account_id, created_at desc, id desc) l
    where l.account_id = a.id`.execute(db)
  await sql`
    insert into account_daily_summary (account_id, day, currency, opening_balance, credits, debits, closing_balance, entry_count)
    select account_id, (created_at at time zone 'UTC')::date, min(currency),
      (array_agg(balance_after order by created_at desc, id desc))[1] - coalesce(sum(amount) filter (where entry_type = 'CR'), 0) + coalesce(sum(amount) filter (where entry_type = 'DR'), 0),
      coalesce(sum(amount) filter (where entry_type = 'CR'), 0), coalesce(sum(amount) filter (where entry_type = 'DR'), 0),
      (array_agg(balance_after order by created_at desc, id desc))[1], count(*)
    from ledger_entry where merchant_id is not null group by account_id, (created_at at time zone 'UTC')::date`.execute(db)
}

/**
 * A gateway's settlement file of the day `daysBack` days ago, as its completed job left it: up to 80
 * records of that day's transactions (every 17th with an amount that differs) and two of none.
 */
async function seedSettlementUpload(db: Kysely<Database>, rng: Random, now: Date, space: Space, gateway: string, daysBack: number): Promise<void> {
  const uploadedAt = new Date(dayStart(now, daysBack).getTime() + 9 * 3600 * 1000 + rng.int(0, 3599) * 1000)
  const fileName = `${gateway.toLowerCase()}-settlement-${isoDay(dayStart(now, daysBack + 1))}.csv`
  const job = await db
    .insertInto('job')
    .values({
      kind: 'SETTLEMENT_UPLOAD',
      state: 'COMPLETED',
      payload: JSON.stringify({ space: space.name, gateway, fileName }),
      result: JSON.stringify({}),
      progress: 100,
      attempts: 1,
      run_at: uploadedAt,
      locked_by: 'worker-1',
      locked_at: uploadedAt,
      created_by: 'admin',
      created_at: uploadedAt,
      updated_at: uploadedAt,
      completed_at: new Date(uploadedAt.getTime() + 40_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const upload = await db
    .insertInto('settlement_upload')
    .values({ space_id: space.id, gateway, job_id: job.id, file_name: fileName, file_key: `settlement/${space.name}/${fileName}`, state: 'COMPLETED', uploaded_by: 'admin', created_at: uploadedAt, completed_at: new Date(uploadedAt.getTime() + 40_000) })
    .returning('id')
    .executeTakeFirstOrThrow()
  await seedSettlementRecords(db, space, upload.id, gateway, daysBack, dayStart(now, daysBack + 1), uploadedAt)
  await sql`update job set result = jsonb_build_object('uploadId', ${upload.id}::bigint, 'rows', (select total_rows from settlement_upload where id = ${upload.id}))
    where id = ${job.id}`.execute(db)
}

/** An upload's records of the day `from`, and its counts of them. */
async function seedSettlementRecords(db: Kysely<Database>, space: Space, uploadId: number, gateway: string, daysBack: number, from: Date, uploadedAt: Date): Promise<void> {
  await sql`
    insert into settlement_record (space_id, upload_id, gateway, merchant_id, transaction_id, transaction_external_id, gateway_reference, settlement_date,
      amount, fee, net_amount, currency, result, message, created_at)
    select ${space.id}, ${uploadId}, t.gateway, t.merchant_id, t.id, t.external_id, t.gateway_reference, ${isoDay(from)}::date,
      case when row_number() over (order by t.id) % 17 = 0 then t.amount + 100 else t.amount end,
      round(t.amount * 0.025)::bigint, t.amount - round(t.amount * 0.025)::bigint, t.currency,
      case when row_number() over (order by t.id) % 17 = 0 then 'ERROR' else 'SUCCESS' end,
      case when row_number() over (order by t.id) % 17 = 0 then 'Amount differs from the transaction' else '' end,
      ${uploadedAt.toISOString()}::timestamptz
    from "transaction" t join merchant m on m.id = t.merchant_id
    where m.space_id = ${space.id} and t.gateway = ${gateway} and t.status = 'CHARGED'
      and t.created_at >= ${from.toISOString()}::timestamptz and t.created_at < ${new Date(from.getTime() + DAY_MS).toISOString()}::timestamptz
    order by t.id limit 80`.execute(db)
  await db
    .insertInto('settlement_record')
    .values([1, 2].map((k) => ({
      space_id: space.id,
      upload_id: uploadId,
      gateway,
      merchant_id: null,
      transaction_id: null,
      transaction_external_id: `unknown-${gateway.toLowerCase()}-${daysBack}-${k}`,
      gateway_reference: null,
      settlement_date: isoDay(from),
      amount: 1000 * k,
      fee: 25 * k,
      net_amount: 975 * k,
      currency: 'EUR',
      result: 'INVALID',
      message: 'No transaction with this id',
      created_at: uploadedAt,
    })))
    .execute()
  await sql`
    update settlement_upload u set total_rows = r.total, success_rows = r.success, error_rows = r.error, invalid_rows = r.invalid
    from (select count(*)::int as total, (count(*) filter (where result = 'SUCCESS'))::int as success,
      (count(*) filter (where result = 'ERROR'))::int as error, (count(*) filter (where result = 'INVALID'))::int as invalid
      from settlement_record where upload_id = ${uploadId}) r
    where u.id = ${uploadId}`.execute(db)
}

/** The spaces' completed daily reports of the last 30 days, and today's still being written. */
async function seedDailyReports(db: Kysely<Database>, now: Date, today: RawBuilder<unknown>, identity: IdentitySeed): Promise<void> {
  const firstDay = sql.lit(isoDay(dayStart(now, 30)))
  const firstInstant = sql.lit(dayStart(now, 30).toISOString())
  const lastDay = sql.lit(isoDay(dayStart(now, 1)))
  await sql`
    with counts as (
      select m.space_id, (t.created_at at time zone 'UTC')::date as day, count(*)::int as n
      from "transaction" t join merchant m on m.id = t.merchant_id
      where t.created_at >= ${firstInstant}::timestamptz and t.created_at < ${today}::timestamptz
      group by m.space_id, (t.created_at at time zone 'UTC')::date
    )
    insert into space_daily_report (space_id, report_date, name, format, state, file_key, file_size, row_count, created_at, completed_at)
    select s.id, d::date, r.name, 'CSV', 'COMPLETED',
      'reports/' || s.name || '/' || to_char(d, 'YYYY-MM-DD') || '-' || r.name || '.csv',
      64 + coalesce(c.n, 0) * r.bytes, coalesce(c.n, 0) / r.divisor,
      d::date + interval '1 day 2 hours', d::date + interval '1 day 2 hours 3 minutes'
    from space s
    cross join generate_series(${firstDay}::date, ${lastDay}::date, interval '1 day') d
    cross join (values ('transactions', 180, 1), ('settlement', 120, 3)) r(name, bytes, divisor)
    left join counts c on c.space_id = s.id and c.day = d::date
    order by s.id, d, r.name`.execute(db)
  for (const space of identity.spaces) {
    const at = new Date(dayStart(now).getTime() + 2 * 3600 * 1000)
    // Today's report so far, its job left by a process that stopped: the queue takes it over.
    const report = await db
      .insertInto('space_daily_report')
      .values({ space_id: space.id, report_date: isoDay(dayStart(now)), name: 'transactions', state: 'PROCESSING', created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('job')
      .values({ kind: 'DAILY_REPORT', state: 'PROCESSING', payload: JSON.stringify({ reportId: Number(report.id) }), progress: 40, attempts: 1, run_at: at, locked_by: 'worker-2', locked_at: at, created_at: at, updated_at: at })
      .execute()
  }
}
