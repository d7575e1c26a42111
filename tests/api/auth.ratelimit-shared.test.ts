import { calls } from '@domain/calls'
import { deleteSpentRateLimitCounts, rateLimitCountsIn } from '@server/auth/rate-limit-counts'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiResponse, callApi, createTestUser, sameDatabaseApp, signIn, testAppForFile } from './helpers'

const perAddress = 12
const attempts = 60
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// Three apps with their own pools, listening connections and caches, as sameDatabaseApp starts a second process.
describe.runIf(process.env.DATABASE_URL)('PostgreSQL only (PGlite lives in one process: nothing to share): three server processes on one database share limits and sign-ins', () => {
  const t = testAppForFile({ transactions: 20, config: { rateLimit: { windowSeconds: 60, perAddress, perAccount: 100_000 } } })
  const others: Awaited<ReturnType<typeof sameDatabaseApp>>[] = []
  const apps: FastifyInstance[] = []
  beforeAll(async () => {
    others.push(await sameDatabaseApp(t), await sameDatabaseApp(t))
    apps.push(t.app, ...others.map((other) => other.app))
  })
  afterAll(async () => {
    for (const other of others) await other.close()
  })

  it(`stranger: ${attempts} wrong sign-ins from one address spread over the three get ${perAddress} answers, then 429`, async () => {
    const answers: ApiResponse[] = []
    // A round sends one sign-in to each process at once, so the shared count is also raced.
    for (let round = 0; round < attempts / apps.length; round++) {
      const sent = apps.map((app, i) =>
        callApi(app, calls.auth.login, { body: { username: `spread-${round}-${i}`, password: 'Not-It-123456' }, remoteAddress: '203.0.113.9' }),
      )
      answers.push(...(await Promise.all(sent)))
    }
    const answered = answers.filter((res) => res.status !== 429)
    expect(answered).toHaveLength(perAddress)
    for (const res of answered) expect(res.status).toBe(401)
    for (const res of answers.filter((res) => res.status === 429)) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    // Another address keeps its own count on every process.
    for (const app of apps) {
      expect((await callApi(app, calls.auth.login, { body: { username: 'spread-other', password: 'Not-It-123456' }, remoteAddress: '203.0.113.10' })).status).toBe(401)
    }
  })

  it('admin: a user disabled through one process is refused by the other two within a second', async () => {
    await createTestUser(t.services, { username: 'shared-disabled', role: 'ADMIN' })
    const user = await signIn(t.app, 'shared-disabled')
    const admin = await signIn(t.app, 'admin')
    // Twice each, so both other processes have the sign-in cached before it is disabled.
    for (const app of apps.slice(1)) for (let i = 0; i < 2; i++) expect((await callApi(app, calls.system.version, { token: user.token })).status).toBe(200)
    const disabled = await callApi(t.app, calls.muser.setStatus, { token: admin.token, params: { user: 'shared-disabled' }, body: { status: 'DISABLED' } })
    expect(disabled.status, JSON.stringify(disabled.body)).toBe(200)
    const disabledAt = Date.now()
    for (const app of apps.slice(1)) {
      let status = 200
      while (status !== 401 && Date.now() - disabledAt < 1000) {
        status = (await callApi(app, calls.system.version, { token: user.token })).status
        if (status !== 401) await pause(25)
      }
      expect(status).toBe(401)
    }
  })

  it('a count whose window is spent starts over, and a spent count nobody sends again is deleted', async () => {
    const counts = new (rateLimitCountsIn(t.services.db))({})
    const incr = () => new Promise((resolve, reject) => counts.incr('test spent', (error, count) => (error ? reject(error) : resolve(count)), 200, 5))
    const rows = () => t.services.db.selectFrom('rate_limit_count').where('key', '=', 'test spent').select('count').execute()
    await incr()
    expect(await incr()).toMatchObject({ current: 2 })
    await pause(250)
    expect(await incr()).toMatchObject({ current: 1 })
    await deleteSpentRateLimitCounts(t.services.db)
    expect(await rows()).toEqual([{ count: 1 }])
    await pause(250)
    await deleteSpentRateLimitCounts(t.services.db)
    expect(await rows()).toEqual([])
  })
})
