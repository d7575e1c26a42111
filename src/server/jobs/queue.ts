import { type JobKind, jobKinds } from '@domain/enums'
import { type Kysely, sql } from 'kysely'
import type { Listen } from '../db/connect'
import type { Database } from '../db/database'
import { startWorkLoop, workerId } from '../db/work-loop'
import { JOB_QUEUE_CHANNEL, type JobContext, type JobHandler, JobLeaseLost, type JobQueue, type JobQueueConfig } from '../job-queue'
import type { Services } from '../services'

type QueueServices = Omit<Services, 'jobs'>

interface TakenJob {
  id: number
  kind: JobKind
  payload: Record<string, unknown>
  attempts: number
  created_by: string | null
}

/**
 * Starts the queue of one process. With `settings.autoRun` it polls, wakes when a job is
 * announced (NOTIFY) and runs jobs; without it nothing happens until `drain()`.
 */
export async function startJobQueue(
  services: QueueServices,
  handlers: Record<JobKind, JobHandler>,
  settings: JobQueueConfig,
  listen?: Listen,
): Promise<JobQueue> {
  const { db } = services
  const worker = workerId()
  const kinds = jobKinds.filter((kind) => handlers[kind])
  let self: JobQueue

  /** Ends a job, only while this process still holds it; a job FAILED for good lets its handler mark its own records. */
  async function finish(job: TakenJob, values: JobEnd) {
    const ended = await endJob(db, services.now(), worker, job.id, values)
    const failed = handlers[job.kind].failed
    if (values.state === 'FAILED' && failed && ended) {
      await failed({ ...services, jobs: self }, contextOf(job).job, values.error ?? '')
    }
  }

  function contextOf(job: TakenJob): JobContext {
    return {
      services: { ...services, jobs: self },
      job: { id: job.id, kind: job.kind, payload: job.payload, attempts: job.attempts, createdBy: job.created_by },
      worker,
      progress: (percent, trx) => recordProgress(trx ?? db, services.now(), settings.leaseMs, worker, job.id, percent),
    }
  }

  async function run(job: TakenJob): Promise<void> {
    // Taken over once more after every attempt was used: its process died each time.
    if (job.attempts > settings.maxAttempts) {
      return finish(job, { state: 'FAILED', error: `Stopped: the running process ended during each of ${settings.maxAttempts} attempts` })
    }
    const heartbeat = keepLease(services, settings.leaseMs, worker, job.id)
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
    take: (limit) => takeJobs(services, settings.leaseMs, worker, kinds, limit),
    work: run,
    label: (job) => `job ${job.id}`,
  })
  self = { worker, wake: loop.wake, drain: loop.drain, close: loop.close }
  return self
}

/** Takes up to `limit` jobs of `kinds` in one statement: leases that ran out first, then due ones. */
async function takeJobs(services: QueueServices, leaseMs: number, worker: string, kinds: JobKind[], limit: number): Promise<TakenJob[]> {
  if (kinds.length === 0) return []
  const now = services.now()
  const leaseEnd = new Date(now.getTime() + leaseMs)
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
    returning id, kind, payload, attempts, created_by`.execute(services.db)
  return rows.map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts) }))
}

/** How a run ends: queued again (with the time of its retry), completed with its result, or failed. */
interface JobEnd {
  state: 'QUEUED' | 'COMPLETED' | 'FAILED'
  result?: Record<string, unknown>
  error?: string
  runAt?: Date
}

/** Ends a job, only while this process still holds it; answers whether it did. */
async function endJob(db: Kysely<Database>, now: Date, worker: string, jobId: number, values: JobEnd): Promise<boolean> {
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
    .where('id', '=', jobId)
    .where('locked_by', '=', worker)
    .where('state', '=', 'PROCESSING')
    .executeTakeFirst()
  return Number(ended.numUpdatedRows) > 0
}

/** Records a job's progress (clamped to 0-100) and renews its lease; `JobLeaseLost` once another process holds it. */
async function recordProgress(db: Kysely<Database>, now: Date, leaseMs: number, worker: string, jobId: number, percent: number): Promise<void> {
  const clamped = Math.min(100, Math.max(0, Math.round(Number.isFinite(percent) ? percent : 0)))
  const held = await db
    .updateTable('job')
    .set({ progress: clamped, locked_until: new Date(now.getTime() + leaseMs), updated_at: now })
    .where('id', '=', jobId)
    .where('locked_by', '=', worker)
    .where('state', '=', 'PROCESSING')
    .executeTakeFirst()
  if (Number(held.numUpdatedRows) === 0) throw new JobLeaseLost(jobId)
}

/**
 * Renews a running job's lease every third of it: the lease stays this process's while it lives,
 * however long a step takes, and runs out only if the process dies. Answers the timer to clear.
 */
function keepLease(services: QueueServices, leaseMs: number, worker: string, jobId: number): NodeJS.Timeout {
  const heartbeat = setInterval(() => {
    const now = services.now()
    services.db
      .updateTable('job')
      .set({ locked_until: new Date(now.getTime() + leaseMs) })
      .where('id', '=', jobId)
      .where('locked_by', '=', worker)
      .where('state', '=', 'PROCESSING')
      .execute()
      .catch(() => undefined)
  }, Math.max(1, Math.floor(leaseMs / 3)))
  heartbeat.unref()
  return heartbeat
}
