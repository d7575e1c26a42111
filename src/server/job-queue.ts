import type { JobKind } from '@domain/enums'
import { type Kysely, sql } from 'kysely'
import type { Database } from './db/database'
import type { WorkQueueConfig } from './db/work-loop'
import type { Services } from './services'

/** The channel a queued job is announced on, so every process may take it at once. */
export const JOB_QUEUE_CHANNEL = 'job_queued'

/** What a handler gets: its job, and the way to record progress while holding it. */
export interface JobContext {
  services: Services
  job: { id: number; kind: JobKind; payload: Record<string, unknown>; attempts: number; createdBy: string | null }
  /** This process's worker id: `job.locked_by` while it holds the job. */
  worker: string
  /**
   * Records progress (clamped to 0-100) and renews the lease. Given the handler's transaction,
   * the progress commits with the batch it belongs to; it throws `JobLeaseLost` (rolling that
   * transaction back) when another process has taken the job over, so a batch applies once.
   */
  progress(percent: number, trx?: Kysely<Database>): Promise<void>
}

/**
 * Does a job's work and returns its result (`job.result`); a throw retries it, up to
 * `maxAttempts`. `failed`, when given, marks the job's own records once it is FAILED for good.
 */
export type JobHandler = ((ctx: JobContext) => Promise<Record<string, unknown>>) & {
  failed?: (services: Services, job: JobContext['job'], error: string) => Promise<void>
}

/** The job was taken over by another process after this one's lease ran out. */
export class JobLeaseLost extends Error {
  constructor(jobId: number) {
    super(`Job ${jobId} was taken over by another process`)
  }
}

/**
 * The job queue of this process: it takes due jobs from the `job` table and runs their
 * handlers. Every process runs one; they share the work through the rows.
 */
export interface JobQueue {
  /** host:pid:random, the `locked_by` of the jobs this process holds. */
  readonly worker: string
  /** Looks for due jobs now: this process has just queued one. */
  wake(): void
  /** Runs jobs until none is due. */
  drain(): Promise<void>
  /** Takes no more jobs and waits for the running ones. */
  close(): Promise<void>
}

/** Read from JOB_POLL_MS and JOB_LEASE_MS; a job's lease lasts while it reports progress. */
export type JobQueueConfig = WorkQueueConfig

/**
 * Queues a job; given a transaction, the job exists only if that write commits. The
 * announcement reaches every process once the job is committed.
 */
export async function enqueueJob(
  services: Services,
  job: { kind: JobKind; payload: Record<string, unknown>; createdBy?: string | null; runAt?: Date },
  trx?: Kysely<Database>,
): Promise<number> {
  const now = services.now()
  const row = await (trx ?? services.db)
    .insertInto('job')
    .values({
      kind: job.kind,
      state: 'QUEUED',
      payload: JSON.stringify(job.payload),
      result: JSON.stringify({}),
      run_at: job.runAt ?? now,
      created_by: job.createdBy ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning(['id', sql<unknown>`pg_notify(${JOB_QUEUE_CHANNEL}, '')`.as('announced')])
    .executeTakeFirstOrThrow()
  if (!trx) services.jobs.wake()
  return Number(row.id)
}
