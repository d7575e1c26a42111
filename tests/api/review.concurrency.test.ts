import { REVIEW_LEASE_MINUTES } from '@domain/constants'
import { calls } from '@domain/calls'
import { reviewNextAnswerSchema } from '@domain/entities/review'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { advanceWhileActive, callApi, cardsWithoutCase, createTestUser, eventsOf, paymentsOfCard, sameDatabaseApp, signIn, testAppForFile } from './helpers'

const r = calls.review
// Tokens outlive the hours the rounds move the clock by.
const t = testAppForFile({ config: { accessTokenTtlSeconds: 7 * 24 * 3600 } })
const ANALYSTS = 20
const CALLS = 1000
/** Second server processes on PostgreSQL, each with its own pool; PGlite has one process. */
const EXTRA_PROCESSES = 4

const tokens: string[] = []
const apps: FastifyInstance[] = []
const closers: (() => Promise<void>)[] = []

beforeAll(async () => {
  for (let i = 0; i < ANALYSTS; i++) {
    const { username } = await createTestUser(t.services, { username: `rv-load-${i}`, space: 'acme', scope: 'SPACE', role: 'FRAUD_ANALYST' })
    tokens.push((await signIn(t.app, username)).token)
  }
  // The acme queue holds only cases on cards of their own, more than the calls take: the seed's are set aside.
  await sql`update review_case set state = 'DECIDED' where space_id = (select id from space where name = 'acme')`.execute(t.services.db)
  await sql`
    select review_open(s.id, 'tok_review_load_' || lpad(g::text, 5, '0'), '411111', lpad((g % 10000)::text, 4, '0'), 'MANUAL', null, null, null, 'analyst',
      'Load', ${t.clock.now().toISOString()}::timestamptz - make_interval(secs => g))
    from space s cross join generate_series(1, ${CALLS + 100}) g where s.name = 'acme'`.execute(t.services.db)
  apps.push(t.app)
  if (process.env.DATABASE_URL) {
    for (let i = 0; i < EXTRA_PROCESSES; i++) {
      const other = await sameDatabaseApp(t)
      apps.push(other.app)
      closers.push(other.close)
    }
  }
}, 120_000)

afterAll(async () => {
  for (const close of closers) await close()
})

describe('POST review/next under load', () => {
  it(`${ANALYSTS} analysts calling next at once, ${CALLS} calls in all, never hold the same case`, async () => {
    const overlaps: string[] = []
    const failures: string[] = []
    let answered = 0
    // Each round every analyst asks at once; then the leases lapse, so the next round's calls take cases again.
    for (let round = 0; round < CALLS / ANALYSTS; round++) {
      const answers = await Promise.all(tokens.map((token, analyst) => callApi(apps[analyst % apps.length]!, r.next, { token, body: { space: 'acme' } })))
      const held = new Map<number, number>()
      for (const [analyst, res] of answers.entries()) {
        if (res.status !== 200 || !res.body.case) {
          failures.push(`round ${round}, analyst ${analyst}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`)
          continue
        }
        answered++
        const summary = reviewNextAnswerSchema.parse(res.body).case!
        if (summary.heldBy !== `rv-load-${analyst}`) failures.push(`round ${round}, analyst ${analyst}: case ${summary.id} held by ${summary.heldBy}`)
        const other = held.get(summary.id)
        if (other !== undefined) overlaps.push(`round ${round}: case ${summary.id} given to analysts ${other} and ${analyst}`)
        held.set(summary.id, analyst)
      }
      await advanceWhileActive(t, REVIEW_LEASE_MINUTES + 1)
    }
    expect(failures).toEqual([])
    expect(overlaps).toEqual([])
    expect(answered).toBe(CALLS)
    const claims = await eventsOf(t.services, 'REVIEW_CLAIM')
    expect(claims.filter((e) => e.username.startsWith('rv-load-'))).toHaveLength(CALLS)
  }, 180_000)

  it('analysts sending one card to review through different processes at once make one case', async () => {
    const [cardHash] = await cardsWithoutCase(t, { space: 'acme' }, 2)
    const payments = (await paymentsOfCard(t, cardHash!)).slice(0, 2)
    const answers = await Promise.all(
      payments.map(({ merchantName, transaction }, i) => callApi(apps[i % apps.length]!, r.send, { token: tokens[i]!, body: { transactions: [{ merchantName, transaction }] } })),
    )
    const results = answers.map((a) => a.body.results[0] as { caseId: number; opened: boolean })
    expect(new Set(results.map((x) => x.caseId)).size).toBe(1)
    expect(results.filter((x) => x.opened)).toHaveLength(1)
  })
})
