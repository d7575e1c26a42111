import { startPrincipalCache } from './auth/principal-cache'
import { deleteSpentRateLimitCounts } from './auth/rate-limit-counts'
import type { ServerConfig } from './config'
import { connectDatabase, type DatabaseHandle } from './db/connect'
import { migrateToLatest } from './db/migrate'
import { databaseIsEmpty, seedDemoData } from './db/seed'
import { scheduleAuditRetention } from './jobs/audit-retention'
import { scheduleDailyReports } from './jobs/daily-reports'
import { jobHandlers } from './jobs/handlers'
import { everyHour } from './jobs/hourly'
import { schedulePasswordExpiringEmails } from './jobs/password-expiring'
import { startJobQueue } from './jobs/queue'
import { startMailQueue } from './mail/queue'
import { loadSecret } from './secret'
import type { Services } from './services'

/** The demo data set's fixed "now", so seeded ids and figures never change between machines. */
export const SEED_EPOCH = new Date('2026-11-01T12:00:00Z')

/**
 * The services over a connected database: its principal cache and this process's mail and job
 * queues (their `config` says whether they run on their own); `close` stops the three.
 */
export async function servicesOn(
  handle: DatabaseHandle,
  config: ServerConfig,
  secret: Uint8Array,
  now: () => Date,
): Promise<Services & { close: () => Promise<void> }> {
  const principals = await startPrincipalCache(handle.db, handle.listen, now)
  const base = { db: handle.db, engine: handle.engine, dbPool: handle.pool, listen: handle.listen, config, secret, now, principals }
  const mail = await startMailQueue(base, handle.listen)
  const jobs = await startJobQueue({ ...base, mail }, jobHandlers, config.jobQueue, handle.listen)
  return {
    ...base,
    mail,
    jobs,
    close: async () => {
      await jobs.close()
      await mail.close()
      await principals.close()
    },
  }
}

/**
 * Connects, migrates, and (outside production) seeds an empty database. Shared by the
 * server process, the seed command and the bench; the API tests build on servicesOn.
 */
export async function startServices(
  config: ServerConfig,
  opts: { seed?: boolean; secret?: Uint8Array; log?: (line: string) => void } = {},
): Promise<Services & { close: () => Promise<void> }> {
  const handle = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize })
  await migrateToLatest(handle.db)
  const seed = opts.seed ?? !config.production
  if (seed && (await databaseIsEmpty(handle.db))) {
    await seedDemoData(handle.db, { transactions: config.seedTransactions, now: new Date(), log: opts.log })
  }
  const services = await servicesOn(handle, config, opts.secret ?? loadSecret(config), () => new Date())
  // The process that sends mail also runs the daily jobs that queue it.
  const stopJobs = config.mailQueue.autoRun ? schedulePasswordExpiringEmails(services) : async () => {}
  // The process that runs jobs queues the daily reports it writes.
  const stopDailyReports = config.jobQueue.autoRun ? scheduleDailyReports(services) : async () => {}
  const stopAuditRetention = config.jobQueue.autoRun ? scheduleAuditRetention(services) : async () => {}
  // A spent count is reset when its key comes back; the rows of keys that never do are cleared here.
  const stopCountCleanup = handle.engine === 'postgres' ? everyHour('rate limit counts', () => deleteSpentRateLimitCounts(handle.db)) : async () => {}
  return {
    ...services,
    close: async () => {
      await stopJobs()
      await stopDailyReports()
      await stopAuditRetention()
      await stopCountCleanup()
      await services.close()
      await handle.close()
    },
  }
}
