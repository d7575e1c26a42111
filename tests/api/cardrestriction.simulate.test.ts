import { calls } from '@domain/calls'
import { type CardRestrictionSimulation, cardRestrictionSimulationSchema } from '@domain/entities/cardrestriction'
import { beforeAll, describe, expect, it } from 'vitest'
import { callApi, daysAgo, figuresOf, inWindow, simulationCallersForFile, testAppForFile } from './helpers'

const r = calls.cardrestriction
const t = testAppForFile({ transactions: 800 })
const callers = simulationCallersForFile(t, 'simulate')

const wide = { space: 'acme', name: 'simulate-wide' }
const books = { space: 'acme', name: 'simulate-books' }

beforeAll(async () => {
  for (const [at, merchantAccounts] of [
    [wide, []],
    [books, ['acme-books']],
  ] as const) {
    const res = await callApi(t.app, r.create, { token: callers.acme.space, body: { ...at, merchantAccounts } })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
  }
  // Cards of unknown issuer country, approved and declined, for UNKNOWN to find.
  const window = daysAgo(t, 25)
  for (const result of ['APPROVED', 'DECLINED']) {
    const ids = await t.services.db
      .selectFrom('transaction')
      .select('id')
      .where('merchant_id', 'in', callers.acmeIds)
      .where('result', '=', result)
      .where('created_at', '>=', window)
      .orderBy('id')
      .limit(3)
      .execute()
    await t.services.db
      .updateTable('transaction')
      .set({ card_country: null })
      .where('id', 'in', ids.map((row) => row.id))
      .execute()
  }
})

interface Row {
  merchant_id: number
  result: string
  amount: number
  currency: string
  card_country: string | null
  card_scheme: string | null
  created_at: Date | string
}

/**
 * The merchants' transactions from a little before the window, read row by row (the figures
 * are summed here); `inWindow` then cuts them to the answer's own window.
 */
async function windowRows(merchantIds: number[]): Promise<Row[]> {
  const rows = await t.services.db
    .selectFrom('transaction')
    .select(['merchant_id', 'result', 'amount', 'currency', 'card_country', 'card_scheme', 'created_at'])
    .where('merchant_id', 'in', merchantIds)
    .where('created_at', '>=', daysAgo(t, 30.01))
    .execute()
  return rows.map((row) => ({ ...row, merchant_id: Number(row.merchant_id), amount: Number(row.amount) }))
}

async function simulate(at: { space: string; name: string }, body: Record<string, unknown>, token = callers.acme.space): Promise<CardRestrictionSimulation> {
  const res = await callApi(t.app, r.simulateRule, { token, params: at, body })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return cardRestrictionSimulationSchema.parse(res.body)
}

describe('POST cardrestriction/{space}/{name}/rule/simulate', () => {
  it('DECLINE ANY on a space-wide restriction: every approved transaction of the space over the 30 days', async () => {
    const answer = await simulate(wide, { scope: 'COUNTRY', operator: 'ANY', action: 'DECLINE' })
    expect(new Date(answer.to).getTime() - new Date(answer.from).getTime()).toBe(30 * 24 * 3600_000)
    const rows = inWindow(await windowRows(callers.acmeIds), answer)
    expect(answer.transactions).toBe(rows.length)
    const approved = rows.filter((row) => row.result === 'APPROVED')
    expect(approved.length).toBeGreaterThan(0)
    expect(answer.wouldDecline).toEqual(figuresOf(approved))
    expect(answer.wouldAllow).toEqual({ count: 0, amounts: [] })
    expect(answer.sample).toHaveLength(Math.min(20, approved.length))
    const times = answer.sample.map((s) => s.created)
    expect(times).toEqual([...times].sort().reverse())
    expect(answer.sample.every((s) => s.result === 'APPROVED' && s.merchantAccount.startsWith('acme-'))).toBe(true)
  })

  it('ALLOW UNKNOWN country: the declined transactions of cards without an issuer country', async () => {
    const answer = await simulate(wide, { scope: 'COUNTRY', operator: 'UNKNOWN', action: 'ALLOW' })
    const rows = inWindow(await windowRows(callers.acmeIds), answer).filter((row) => row.result === 'DECLINED' && row.card_country === null)
    expect(rows.length).toBeGreaterThan(0)
    expect(answer.wouldAllow).toEqual(figuresOf(rows))
    expect(answer.wouldDecline.count).toBe(0)
    expect(answer.sample.every((s) => s.result === 'DECLINED' && s.cardCountry === null)).toBe(true)
  })

  it('REJECT_PURCHASE scheme IN, on a restriction of one merchant: only that merchant counts', async () => {
    const answer = await simulate(books, { scope: 'SCHEMA', operator: 'IN', values: ['VISA', 'MASTERCARD'], action: 'REJECT_PURCHASE' })
    const all = inWindow(await windowRows(callers.booksIds), answer)
    expect(answer.transactions).toBe(all.length)
    const rows = all.filter((row) => row.result === 'APPROVED' && (row.card_scheme === 'VISA' || row.card_scheme === 'MASTERCARD'))
    expect(rows.length).toBeGreaterThan(0)
    expect(answer.wouldDecline).toEqual(figuresOf(rows))
    expect(answer.sample.every((s) => s.merchantAccount === 'acme-books' && ['VISA', 'MASTERCARD'].includes(s.cardScheme ?? ''))).toBe(true)
  })

  it('ALLOW_PURCHASE country NOT_IN: declined cards of a known country outside the list', async () => {
    const answer = await simulate(wide, { scope: 'COUNTRY', operator: 'NOT_IN', values: ['US', 'CA'], action: 'ALLOW_PURCHASE' })
    const rows = inWindow(await windowRows(callers.acmeIds), answer).filter(
      (row) => row.result === 'DECLINED' && row.card_country !== null && !['US', 'CA'].includes(row.card_country),
    )
    expect(rows.length).toBeGreaterThan(0)
    expect(answer.wouldAllow).toEqual(figuresOf(rows))
  })

  it('a merchant user simulates a space-wide restriction over its own merchant only; the super admin over the whole space', async () => {
    const body = { scope: 'COUNTRY', operator: 'ANY', action: 'DECLINE' }
    const own = await simulate(wide, body, callers.acme.merchant)
    expect(own.transactions).toBe(inWindow(await windowRows(callers.booksIds), own).length)
    expect(own.sample.every((s) => s.merchantAccount === 'acme-books')).toBe(true)
    const all = await simulate(wide, body, callers.admin)
    expect(all.transactions).toBe(inWindow(await windowRows(callers.acmeIds), all).length)
  })

  it('replacing a saved rule: the rule of another restriction, or none, is 404', async () => {
    const created = await callApi(t.app, r.createRule, { token: callers.acme.space, params: books, body: { scope: 'COUNTRY', operator: 'IN', values: ['FR'], action: 'DECLINE' } })
    expect(created.status).toBe(201)
    const body = { scope: 'COUNTRY', operator: 'IN', values: ['FR', 'DE'], action: 'DECLINE' }
    await simulate(books, { ...body, ruleId: created.body.ruleId })
    for (const [at, ruleId] of [
      [wide, created.body.ruleId],
      [books, 999_999],
    ] as const) {
      const res = await callApi(t.app, r.simulateRule, { token: callers.acme.space, params: at, body: { ...body, ruleId } })
      expect(res.status).toBe(404)
    }
  })

  it('401 without a token, 403 without cardData.read, 404 for a restriction out of scope or unknown', async () => {
    const body = { scope: 'COUNTRY', operator: 'ANY', action: 'DECLINE' }
    expect((await callApi(t.app, r.simulateRule, { params: wide, body })).status).toBe(401)
    const forbidden = await callApi(t.app, r.simulateRule, { token: callers.noRoles, params: wide, body })
    expect(forbidden.status).toBe(403)
    expect(forbidden.body.errorCode).toBe('FORBIDDEN')
    expect((await callApi(t.app, r.simulateRule, { token: callers.rio, params: wide, body })).status).toBe(404)
    expect((await callApi(t.app, r.simulateRule, { token: callers.acme.space, params: { space: 'acme', name: 'no-such' }, body })).status).toBe(404)
    expect((await callApi(t.app, r.simulateRule, { token: callers.acme.space, params: { space: 'rio', name: 'simulate-wide' }, body })).status).toBe(404)
  })

  it('400 with field errors on a bad rule', async () => {
    for (const [body, field] of [
      [{ scope: 'COUNTRY', operator: 'IN', values: [], action: 'DECLINE' }, 'values'],
      [{ scope: 'CITY', operator: 'ANY', action: 'DECLINE' }, 'scope'],
      [{ scope: 'COUNTRY', operator: 'IN', values: ['XX'], action: 'DECLINE' }, 'values.0'],
      [{ scope: 'SCHEMA', operator: 'IN', values: ['VISA'], action: 'SHRUG' }, 'action'],
      [{ scope: 'SCHEMA', operator: 'ANY', action: 'DECLINE', ruleId: 'one' }, 'ruleId'],
    ] as const) {
      const res = await callApi(t.app, r.simulateRule, { token: callers.acme.space, params: wide, body })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field)
    }
  })
})

describe('a rule among the restriction rules', () => {
  const ordered = { space: 'acme', name: 'simulate-ordered' }

  it('an earlier ACTIVE rule decides the cards it matches first; a SHADOW or INACTIVE one, or a later one, does not', async () => {
    const created = await callApi(t.app, r.create, { token: callers.acme.space, body: { ...ordered, merchantAccounts: [] } })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const addRule = async (body: Record<string, unknown>) => {
      const res = await callApi(t.app, r.createRule, { token: callers.acme.space, params: ordered, body: { scope: 'SCHEMA', operator: 'IN', action: 'ALLOW', ...body } })
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      return res.body.ruleId as number
    }
    await addRule({ values: ['VISA'], priority: 10 })
    await addRule({ values: ['MASTERCARD'], priority: 10, status: 'SHADOW' })
    await addRule({ values: ['MASTERCARD'], priority: 10, status: 'INACTIVE' })
    const sameFirst = await addRule({ values: ['AMERICAN_EXPRESS'], priority: 50 })
    await addRule({ values: ['DISCOVER'], priority: 500 })

    const answer = await simulate(ordered, { scope: 'COUNTRY', operator: 'ANY', action: 'DECLINE', priority: 50 })
    const decidedFirst = ['VISA', 'AMERICAN_EXPRESS']
    const rows = inWindow(await windowRows(callers.acmeIds), answer).filter((row) => row.result === 'APPROVED' && !decidedFirst.includes(row.card_scheme ?? ''))
    expect(rows.some((row) => row.card_scheme === 'MASTERCARD') && rows.some((row) => row.card_scheme === 'DISCOVER')).toBe(true)
    expect(answer.wouldDecline).toEqual(figuresOf(rows))
    expect(answer.sample.every((s) => !decidedFirst.includes(s.cardScheme ?? ''))).toBe(true)

    // The saved rule of the same priority, edited: rules after it no longer come first.
    const edited = await simulate(ordered, { scope: 'COUNTRY', operator: 'ANY', action: 'DECLINE', priority: 50, ruleId: sameFirst })
    const editedRows = inWindow(await windowRows(callers.acmeIds), edited).filter((row) => row.result === 'APPROVED' && row.card_scheme !== 'VISA')
    expect(edited.wouldDecline).toEqual(figuresOf(editedRows))
  })
})
