import { type JobKind, jobKinds } from '@domain/enums'
import { type Kysely, sql } from 'kysely'
import type { Listen } from '../db/connect'
import { startWorkLoop, type WorkQueueConfig, workerId } from '../db/work-loop'
import type { Database } from '../db/database'
import type { Services } from '../services'

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

interface TakenJob {
  id: number
  kind: JobKind
  payload: Record<string, unknown>
  attempts: number
  created_by: string | null
}

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

/**
 * Starts the queue of one process. With `settings.autoRun` it polls, wakes when a job is
 * announced (NOTIFY) and runs jobs; without it nothing happens until `drain()`.
 */
export async function startJobQueue(
  services: Omit<Services, 'jobs'>,
  handlers: Record<JobKind, JobHandler>,
  settings: JobQueueConfig,
  listen?: Listen,
): Promise<JobQueue> {
  const { db } = services
  const worker = workerId()
  const kinds = jobKinds.filter((kind) => handlers[kind])
  let self: JobQueue

  /** Takes up to `limit` jobs in one statement: leases that ran out first, then due ones. */
  async function take(limit: number): Promise<TakenJob[]> {
    if (kinds.length === 0) return []
    const now = services.now()
    const leaseEnd = new Date(now.getTime() + settings.leaseMs)
    const { rows } = await sql<TakenJob>`
      with expired as (
        select id from job where state = 'PROCESSING' and kind in (${sql.join(kinds)})
          and (locked_until is null or locked_until <= ${now})
        order by locked_until nulls first, id limit ${limit} for update skip locked
      ), due as (
        select id from job where state = 'QUEUED' and kind in (${sql.join(kinds)}) and run_at <= ${now}
        order by run_at, id limit ${limit} - (select count(*) from expired) for update skip locked
      )
      update job set state = 'PROCESSING', locked_by = ${worker}, locked_at = ${now}, locked_until = ${leaseEnd},
        attempts = attempts + 1, updated_at = ${now}
      where id in (select id from expired union all select id from due)
      returning id, kind, payload, attempts, created_by`.execute(db)
    return rows.map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts) }))
  }

  /** Ends a job, only while this process still holds it. */
  async function finish(job: TakenJob, values: { state: 'QUEUED' | 'COMPLETED' | 'FAILED'; result?: Record<string, unknown>; error?: string; runAt?: Date }) {
    const now = services.now()
    const ended = await db
      .updateTable('job')
      .set({
        state: values.state,
        ...(values.result ? { result: JSON.stringify(values.result), progress: 100 } : {}),
        error: values.error?.slice(0, 2000) ?? null,
        run_at: values.runAt ?? now,
        locked_by: null,
        locked_until: null,
        updated_at: now,
        completed_at: values.state === 'QUEUED' ? null : now,
      })
      .where('id', '=', job.id)
      .where('locked_by', '=', worker)
      .where('state', '=', 'PROCESSING')
      .executeTakeFirst()
    const failed = handlers[job.kind].failed
    if (values.state === 'FAILED' && failed && Number(ended.numUpdatedRows) > 0) {
      await failed({ ...services, jobs: self }, contextOf(job).job, values.error ?? '')
    }
  }

  function contextOf(job: TakenJob): JobContext {
    return {
      services: { ...services, jobs: self },
      job: { id: job.id, kind: job.kind, payload: job.payload, attempts: job.attempts, createdBy: job.created_by },
      worker,
      progress: async (percent, trx) => {
        const now = services.now()
        const clamped = Math.min(100, Math.max(0, Math.round(Number.isFinite(percent) ? percent : 0)))
        const held = await (trx ?? db)
          .updateTable('job')
          .set({ progress: clamped, locked_until: new Date(now.getTime() + settings.leaseMs), updated_at: now })
          .where('id', '=', job.id)
          .where('locked_by', '=', worker)
          .where('state', '=', 'PROCESSING')
          .executeTakeFirst()
        if (Number(held.numUpdatedRows) === 0) throw new JobLeaseLost(job.id)
      },
    }
  }

  async function run(job: TakenJob): Promise<void> {
    // Taken over once more after every attempt was used: its process died each time.
    if (job.attempts > settings.maxAttempts) {
      return finish(job, { state: 'FAILED', error: `Stopped: the running process ended during each of ${settings.maxAttempts} attempts` })
    }
    // The lease stays this process's while it lives, however long a step takes; it runs out only if the process dies.
    const heartbeat = setInterval(() => {
      const now = services.now()
      db.updateTable('job')
        .set({ locked_until: new Date(now.getTime() + settings.leaseMs) })
        .where('id', '=', job.id)
        .where('locked_by', '=', worker)
        .where('state', '=', 'PROCESSING')
        .execute()
        .catch(() => undefined)
    }, Math.max(1, Math.floor(settings.leaseMs / 3)))
    heartbeat.unref()
    try {
      const result = await handlers[job.kind](contextOf(job))
      await finish(job, { state: 'COMPLETED', result })
    } catch (error) {
      if (error instanceof JobLeaseLost) return
      const message = (error as Error).message ?? String(error)
      if (job.attempts >= settings.maxAttempts) return finish(job, { state: 'FAILED', error: message })
      const wait = settings.retryBaseMs * 2 ** (job.attempts - 1)
      await finish(job, { state: 'QUEUED', error: message, runAt: new Date(services.now().getTime() + wait) })
    } finally {
      clearInterval(heartbeat)
    }
  }

  const loop = startWorkLoop({
    name: 'job queue',
    autoRun: settings.autoRun && kinds.length > 0,
    pollMs: settings.pollMs,
    channel: JOB_QUEUE_CHANNEL,
    listen,
    concurrency: settings.concurrency,
    take,
    work: run,
    label: (job) => `job ${job.id}`,
  })
  self = { worker, wake: loop.wake, drain: loop.drain, close: loop.close }
  return self
}
