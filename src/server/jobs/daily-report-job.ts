import { z } from 'zod'
import type { Kysely } from 'kysely'
import type { Database } from '../db/database'
import type { JobHandler } from '../job-queue'
import { completeReport, dailyReportNames, reportTarget, writeReportFile } from '../daily-report'

/** A job names its report row; a job queued by hand may name the space, day and report instead. */
const payloadSchema = z.union([
  z.object({ reportId: z.number().int().positive() }),
  z.object({ space: z.string().min(1), reportDate: z.iso.date(), name: z.enum(dailyReportNames).default('transactions') }),
])

/** The report row a payload names, made (PROCESSING) when a job names a day that has none yet. */
async function reportIdOf(db: Kysely<Database>, payload: z.infer<typeof payloadSchema>, now: Date): Promise<number> {
  if ('reportId' in payload) return payload.reportId
  const space = await db.selectFrom('space').select('id').where('name', '=', payload.space).executeTakeFirst()
  if (!space) throw new Error(`No space ${payload.space}`)
  await db
    .insertInto('space_daily_report')
    .values({ space_id: space.id, report_date: payload.reportDate, name: payload.name, state: 'PROCESSING', created_at: now })
    .onConflict((oc) => oc.constraint('space_daily_report_uq').doNothing())
    .execute()
  const row = await db
    .selectFrom('space_daily_report')
    .select('id')
    .where('space_id', '=', space.id)
    .where('report_date', '=', payload.reportDate)
    .where('name', '=', payload.name)
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

/**
 * DAILY_REPORT: writes one report of a space and day as CSV into the file store, then marks
 * its row COMPLETED with size and row count. Writing the file again (a job taken over) gives the
 * same file; the row is completed in one transaction with the job's last progress, so a job
 * taken over meanwhile completes it once.
 */
export const dailyReportJob: JobHandler = async (ctx) => {
  const { services } = ctx
  const payload = payloadSchema.parse(ctx.job.payload)
  const reportId = await reportIdOf(services.db, payload, services.now())
  const report = await reportTarget(services.db, reportId)
  if (!report) throw new Error(`No daily report ${reportId}`)
  const written = await writeReportFile(services, report, (percent) => ctx.progress(percent))
  await services.db.transaction().execute(async (trx) => {
    await ctx.progress(100, trx)
    await completeReport(trx, report.id, written, services.now())
  })
  return { reportId: report.id, fileSize: written.fileSize, rowCount: written.rowCount }
}

/** A job that failed for good leaves its report FAILED, not PROCESSING forever. */
dailyReportJob.failed = async (services, job) => {
  const parsed = payloadSchema.safeParse(job.payload)
  if (!parsed.success) return
  const byId = 'reportId' in parsed.data
  let query = services.db.updateTable('space_daily_report').set({ state: 'FAILED' }).where('state', '=', 'PROCESSING')
  if (byId) query = query.where('id', '=', (parsed.data as { reportId: number }).reportId)
  else {
    const { space, reportDate, name } = parsed.data as { space: string; reportDate: string; name: string }
    query = query
      .where('space_id', '=', (eb) => eb.selectFrom('space').select('id').where('name', '=', space))
      .where('report_date', '=', reportDate)
      .where('name', '=', name)
  }
  await query.execute()
}
