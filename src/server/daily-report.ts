import { csvAmount, csvLine } from '@domain/csv'
import { isoWithOffset } from '@domain/time-zones'
import { type Kysely, sql } from 'kysely'
import type { Database } from './db/database'
import type { Services } from './services'
import { saveFile } from './storage/files'

/** The reports written for each space and day: its transactions, and what its gateways settled. */
export const dailyReportNames = ['transactions', 'settlement'] as const
export type DailyReportName = (typeof dailyReportNames)[number]

/** Rows read per batch; the job records its progress after each. */
const BATCH_ROWS = 2000

export const transactionReportColumns = [
  'transactionId', 'merchant', 'merchantTransactionId', 'created', 'type', 'status', 'result', 'amount', 'currency',
  'capturedAmount', 'refundedAmount', 'paymentType', 'paymentMethod', 'cardBin', 'cardLast4', 'cardCountry', 'gateway',
  'resultCode', 'pspResultCode',
] as const

export const settlementReportColumns = [
  'transactionId', 'merchant', 'gateway', 'gatewayReference', 'settlementDate', 'amount', 'fee', 'netAmount', 'currency',
  'result', 'message', 'recorded',
] as const

export const reportFileKey = (space: string, reportDate: string, name: string) => `reports/${space}/${reportDate}-${name}.csv`

const nextDay = (day: string) => new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10)

interface ReportTarget {
  id: number
  spaceId: number
  space: string
  reportDate: string
  name: string
}

/** One batch of rows as CSV lines, and the keyset position after it. */
type Batch = { lines: string[]; last: { at: string; id: number } | null }

/** The batch of these rows: each row's CSV line, and the position of the last one. */
function batchOf<R>(rows: R[], line: (row: R) => unknown[], position: (row: R) => { at: string; id: number }): Batch {
  return { lines: rows.map((row) => csvLine(line(row))), last: rows.length > 0 ? position(rows.at(-1)!) : null }
}

function transactionBatch(db: Kysely<Database>, report: ReportTarget, after: { at: string; id: number } | null): Promise<Batch> {
  const day = `${report.reportDate}T00:00:00Z`
  return db
    .selectFrom('transaction as t')
    .innerJoin('merchant as m', 'm.id', 't.merchant_id')
    .select([
      't.id', 't.external_id', 'm.name as merchant', 't.merchant_transaction_id', 't.created_at', 't.type', 't.status', 't.result',
      't.amount', 't.currency', 't.captured_amount', 't.refunded_amount', 't.payment_type', 't.payment_method', 't.card_bin',
      't.card_last4', 't.card_country', 't.gateway', 't.result_code', 't.psp_result_code',
    ])
    .select(sql<string>`t.created_at::text`.as('at'))
    .where('m.space_id', '=', report.spaceId)
    .where('t.created_at', '>=', new Date(day))
    .where('t.created_at', '<', new Date(`${nextDay(report.reportDate)}T00:00:00Z`))
    .$if(after !== null, (q) => q.where(sql<boolean>`(t.created_at, t.id) > (${after!.at}::timestamptz, ${after!.id})`))
    .orderBy('t.created_at')
    .orderBy('t.id')
    .limit(BATCH_ROWS)
    .execute()
    .then((rows) =>
      batchOf(
        rows,
        (t) => [
          t.external_id, t.merchant, t.merchant_transaction_id, isoWithOffset(t.created_at, 'UTC', { milliseconds: true }), t.type, t.status, t.result,
          csvAmount(t.amount, t.currency), t.currency, csvAmount(t.captured_amount, t.currency), csvAmount(t.refunded_amount, t.currency),
          t.payment_type, t.payment_method, t.card_bin, t.card_last4, t.card_country, t.gateway, t.result_code, t.psp_result_code,
        ],
        (t) => ({ at: t.at, id: Number(t.id) }),
      ),
    )
}

function settlementBatch(db: Kysely<Database>, report: ReportTarget, after: { at: string; id: number } | null): Promise<Batch> {
  return db
    .selectFrom('settlement_record as r')
    .leftJoin('merchant as m', 'm.id', 'r.merchant_id')
    .select([
      'r.id', 'r.transaction_external_id', 'm.name as merchant', 'r.gateway', 'r.gateway_reference', 'r.amount', 'r.fee', 'r.net_amount',
      'r.currency', 'r.result', 'r.message', 'r.created_at',
    ])
    .select(sql<string>`to_char(r.settlement_date, 'YYYY-MM-DD')`.as('settlement_date'))
    .where('r.space_id', '=', report.spaceId)
    .where('r.settlement_date', '=', report.reportDate)
    .$if(after !== null, (q) => q.where('r.id', '>', after!.id))
    .orderBy('r.id')
    .limit(BATCH_ROWS)
    .execute()
    .then((rows) =>
      batchOf(
        rows,
        (r) => [
          r.transaction_external_id, r.merchant, r.gateway, r.gateway_reference, r.settlement_date, csvAmount(r.amount, r.currency),
          csvAmount(r.fee, r.currency), csvAmount(r.net_amount, r.currency), r.currency, r.result, r.message, isoWithOffset(r.created_at, 'UTC', { milliseconds: true }),
        ],
        (r) => ({ at: '', id: Number(r.id) }),
      ),
    )
}

async function expectedRows(db: Kysely<Database>, report: ReportTarget): Promise<number> {
  const row =
    report.name === 'settlement'
      ? await db
          .selectFrom('settlement_record')
          .select(sql<string>`count(*)`.as('n'))
          .where('space_id', '=', report.spaceId)
          .where('settlement_date', '=', report.reportDate)
          .executeTakeFirstOrThrow()
      : await db
          .selectFrom('transaction as t')
          .innerJoin('merchant as m', 'm.id', 't.merchant_id')
          .select(sql<string>`count(*)`.as('n'))
          .where('m.space_id', '=', report.spaceId)
          .where('t.created_at', '>=', new Date(`${report.reportDate}T00:00:00Z`))
          .where('t.created_at', '<', new Date(`${nextDay(report.reportDate)}T00:00:00Z`))
          .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** The report row and its space, or null when there is no such report. */
export async function reportTarget(db: Kysely<Database>, reportId: number): Promise<ReportTarget | null> {
  const row = await db
    .selectFrom('space_daily_report as r')
    .innerJoin('space as s', 's.id', 'r.space_id')
    .select(['r.id', 'r.space_id', 's.name as space', 'r.name'])
    .select(sql<string>`to_char(r.report_date, 'YYYY-MM-DD')`.as('report_date'))
    .where('r.id', '=', reportId)
    .executeTakeFirst()
  return row ? { id: Number(row.id), spaceId: Number(row.space_id), space: row.space, reportDate: row.report_date, name: row.name } : null
}

export interface WrittenReport {
  fileKey: string
  fileSize: number
  rowCount: number
}

/**
 * Writes a report's CSV into the file store, batch by batch in (time, id) order, and answers
 * what the report row is to record. `progress` hears the share written after each batch.
 */
export async function writeReportFile(
  services: Services,
  report: ReportTarget,
  progress: (percent: number) => Promise<void> = async () => {},
): Promise<WrittenReport> {
  const settlement = report.name === 'settlement'
  const header = csvLine(settlement ? settlementReportColumns : transactionReportColumns)
  const total = await expectedRows(services.db, report)
  const chunks: string[] = [header]
  let rowCount = 0
  let after: Batch['last'] = null
  for (;;) {
    const batch = await (settlement ? settlementBatch : transactionBatch)(services.db, report, after)
    chunks.push(...batch.lines)
    rowCount += batch.lines.length
    if (batch.lines.length < BATCH_ROWS || !batch.last) break
    after = batch.last
    await progress(total > 0 ? Math.min(99, Math.floor((rowCount / total) * 100)) : 99)
  }
  const data = Buffer.from(chunks.join(''), 'utf8')
  const fileKey = reportFileKey(report.space, report.reportDate, report.name)
  await saveFile(services, fileKey, data)
  return { fileKey, fileSize: data.length, rowCount }
}

/** Marks the report COMPLETED with its file. */
export async function completeReport(db: Kysely<Database>, reportId: number, written: WrittenReport, now: Date): Promise<void> {
  await db
    .updateTable('space_daily_report')
    .set({ state: 'COMPLETED', file_key: written.fileKey, file_size: written.fileSize, row_count: written.rowCount, completed_at: now })
    .where('id', '=', reportId)
    .execute()
}
