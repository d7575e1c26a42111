import { randomBytes } from 'node:crypto'
import type { CallDef } from '@domain/call'
import { calls } from '@domain/calls'
import { MAX_MINOR_UNITS } from '@domain/money'
import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { type ApiResponse, callApi, signedInForFile, testAppForFile, withoutApprovalsForFile } from './helpers'

const f = calls.finance
const t = testAppForFile({ transactions: 50 })
withoutApprovalsForFile(t)
const { admin } = signedInForFile(t, ['admin'])

/** The attacker's amount: the largest integer a double holds exactly, far past the bound. */
const UNSAFE_AMOUNT = 2 ** 53 - 1
const BOUND = '1000000000000000'
/** An account of acme-books with no ledger yet, so its figures are this file's movements alone. */
const CURRENCY = 'CHF'

const movement = (amount: number) => ({
  merchantAccount: 'acme-books',
  currency: CURRENCY,
  amount,
  reference: 'MONEY-1',
  idempotencyKey: `money-${randomBytes(8).toString('hex')}`,
})

async function storedBalance(): Promise<string> {
  const { rows } = await sql<{ balance: string }>`
    select a.balance::text as balance from account a join merchant m on m.id = a.merchant_id
    where m.name = 'acme-books' and a.currency = ${CURRENCY}`.execute(t.services.db)
  return rows[0]!.balance
}

/** The answer's one field error, as the API wrote it. */
const onlyError = (res: ApiResponse) => {
  expect(res.body.errors, JSON.stringify(res.body)).toHaveLength(1)
  return res.body.errors[0]
}

/** A 400 naming only `field`, too big, with the bound as its maximum. */
function expectTooBig(res: ApiResponse, field: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400)
  expect(onlyError(res)).toMatchObject({ field, code: 'too_big', params: { maximum: MAX_MINOR_UNITS } })
}

beforeAll(async () => {
  const { id: spaceId } = await t.services.db.selectFrom('space').select('id').where('name', '=', 'acme').executeTakeFirstOrThrow()
  const { id: merchantId } = await t.services.db.selectFrom('merchant').select('id').where('name', '=', 'acme-books').executeTakeFirstOrThrow()
  const now = t.services.now()
  await t.services.db
    .insertInto('account')
    .values({ space_id: spaceId, merchant_id: merchantId, name: `acme-books ${CURRENCY}`, currency: CURRENCY, balance: 0, created_at: now, updated_at: now })
    .execute()
})

describe('money is exact: a bounded integer of minor units (at most 10^15)', () => {
  it('admin POST accountdetail/topup of 2^53-1 minor units: 400 too_big on amount with the maximum; nothing stored', async () => {
    const res = await callApi(t.app, f.topUp, { token: admin.token, body: movement(UNSAFE_AMOUNT) })
    expectTooBig(res, 'amount')
    for (const amount of [MAX_MINOR_UNITS + 1, 2 ** 53 + 1, 1e300]) expectTooBig(await callApi(t.app, f.topUp, { token: admin.token, body: movement(amount) }), 'amount')
    expectTooBig(await callApi(t.app, f.withdraw, { token: admin.token, body: movement(UNSAFE_AMOUNT) }), 'amount')
    expect(await storedBalance()).toBe('0')
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ledger_movement where amount > ${MAX_MINOR_UNITS}`.execute(t.services.db)
    expect(rows[0]!.n).toBe(0)
  })

  it('admin POST accountdetail/topup of exactly 10^15: read back exactly by the movement, the ledger, both account summaries and the daily summary', async () => {
    const res = await callApi(t.app, f.topUp, { token: admin.token, body: movement(MAX_MINOR_UNITS) })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    // The digits the server wrote, not only what JSON.parse made of them.
    expect(res.raw.body).toContain(`"amount":${BOUND},`)
    expect(res.raw.body).toContain(`"balanceAfter":${BOUND},`)
    expect(String(res.body.amount)).toBe(BOUND)
    expect(String(res.body.balanceAfter)).toBe(BOUND)
    expect(await storedBalance()).toBe(BOUND)

    const ledger = await callApi(t.app, f.ledger, { token: admin.token, query: { merchantName: 'acme-books', currency: CURRENCY } })
    expect(ledger.status).toBe(200)
    expect(ledger.body.items).toHaveLength(1)
    expect(ledger.raw.body).toContain(`"balanceAfter":${BOUND},`)
    expect(String(ledger.body.items[0].amount)).toBe(BOUND)
    expect(String(ledger.body.items[0].balanceAfter)).toBe(BOUND)

    const summary = await callApi(t.app, f.accountSummary, { token: admin.token, params: { id: 'acme-books' } })
    expect(summary.status).toBe(200)
    expect(summary.raw.body).toContain(`"balance":${BOUND},`)
    expect(String(summary.body.accounts.find((a: { currency: string }) => a.currency === CURRENCY).balance)).toBe(BOUND)

    const inCurrency = await callApi(t.app, f.accountCurrencySummary, { token: admin.token, params: { id: 'acme-books', currency: CURRENCY } })
    expect(inCurrency.status).toBe(200)
    expect(String(inCurrency.body.balance)).toBe(BOUND)
    expect(String(inCurrency.body.credits)).toBe(BOUND)
    expect(inCurrency.body.debits).toBe(0)
    expect(inCurrency.body.byTransferType).toEqual([{ transferType: 'TOP_UP', amount: MAX_MINOR_UNITS, count: 1 }])

    const daily = await callApi(t.app, f.dailySummary, { token: admin.token, query: { merchantName: 'acme-books', currency: CURRENCY, timeZone: 'UTC' } })
    expect(daily.status).toBe(200)
    expect(daily.body.items).toHaveLength(1)
    expect(daily.raw.body).toContain(`"closingBalance":${BOUND},`)
    const [day] = daily.body.items
    expect([day.openingBalance, String(day.credits), day.debits, String(day.closingBalance)]).toEqual([0, BOUND, 0, BOUND])
  })

  it('admin POST accountdetail/topup of 1 more: 400 balance_too_big on amount naming the maximum; nothing applied', async () => {
    const res = await callApi(t.app, f.topUp, { token: admin.token, body: movement(1) })
    expect(res.status).toBe(400)
    const error = onlyError(res)
    expect(error).toMatchObject({ field: 'amount', code: 'balance_too_big', params: { maximum: MAX_MINOR_UNITS, currency: CURRENCY } })
    expect(error.message).toContain(`10000000000000 ${CURRENCY}`)
    expect(await storedBalance()).toBe(BOUND)
  })

  it('totals past the bound: refused with 422 TOTAL_TOO_LARGE, never answered rounded or out of bounds; balances still answer exactly', async () => {
    // Out and in again: the balance is at the bound once more, its credits now twice the bound.
    expect((await callApi(t.app, f.withdraw, { token: admin.token, body: movement(MAX_MINOR_UNITS) })).status).toBe(200)
    expect((await callApi(t.app, f.topUp, { token: admin.token, body: movement(MAX_MINOR_UNITS) })).status).toBe(200)
    const inCurrency = await callApi(t.app, f.accountCurrencySummary, { token: admin.token, params: { id: 'acme-books', currency: CURRENCY } })
    expect(inCurrency.status).toBe(422)
    expect(inCurrency.body).toMatchObject({ errorCode: 'TOTAL_TOO_LARGE', params: { maximum: MAX_MINOR_UNITS } })
    const daily = await callApi(t.app, f.dailySummary, { token: admin.token, query: { merchantName: 'acme-books', currency: CURRENCY, timeZone: 'UTC' } })
    expect(daily.status).toBe(422)
    expect(daily.body.errorCode).toBe('TOTAL_TOO_LARGE')
    const summary = await callApi(t.app, f.accountSummary, { token: admin.token, params: { id: 'acme-books' } })
    expect(String(summary.body.accounts.find((a: { currency: string }) => a.currency === CURRENCY).balance)).toBe(BOUND)
    const ledger = await callApi(t.app, f.ledger, { token: admin.token, query: { merchantName: 'acme-books', currency: CURRENCY, limit: 1 } })
    expect(String(ledger.body.items[0].balanceAfter)).toBe(BOUND)
  })

  it('the database never hands over a rounded integer: 2^53+1 read as int8 or numeric is an error, 2^53-1 is read exactly', async () => {
    await expect(sql`select 9007199254740993::int8 as n`.execute(t.services.db)).rejects.toThrow(/9007199254740993, past the integers/)
    await expect(sql`select 9007199254740993::numeric as n`.execute(t.services.db)).rejects.toThrow(/9007199254740993, past the integers/)
    const { rows } = await sql<{ n: number }>`select ${String(UNSAFE_AMOUNT)}::int8 as n`.execute(t.services.db)
    expect(rows[0]!.n).toBe(UNSAFE_AMOUNT)
  })
})

describe('every other write that takes an amount is bounded the same way', () => {
  const m = calls.merchant
  const cases: [string, CallDef, { params?: Record<string, string | number>; body?: unknown; query?: Record<string, string | number> }, string][] = [
    ['POST paymentlink amount', calls.paymentlink.create, { body: { merchantAccount: 'acme-books', reference: 'HUGE', amount: UNSAFE_AMOUNT, currency: 'USD' } }, 'amount'],
    ['POST merchant/acme-books/trustlevel maxAmount', m.createTrustLevel, { params: { name: 'acme-books' }, body: { name: 'huge', level: 'TRUSTED', maxAmount: UNSAFE_AMOUNT, currency: 'USD' } }, 'maxAmount'],
    ['PUT merchant/acme-books/trustlevel maxAmount', m.updateTrustLevel, { params: { name: 'acme-books', id: 1 }, body: { maxAmount: UNSAFE_AMOUNT } }, 'maxAmount'],
    ['POST merchant/acme-books/instrumentconfig minAmount', m.createInstrumentConfig, { params: { name: 'acme-books' }, body: { name: 'huge', instrument: 'CARD', minAmount: UNSAFE_AMOUNT } }, 'minAmount'],
    ['PUT merchant/acme-books/instrumentconfig maxAmount', m.updateInstrumentConfig, { params: { name: 'acme-books', id: 1 }, body: { maxAmount: UNSAFE_AMOUNT } }, 'maxAmount'],
    [
      'POST trustpolicy APPROVED_AMOUNT value',
      calls.trustpolicy.createPolicy,
      { body: { space: 'acme', collectionId: 1, name: 'huge', condition: { field: 'APPROVED_AMOUNT', operator: 'GTE', value: UNSAFE_AMOUNT, currency: 'USD' }, trustLevel: 'TRUSTED' } },
      'condition.value',
    ],
    ['POST transaction refund amount', calls.transaction.update, { params: { merchantName: 'acme-books', transaction: 'any' }, body: { action: 'REFUND', amount: UNSAFE_AMOUNT, reason: 'too much' } }, 'amount'],
    ['GET transaction?minAmount', calls.transaction.list, { query: { minAmount: UNSAFE_AMOUNT } }, 'minAmount'],
  ]
  for (const [name, call, input, field] of cases) {
    it(`admin ${name} of 2^53-1: 400 too_big on ${field}`, async () => {
      expectTooBig(await callApi(t.app, call, { token: admin.token, ...input }), field)
    })
  }
})
