import type { JobKind } from '@domain/enums'
import { enqueueJob, type JobHandler, JobLeaseLost, type JobQueueConfig } from '@server/job-queue'
import { startJobQueue } from '@server/jobs/queue'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { testAppForFile } from './helpers'

const t = testAppForFile()
const settings: JobQueueConfig = { autoRun: false, pollMs: 3600_000, leaseMs: 60_000, concurrency: 2, maxAttempts: 3, retryBaseMs: 30_000 }

/** A queue of this test's own, whose handlers do what the test says; other jobs finish at once. */
async function queueWith(run: (payload: Record<string, unknown>, ctx: Parameters<JobHandler>[0]) => Promise<Record<string, unknown>>, failed?: JobHandler['failed']) {
  const handler: JobHandler = Object.assign(async (ctx: Parameters<JobHandler>[0]) => (ctx.job.payload.test ? run(ctx.job.payload, ctx) : {}), { failed })
  const handlers: Record<JobKind, JobHandler> = { SETTLEMENT_UPLOAD: handler, DAILY_REPORT: handler, AUDIT_RETENTION: handler }
  return startJobQueue(t.services, handlers, settings)
}

const jobRow = (id: number) => t.services.db.selectFrom('job').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const enqueue = (payload: Record<string, unknown>) => enqueueJob(t.services, { kind: 'DAILY_REPORT', payload: { test: true, ...payload }, createdBy: 'admin' })

describe('the job queue', () => {
  it('runs a queued job once and keeps its result and progress', async () => {
    const seen: number[] = []
    const queue = await queueWith(async (payload, ctx) => {
      seen.push(ctx.job.id)
      await ctx.progress(250)
      expect((await jobRow(ctx.job.id)).progress).toBe(100)
      await ctx.progress(-5)
      expect((await jobRow(ctx.job.id)).progress).toBe(0)
      return { echoed: payload.value }
    })
    const id = await enqueue({ value: 'x' })
    await queue.drain()
    await queue.drain()
    await queue.close()
    expect(seen).toEqual([id])
    const row = await jobRow(id)
    expect(row).toMatchObject({ state: 'COMPLETED', progress: 100, attempts: 1, locked_by: null, locked_until: null, created_by: 'admin' })
    expect(row.result).toEqual({ echoed: 'x' })
    expect(row.completed_at).not.toBeNull()
  })

  it('retries a failing job later, then marks it FAILED and tells its handler', async () => {
    const failures: string[] = []
    const queue = await queueWith(
      async () => {
        throw new Error('the file store is not answering')
      },
      async (_services, job, error) => {
        failures.push(`${job.id}: ${error}`)
      },
    )
    const id = await enqueue({})
    await queue.drain()
    let row = await jobRow(id)
    expect(row).toMatchObject({ state: 'QUEUED', attempts: 1, error: 'the file store is not answering' })
    expect(new Date(row.run_at).getTime()).toBeGreaterThan(t.services.now().getTime() + 20_000)
    // Not due yet: a drain leaves it alone.
    await queue.drain()
    expect((await jobRow(id)).attempts).toBe(1)
    t.clock.advance(31_000)
    await queue.drain()
    expect(await jobRow(id)).toMatchObject({ state: 'QUEUED', attempts: 2 })
    t.clock.advance(61_000)
    await queue.drain()
    await queue.close()
    row = await jobRow(id)
    expect(row).toMatchObject({ state: 'FAILED', attempts: 3, error: 'the file store is not answering' })
    expect(failures).toEqual([`${id}: the file store is not answering`])
  })

  it('takes over a job whose process died once its lease ran out, and not before', async () => {
    const ran: number[] = []
    const queue = await queueWith(async (_payload, ctx) => {
      ran.push(ctx.job.attempts)
      return { resumed: true }
    })
    const id = await enqueue({})
    const now = t.services.now()
    await t.services.db
      .updateTable('job')
      .set({ state: 'PROCESSING', locked_by: 'gone:1:dead', attempts: 1, locked_until: new Date(now.getTime() + 30_000) })
      .where('id', '=', id)
      .execute()
    await queue.drain()
    expect(ran).toEqual([])
    t.clock.advance(31_000)
    await queue.drain()
    await queue.close()
    expect(ran).toEqual([2])
    expect(await jobRow(id)).toMatchObject({ state: 'COMPLETED', attempts: 2, result: { resumed: true } })
  })

  it('fails a job whose process died during every attempt', async () => {
    const queue = await queueWith(async () => ({}))
    const id = await enqueue({})
    await t.services.db.updateTable('job').set({ state: 'PROCESSING', locked_by: 'gone:2:dead', attempts: 3, locked_until: new Date(0) }).where('id', '=', id).execute()
    await queue.drain()
    await queue.close()
    expect(await jobRow(id)).toMatchObject({ state: 'FAILED', attempts: 4 })
    expect((await jobRow(id)).error).toMatch(/during each of 3 attempts/)
  })

  it('rolls back a batch whose job was taken over meanwhile', async () => {
    let lost: unknown
    const queue = await queueWith(async (_payload, ctx) => {
      // Another process took the job over while this one was stuck.
      await t.services.db.updateTable('job').set({ locked_by: 'other:3:live' }).where('id', '=', ctx.job.id).execute()
      try {
        await t.services.db.transaction().execute(async (trx) => {
          await sql`update job set result = '{"half":true}'::jsonb where id = ${ctx.job.id}`.execute(trx)
          await ctx.progress(50, trx)
        })
      } catch (error) {
        lost = error
        throw error
      }
      return {}
    })
    const id = await enqueue({})
    await queue.drain()
    await queue.close()
    expect(lost).toBeInstanceOf(JobLeaseLost)
    // Still the other process's: neither the batch nor an ending was written.
    expect(await jobRow(id)).toMatchObject({ state: 'PROCESSING', locked_by: 'other:3:live', result: {}, attempts: 1 })
    await t.services.db.updateTable('job').set({ state: 'COMPLETED', locked_by: null }).where('id', '=', id).execute()
  })

  it('runs each job exactly once when two processes drain the same jobs', async () => {
    const runs = new Map<number, number>()
    const handler = async (_payload: Record<string, unknown>, ctx: Parameters<JobHandler>[0]) => {
      runs.set(ctx.job.id, (runs.get(ctx.job.id) ?? 0) + 1)
      await new Promise((resolve) => setTimeout(resolve, 2))
      return {}
    }
    const [a, b] = [await queueWith(handler), await queueWith(handler)]
    expect(a.worker).not.toBe(b.worker)
    const ids: number[] = []
    for (let i = 0; i < 30; i++) ids.push(await enqueue({ i }))
    await Promise.all([a.drain(), b.drain()])
    await Promise.all([a.close(), b.close()])
    expect(ids.map((id) => runs.get(id))).toEqual(ids.map(() => 1))
    const states = await t.services.db.selectFrom('job').select('state').where('id', 'in', ids).execute()
    expect(states.every((s) => s.state === 'COMPLETED')).toBe(true)
  })

  it('queues a job with a write only if the write commits', async () => {
    const before = await t.services.db.selectFrom('job').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()
    await expect(
      t.services.db.transaction().execute(async (trx) => {
        await enqueueJob(t.services, { kind: 'DAILY_REPORT', payload: { test: true } }, trx)
        throw new Error('the write failed')
      }),
    ).rejects.toThrow('the write failed')
    const after = await t.services.db.selectFrom('job').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()
    expect(after.n).toBe(before.n)
  })
})
