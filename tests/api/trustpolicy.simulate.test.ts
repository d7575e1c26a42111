import { calls } from '@domain/calls'
import { type TrustPolicySimulation, trustPolicySimulationSchema } from '@domain/entities/trustpolicy'
import { beforeAll, describe, expect, it } from 'vitest'
import { callApi, daysAgo, figuresOf, inWindow, simulationCallersForFile, testAppForFile, trustPolicyCollectionId } from './helpers'

const tp = calls.trustpolicy
const t = testAppForFile({ transactions: 800 })
const callers = simulationCallersForFile(t, 'tpsim')
let acmeCollection: number
let rioCollection: number
const space = { space: 'acme' }

/**
 * A new collection without policies in the space's first config, so the policy simulated is
 * the only one: the seeded collections' policies would come first.
 */
async function emptyCollection(space: string, name: string): Promise<number> {
  const configs = await callApi(t.app, tp.configs, { token: callers.admin, query: { space, sort: 'created', limit: 1 } })
  const res = await callApi(t.app, tp.createCollection, { token: callers.admin, body: { space, configName: configs.body.items[0].name, name } })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.id as number
}

beforeAll(async () => {
  acmeCollection = await emptyCollection('acme', 'simulate-alone')
  rioCollection = await trustPolicyCollectionId(t, 'rio')
  // Some customers at each level, so moves both ways (and within a side) are found.
  const customers = await t.services.db.selectFrom('customer').select('id').where('merchant_id', 'in', callers.acmeIds).orderBy('id').execute()
  const levels = ['RESTRICTED', 'UNTRUSTED', 'TRUSTED', 'STANDARD'] as const
  for (const [i, level] of levels.entries()) {
    const ids = customers.filter((_, n) => n % levels.length === i).map((c) => Number(c.id))
    if (ids.length > 0) await t.services.db.updateTable('customer').set({ trust_level: level }).where('id', 'in', ids).execute()
  }
})

interface Row {
  customer_id: number
  trust_level: string
  result: string
  type: string
  amount: number
  currency: string
  card_hash: string | null
  created_at: Date | string
}

/** The customers' transactions of the merchants from a little before the window, row by row. */
async function windowRows(merchantIds: number[]): Promise<Row[]> {
  const rows = await t.services.db
    .selectFrom('transaction as t')
    .innerJoin('customer as c', (j) => j.onRef('c.merchant_id', '=', 't.merchant_id').onRef('c.external_id', '=', 't.customer_external_id'))
    .select(['c.id as customer_id', 'c.trust_level', 't.result', 't.type', 't.amount', 't.currency', 't.card_hash', 't.created_at'])
    .where('t.merchant_id', 'in', merchantIds)
    .where('t.created_at', '>=', daysAgo(t, 30.01))
    .execute()
  return rows.map((row) => ({ ...row, customer_id: Number(row.customer_id), amount: Number(row.amount) }))
}

/** The expected answer, worked out here customer by customer from the rows. */
function expected(rows: Row[], matches: (own: Row[]) => boolean, level: string) {
  const declining = (l: string) => l === 'RESTRICTED' || l === 'UNTRUSTED'
  const byCustomer = new Map<number, Row[]>()
  for (const row of rows) byCustomer.set(row.customer_id, [...(byCustomer.get(row.customer_id) ?? []), row])
  const moved = [...byCustomer.values()].filter((own) => matches(own) && own[0]!.trust_level !== level)
  const changes = new Map<string, number>()
  for (const own of moved) changes.set(own[0]!.trust_level, (changes.get(own[0]!.trust_level) ?? 0) + 1)
  const crossing = moved.filter((own) => declining(own[0]!.trust_level) !== declining(level))
  const changedFrom = declining(level) ? 'APPROVED' : 'DECLINED'
  return {
    customers: byCustomer.size,
    levelChanges: [...changes].map(([from, customers]) => ({ from, to: level, customers })).sort((a, b) => a.from.localeCompare(b.from)),
    changed: figuresOf(crossing.flat().filter((row) => row.result === changedFrom)),
  }
}

async function simulate(body: Record<string, unknown>, token = callers.acme.space): Promise<TrustPolicySimulation> {
  const res = await callApi(t.app, tp.simulate, { token, params: space, body: { collectionId: acmeCollection, ...body } })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return trustPolicySimulationSchema.parse(res.body)
}

describe('POST trustpolicy/{space}/simulate', () => {
  it('APPROVED_COUNT >= 1 to UNTRUSTED: the approved transactions of customers moved from an allowing level', async () => {
    const answer = await simulate({ condition: { field: 'APPROVED_COUNT', operator: 'GTE', value: 1 }, trustLevel: 'UNTRUSTED' })
    expect(new Date(answer.to).getTime() - new Date(answer.from).getTime()).toBe(30 * 24 * 3600_000)
    const rows = inWindow(await windowRows(callers.acmeIds), answer)
    const want = expected(rows, (own) => own.some((row) => row.result === 'APPROVED'), 'UNTRUSTED')
    expect(answer.transactions).toBe(rows.length)
    expect(answer.customers).toBe(want.customers)
    expect(answer.levelChanges).toEqual(want.levelChanges)
    expect(answer.levelChanges.map((c) => c.from)).toContain('RESTRICTED')
    expect(want.changed.count).toBeGreaterThan(0)
    expect(answer.wouldDecline).toEqual(want.changed)
    expect(answer.wouldAllow).toEqual({ count: 0, amounts: [] })
    expect(answer.sample).toHaveLength(Math.min(20, want.changed.count))
    const times = answer.sample.map((s) => s.created)
    expect(times).toEqual([...times].sort().reverse())
    expect(answer.sample.every((s) => s.result === 'APPROVED' && s.merchantAccount.startsWith('acme-'))).toBe(true)
  })

  it('DECLINED_COUNT >= 1 to TRUSTED: the declined transactions of customers moved from a declining level', async () => {
    const answer = await simulate({ condition: { field: 'DECLINED_COUNT', operator: 'GTE', value: 1 }, trustLevel: 'TRUSTED' })
    const want = expected(inWindow(await windowRows(callers.acmeIds), answer), (own) => own.some((row) => row.result === 'DECLINED'), 'TRUSTED')
    expect(want.changed.count).toBeGreaterThan(0)
    expect(answer.wouldAllow).toEqual(want.changed)
    expect(answer.wouldDecline.count).toBe(0)
    expect(answer.levelChanges).toEqual(want.levelChanges)
    expect(answer.sample.every((s) => s.result === 'DECLINED')).toBe(true)
  })

  it('DISTINCT_CARDS and ACCOUNT_AGE_DAYS: measured per customer; a condition nobody meets changes nothing', async () => {
    const cards = await simulate({ condition: { field: 'DISTINCT_CARDS', operator: 'LT', value: 2 }, trustLevel: 'RESTRICTED' })
    const want = expected(inWindow(await windowRows(callers.acmeIds), cards), (own) => new Set(own.map((row) => row.card_hash).filter(Boolean)).size < 2, 'RESTRICTED')
    expect(cards.wouldDecline).toEqual(want.changed)
    expect(cards.levelChanges).toEqual(want.levelChanges)
    const none = await simulate({ condition: { field: 'ACCOUNT_AGE_DAYS', operator: 'GT', value: 100_000 }, trustLevel: 'RESTRICTED' })
    expect(none.levelChanges).toEqual([])
    expect(none.wouldDecline).toEqual({ count: 0, amounts: [] })
    expect(none.sample).toEqual([])
    expect(none.customers).toBeGreaterThan(0)
  })

  it('APPROVED_AMOUNT adds the approved amounts of its own currency only', async () => {
    const rows = await windowRows(callers.acmeIds)
    const currency = rows.find((row) => row.result === 'APPROVED')!.currency
    const condition = { field: 'APPROVED_AMOUNT', operator: 'GTE', value: 5000, currency }
    const answer = await simulate({ condition, trustLevel: 'RESTRICTED' })
    const approvedIn = (own: Row[]) => own.filter((row) => row.result === 'APPROVED' && row.currency === currency).reduce((sum, row) => sum + row.amount, 0)
    const inCurrency = (own: Row[]) => approvedIn(own) >= 5000
    const want = expected(inWindow(rows, answer), inCurrency, 'RESTRICTED')
    expect(want.levelChanges.length).toBeGreaterThan(0)
    expect(answer.levelChanges).toEqual(want.levelChanges)
    expect(answer.wouldDecline).toEqual(want.changed)
  })

  it('a merchant user simulates over its own merchant only; the super admin over the whole space', async () => {
    const body = { condition: { field: 'APPROVED_COUNT', operator: 'GTE', value: 0 }, trustLevel: 'UNTRUSTED' }
    const own = await simulate(body, callers.acme.merchant)
    expect(own.transactions).toBe(inWindow(await windowRows(callers.booksIds), own).length)
    expect(own.sample.every((s) => s.merchantAccount === 'acme-books')).toBe(true)
    const all = await simulate(body, callers.admin)
    expect(all.transactions).toBe(inWindow(await windowRows(callers.acmeIds), all).length)
  })

  it('401 without a token, 403 without trustPolicy.read, 404 for a space or collection out of scope', async () => {
    const body = { collectionId: acmeCollection, condition: { field: 'APPROVED_COUNT', operator: 'GTE', value: 1 }, trustLevel: 'UNTRUSTED' }
    expect((await callApi(t.app, tp.simulate, { params: space, body })).status).toBe(401)
    const forbidden = await callApi(t.app, tp.simulate, { token: callers.noRoles, params: space, body })
    expect(forbidden.status).toBe(403)
    expect(forbidden.body.errorCode).toBe('FORBIDDEN')
    expect((await callApi(t.app, tp.simulate, { token: callers.rio, params: space, body })).status).toBe(404)
    expect((await callApi(t.app, tp.simulate, { token: callers.acme.space, params: { space: 'rio' }, body })).status).toBe(404)
    expect((await callApi(t.app, tp.simulate, { token: callers.acme.space, params: space, body: { ...body, collectionId: rioCollection } })).status).toBe(404)
    expect((await callApi(t.app, tp.simulate, { token: callers.acme.space, params: space, body: { ...body, collectionId: 999_999 } })).status).toBe(404)
  })

  it('400 with field errors on a bad policy', async () => {
    const good = { collectionId: acmeCollection, condition: { field: 'APPROVED_COUNT', operator: 'GTE', value: 1 }, trustLevel: 'UNTRUSTED' }
    for (const [body, field] of [
      [{ ...good, collectionId: 'one' }, 'collectionId'],
      [{ ...good, condition: { ...good.condition, field: 'LOYALTY' } }, 'condition.field'],
      [{ ...good, condition: { ...good.condition, operator: 'NE' } }, 'condition.operator'],
      [{ ...good, condition: { ...good.condition, value: -1 } }, 'condition.value'],
      [{ ...good, trustLevel: 'GOLD' }, 'trustLevel'],
    ] as const) {
      const res = await callApi(t.app, tp.simulate, { token: callers.acme.space, params: space, body })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field)
    }
  })
})

describe('a policy among its collection policies', () => {
  const declined = (own: Row[]) => own.some((row) => row.result === 'DECLINED')
  const approvedTwice = (own: Row[]) => own.filter((row) => row.result === 'APPROVED').length >= 2
  const refunded = (own: Row[]) => own.some((row) => row.type === 'REFUND')

  it('a customer an earlier ACTIVE policy moves is decided there; an INACTIVE or a later policy does not count', async () => {
    const ordered = await emptyCollection('acme', 'simulate-ordered')
    const addPolicy = async (body: Record<string, unknown>) => {
      const res = await callApi(t.app, tp.createPolicy, { token: callers.admin, body: { space: 'acme', collectionId: ordered, trustLevel: 'STANDARD', ...body } })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      return res.body.id as number
    }
    await addPolicy({ name: 'first', condition: { field: 'APPROVED_COUNT', operator: 'GTE', value: 2 }, priority: 10 })
    await addPolicy({ name: 'off', condition: { field: 'DECLINED_COUNT', operator: 'GTE', value: 1 }, priority: 10, status: 'INACTIVE' })
    const same = await addPolicy({ name: 'same-priority', condition: { field: 'REFUND_COUNT', operator: 'GTE', value: 1 }, priority: 50 })
    await addPolicy({ name: 'later', condition: { field: 'DECLINED_COUNT', operator: 'GTE', value: 1 }, priority: 500 })
    const body = { collectionId: ordered, condition: { field: 'DECLINED_COUNT', operator: 'GTE', value: 1 }, trustLevel: 'UNTRUSTED', priority: 50 }

    const answer = await simulate(body)
    const rows = inWindow(await windowRows(callers.acmeIds), answer)
    const want = expected(rows, (own) => declined(own) && !approvedTwice(own) && !refunded(own), 'UNTRUSTED')
    expect(answer.levelChanges).toEqual(want.levelChanges)
    expect(answer.wouldDecline).toEqual(want.changed)
    // Alone, it would have moved more customers: the earlier policies took some.
    const alone = expected(rows, declined, 'UNTRUSTED')
    const moved = (changes: { customers: number }[]) => changes.reduce((sum, change) => sum + change.customers, 0)
    expect(moved(alone.levelChanges)).toBeGreaterThan(moved(want.levelChanges))

    // The saved policy of the same priority, edited: the policies after it no longer come first.
    const edited = await simulate({ ...body, policyId: same })
    const editedWant = expected(inWindow(await windowRows(callers.acmeIds), edited), (own) => declined(own) && !approvedTwice(own), 'UNTRUSTED')
    expect(edited.levelChanges).toEqual(editedWant.levelChanges)
    expect(edited.wouldDecline).toEqual(editedWant.changed)
  })

  it('a policy of another collection, or none, is 404', async () => {
    const seeded = await t.services.db.selectFrom('trust_policy').select('id').where('collection_id', '=', await trustPolicyCollectionId(t, 'acme')).executeTakeFirstOrThrow()
    const body = { collectionId: acmeCollection, condition: { field: 'APPROVED_COUNT', operator: 'GTE', value: 1 }, trustLevel: 'UNTRUSTED' }
    for (const policyId of [Number(seeded.id), 999_999]) {
      expect((await callApi(t.app, tp.simulate, { token: callers.acme.space, params: space, body: { ...body, policyId } })).status).toBe(404)
    }
  })
})
