import { calls } from '@domain/calls'
import type { SpaceDailyReport } from '@domain/entities/report'
import type { ExportFormat, JobState } from '@domain/enums'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { type Kysely, sql } from 'kysely'
import { recordEvent } from '../../audit'
import type { Principal } from '../../auth/principal'
import { visibleSpace } from '../../auth/scope'
import { bindCall } from '../../calls'
import type { Database } from '../../db/database'
import { conflict, notFound } from '../../errors'
import { keysetPage, parseSort, type RowOf } from '../../lists'
import type { Services } from '../../services'
import { loadFile, signedFileUrl } from '../../storage/files'
import { runCustomReport } from './custom-report'
import { reportTarget, writeReportFile } from '../../daily-report'

/** A presigned report link is meant to be followed at once. */
export const REPORT_URL_TTL_SECONDS = 300

/**
 * A daily report holds every merchant of its space, so only space-wide users (and the super
 * admin) see it; a group or merchant user, whatever its role, never sees another merchant's
 * rows through it.
 */
function reportInScope(principal: Principal) {
  if (principal.superAdmin) return sql<boolean>`true`
  if (principal.scope !== 'SPACE') return sql<boolean>`false`
  return sql<boolean>`r.space_id = ${principal.spaceId}`
}

function reportRows(db: Kysely<Database>, principal: Principal) {
  return db
    .selectFrom('space_daily_report as r')
    .innerJoin('space as s', 's.id', 'r.space_id')
    .select(['r.id as rowId', 'r.id', 'r.space_id', 's.name as space', 'r.name', 'r.format', 'r.state', 'r.file_key', 'r.file_size', 'r.row_count', 'r.created_at', 'r.completed_at'])
    .select(sql<string>`to_char(r.report_date, 'YYYY-MM-DD')`.as('report_date'))
    .where(reportInScope(principal))
}

type ReportRow = RowOf<typeof reportRows>

function toReport(row: ReportRow): SpaceDailyReport {
  return {
    reportId: Number(row.id),
    space: row.space,
    reportDate: row.report_date,
    name: row.name,
    format: row.format as ExportFormat,
    state: row.state as JobState,
    fileSize: row.file_size === null ? null : Number(row.file_size),
    rowCount: row.row_count,
    created: new Date(row.created_at).toISOString(),
    completedAt: row.completed_at ? new Date(row.completed_at).toISOString() : null,
  }
}

/** The report of a space and id, one the principal sees; 404 otherwise. */
async function loadReport(db: Kysely<Database>, principal: Principal, space: string, reportId: number) {
  const row = await reportRows(db, principal).where('r.id', '=', reportId).where('s.name', '=', space).executeTakeFirst()
  if (!row) throw notFound('Report')
  return row
}

/**
 * The report's file, written now when a completed report has none yet (the demo's reports are
 * listed before anyone asked for their file); its size and rows then follow the file.
 */
async function reportFile(services: Services, row: ReportRow): Promise<{ key: string; data: Buffer }> {
  const { db } = services
  if (row.state !== 'COMPLETED') throw conflict('The report is not ready yet')
  const stored = row.file_key ? await loadFile(services, row.file_key) : null
  if (stored && row.file_key) return { key: row.file_key, data: stored }
  const target = await reportTarget(db, Number(row.id))
  if (!target) throw notFound('Report')
  const written = await writeReportFile(services, target)
  await db
    .updateTable('space_daily_report')
    .set({ file_key: written.fileKey, file_size: written.fileSize, row_count: written.rowCount })
    .where('id', '=', target.id)
    .execute()
  const data = await loadFile(services, written.fileKey)
  if (!data) throw notFound('Report file')
  return { key: written.fileKey, data }
}

/** Audits who took a report's file, and how. */
const recordDownload = (services: Services, principal: Principal, request: FastifyRequest, row: ReportRow, via: 'presignurl' | 'download', file: string) =>
  recordEvent(services.db, {
    principal,
    type: 'DOWNLOAD',
    targetType: 'spaceDailyReport',
    targetId: `${row.space}/${row.id}`,
    ip: request.ip,
    at: services.now(),
    detail: { via, file, reportDate: row.report_date, name: row.name },
  })

/** Daily reports (files a job writes) and custom reports (run on the transaction rollup). */
export async function registerReportRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services
  const r = calls.report

  bindCall(app, services, r.list, async ({ query, principal }) => {
    const sort = parseSort(query.sort, { reportDate: 'r.report_date', created: 'r.created_at' })
    let rows = reportRows(db, principal)
    if (query.space) rows = rows.where('s.name', '=', query.space)
    if (query.state) rows = rows.where('r.state', '=', query.state)
    if (query.fromDate) rows = rows.where('r.report_date', '>=', query.fromDate)
    if (query.toDate) rows = rows.where('r.report_date', '<=', query.toDate)
    return keysetPage(rows, { limit: query.limit, cursor: query.cursor, sort, idColumn: 'r.id' }, toReport)
  })

  bindCall(app, services, r.get, async ({ params, principal }) => toReport(await loadReport(db, principal, params.space, params.reportId)))

  bindCall(app, services, r.presignUrl, async ({ params, principal, request }) => {
    const row = await loadReport(db, principal, params.space, params.reportId)
    const { key } = await reportFile(services, row)
    await recordDownload(services, principal, request, row, 'presignurl', key)
    return {
      url: signedFileUrl(services, key, REPORT_URL_TTL_SECONDS),
      expiresAt: new Date(services.now().getTime() + REPORT_URL_TTL_SECONDS * 1000).toISOString(),
    }
  })

  bindCall(app, services, r.download, async ({ params, principal, request, reply }) => {
    const row = await loadReport(db, principal, params.space, params.reportId)
    const { key, data } = await reportFile(services, row)
    await recordDownload(services, principal, request, row, 'download', key)
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${row.space}-${row.report_date}-${row.name}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(data)
  })

  bindCall(app, services, r.runCustom, async ({ params, body, principal }) => {
    const space = await visibleSpace(db, principal, params.space)
    if (!space) throw notFound('Space')
    return runCustomReport(db, principal, space.id, body, services.now())
  })
}
