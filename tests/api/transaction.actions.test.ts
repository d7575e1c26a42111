import { calls } from '@domain/calls'
import { transactionDetailSchema } from '@domain/entities/transaction'
import type { TransactionStatus } from '@domain/enums'
import { beforeAll, describe, expect, it } from 'vitest'
import { callApi, createTestUser, eventsOf, signIn, testAppForFile } from './helpers'

const update = calls.transaction.update
const t = testAppForFile({ transactions: 1500 })
let admin: string
/** Audit events before the tests ran (the demo data has some of its own). */
let firstEventId = 0

beforeAll(async () => {
  admin = (await signIn(t.app, 'admin')).token
  firstEventId = Math.max(0, ...(await eventsOf(t.services, 'UPDATE_TRANSACTION')).map((e) => Number(e.id))) + 1
})

const used = new Set<number>()

/** A pay-in of the demo data in `status`, not used by an earlier test, with its merchant name. */
async function paymentIn(status: TransactionStatus, where: { merchant?: string; space?: string } = {}) {
  let q = t.services.db
    .selectFrom('transaction as t')
    .innerJoin('merchant as m', 'm.id', 't.merchant_id')
    .innerJoin('space as s', 's.id', 'm.space_id')
    .select(['t.id', 't.external_id', 't.amount', 't.captured_amount', 't.refunded_amount', 'm.name as merchant_name'])
    .where('t.status', '=', status)
    .where('t.direction', '=', 'PAY_IN')
    .where('t.amount', '>', 1000)
  if (where.merchant) q = q.where('m.name', '=', where.merchant)
  if (where.space) q = q.where('s.name', '=', where.space)
  if (used.size) q = q.where('t.id', 'not in', [...used])
  const row = await q.orderBy('t.id').executeTakeFirstOrThrow()
  used.add(row.id)
  return row
}

async function act(row: { external_id: string; merchant_name: string }, body: Record<string, unknown>, token = admin) {
  return callApi(t.app, update, { token, params: { merchantName: row.merchant_name, transaction: row.external_id }, body })
}

/** Activity rows and UPDATE_TRANSACTION events of a transaction, to prove what was (not) saved. */
async function trail(row: { id: number; external_id: string; merchant_name: string }) {
  const activities = await t.services.db.selectFrom('transaction_activity').selectAll().where('transaction_id', '=', row.id).orderBy('id').execute()
  const events = (await eventsOf(t.services, 'UPDATE_TRANSACTION')).filter(
    (e) => Number(e.id) >= firstEventId && e.target_id === `${row.merchant_name}/${row.external_id}`,
  )
  return { activities, events }
}

describe('POST transaction/{merchantName}/{transaction}: allowed transitions', () => {
  it('admin: CAPTURE part of an AUTHORIZED payment charges it, writes a CONSOLE activity and an audited before/after', async () => {
    const row = await paymentIn('AUTHORIZED')
    const res = await act(row, { action: 'CAPTURE', amount: 1000, reason: 'Ship the first parcel' })
    expect(res.status).toBe(200)
    const detail = transactionDetailSchema.parse(res.body)
    expect(detail).toMatchObject({ status: 'CHARGED', capturedAmount: 1000, refundedAmount: 0 })
    expect(detail.allowedActions).toEqual(['REFUND', 'CHARGEBACK'])
    expect(detail.activities.at(-1)).toMatchObject({ type: 'CHARGE', status: 'CHARGED', amount: 1000, source: 'CONSOLE', username: 'admin', reason: 'Ship the first parcel' })
    const { events } = await trail(row)
    expect(events).toHaveLength(1)
    expect(events[0]!.detail).toMatchObject({
      action: 'CAPTURE',
      amount: 1000,
      reason: 'Ship the first parcel',
      before: { status: 'AUTHORIZED', capturedAmount: 0, refundedAmount: 0 },
      after: { status: 'CHARGED', capturedAmount: 1000, refundedAmount: 0 },
    })
  })

  it('admin: VOID of an AUTHORIZED payment reverses the authorisation', async () => {
    const row = await paymentIn('AUTHORIZED')
    const res = await act(row, { action: 'VOID', reason: 'Order cancelled by the customer' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status: 'AUTH_REVERSED', allowedActions: [] })
    expect(res.body.activities.at(-1)).toMatchObject({ type: 'AUTH_REVERSAL', amount: Number(row.amount) })
  })

  it('admin: VOID of a CHARGE_PENDING payment cancels it', async () => {
    const row = await paymentIn('CHARGE_PENDING')
    const res = await act(row, { action: 'VOID', reason: 'Stuck at the gateway' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status: 'CANCELLED' })
    expect(res.body.activities.at(-1).type).toBe('CANCEL')
  })

  it('admin: a partial REFUND keeps CHARGED, the rest makes it REFUNDED, and a further refund is 409', async () => {
    const row = await paymentIn('CHARGED')
    const amount = Number(row.captured_amount)
    const part = await act(row, { action: 'REFUND', amount: 500, reason: 'One item returned' })
    expect(part.status).toBe(200)
    expect(part.body).toMatchObject({ status: 'CHARGED', refundedAmount: 500 })
    const rest = await act(row, { action: 'REFUND', reason: 'Everything returned' })
    expect(rest.status).toBe(200)
    expect(rest.body).toMatchObject({ status: 'REFUNDED', refundedAmount: amount })
    expect(rest.body.activities.filter((a: { type: string }) => a.type === 'REFUND').map((a: { amount: number }) => a.amount)).toEqual([500, amount - 500])
    const again = await act(row, { action: 'REFUND', amount: 1, reason: 'Once more' })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ errorCode: 'CONFLICT' })
    expect(again.body.message).toContain('REFUNDED')
  })

  it('admin: CHARGEBACK of a CHARGED payment, then its reversal, then a refund', async () => {
    const row = await paymentIn('CHARGED')
    const chargeback = await act(row, { action: 'CHARGEBACK', reason: 'Issuer dispute 4837' })
    expect(chargeback.status).toBe(200)
    expect(chargeback.body).toMatchObject({ status: 'CHARGED_BACK', allowedActions: ['CHARGEBACK_REVERSAL'] })
    const reversal = await act(row, { action: 'CHARGEBACK_REVERSAL', reason: 'Merchant won the dispute' })
    expect(reversal.status).toBe(200)
    expect(reversal.body).toMatchObject({ status: 'CHARGEBACK_REVERSED', allowedActions: ['REFUND'] })
    const refund = await act(row, { action: 'REFUND', reason: 'Goodwill after the dispute' })
    expect(refund.body).toMatchObject({ status: 'REFUNDED' })
    const { activities, events } = await trail(row)
    expect(activities.map((a) => a.type).slice(-3)).toEqual(['CHARGEBACK', 'CHARGEBACK_REVERSED', 'REFUND'])
    expect(events).toHaveLength(3)
  })

  it('admin: a CHARGEBACK_PENDING dispute is confirmed by CHARGEBACK', async () => {
    const row = await paymentIn('CHARGEBACK_PENDING')
    const res = await act(row, { action: 'CHARGEBACK', reason: 'Issuer confirmed' })
    expect(res.status).toBe(200)
    expect(res.body.status).toBe('CHARGED_BACK')
  })
})

describe('POST transaction/{merchantName}/{transaction}: refused transitions are 409 and save nothing', () => {
  const refused: [TransactionStatus, Record<string, unknown>, string][] = [
    ['DECLINED', { action: 'CAPTURE' }, 'Cannot capture a DECLINED transaction'],
    ['CHARGED', { action: 'CAPTURE' }, 'Cannot capture a CHARGED transaction'],
    ['CHARGED', { action: 'VOID' }, 'Cannot void a CHARGED transaction'],
    ['CHARGED', { action: 'CHARGEBACK_REVERSAL' }, 'Cannot reverse the chargeback of a CHARGED transaction'],
    ['AUTHORIZED', { action: 'REFUND' }, 'Cannot refund a AUTHORIZED transaction'],
    ['REFUNDED', { action: 'CHARGEBACK' }, 'Cannot record a chargeback on a REFUNDED transaction'],
    ['CHARGED_BACK', { action: 'REFUND' }, 'Cannot refund a CHARGED_BACK transaction'],
    ['AUTH_REVERSED', { action: 'CAPTURE' }, 'Cannot capture a AUTH_REVERSED transaction'],
    ['AUTHORIZED', { action: 'VOID', amount: 100 }, 'An amount applies only to a capture or a refund'],
  ]
  for (const [status, body, message] of refused) {
    it(`admin: ${body.action}${body.amount ? ` with an amount` : ''} on a ${status} payment is 409 "${message}"`, async () => {
      const row = await paymentIn(status)
      const before = await trail(row)
      const res = await act(row, { ...body, reason: 'Trying it' })
      expect(res.status).toBe(409)
      expect(res.body.errorCode).toBe('CONFLICT')
      expect(res.body.message).toContain(message)
      const after = await trail(row)
      expect(after.activities).toHaveLength(before.activities.length)
      expect(after.events).toHaveLength(0)
      const stored = await t.services.db.selectFrom('transaction').select('status').where('id', '=', row.id).executeTakeFirstOrThrow()
      expect(stored.status).toBe(status)
    })
  }

  it('admin: a REFUND of more than remains is 409 with the amount that remains', async () => {
    const row = await paymentIn('CHARGED')
    const remaining = Number(row.captured_amount) - Number(row.refunded_amount)
    const res = await act(row, { action: 'REFUND', amount: remaining + 1, reason: 'Too much' })
    expect(res.status).toBe(409)
    expect(res.body.message).toBe(`Cannot refund ${remaining + 1}: only ${remaining} remains to refund`)
  })
})

describe('POST transaction/{merchantName}/{transaction}: input, permission and scope', () => {
  it('admin: a missing or blank reason, an unknown action or a bad amount is 400 with field errors', async () => {
    const row = await paymentIn('AUTHORIZED')
    const cases: [Record<string, unknown>, string][] = [
      [{ action: 'CAPTURE' }, 'reason'],
      [{ action: 'CAPTURE', reason: '   ' }, 'reason'],
      [{ action: 'SETTLE', reason: 'x' }, 'action'],
      [{ reason: 'x' }, 'action'],
      [{ action: 'CAPTURE', amount: -5, reason: 'x' }, 'amount'],
      [{ action: 'CAPTURE', amount: 10.5, reason: 'x' }, 'amount'],
    ]
    for (const [body, field] of cases) {
      const res = await act(row, body)
      expect(res.status, `admin POST ${JSON.stringify(body)}`).toBe(400)
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field)
    }
    const stored = await t.services.db.selectFrom('transaction').select('status').where('id', '=', row.id).executeTakeFirstOrThrow()
    expect(stored.status).toBe('AUTHORIZED')
  })

  it('analyst (no transaction.update) is 403', async () => {
    const row = await paymentIn('AUTHORIZED')
    const analyst = (await signIn(t.app, 'analyst')).token
    const res = await act(row, { action: 'VOID', reason: 'x' }, analyst)
    expect(res.status).toBe(403)
  })

  it('an acme admin: a payment of another space is 404 and stays as it was; one of acme is updated', async () => {
    await createTestUser(t.services, { username: 'acme-admin', space: 'acme', role: 'ADMIN' })
    const token = (await signIn(t.app, 'acme-admin')).token
    const outside = await paymentIn('AUTHORIZED', { space: 'rio' })
    const res = await act(outside, { action: 'VOID', reason: 'Not mine' }, token)
    expect(res.status).toBe(404)
    const stored = await t.services.db.selectFrom('transaction').select('status').where('id', '=', outside.id).executeTakeFirstOrThrow()
    expect(stored.status).toBe('AUTHORIZED')
    const missing = await act({ external_id: 'tx_missing', merchant_name: 'acme-books' }, { action: 'VOID', reason: 'x' }, token)
    expect(missing.status).toBe(404)
    const inside = await paymentIn('AUTHORIZED', { space: 'acme' })
    const ok = await act(inside, { action: 'VOID', reason: 'Customer asked' }, token)
    expect(ok.status).toBe(200)
    expect((await trail(inside)).events[0]!.username).toBe('acme-admin')
  })
})
