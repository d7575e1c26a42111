import { calls } from '@domain/calls'
import { type Dashboard, dashboardSchema } from '@domain/entities/dashboard'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { callApi, createTestUser, merchantIdsOf, signIn, testAppForFile } from './helpers'

const dashboard = calls.system.dashboard
const t = testAppForFile({ transactions: 3000 })

/** Today's figures computed with plain SQL, to compare with the call's answer. */
async function expectedToday(ids: number[]) {
  const now = t.clock.now()
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  const rows = await sql<{ count: number; approved: number; declined: number }>`
    select count(*)::int as count, (count(*) filter (where result = 'APPROVED'))::int as approved,
      (count(*) filter (where result = 'DECLINED'))::int as declined
    from "transaction" where merchant_id = any(${ids}::bigint[]) and created_at >= ${dayStart.toISOString()}::timestamptz`.execute(t.services.db)
  const volume = await sql<{ currency: string; amount: number }>`
    select currency, sum(amount)::bigint as amount from "transaction"
    where merchant_id = any(${ids}::bigint[]) and created_at >= ${dayStart.toISOString()}::timestamptz
      and result = 'APPROVED' and direction = 'PAY_IN' and amount > 0
    group by currency order by currency`.execute(t.services.db)
  const week = await sql<{ count: number }>`
    select count(*)::int as count from "transaction"
    where merchant_id = any(${ids}::bigint[]) and created_at >= ${new Date(dayStart.getTime() - 6 * 24 * 3600_000).toISOString()}::timestamptz`.execute(t.services.db)
  return { ...rows.rows[0]!, volume: volume.rows.map((v) => ({ currency: v.currency, amount: Number(v.amount) })), week: week.rows[0]!.count }
}

async function dashboardOf(username: string, query?: Record<string, string>): Promise<Dashboard> {
  const s = await signIn(t.app, username)
  const res = await callApi(t.app, dashboard, { token: s.token, query })
  expect(res.status, `${username} GET dashboard ${JSON.stringify(query ?? {})}`).toBe(200)
  return dashboardSchema.parse(res.body)
}

function expectMatches(answer: Dashboard, expected: Awaited<ReturnType<typeof expectedToday>>, merchants: number) {
  expect(answer.today.count).toBe(expected.count)
  expect([...answer.today.volume].sort((a, b) => a.currency.localeCompare(b.currency))).toEqual(expected.volume)
  const decided = expected.approved + expected.declined
  if (decided === 0) expect(answer.today.approvalRate).toBeNull()
  else expect(answer.today.approvalRate).toBeCloseTo(expected.approved / decided, 3)
  expect(answer.trend).toHaveLength(7)
  expect(answer.trend.reduce((s, d) => s + d.count, 0)).toBe(expected.week)
  expect(answer.trend.at(-1)!.count).toBe(expected.count)
  expect(answer.merchants).toBe(merchants)
}

describe('GET dashboard', () => {
  it('gives the super admin the figures of every space', async () => {
    const ids = await merchantIdsOf(t, {})
    const expected = await expectedToday(ids)
    expect(expected.count).toBeGreaterThan(0)
    const answer = await dashboardOf('admin')
    expectMatches(answer, expected, ids.length)
    expect(answer.topDeclineReasons.length).toBeGreaterThan(0)
    for (const reason of answer.topDeclineReasons) expect(reason.message).not.toBe(reason.code)
    const counts = answer.topDeclineReasons.map((r) => r.count)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
  })

  it('gives the analyst only the acme space', async () => {
    const ids = await merchantIdsOf(t, { space: 'acme' })
    const answer = await dashboardOf('analyst')
    expectMatches(answer, await expectedToday(ids), ids.length)
    const all = await expectedToday(await merchantIdsOf(t, {}))
    expect(answer.today.count).toBeLessThan(all.count)
  })

  it('gives support only the acme-retail group', async () => {
    const ids = await merchantIdsOf(t, { group: 'acme-retail' })
    expectMatches(await dashboardOf('support'), await expectedToday(ids), ids.length)
  })

  it('gives the merchant user only acme-books', async () => {
    const ids = await merchantIdsOf(t, { merchant: 'acme-books' })
    expect(ids).toHaveLength(1)
    expectMatches(await dashboardOf('merchant'), await expectedToday(ids), 1)
  })

  it('narrows to one merchant in scope with ?merchant=', async () => {
    const ids = await merchantIdsOf(t, { merchant: 'acme-books' })
    expectMatches(await dashboardOf('support', { merchant: 'acme-books' }), await expectedToday(ids), 1)
    expectMatches(await dashboardOf('admin', { merchant: 'acme-books' }), await expectedToday(ids), 1)
  })

  it('follows new and changed transactions', async () => {
    const ids = await merchantIdsOf(t, { merchant: 'acme-books' })
    const before = await dashboardOf('merchant')
    const template = await t.services.db.selectFrom('transaction').selectAll().where('merchant_id', '=', ids[0]!).orderBy('id', 'desc').executeTakeFirstOrThrow()
    const { id: _id, ...copy } = template
    await t.services.db
      .insertInto('transaction')
      .values({ ...copy, external_id: 'tx_dashboard_new', result: 'DECLINED', status: 'DECLINED', result_code: '1005', created_at: t.clock.now(), metadata: JSON.stringify(copy.metadata) })
      .execute()
    const declined = await t.services.db
      .selectFrom('transaction')
      .select('id')
      .where('merchant_id', '=', ids[0]!)
      .where('result', '=', 'APPROVED')
      .where('created_at', '>=', new Date(Date.UTC(2026, 10, 1)))
      .orderBy('id')
      .executeTakeFirstOrThrow()
    await t.services.db.updateTable('transaction').set({ result: 'DECLINED', status: 'DECLINED', result_code: '1001' }).where('id', '=', declined.id).execute()
    const after = await dashboardOf('merchant')
    expect(after.today.count).toBe(before.today.count + 1)
    expectMatches(after, await expectedToday(ids), 1)
  })

  it('answers 404 for a merchant outside the caller scope, as for one that does not exist', async () => {
    const s = await signIn(t.app, 'support')
    for (const merchant of ['rio-moda', 'acme-air', 'no-such-merchant']) {
      const res = await callApi(t.app, dashboard, { token: s.token, query: { merchant } })
      expect(res.status, `support GET dashboard?merchant=${merchant}`).toBe(404)
      expect(res.body.errorCode).toBe('NOT_FOUND')
    }
  })

  it('answers 401 without a token', async () => {
    const res = await callApi(t.app, dashboard)
    expect(res.status).toBe(401)
  })

  it('answers 403 to a user without dashboard.read', async () => {
    await createTestUser(t.services, { username: 'no-dashboard', space: 'acme', scope: 'SPACE' })
    const s = await signIn(t.app, 'no-dashboard')
    const res = await callApi(t.app, dashboard, { token: s.token })
    expect(res.status).toBe(403)
  })

  it('rejects a malformed merchant filter with a field error', async () => {
    const s = await signIn(t.app, 'admin')
    const res = await callApi(t.app, dashboard, { token: s.token, query: { merchant: 'x'.repeat(300) } })
    expect(res.status).toBe(400)
    expect(res.body.errors?.[0]?.field).toBe('merchant')
  })
})
