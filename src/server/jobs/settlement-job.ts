import { Readable } from 'node:stream'
import type { SettlementReason } from '@domain/entities/finance'
import type { CheckResult } from '@domain/enums'
import { allCurrencies } from '@domain/reference'
import { formatSettlementAmount, parseSettlementAmount, parseSettlementDate, type SettlementFormat, settlementFormatOf } from '@domain/settlement-formats'
import { parse } from 'csv-parse'
import type { Insertable, Kysely } from 'kysely'
import type { Database } from '../db/database'
import type { SettlementRecordTable } from '../db/tables/finance'
import type { JobContext, JobHandler } from '../job-queue'
import type { Services } from '../services'
import { loadFile } from '../storage/files'
import { columnIndexes, csvOptions, type SettlementColumns } from '../settlement-csv'

/** Rows applied per transaction: each batch commits with the upload's counters and the job's progress. */
export const SETTLEMENT_BATCH_ROWS = 1000

/** Longest text kept from a cell: a settlement id or reference is short, a broken row may not be. */
const MAX_CELL = 200

const currencyDigits = new Map(allCurrencies.map((c) => [c.code, c.minorUnits]))

interface FileRow {
  /** 1 is the first row after the header. */
  row: number
  cells: string[] | null
  /** Why the row cannot be read at all (the parser gave up on it). */
  unreadable?: string
}

interface ReadRow {
  row: number
  id: string
  reference: string | null
  date: string | null
  amount: number | null
  fee: number | null
  currency: string
  problem: string | null
}

interface Candidate {
  id: number
  merchant_id: number
  key: string
  gateway: string | null
  amount: number
  currency: string
}

type RecordValues = Insertable<SettlementRecordTable>

/** Text a column can hold: no NUL byte, at most MAX_CELL characters. */
const cleanCell = (text: string | undefined) => (text ?? '').replaceAll('\u0000', '').slice(0, MAX_CELL)

/** Reads one row's cells by the format's columns; `problem` says why it is INVALID, if it is. */
function readRow(format: SettlementFormat, columns: SettlementColumns, { row, cells, unreadable }: FileRow): ReadRow {
  const base = { row, id: '', reference: null, date: null, amount: null, fee: null, currency: 'XXX' }
  if (!cells) return { ...base, problem: unreadable ?? 'The row cannot be read' }
  const cell = (index: number | undefined) => (index === undefined ? '' : cleanCell(cells[index]).trim())
  const id = cell(columns.transactionId)
  const reference = columns.reference === undefined ? null : cell(columns.reference) || null
  const currencyText = cell(columns.currency).toUpperCase()
  const known = currencyDigits.get(currencyText)
  const currency = known === undefined ? 'XXX' : currencyText
  const date = parseSettlementDate(cell(columns.settlementDate), format.dateFormat)
  const digits = known ?? 2
  const amount = parseSettlementAmount(cell(columns.amount), format.amounts, digits)
  const fee = parseSettlementAmount(cell(columns.fee), format.amounts, digits)
  const read = { row, id, reference, date, amount, fee, currency }
  const problem =
    cells.length !== columns.count
      ? `Expected ${columns.count} columns, found ${cells.length}`
      : !id
        ? 'No transaction id'
        : known === undefined
          ? `Unknown currency "${currencyText}"`
          : date === null
            ? `Unreadable settlement date "${cell(columns.settlementDate)}" (expected ${format.dateFormat})`
            : amount === null
              ? `Unreadable amount "${cell(columns.amount)}"`
              : fee === null
                ? `Unreadable fee "${cell(columns.fee)}"`
                : fee > amount
                  ? 'The fee is larger than the amount'
                  : null
  return { ...read, problem }
}

const major = (amount: number, currency: string) => `${formatSettlementAmount(amount, 'major', currencyDigits.get(currency) ?? 2)} ${currency}`

/** SUCCESS when the row matches its transaction and the amounts agree; ERROR says what differs. */
function judge(row: ReadRow, matches: Candidate[], gateway: string): { result: CheckResult; message: string; match: Candidate | null } {
  if (row.problem) return { result: 'INVALID', message: row.problem, match: null }
  if (matches.length === 0) return { result: 'INVALID', message: 'No transaction with this id in the space', match: null }
  const ofGateway = matches.filter((m) => m.gateway === gateway)
  const pool = ofGateway.length > 0 ? ofGateway : matches
  if (pool.length > 1) return { result: 'INVALID', message: `${pool.length} transactions share this id`, match: null }
  const match = pool[0]!
  if (match.gateway !== gateway) return { result: 'ERROR', message: `The transaction went through ${match.gateway ?? 'no gateway'}, not ${gateway}`, match }
  if (match.currency !== row.currency) return { result: 'ERROR', message: `Currency ${row.currency} differs from the transaction's ${match.currency}`, match }
  if (match.amount !== row.amount) {
    return { result: 'ERROR', message: `Amount ${major(row.amount!, row.currency)} differs from the transaction's ${major(match.amount, match.currency)}`, match }
  }
  return { result: 'SUCCESS', message: '', match }
}

/** Why a row is not a second settlement of its transaction: the upload that settled it, in English and as a code. */
function alreadySettled(uploadId: number): Pick<RecordValues, 'message' | 'reason'> {
  return { message: `Transaction already settled in upload ${uploadId}`, reason: JSON.stringify({ code: 'alreadySettled', params: { upload: uploadId } } satisfies SettlementReason) }
}

/**
 * The batch's records, a transaction settled once: a SUCCESS row for a transaction already
 * settled (by an earlier upload, an upload read at the same moment, or an earlier row) becomes an
 * ERROR naming the upload that settled it. The transactions are locked first, in one order, so
 * an upload settling the same ones waits for this batch to commit and then reads its records;
 * the unique index on settled transactions refuses whatever would still settle one twice.
 */
async function settledOnce(trx: Kysely<Database>, uploadId: number, values: RecordValues[]): Promise<RecordValues[]> {
  const settling = [...new Set(values.filter((v) => v.result === 'SUCCESS').map((v) => v.transaction_id!))]
  if (settling.length === 0) return values
  await trx.selectFrom('transaction').select('id').where('id', 'in', settling).orderBy('id').forNoKeyUpdate().execute()
  const settled = await trx.selectFrom('settlement_record').select(['transaction_id', 'upload_id']).where('result', '=', 'SUCCESS').where('transaction_id', 'in', settling).execute()
  const settledIn = new Map(settled.map((r) => [Number(r.transaction_id), Number(r.upload_id)]))
  return values.map((v) => {
    if (v.result !== 'SUCCESS') return v
    const earlier = settledIn.get(v.transaction_id!)
    if (earlier === undefined) {
      settledIn.set(v.transaction_id!, uploadId)
      return v
    }
    return { ...v, result: 'ERROR', ...alreadySettled(earlier) }
  })
}

interface UploadRow {
  id: number
  space_id: number
  gateway: string
  file_key: string
  file_size: number
  state: string
  processed_rows: number
  success_rows: number
  error_rows: number
  invalid_rows: number
}

/** The transactions of the space a batch's ids may name, by that id. */
async function candidatesOf(db: Kysely<Database>, upload: UploadRow, format: SettlementFormat, ids: string[]): Promise<Map<string, Candidate[]>> {
  const byKey = new Map<string, Candidate[]>()
  if (ids.length === 0) return byKey
  const column = format.matchBy === 'gatewayReference' ? 't.gateway_reference' : 't.external_id'
  const rows = await db
    .selectFrom('transaction as t')
    .innerJoin('merchant as m', 'm.id', 't.merchant_id')
    .select(['t.id', 't.merchant_id', `${column} as key`, 't.gateway', 't.amount', 't.currency'])
    .where('m.space_id', '=', upload.space_id)
    .where(column, 'in', ids)
    .execute()
  for (const r of rows) {
    const key = String(r.key)
    const candidate = { id: Number(r.id), merchant_id: Number(r.merchant_id), key, gateway: r.gateway, amount: Number(r.amount), currency: r.currency }
    byKey.set(key, [...(byKey.get(key) ?? []), candidate])
  }
  return byKey
}

function summary(upload: Pick<UploadRow, 'id' | 'processed_rows' | 'success_rows' | 'error_rows' | 'invalid_rows'>) {
  return { uploadId: upload.id, rows: upload.processed_rows, success: upload.success_rows, error: upload.error_rows, invalid: upload.invalid_rows }
}

/** The upload a job's payload names. */
async function uploadOfJob(db: Kysely<Database>, payload: Record<string, unknown>): Promise<UploadRow> {
  const uploadId = Number(payload.uploadId)
  const found = await db
    .selectFrom('settlement_upload')
    .select(['id', 'space_id', 'gateway', 'file_key', 'file_size', 'state', 'processed_rows', 'success_rows', 'error_rows', 'invalid_rows'])
    .where('id', '=', Number.isSafeInteger(uploadId) ? uploadId : -1)
    .executeTakeFirst()
  if (!found) throw new Error(`Settlement upload ${payload.uploadId} does not exist`)
  return { ...found, id: Number(found.id), space_id: Number(found.space_id), file_size: Number(found.file_size) }
}

/** A batch's records: each row judged against the transactions its id may name (`candidates`). */
function judgedRecords(upload: UploadRow, read: ReadRow[], candidates: Map<string, Candidate[]>, now: Date): RecordValues[] {
  return read.map((r) => {
    const { result, message, match } = judge(r, candidates.get(r.id) ?? [], upload.gateway)
    const amount = r.amount ?? 0
    const fee = r.fee ?? 0
    return {
      space_id: upload.space_id,
      upload_id: upload.id,
      row_number: r.row,
      gateway: upload.gateway,
      merchant_id: match?.merchant_id ?? null,
      transaction_id: match?.id ?? null,
      transaction_external_id: r.id,
      gateway_reference: r.reference,
      settlement_date: r.date ?? now.toISOString().slice(0, 10),
      amount,
      fee,
      net_amount: amount - fee,
      currency: r.currency,
      result,
      message,
      created_at: now,
    }
  })
}

type Counts = Record<CheckResult, number>

/**
 * Applies a batch in one transaction: its records (a transaction settled once), the upload's
 * counters and checkpoint moved on from `processedRows` to `last`, and the job's progress (`percent`).
 * Answers the batch's counts.
 */
async function applyBatch(ctx: JobContext, upload: UploadRow, processedRows: number, judged: RecordValues[], last: number, percent: number): Promise<Counts> {
  const counts: Counts = { SUCCESS: 0, ERROR: 0, INVALID: 0 }
  await ctx.services.db.transaction().execute(async (trx) => {
    const values = await settledOnce(trx, upload.id, judged)
    for (const v of values) counts[v.result as CheckResult]++
    await trx.insertInto('settlement_record').values(values).execute()
    const moved = await trx
      .updateTable('settlement_upload')
      .set((eb) => ({
        processed_rows: last,
        total_rows: last,
        success_rows: eb('success_rows', '+', counts.SUCCESS),
        error_rows: eb('error_rows', '+', counts.ERROR),
        invalid_rows: eb('invalid_rows', '+', counts.INVALID),
      }))
      .where('id', '=', upload.id)
      .where('processed_rows', '=', processedRows)
      .where('state', '=', 'PROCESSING')
      .executeTakeFirst()
    // Another run applied these rows first: this one stops without writing them again.
    if (Number(moved.numUpdatedRows) === 0) throw new Error(`Settlement upload ${upload.id} moved on while this batch was read`)
    await ctx.progress(percent, trx)
  })
  return counts
}

/** Ends the upload COMPLETED, with the job's progress at 100, in one transaction. */
async function completeUpload(ctx: JobContext, uploadId: number): Promise<void> {
  const { services } = ctx
  await services.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('settlement_upload')
      .set({ state: 'COMPLETED', completed_at: services.now() })
      .where('id', '=', uploadId)
      .where('state', '=', 'PROCESSING')
      .execute()
    await ctx.progress(100, trx)
  })
}

/**
 * Reads an uploaded settlement file and records each row's result. Rows are applied in batches,
 * each in one transaction with the upload's counters, its checkpoint (`processed_rows`) and the
 * job's progress; a retry after a crash skips the rows of committed batches, so no row is
 * applied twice and none is half-applied.
 */
export const settlementUploadJob: JobHandler = Object.assign(
  async (ctx: JobContext) => {
    const { services } = ctx
    const { db } = services
    const upload = await uploadOfJob(db, ctx.job.payload)
    if (upload.state !== 'PROCESSING') return summary(upload)
    const format = settlementFormatOf(upload.gateway)
    if (!format) throw new Error(`No settlement file format for gateway ${upload.gateway}`)
    const data = await loadFile(services, upload.file_key)
    if (!data) throw new Error('The uploaded file is no longer in the file store')

    const counters = { ...upload }
    let columns: SettlementColumns | undefined
    let batch: FileRow[] = []
    let row = 0

    const flush = async (bytesRead: number) => {
      if (batch.length === 0 || !columns) return
      const read = batch.map((r) => readRow(format, columns!, r))
      batch = []
      const ids = [...new Set(read.filter((r) => !r.problem).map((r) => r.id))]
      const judged = judgedRecords(upload, read, await candidatesOf(db, upload, format, ids), services.now())
      const last = read.at(-1)!.row
      const percent = Math.min(99, Math.floor((bytesRead / Math.max(1, upload.file_size)) * 100))
      const counts = await applyBatch(ctx, upload, counters.processed_rows, judged, last, percent)
      counters.processed_rows = last
      counters.success_rows += counts.SUCCESS
      counters.error_rows += counts.ERROR
      counters.invalid_rows += counts.INVALID
      // PGlite answers within this process without returning to the event loop: let requests in between batches.
      await new Promise((resolve) => setImmediate(resolve))
    }

    const parser = Readable.from([data]).pipe(parse({ ...csvOptions(format), info: true }))
    let bytesRead = 0
    try {
      for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { bytes: number } }>) {
        bytesRead = info.bytes
        if (!columns) {
          const header = columnIndexes(format, record)
          if (!header.ok) throw new Error(`The file's header lacks ${header.missing.join(', ')}`)
          columns = header
          continue
        }
        row++
        if (row <= upload.processed_rows) continue
        batch.push({ row, cells: record })
        if (batch.length >= SETTLEMENT_BATCH_ROWS) await flush(bytesRead)
      }
    } catch (error) {
      // The parser stops at a quote left open: the rest of the file is one unreadable row.
      if (!columns || !(error as { code?: string }).code?.startsWith('CSV_')) throw error
      row++
      if (row > upload.processed_rows) batch.push({ row, cells: null, unreadable: `The rest of the file cannot be read: ${(error as Error).message}` })
    }
    await flush(bytesRead)
    if (!columns) throw new Error('The file has no header row')
    await completeUpload(ctx, upload.id)
    return summary(counters)
  },
  {
    /** The upload ends FAILED with the job; the rows applied before stay, counted in `processed_rows`. */
    failed: async (services: Services, job: JobContext['job']) => {
      const uploadId = Number(job.payload.uploadId)
      if (!Number.isSafeInteger(uploadId)) return
      await services.db
        .updateTable('settlement_upload')
        .set({ state: 'FAILED', completed_at: services.now() })
        .where('id', '=', uploadId)
        .where('state', '=', 'PROCESSING')
        .execute()
    },
  },
)
