import { type JobKind, jobKinds } from '@domain/enums'
import { sql } from 'kysely'
import type { Listen } from '../db/connect'
import { startWorkLoop, workerId } from '../db/work-loop'
import { JOB_QUEUE_CHANNEL, type JobContext, type JobHandler, JobLeaseLost, type JobQueue, type JobQueueConfig } from '../job-queue'
import type { Services } from '../services'

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
