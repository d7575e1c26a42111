import { createHash } from 'node:crypto'
import { type SettlementUpload, settlementRecordSchema, settlementUploadSchema } from '@domain/entities/finance'
import type { CheckResult, JobState } from '@domain/enums'
import { settlementFormatOf, settlementHeader } from '@domain/settlement-formats'
import { parse } from 'csv-parse/sync'
import type { FastifyRequest } from 'fastify'
import { type Kysely, sql } from 'kysely'
import type { Principal } from '../../auth/principal'
import { canSeeSpace, merchantInScope } from '../../auth/scope'
import { auditedWrite } from '../../crud'
import type { Database } from '../../db/database'
import { ApiError, fieldError, forbidden, notFound } from '../../errors'
import { enqueueJob } from '../../job-queue'
import { keysetPage, parseSort } from '../../lists'
import type { Services } from '../../services'
import { saveFile } from '../../storage/files'
import { readUploadedFile } from '../../uploads'
import { columnIndexes, csvOptions, rowsSha256 } from '../../settlement-csv'
import { isoTime } from '../../mappers'
import { recordFields } from '../../record-fields'

/** The largest settlement file a gateway sends in one go. */
export const SETTLEMENT_MAX_BYTES = 50 * 1024 * 1024

/** Types a browser or a tool may give a CSV file. */
const csvTypes = new Set(['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel', 'application/octet-stream', 'text/tab-separated-values'])

interface SettlementSpace {
  id: number
  name: string
}

/** The space a path names, when the caller sees it; otherwise 404. */
export async function settlementSpace(db: Kysely<Database>, principal: Principal, name: string): Promise<SettlementSpace> {
  const row = await db.selectFrom('space').select(['id', 'name']).where('name', '=', name).executeTakeFirst()
  if (!row || !canSeeSpace(principal, Number(row.id))) throw notFound('Space')
  return { id: Number(row.id), name: row.name }
}

/** Uploads count every merchant's rows of the file: they are for users of the whole space. */
function assertWholeSpace(principal: Principal): void {
  if (!principal.superAdmin && principal.scope !== 'SPACE') throw forbidden('Settlement uploads are for users of the whole space')
}

/**
 * An upload's fields: its space's name (`s`), and its job's progress and error (`j`). Uploads
 * made before the queue ran them have no job: what they hold is complete.
 */
const uploadFields = recordFields(settlementUploadSchema, 'settlement_upload as u', { s: 'space', j: 'job' }, (f) => ({
  space: f.select((eb) => eb.ref('s.name')),
  progress: f.select(() => sql<number>`case when u.state = 'COMPLETED' then 100 else least(100, greatest(0, coalesce(j.progress, 0))) end`),
  error: f.select(() => sql<string | null>`case when u.state = 'FAILED' then coalesce(j.error, 'The upload stopped') end`),
  created: f.time('created_at'),
  completedAt: f.time('completed_at'),
}))

const uploadRows = (db: Kysely<Database>) =>
  uploadFields.rows(uploadFields.query(db).innerJoin('space as s', 's.id', 'u.space_id').leftJoin('job as j', 'j.id', 'u.job_id'))

const uploadSorts = { created: 'u.created_at' }

export async function listUploads(
  db: Kysely<Database>,
  principal: Principal,
  spaceName: string,
  query: { limit: number; cursor?: string; sort?: string; gateway?: string; state?: JobState },
  now: Date,
) {
  const space = await settlementSpace(db, principal, spaceName)
  assertWholeSpace(principal)
  let q = uploadRows(db).where('u.space_id', '=', space.id)
  if (query.gateway) q = q.where('u.gateway', '=', query.gateway)
  if (query.state) q = q.where('u.state', '=', query.state)
  return keysetPage(q, { limit: query.limit, cursor: query.cursor, sort: parseSort(query.sort, uploadSorts), idColumn: 'u.id' }, (row) =>
    uploadFields.entity(row, now),
  )
}

export async function getUpload(db: Kysely<Database>, principal: Principal, spaceName: string, uploadId: number, now: Date): Promise<SettlementUpload> {
  const space = await settlementSpace(db, principal, spaceName)
  assertWholeSpace(principal)
  const row = await uploadRows(db).where('u.space_id', '=', space.id).where('u.id', '=', uploadId).executeTakeFirst()
  if (!row) throw notFound('Settlement upload')
  return uploadFields.entity(row, now)
}

/** A settlement record's fields: its space's and merchant's names (`s`, `m`), and whether it matched a transaction. */
const settlementRecordFields = recordFields(settlementRecordSchema, 'settlement_record as r', { s: 'space', m: 'merchant' }, (f) => ({
  space: f.select((eb) => eb.ref('s.name')),
  row: f.column('row_number'),
  transactionId: f.column('transaction_external_id'),
  matched: f.select(() => sql<boolean>`r.transaction_id is not null`),
  merchantAccount: f.select((eb) => eb.ref('m.name')),
  currency: f.select(
    (eb) => eb.ref('r.currency'),
    (currency) => currency.trim(),
  ),
  result: f.select((eb) => eb.ref('r.result').$castTo<CheckResult>()),
  created: f.time('created_at'),
}))

const recordSorts = { created: 'r.created_at', settlementDate: 'r.settlement_date', amount: 'r.amount', row: 'r.row_number' }

export interface RecordFilters {
  limit: number
  cursor?: string
  sort?: string
  gateway?: string
  uploadId?: number
  merchantName?: string
  result?: CheckResult
  transactionId?: string
  currency?: string
  fromDate?: string
  toDate?: string
}

/**
 * A space's settlement records. A user of a group or a merchant sees the records matched to its
 * merchants only: a row that matched none belongs to the space.
 */
export async function listRecords(db: Kysely<Database>, principal: Principal, spaceName: string, query: RecordFilters, now: Date) {
  const space = await settlementSpace(db, principal, spaceName)
  let q = settlementRecordFields
    .query(db)
    .innerJoin('space as s', 's.id', 'r.space_id')
    .leftJoin('merchant as m', 'm.id', 'r.merchant_id')
    .where('r.space_id', '=', space.id)
  if (!principal.superAdmin && principal.scope !== 'SPACE') q = q.where(merchantInScope(principal, 'r.merchant_id'))
  if (query.gateway) q = q.where('r.gateway', '=', query.gateway)
  if (query.uploadId) q = q.where('r.upload_id', '=', query.uploadId)
  if (query.merchantName) q = q.where('m.name', '=', query.merchantName)
  if (query.result) q = q.where('r.result', '=', query.result)
  if (query.transactionId) q = q.where('r.transaction_external_id', '=', query.transactionId)
  if (query.currency) q = q.where('r.currency', '=', query.currency)
  if (query.fromDate) q = q.where('r.settlement_date', '>=', query.fromDate)
  if (query.toDate) q = q.where('r.settlement_date', '<=', query.toDate)
  if (query.fromDate && query.toDate && query.fromDate > query.toDate) throw fieldError('toDate', 'The end date is before the start date')
  const sort = parseSort(query.sort, recordSorts)
  return keysetPage(settlementRecordFields.rows(q), { limit: query.limit, cursor: query.cursor, sort, idColumn: 'r.id' }, (row) => settlementRecordFields.entity(row, now))
}

/** A file's bytes look like text: no NUL byte in its first kilobytes (a spreadsheet or an archive has some). */
const looksLikeText = (data: Buffer) => !data.subarray(0, 8192).includes(0)

/** The header row of a file of the format, or the reason the file is not one. */
function checkHeader(data: Buffer, gateway: string): string | null {
  const format = settlementFormatOf(gateway)!
  const firstLine = data.subarray(0, 64 * 1024).toString('utf8').split(/\r?\n/, 1)[0] ?? ''
  let header: string[]
  try {
    header = (parse(firstLine, { ...csvOptions(format), to_line: 1 }) as string[][])[0] ?? []
  } catch {
    return 'The first line of the file is not a CSV header'
  }
  const columns = columnIndexes(format, header)
  if (columns.ok) return null
  const expected = settlementHeader(format).join(format.delimiter === '\t' ? ' | ' : format.delimiter)
  return `This is not a ${gateway} settlement file: it lacks ${columns.missing.join(', ')} (expected the header ${expected})`
}

/** The gateway when a merchant of the space is configured with it or has a transaction through it. */
function gatewayUsedInSpace(db: Kysely<Database>, spaceId: number, gateway: string) {
  return db
    .selectFrom('gateway as g')
    .select('g.code')
    .where('g.code', '=', gateway)
    .where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom('merchant_gateway_config as c').innerJoin('merchant as m', 'm.id', 'c.merchant_id').select('c.id').whereRef('c.gateway', '=', 'g.code').where('m.space_id', '=', spaceId)),
        eb.exists(eb.selectFrom('transaction as t').innerJoin('merchant as m', 'm.id', 't.merchant_id').select('t.id').whereRef('t.gateway', '=', 'g.code').where('m.space_id', '=', spaceId)),
      ]),
    )
    .executeTakeFirst()
}

/**
 * Stores a settlement file and queues the job that reads it; answers at once with the upload.
 * The same file for the same space and gateway is refused with the upload that has it: the same
 * rows, however their bytes are written (`rowsSha256`).
 */
export async function uploadSettlement(services: Services, principal: Principal, request: FastifyRequest, params: { space: string; gateway: string }) {
  const { db } = services
  const space = await settlementSpace(db, principal, params.space)
  assertWholeSpace(principal)
  const gateway = params.gateway.toUpperCase()
  const used = await gatewayUsedInSpace(db, space.id, gateway)
  if (!used || !settlementFormatOf(gateway)) throw fieldError('gateway', `No gateway ${params.gateway} is used in space ${space.name}`)

  const file = await readUploadedFile(request, SETTLEMENT_MAX_BYTES)
  if (!file) throw fieldError('file', 'Choose the settlement file to upload')
  const fileName = file.filename.replaceAll('\u0000', '').slice(0, 200) || 'settlement.csv'
  if (!/\.(csv|txt|tsv)$/i.test(fileName) || !csvTypes.has(file.mimetype.split(';')[0]!.trim().toLowerCase()) || !looksLikeText(file.data)) {
    throw fieldError('file', 'Upload the settlement file as CSV (.csv)')
  }
  if (file.data.toString('utf8').trim() === '') throw fieldError('file', 'The file is empty')
  const headerProblem = checkHeader(file.data, gateway)
  if (headerProblem) throw fieldError('file', headerProblem)

  const sha256 = await rowsSha256(file.data, settlementFormatOf(gateway)!)
  // Uploads stored before a file's identity was its rows keep the sha256 of their bytes.
  const bytesSha256 = createHash('sha256').update(file.data).digest('hex')
  const alreadyUploaded = async () => {
    const earlier = await db
      .selectFrom('settlement_upload')
      .select(['id', 'file_name', 'created_at'])
      .where('space_id', '=', space.id)
      .where('gateway', '=', gateway)
      .where('file_sha256', 'in', [sha256, bytesSha256])
      .orderBy('id')
      .executeTakeFirst()
    if (!earlier) return null
    const message = `This file was already uploaded as upload ${earlier.id} (${earlier.file_name}, ${isoTime(earlier.created_at).slice(0, 10)}); it is not applied twice`
    return new ApiError(409, 'CONFLICT', message, [{ field: 'file', message }])
  }
  const duplicate = await alreadyUploaded()
  if (duplicate) throw duplicate

  const fileKey = `settlement/${space.name}/${gateway}/${sha256}.csv`
  await saveFile(services, fileKey, file.data)
  let upload: SettlementUpload
  try {
    upload = await auditedWrite(services, { principal, request }, async (trx, now) => {
      const inserted = await trx
        .insertInto('settlement_upload')
        .values({
          space_id: space.id,
          gateway,
          file_name: fileName,
          file_key: fileKey,
          file_sha256: sha256,
          file_size: file.data.length,
          state: 'PROCESSING',
          uploaded_by: principal.username,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const id = Number(inserted.id)
      const jobId = await enqueueJob(services, { kind: 'SETTLEMENT_UPLOAD', payload: { uploadId: id, space: space.name, gateway, fileName }, createdBy: principal.username }, trx)
      await trx.updateTable('settlement_upload').set({ job_id: jobId }).where('id', '=', id).execute()
      const after = uploadFields.entity(await uploadRows(trx).where('u.id', '=', id).executeTakeFirstOrThrow(), now)
      // Its job reads the file at once: the upload is not one an undo takes back.
      return { answer: after, event: { type: 'CREATE', targetType: 'settlementUpload', targetId: id, detail: { before: null, after, sha256 }, final: true } }
    })
  } catch (error) {
    // Two uploads of one file at once: the second one loses the unique constraint.
    if ((error as { code?: string }).code === '23505') throw (await alreadyUploaded()) ?? error
    throw error
  }
  services.jobs.wake()
  return upload
}
