import { randomBytes, randomUUID } from 'node:crypto'
import { API_HEADERS, UNDO_WINDOW_MS } from '@domain/constants'
import { calls } from '@domain/calls'
import { undoAnswerSchema } from '@domain/entities/undo'
import { describe, expect, it } from 'vitest'
import { type ApiResponse, callApi, createTestUser, signedInForFile, testAppForFile } from './helpers'

const t = testAppForFile({ transactions: 300 })
const { admin, analyst } = signedInForFile(t, ['admin', 'analyst'] as const)
const fraud = calls.fraud
const blacklist = calls.cardblacklist
const undo = calls.undo.undo

/** The audit event a write's answer names as its undo; the write itself answered 2xx. */
function undoEventOf(res: ApiResponse): number {
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300)
  const header = res.headers[API_HEADERS.undoEvent]
  expect(header, 'x-undo-event').toBeDefined()
  return Number(header)
}

const undoAs = (token: string, eventId: number) => callApi(t.app, undo, { token, params: { eventId } })

const email = () => `undo-${randomBytes(4).toString('hex')}@test.example`

async function blockStatus(id: number) {
  return (await t.services.db.selectFrom('fraud_block').select('status').where('id', '=', id).executeTakeFirst())?.status
}

async function undoEventsFor(eventId: number) {
  const rows = await t.services.db.selectFrom('user_event').select(['type', 'username', 'detail']).where('type', '=', 'UNDO').execute()
  return rows.filter((row) => (row.detail as { undoes?: number }).undoes === eventId)
}

describe('POST undo/{eventId}: fraud blocks', () => {
  it('analyst: a new block is undone once, audited as an UNDO naming the event; a second undo is 409', async () => {
    const created = await callApi(t.app, fraud.create, { token: analyst.token, body: { field: 'EMAIL', accountId: email(), reason: 'Undo test' } })
    const eventId = undoEventOf(created)
    const res = await undoAs(analyst.token, eventId)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(undoAnswerSchema.parse(res.body).undone).toEqual([eventId])
    expect(await blockStatus(created.body.id)).toBeUndefined()
    const audited = await undoEventsFor(eventId)
    expect(audited).toHaveLength(1)
    expect(audited[0]).toMatchObject({ username: 'analyst', detail: { undoneType: 'CREATE', after: null } })
    const again = await undoAs(analyst.token, eventId)
    expect(again.status).toBe(409)
    expect(again.body.params).toMatchObject({ reason: 'alreadyUndone' })
  })

  it('analyst: two undos of one block at once: exactly one applies', async () => {
    const created = await callApi(t.app, fraud.create, { token: analyst.token, body: { field: 'EMAIL', accountId: email(), reason: 'Race' } })
    const eventId = undoEventOf(created)
    const answers = await Promise.all([undoAs(analyst.token, eventId), undoAs(analyst.token, eventId)])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    expect(await undoEventsFor(eventId)).toHaveLength(1)
  })

  it('analyst: a deleted block comes back active, as it was', async () => {
    const created = await callApi(t.app, fraud.create, { token: analyst.token, body: { field: 'EMAIL', accountId: email(), reason: 'Kept' } })
    const removed = await callApi(t.app, fraud.remove, { token: analyst.token, params: { id: created.body.id }, body: { reason: 'By mistake' } })
    expect(await blockStatus(created.body.id)).toBe('DELETED')
    expect((await undoAs(analyst.token, undoEventOf(removed))).status).toBe(200)
    const back = await callApi(t.app, fraud.get, { token: analyst.token, params: { id: created.body.id } })
    expect(back.body).toEqual(created.body)
  })

  it('analyst: a bulk block of 20 values is one unit: the undo removes exactly those 20 blocks', async () => {
    const others = await t.services.db.selectFrom('fraud_block').select('id').execute()
    const values = Array.from({ length: 20 }, email)
    const batch = await callApi(t.app, fraud.createBatch, { token: analyst.token, body: { field: 'EMAIL', reason: 'Bulk', blocks: values } })
    expect(batch.body.created).toBe(20)
    const ids = batch.body.results.map((r: { id: number }) => r.id)
    const res = await undoAs(analyst.token, undoEventOf(batch))
    expect(res.status).toBe(200)
    expect(res.body.undone).toHaveLength(20)
    const left = await t.services.db.selectFrom('fraud_block').select('id').execute()
    expect(left.map((b) => b.id).sort()).toEqual(others.map((b) => b.id).sort())
    expect(await t.services.db.selectFrom('fraud_block').select('id').where('id', 'in', ids).execute()).toHaveLength(0)
  })
})

describe('POST undo/{eventId}: card blacklist', () => {
  it('analyst: a new entry is undone; a deleted entry comes back with its id', async () => {
    const cardId = randomUUID()
    const created = await callApi(t.app, blacklist.create, { token: analyst.token, body: { cardId, reason: 'Undo test' } })
    expect((await undoAs(analyst.token, undoEventOf(created))).status).toBe(200)
    expect((await callApi(t.app, blacklist.get, { token: analyst.token, params: { cardId } })).status).toBe(404)

    const again = await callApi(t.app, blacklist.create, { token: analyst.token, body: { cardId, reason: 'Keep' } })
    const removed = await callApi(t.app, blacklist.remove, { token: analyst.token, params: { cardId } })
    expect((await undoAs(analyst.token, undoEventOf(removed))).status).toBe(200)
    const back = await callApi(t.app, blacklist.get, { token: analyst.token, params: { cardId } })
    expect(back.body).toEqual(again.body)
  })

  it('analyst: a saved field is restored; once the entry changed again, the undo is refused (409) and changes nothing', async () => {
    const cardId = randomUUID()
    await callApi(t.app, blacklist.create, { token: analyst.token, body: { cardId, reason: 'First' } })
    const saved = await callApi(t.app, blacklist.update, { token: analyst.token, params: { cardId }, body: { reason: 'Second' } })
    expect((await undoAs(analyst.token, undoEventOf(saved))).status).toBe(200)
    expect((await callApi(t.app, blacklist.get, { token: analyst.token, params: { cardId } })).body.reason).toBe('First')

    const stale = await callApi(t.app, blacklist.update, { token: analyst.token, params: { cardId }, body: { reason: 'Third' } })
    await callApi(t.app, blacklist.update, { token: analyst.token, params: { cardId }, body: { reason: 'Fourth' } })
    const refused = await undoAs(analyst.token, undoEventOf(stale))
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ errorCode: 'CONFLICT', params: { reason: 'changed' } })
    expect(refused.body.message).toMatch(/changed/)
    expect((await callApi(t.app, blacklist.get, { token: analyst.token, params: { cardId } })).body.reason).toBe('Fourth')
  })
})

describe('POST undo/{eventId}: users', () => {
  it("admin: a user's status change is undone, the user's record restored", async () => {
    const user = await createTestUser(t.services, { username: `undo-${randomBytes(3).toString('hex')}`, role: 'SUPPORT' })
    const before = await callApi(t.app, calls.muser.get, { token: admin.token, params: { user: user.username } })
    const disabled = await callApi(t.app, calls.muser.setStatus, { token: admin.token, params: { user: user.username }, body: { status: 'DISABLED' } })
    expect(disabled.body.status).toBe('DISABLED')
    expect((await undoAs(admin.token, undoEventOf(disabled))).status).toBe(200)
    expect((await callApi(t.app, calls.muser.get, { token: admin.token, params: { user: user.username } })).body).toEqual(before.body)
  })
})

describe('POST undo/{eventId}: refusals', () => {
  it('past the window: 409 expired, nothing undone', async () => {
    const created = await callApi(t.app, fraud.create, { token: analyst.token, body: { field: 'EMAIL', accountId: email(), reason: 'Late' } })
    const eventId = undoEventOf(created)
    t.clock.advance(UNDO_WINDOW_MS + 1000)
    const late = await undoAs(analyst.token, eventId)
    expect(late.status).toBe(409)
    expect(late.body.params).toMatchObject({ reason: 'expired' })
    expect(await blockStatus(created.body.id)).toBe('ACTIVE')
  })

  it("another user's event is not found (404), and is still undoable by its author", async () => {
    const created = await callApi(t.app, fraud.create, { token: analyst.token, body: { field: 'EMAIL', accountId: email(), reason: 'Mine' } })
    const eventId = undoEventOf(created)
    expect((await undoAs(admin.token, eventId)).status).toBe(404)
    expect((await undoAs(analyst.token, eventId)).status).toBe(200)
  })

  it('money movements, sent messages and a rotated secret key are not undoable: no x-undo-event, and the undo is 409 notUndoable', async () => {
    const topUp = await callApi(t.app, calls.finance.topUp, {
      token: admin.token,
      body: { merchantAccount: 'acme-books', currency: 'USD', amount: 100, reference: 'UNDO-1', description: 'undo test', idempotencyKey: `undo-${randomUUID()}` },
    })
    expect(topUp.status, JSON.stringify(topUp.body)).toBe(200)
    expect(topUp.headers[API_HEADERS.undoEvent]).toBeUndefined()
    const failed = await callApi(t.app, calls.message.emails, { token: admin.token, query: { type: 'PASSWORD_EXPIRING', state: 'FAILED', limit: 1 } })
    const resent = await callApi(t.app, calls.message.resendEmail, { token: admin.token, params: { id: failed.body.items[0].id } })
    expect(resent.status).toBe(201)
    expect(resent.headers[API_HEADERS.undoEvent]).toBeUndefined()
    const rotated = await callApi(t.app, calls.merchant.rotateSecretKey, { token: admin.token, params: { name: 'acme-books' } })
    expect(rotated.status).toBe(200)
    expect(rotated.headers[API_HEADERS.undoEvent]).toBeUndefined()
    const events = await t.services.db.selectFrom('user_event').select(['id', 'type']).where('username', '=', 'admin').orderBy('id', 'desc').limit(3).execute()
    // Audited as CREATE, UPDATE and MERCHANT_CONFIG, types an undo may reverse: what they wrote is what refuses it.
    expect(events.map((e) => e.type).sort()).toEqual(['CREATE', 'MERCHANT_CONFIG', 'UPDATE'])
    for (const event of events) {
      const res = await undoAs(admin.token, Number(event.id))
      expect(res.status, event.type).toBe(409)
      expect(res.body.params).toMatchObject({ reason: 'notUndoable' })
    }
  })

  it('bad input is 400, an unknown event 404, no token 401', async () => {
    expect((await callApi(t.app, undo, { token: admin.token, params: { eventId: 'x' } })).status).toBe(400)
    expect((await undoAs(admin.token, 999_999_999)).status).toBe(404)
    expect((await callApi(t.app, undo, { params: { eventId: 1 } })).status).toBe(401)
  })
})
