import { sql } from 'kysely'
import { dailyReportNames } from '../daily-report'
import type { Services } from '../services'
import { everyHour } from './hourly'
import { enqueueJob } from '../job-queue'

const DAY_MS = 24 * 3600_000

/**
 * Queues yesterday's (UTC) reports of every space: a report row PROCESSING and its
 * DAILY_REPORT job, in one transaction. The row is unique per space, day and name, so every
 * process may run this every hour and each report is queued once. Answers how many it queued.
 */
export async function queueDailyReports(services: Services): Promise<number> {
  const now = services.now()
  const reportDate = new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10)
  const queued = await services.db.transaction().execute(async (trx) => {
    const rows = await trx
      .insertInto('space_daily_report')
      .columns(['space_id', 'report_date', 'name', 'state', 'created_at'])
      .expression((eb) =>
        eb
          .selectFrom('space as s')
          .crossJoin(sql<{ name: string }>`unnest(${sql.val([...dailyReportNames])}::text[])`.as('n'))
          .select([
            's.id',
            sql<string>`${reportDate}::date`.as('report_date'),
            sql<string>`n.n`.as('name'),
            sql<string>`'PROCESSING'`.as('state'),
            sql<Date>`${now.toISOString()}::timestamptz`.as('created_at'),
          ]),
      )
      .onConflict((oc) => oc.constraint('space_daily_report_uq').doNothing())
      .returning('id')
      .execute()
    for (const row of rows) await enqueueJob(services, { kind: 'DAILY_REPORT', payload: { reportId: Number(row.id) } }, trx)
    return rows.length
  })
  if (queued > 0) services.jobs.wake()
  return queued
}

/** Queues yesterday's reports every hour, so a process down at midnight still queues them. Answers the stop. */
export function scheduleDailyReports(services: Services): () => Promise<void> {
  return everyHour('daily reports', () => queueDailyReports(services))
}
