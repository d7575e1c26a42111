import { API_PREFIX } from '@domain/call'
import { API_HEADERS, REVIEW_LEASE_MINUTES } from '@domain/constants'
import { calls } from '@domain/calls'
import { type ReviewCase, type ReviewCaseSummary, reviewCaseSchema, reviewCaseSummarySchema, reviewCountsSchema } from '@domain/entities/review'
import { pageSchema } from '@domain/pagination'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REVIEW_VELOCITY_PAYMENTS } from '../../src/server/db/migrations/0045_review_queue'
import {
  advanceWhileActive,
  type ApiResponse,
  callApi,
  cardsWithoutCase,
  createRole,
  eventsOf,
  newUsersForFile,
  paymentsOfCard,
  request,
  sameDatabaseApp,
  shadowRuleOf,
  signedInForFile,
  testAppForFile,
} from './helpers'

const r = calls.review
// Tokens outlive the minutes the tests move the clock by (leases, snoozes).
const t = testAppForFile({ transactions: 400, config: { accessTokenTtlSeconds: 24 * 3600 } })
const { admin, analyst } = signedInForFile(t, ['admin', 'analyst'] as const)
beforeAll(async () => {
  await createRole(t.services, 'acme', 'REVIEW_READER', ['review.read'])
})
const users = newUsersForFile(t, {
  second: { username: 'rv-second', space: 'acme', scope: 'SPACE', role: 'FRAUD_ANALYST' },
  rio: { username: 'rv-rio', space: 'rio', scope: 'SPACE', role: 'FRAUD_ANALYST' },
  group: { username: 'rv-group', space: 'acme', scope: 'GROUP', role: 'FRAUD_ANALYST', groupName: 'acme-travel' },
  reader: { username: 'rv-reader', space: 'acme', scope: 'SPACE', role: 'REVIEW_READER' },
})

interface Payment {
  id: number
  merchantName: string
  transaction: string
}

const taken = new Set<string>()

/** A card of a group's merchants with at least `count` payments and no case yet, not used by another test; its payments, newest first. */
async function freshCard(count = 1, group = 'acme-retail'): Promise<{ cardHash: string; payments: Payment[] }> {
  const cardHash = (await cardsWithoutCase(t, { group }, count)).find((card) => !taken.has(card))
  if (!cardHash) throw new Error(`no fresh card with ${count} payments in ${group}`)
  taken.add(cardHash)
  return { cardHash, payments: await paymentsOfCard(t, cardHash) }
}

const ref = (p: Payment) => ({ merchantName: p.merchantName, transaction: p.transaction })

/** Sends payments to review as a user; answers the call's answer. */
const send = (token: string, payments: Payment[], note?: string) => callApi(t.app, r.send, { token, body: { transactions: payments.map(ref), ...(note ? { note } : {}) } })

/** Opens a case for a fresh card by a send, and answers its id. */
async function openCase(token = analyst.token, group = 'acme-retail'): Promise<{ id: number; cardHash: string; payments: Payment[] }> {
  const card = await freshCard(1, group)
  const res = await send(token, card.payments.slice(0, 1))
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return { id: res.body.results[0].caseId, ...card }
}

const claim = (token: string, id: number) => callApi(t.app, r.claim, { token, params: { id } })
const decide = (token: string, id: number, body: Record<string, unknown>) => callApi(t.app, r.decide, { token, params: { id }, body })
const get = (token: string, id: number) => callApi(t.app, r.get, { token, params: { id } })
const list = (token: string, query: Record<string, string | number>) => callApi(t.app, r.list, { token, query })

function parsedCase(res: ApiResponse): ReviewCase {
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return reviewCaseSchema.parse(res.body)
}

async function tabIds(token: string, tab: string): Promise<number[]> {
  const res = await list(token, { tab, limit: 500 })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return pageSchema(reviewCaseSummarySchema)
    .parse(res.body)
    .items.map((c) => c.id)
}

/** New payments written straight into the table as a gateway would: copies of `source` with their own id, card, status and time. */
async function writePayments(source: number, rows: { cardHash: string; status?: string; type?: string; at?: Date }[]): Promise<number[]> {
  const ids: number[] = []
  for (const [i, row] of rows.entries()) {
    const { rows: inserted } = await sql<{ id: number }>`
      insert into "transaction" (merchant_id, external_id, status, type, result, direction, payment_kind, amount, captured_amount, refunded_amount,
        currency, card_hash, card_bin, card_last4, payment_type, payment_method, email, customer_external_id, ip_address, created_at, updated_at)
      select merchant_id, ${`tx_review_${Date.now().toString(36)}_${i}`}, ${row.status ?? 'CHARGED'}, ${row.type ?? 'CHARGE'}, 'APPROVED', 'PAY_IN', 'CHARGE',
        greatest(amount, 1000), greatest(amount, 1000), 0, currency, ${row.cardHash}, card_bin, card_last4, payment_type, payment_method, email, customer_external_id, ip_address,
        ${(row.at ?? t.clock.now()).toISOString()}::timestamptz, ${(row.at ?? t.clock.now()).toISOString()}::timestamptz
      from "transaction" where id = ${source}
      returning id`.execute(t.services.db)
    ids.push(Number(inserted[0]!.id))
  }
  return ids
}

async function reasonsOfCard(cardHash: string) {
  return t.services.db
    .selectFrom('review_reason as r')
    .innerJoin('review_case as c', 'c.id', 'r.case_id')
    .select(['c.id as caseId', 'c.state', 'r.source', 'r.source_ref', 'r.added_by', 'r.detail'])
    .where('c.card_hash', '=', cardHash)
    .orderBy('r.id')
    .execute()
}

describe('POST review: send to review', () => {
  it('analyst: two payments of one card join one case; the same payment again adds nothing; audited as REVIEW_OPEN', async () => {
    const card = await freshCard(2)
    const first = await send(analyst.token, card.payments.slice(0, 1), 'Customer called')
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const [opened] = first.body.results
    expect(opened).toMatchObject({ ...ref(card.payments[0]!), opened: true, message: null })
    const second = await send(analyst.token, card.payments.slice(0, 2))
    expect(second.body.results.map((x: { caseId: number; opened: boolean; message: string | null }) => [x.caseId, x.opened, x.message === null])).toEqual([
      [opened.caseId, false, false],
      [opened.caseId, false, true],
    ])
    const pane = parsedCase(await get(analyst.token, opened.caseId))
    expect(pane.reasons.map((x) => [x.source, x.addedBy, x.transaction])).toEqual([
      ['MANUAL', 'analyst', card.payments[0]!.transaction],
      ['MANUAL', 'analyst', card.payments[1]!.transaction],
    ])
    expect(pane.reasons[0]!.detail).toBe('Customer called')
    expect(pane).toMatchObject({ state: 'OPEN', cardHash: card.cardHash, reasonCount: 2, transactionCount: 2 })
    expect(pane.payments.length).toBeGreaterThanOrEqual(2)
    const audit = (await eventsOf(t.services, 'REVIEW_OPEN', 'analyst')).filter((e) => e.target_id === String(opened.caseId))
    expect(audit).toHaveLength(2)
  })

  it('analyst: two sends for one card at once make one case', async () => {
    const card = await freshCard(2)
    const answers = await Promise.all([send(analyst.token, [card.payments[0]!]), send(users.second.token, [card.payments[1]!])])
    const results = answers.map((a) => a.body.results[0])
    expect(new Set(results.map((x) => x.caseId)).size).toBe(1)
    expect(results.filter((x) => x.opened)).toHaveLength(1)
    expect(await reasonsOfCard(card.cardHash)).toHaveLength(2)
  })

  it('analyst: a payment out of scope or unknown is reported, not sent; bad input is a 400 naming the field', async () => {
    const rio = (await freshCard(1, 'rio-commerce')).payments[0]!
    const res = await callApi(t.app, r.send, { token: analyst.token, body: { transactions: [ref(rio), { merchantName: 'acme-books', transaction: 'tx_nope' }] } })
    expect(res.status).toBe(200)
    expect(res.body.results.map((x: { caseId: number | null; message: string }) => [x.caseId, x.message])).toEqual([
      [null, 'Transaction not found'],
      [null, 'Transaction not found'],
    ])
    const empty = await callApi(t.app, r.send, { token: analyst.token, body: { transactions: [] } })
    expect(empty.status).toBe(400)
    expect(empty.body.errors).toContainEqual(expect.objectContaining({ field: 'transactions' }))
  })
})

describe('claims and leases', () => {
  it('analyst: claims a case; another analyst gets 409 heldByOther; reading it renews the lease; release returns it to the open tab', async () => {
    const { id } = await openCase()
    const claimed = parsedCase(await claim(analyst.token, id))
    expect(claimed).toMatchObject({ state: 'CLAIMED', heldBy: 'analyst' })
    const other = await claim(users.second.token, id)
    expect(other.status).toBe(409)
    expect(other.body).toMatchObject({ errorCode: 'CONFLICT', params: { reason: 'heldByOther', heldBy: 'analyst' } })
    expect(await tabIds(users.second.token, 'open')).not.toContain(id)
    expect(await tabIds(analyst.token, 'mine')).toContain(id)
    t.clock.advanceMinutes(10)
    const read = parsedCase(await get(analyst.token, id))
    expect(new Date(read.leaseExpiresAt!).getTime()).toBeGreaterThan(new Date(claimed.leaseExpiresAt!).getTime())
    const released = parsedCase(await callApi(t.app, r.release, { token: analyst.token, params: { id } }))
    expect(released).toMatchObject({ state: 'OPEN', heldBy: null, leaseExpiresAt: null })
    expect(await tabIds(users.second.token, 'open')).toContain(id)
    expect((await callApi(t.app, r.release, { token: analyst.token, params: { id } })).body.params).toMatchObject({ reason: 'notHolder' })
    const claims = (await eventsOf(t.services, 'REVIEW_CLAIM')).filter((e) => e.target_id === String(id))
    expect(claims).toHaveLength(2)
  })

  it('analyst: next answers the case it holds first, then the top of the queue; a lapsed lease returns the case to the queue', async () => {
    const held = await openCase(users.second.token)
    parsedCase(await claim(users.second.token, held.id))
    const again = await callApi(t.app, r.next, { token: users.second.token, body: {} })
    expect(again.body.case.id).toBe(held.id)
    await advanceWhileActive(t, REVIEW_LEASE_MINUTES + 1)
    const pane = parsedCase(await get(analyst.token, held.id))
    expect(pane).toMatchObject({ state: 'OPEN', heldBy: null })
    expect(await tabIds(analyst.token, 'open')).toContain(held.id)
    const taken = parsedCase(await claim(analyst.token, held.id))
    expect(taken.heldBy).toBe('analyst')
    const top = await callApi(t.app, r.next, { token: users.second.token, body: { space: 'acme' } })
    expect(top.status, JSON.stringify(top.body)).toBe(200)
    const next = reviewCaseSchema.parse(top.body.case)
    expect(next).toMatchObject({ state: 'CLAIMED', heldBy: 'rv-second', space: 'acme' })
    const queue = await tabIds(users.second.token, 'open')
    const ranks = await t.services.db.selectFrom('review_case').select(['id', 'queue_rank']).where('id', 'in', [next.id, ...queue]).execute()
    const rank = new Map(ranks.map((x) => [Number(x.id), Number(x.queue_rank)]))
    for (const id of queue) expect(rank.get(id)!).toBeGreaterThanOrEqual(rank.get(next.id)!)
    expect((await callApi(t.app, r.release, { token: users.second.token, params: { id: next.id } })).status).toBe(200)
    expect((await callApi(t.app, r.release, { token: analyst.token, params: { id: held.id } })).status).toBe(200)
  })

  it('analyst: next with ahead takes the top of the queue beside the case in hand, its pane as a read answers it, audited as a claim', async () => {
    const inHand = await openCase(users.second.token)
    parsedCase(await claim(users.second.token, inHand.id))
    const res = await callApi(t.app, r.next, { token: users.second.token, body: { space: 'acme', ahead: true } })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const ahead = reviewCaseSchema.parse(res.body.case)
    expect(ahead.id).not.toBe(inHand.id)
    expect(ahead).toMatchObject({ state: 'CLAIMED', heldBy: 'rv-second' })
    expect(await tabIds(users.second.token, 'mine')).toEqual(expect.arrayContaining([inHand.id, ahead.id]))
    // The claim's answer is the pane a read gives (which renews the lease a moment later).
    const read = parsedCase(await get(users.second.token, ahead.id))
    expect(Date.parse(read.leaseExpiresAt!)).toBeGreaterThanOrEqual(Date.parse(ahead.leaseExpiresAt!))
    expect({ ...read, leaseExpiresAt: ahead.leaseExpiresAt }).toEqual(ahead)
    const [audit] = (await eventsOf(t.services, 'REVIEW_CLAIM', 'rv-second')).filter((e) => e.target_id === String(ahead.id))
    const { reasons: _reasons, notes: _notes, payments: _payments, links: _links, activeBlockIds: _blocks, ...after } = ahead
    expect(audit?.detail).toMatchObject({ before: { id: ahead.id, state: 'OPEN', heldBy: null }, after })
    // Without ahead, the case held first comes back.
    expect((await callApi(t.app, r.next, { token: users.second.token, body: { space: 'acme' } })).body.case.id).toBe(inHand.id)
    const bad = await callApi(t.app, r.next, { token: users.second.token, body: { ahead: 'yes' } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toContainEqual(expect.objectContaining({ field: 'ahead' }))
    expect((await callApi(t.app, r.next, { token: users.second.token, body: { space: 'rio', ahead: true } })).status).toBe(404)
    for (const id of [inHand.id, ahead.id]) expect((await callApi(t.app, r.release, { token: users.second.token, params: { id } })).status).toBe(200)
  })
})

describe('POST review/{id}/decision', () => {
  it('analyst: legitimate with the allow list closes the case; the platform checks open no case for the card, a person still may', async () => {
    const c = await openCase()
    parsedCase(await claim(analyst.token, c.id))
    const res = await decide(analyst.token, c.id, { outcome: 'LEGITIMATE', reasonCode: 'CUSTOMER_CONFIRMED', note: 'Called them', allowList: true })
    const decided = parsedCase(res)
    expect(decided).toMatchObject({ state: 'DECIDED', heldBy: null, decision: { outcome: 'LEGITIMATE', reasonCode: 'CUSTOMER_CONFIRMED', note: 'Called them', decidedBy: 'analyst', allowListed: true } })
    expect(await tabIds(analyst.token, 'decided')).toContain(c.id)
    await writePayments(c.payments[0]!.id, [{ cardHash: c.cardHash, status: 'CHARGED_BACK', type: 'CHARGEBACK' }])
    expect((await reasonsOfCard(c.cardHash)).filter((x) => x.source === 'CHARGEBACK')).toEqual([])
    const resent = await send(analyst.token, [c.payments[0]!])
    expect(resent.body.results[0]).toMatchObject({ opened: true })
    expect(resent.body.results[0].caseId).not.toBe(c.id)
  })

  it('analyst: fraud with a refund blocks the card naming the case and refunds its refundable payments, once, audited, not undoable', async () => {
    const card = await freshCard(1)
    const [charged] = await writePayments(card.payments[0]!.id, [{ cardHash: card.cardHash }])
    const sent = await send(analyst.token, card.payments.slice(0, 1))
    const id = sent.body.results[0].caseId as number
    parsedCase(await claim(analyst.token, id))
    const refundable = await t.services.db
      .selectFrom('transaction as t')
      .select('t.id')
      .where('t.card_hash', '=', card.cardHash)
      .where('t.status', 'in', ['CHARGED', 'CHARGEBACK_REVERSED'])
      .where('t.direction', '=', 'PAY_IN')
      .whereRef('t.captured_amount', '>', 't.refunded_amount')
      .execute()
    expect(refundable.map((x) => Number(x.id))).toContain(charged)
    const [decision, twice] = await Promise.all([
      decide(analyst.token, id, { outcome: 'FRAUD', reasonCode: 'STOLEN_CARD', refund: true }),
      decide(analyst.token, id, { outcome: 'FRAUD', reasonCode: 'STOLEN_CARD', refund: true }),
    ])
    const [ok, refused] = decision.status === 200 ? [decision, twice] : [twice, decision]
    expect(refused.status).toBe(409)
    expect(refused.body.params).toMatchObject({ reason: 'decided' })
    const decided = parsedCase(ok)
    expect(decided.decision).toMatchObject({ outcome: 'FRAUD', refunded: refundable.length })
    expect(ok.headers[API_HEADERS.undoEvent]).toBeUndefined()
    const blocks = await t.services.db.selectFrom('fraud_block').select(['id', 'reason', 'status']).where('account_id', '=', card.cardHash).execute()
    expect(blocks).toEqual([{ id: decided.decision!.fraudBlockId, reason: `Review case ${id}: STOLEN_CARD`, status: 'ACTIVE' }])
    expect(decided.activeBlockIds).toContain(decided.decision!.fraudBlockId)
    const statuses = await t.services.db.selectFrom('transaction').select('status').where('id', 'in', refundable.map((x) => x.id)).execute()
    expect(statuses.every((s) => s.status === 'REFUNDED')).toBe(true)
    expect((await eventsOf(t.services, 'REVIEW_DECISION', 'analyst')).filter((e) => e.target_id === String(id))).toHaveLength(1)
    const blockEvents = (await eventsOf(t.services, 'CREATE', 'analyst')).filter((e) => e.target_type === 'fraudBlock' && e.target_id === String(blocks[0]!.id))
    expect(blockEvents).toHaveLength(1)
    const refunds = (await eventsOf(t.services, 'UPDATE_TRANSACTION', 'analyst')).filter((e) => (e.detail as { reason?: string }).reason === `Review case ${id}: STOLEN_CARD`)
    expect(refunds).toHaveLength(refundable.length)
  })

  it('analyst: a fraud decision is undone with its block: the case is the analyst\'s again', async () => {
    const c = await openCase()
    parsedCase(await claim(analyst.token, c.id))
    const res = await decide(analyst.token, c.id, { outcome: 'FRAUD', reasonCode: 'CARD_TESTING' })
    const decided = parsedCase(res)
    const eventId = Number(res.headers[API_HEADERS.undoEvent])
    expect(eventId).toBeGreaterThan(0)
    const undone = await callApi(t.app, calls.undo.undo, { token: analyst.token, params: { eventId } })
    expect(undone.status, JSON.stringify(undone.body)).toBe(200)
    expect(await t.services.db.selectFrom('fraud_block').select('id').where('id', '=', decided.decision!.fraudBlockId!).executeTakeFirst()).toBeUndefined()
    const back = parsedCase(await get(analyst.token, c.id))
    expect(back).toMatchObject({ state: 'CLAIMED', heldBy: 'analyst', decision: null })
  })

  it('analyst: a decision is not undone once the card has a new open case: 409', async () => {
    const c = await openCase()
    parsedCase(await claim(analyst.token, c.id))
    const res = await decide(analyst.token, c.id, { outcome: 'LEGITIMATE', reasonCode: 'FALSE_POSITIVE' })
    const eventId = Number(res.headers[API_HEADERS.undoEvent])
    expect((await send(analyst.token, c.payments.slice(0, 1))).body.results[0].opened).toBe(true)
    const undone = await callApi(t.app, calls.undo.undo, { token: analyst.token, params: { eventId } })
    expect(undone.status).toBe(409)
    expect(undone.body.params).toMatchObject({ reason: 'changed' })
    expect(parsedCase(await get(analyst.token, c.id)).state).toBe('DECIDED')
  })

  it('analyst: escalate releases the case to the escalated tab, where another analyst claims it; its release returns it there', async () => {
    const c = await openCase()
    parsedCase(await claim(analyst.token, c.id))
    const escalated = parsedCase(await decide(analyst.token, c.id, { outcome: 'ESCALATE', reasonCode: 'NEEDS_SENIOR_REVIEW' }))
    expect(escalated).toMatchObject({ state: 'ESCALATED', heldBy: null, decision: { outcome: 'ESCALATE' } })
    expect(await tabIds(users.second.token, 'escalated')).toContain(c.id)
    expect(await tabIds(users.second.token, 'open')).not.toContain(c.id)
    parsedCase(await claim(users.second.token, c.id))
    const released = parsedCase(await callApi(t.app, r.release, { token: users.second.token, params: { id: c.id } }))
    expect(released.state).toBe('ESCALATED')
  })

  it('analyst: snooze puts the case aside until its time, then it is open again', async () => {
    const c = await openCase()
    parsedCase(await claim(analyst.token, c.id))
    const until = new Date(t.clock.now().getTime() + 60 * 60_000).toISOString()
    const snoozed = parsedCase(await decide(analyst.token, c.id, { outcome: 'SNOOZE', reasonCode: 'AWAITING_CUSTOMER', snoozeUntil: until }))
    expect(snoozed).toMatchObject({ state: 'SNOOZED', decision: { outcome: 'SNOOZE', snoozedUntil: until } })
    expect(await tabIds(analyst.token, 'open')).not.toContain(c.id)
    await advanceWhileActive(t, 61)
    expect(await tabIds(analyst.token, 'open')).toContain(c.id)
    expect(parsedCase(await get(analyst.token, c.id)).state).toBe('OPEN')
  })

  it('analyst: deciding a case it does not hold is a 409; bad input is a 400 naming the field', async () => {
    const c = await openCase()
    expect((await decide(analyst.token, c.id, { outcome: 'LEGITIMATE', reasonCode: 'FALSE_POSITIVE' })).body.params).toMatchObject({ reason: 'notHolder' })
    parsedCase(await claim(analyst.token, c.id))
    const wrongCode = await decide(analyst.token, c.id, { outcome: 'LEGITIMATE', reasonCode: 'STOLEN_CARD' })
    expect(wrongCode.status).toBe(400)
    expect(wrongCode.body.errors).toContainEqual(expect.objectContaining({ field: 'reasonCode' }))
    const noTime = await decide(analyst.token, c.id, { outcome: 'SNOOZE', reasonCode: 'OTHER' })
    expect(noTime.body.errors).toContainEqual(expect.objectContaining({ field: 'snoozeUntil' }))
    const past = await decide(analyst.token, c.id, { outcome: 'SNOOZE', reasonCode: 'OTHER', snoozeUntil: new Date(t.clock.now().getTime() - 1000).toISOString() })
    expect(past.body.errors).toContainEqual(expect.objectContaining({ field: 'snoozeUntil', code: 'future_time' }))
    const refund = await decide(analyst.token, c.id, { outcome: 'LEGITIMATE', reasonCode: 'OTHER', refund: true })
    expect(refund.body.errors).toContainEqual(expect.objectContaining({ field: 'refund' }))
    expect((await list(analyst.token, { tab: 'everything' })).body.errors).toContainEqual(expect.objectContaining({ field: 'tab' }))
    expect((await callApi(t.app, r.release, { token: analyst.token, params: { id: c.id } })).status).toBe(200)
  })
})

describe('notes, lists and counts', () => {
  it('analyst: a note shows in the case pane, audited as REVIEW_NOTE; counts follow the tabs', async () => {
    const c = await openCase()
    const note = await callApi(t.app, r.note, { token: users.second.token, params: { id: c.id }, body: { text: 'Same IP as a blocked card' } })
    expect(note.status, JSON.stringify(note.body)).toBe(200)
    expect(note.body).toMatchObject({ text: 'Same IP as a blocked card', author: 'rv-second' })
    expect(parsedCase(await get(analyst.token, c.id)).notes).toEqual([note.body])
    expect((await eventsOf(t.services, 'REVIEW_NOTE', 'rv-second')).length).toBeGreaterThan(0)
    const counts = reviewCountsSchema.parse((await callApi(t.app, r.counts, { token: analyst.token })).body)
    expect(counts.open).toBe((await tabIds(analyst.token, 'open')).length)
    expect(counts.decided).toBe((await tabIds(analyst.token, 'decided')).length)
    expect((await callApi(t.app, r.note, { token: analyst.token, params: { id: c.id }, body: { text: '' } })).body.errors).toContainEqual(expect.objectContaining({ field: 'text' }))
  })

  it('analyst: the open tab is in queue order across keyset pages, filtered by card and source', async () => {
    const first = await list(analyst.token, { tab: 'open', limit: 3 })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const second = await list(analyst.token, { tab: 'open', limit: 3, cursor: first.body.nextCursor })
    const ids = [...first.body.items, ...second.body.items].map((x: { id: number }) => x.id)
    expect(new Set(ids).size).toBe(6)
    const ranks = await t.services.db.selectFrom('review_case').select(['id', 'queue_rank']).where('id', 'in', ids).execute()
    const rank = new Map(ranks.map((x) => [Number(x.id), Number(x.queue_rank)]))
    expect(ids.map((id) => rank.get(id)!)).toEqual([...ids.map((id) => rank.get(id)!)].sort((a, b) => a - b))
    const c = await openCase()
    const byCard = await list(analyst.token, { cardHash: c.cardHash })
    expect(byCard.body.items.map((x: { id: number }) => x.id)).toEqual([c.id])
    const manual = await list(analyst.token, { source: 'MANUAL', limit: 500 })
    expect(manual.body.items.map((x: { id: number }) => x.id)).toContain(c.id)
  })
})

describe('scope and permissions', () => {
  it('another space\'s analyst: an acme case is 404 to read, claim, decide or note, and absent from its lists', async () => {
    const c = await openCase()
    expect((await get(users.rio.token, c.id)).status).toBe(404)
    expect((await claim(users.rio.token, c.id)).status).toBe(404)
    expect((await decide(users.rio.token, c.id, { outcome: 'FRAUD', reasonCode: 'OTHER' })).status).toBe(404)
    expect((await callApi(t.app, r.note, { token: users.rio.token, params: { id: c.id }, body: { text: 'x' } })).status).toBe(404)
    expect(await tabIds(users.rio.token, 'open')).not.toContain(c.id)
    const next = await callApi(t.app, r.next, { token: users.rio.token, body: { space: 'acme' } })
    expect(next.status).toBe(404)
  })

  it('group analyst: sees the cases with a payment of its group\'s merchants only; its fraud block names the merchant', async () => {
    const retail = await openCase()
    const travel = await openCase(analyst.token, 'acme-travel')
    expect((await get(users.group.token, retail.id)).status).toBe(404)
    const open = await tabIds(users.group.token, 'open')
    expect(open).toContain(travel.id)
    expect(open).not.toContain(retail.id)
    parsedCase(await claim(users.group.token, travel.id))
    const decided = parsedCase(await decide(users.group.token, travel.id, { outcome: 'FRAUD', reasonCode: 'STOLEN_CARD' }))
    const block = await t.services.db.selectFrom('fraud_block').select(['merchant_id']).where('id', '=', decided.decision!.fraudBlockId!).executeTakeFirstOrThrow()
    const merchant = await t.services.db.selectFrom('merchant').select('id').where('name', '=', travel.payments[0]!.merchantName).executeTakeFirstOrThrow()
    expect(Number(block.merchant_id)).toBe(Number(merchant.id))
  })

  it('reader without review.decide: lists and reads (200), but next, claim, decide, note and send are 403', async () => {
    const c = await openCase()
    expect((await list(users.reader.token, {})).status).toBe(200)
    expect((await get(users.reader.token, c.id)).status).toBe(200)
    expect((await callApi(t.app, r.next, { token: users.reader.token, body: {} })).status).toBe(403)
    expect((await claim(users.reader.token, c.id)).status).toBe(403)
    expect((await decide(users.reader.token, c.id, { outcome: 'FRAUD', reasonCode: 'OTHER' })).status).toBe(403)
    expect((await callApi(t.app, r.note, { token: users.reader.token, params: { id: c.id }, body: { text: 'x' } })).status).toBe(403)
    expect((await send(users.reader.token, c.payments.slice(0, 1))).status).toBe(403)
  })
})

describe('cases the platform opens', () => {
  it('a SHADOW rule hit that would decline, a chargeback and a card past the velocity threshold each open or join the card\'s case', async () => {
    const card = await freshCard(1)
    const source = card.payments[0]!.id
    const rule = await shadowRuleOf(t, 'acme', { action: 'DECLINE' })
    const [hitPayment] = await writePayments(source, [{ cardHash: card.cardHash, at: new Date(t.clock.now().getTime() - 3 * 3600_000) }])
    await t.services.db
      .insertInto('card_restriction_rule_hit')
      .values({ rule_id: rule.id, transaction_id: hitPayment!, action: 'DECLINE', result: 'APPROVED', status: 'CHARGED', created_at: t.clock.now() })
      .onConflict((oc) => oc.columns(['transaction_id', 'rule_id']).doNothing())
      .execute()
    const now = t.clock.now().getTime()
    await writePayments(source, Array.from({ length: REVIEW_VELOCITY_PAYMENTS + 1 }, (_, i) => ({ cardHash: card.cardHash, at: new Date(now - (50 - i) * 60_000) })))
    const charged = await t.services.db.selectFrom('transaction').select(['id', 'status']).where('id', '=', hitPayment!).executeTakeFirstOrThrow()
    expect(charged.status).toBe('CHARGED')
    const merchant = card.payments[0]!.merchantName
    const external = await t.services.db.selectFrom('transaction').select('external_id').where('id', '=', hitPayment!).executeTakeFirstOrThrow()
    const chargeback = await callApi(t.app, calls.transaction.update, { token: admin.token, params: { merchantName: merchant, transaction: external.external_id }, body: { action: 'CHARGEBACK', reason: 'Cardholder dispute' } })
    expect(chargeback.status, JSON.stringify(chargeback.body)).toBe(200)
    // The copied payments may also meet the seed's own SHADOW rules: each hit joins the same case.
    const reasons = await reasonsOfCard(card.cardHash)
    expect(new Set(reasons.map((x) => x.caseId)).size).toBe(1)
    expect(reasons.filter((x) => x.source === 'CARD_RESTRICTION_RULE').map((x) => x.source_ref)).toContain(`${rule.restriction}/${rule.id}`)
    expect(reasons.filter((x) => x.source === 'VELOCITY').map((x) => x.source_ref)).toEqual([`card-payments-per-hour/${REVIEW_VELOCITY_PAYMENTS}`])
    expect(reasons.filter((x) => x.source === 'CHARGEBACK')).toHaveLength(1)
    expect(reasons.at(-1)!.source).toBe('CHARGEBACK')
  })

  it('admin moving a customer to RESTRICTED opens a case for their card, naming the admin', async () => {
    const card = await freshCard(1)
    const customer = await t.services.db
      .selectFrom('transaction as t')
      .innerJoin('customer as c', (join) => join.onRef('c.merchant_id', '=', 't.merchant_id').onRef('c.external_id', '=', 't.customer_external_id'))
      .select(['c.external_id', 'c.trust_level'])
      .where('t.id', '=', card.payments[0]!.id)
      .executeTakeFirstOrThrow()
    const target = customer.trust_level === 'RESTRICTED' ? 'UNTRUSTED' : 'RESTRICTED'
    const res = await callApi(t.app, calls.customer.update, {
      token: admin.token,
      params: { merchantName: card.payments[0]!.merchantName, customerId: customer.external_id },
      body: { trustLevel: target },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const reasons = (await reasonsOfCard(card.cardHash)).filter((x) => x.source === 'TRUST_POLICY')
    expect(reasons).toHaveLength(1)
    expect(reasons[0]).toMatchObject({ added_by: 'admin', source_ref: null })
    expect(reasons[0]!.detail).toContain(target)
  })
})

describe('feedback, stats and the API description', () => {
  it('analyst: a rule\'s feedback counts its cases and how they were decided; today\'s stats count each analyst\'s decisions', async () => {
    const seeded = await t.services.db.selectFrom('review_reason').select(['source', 'source_ref']).where('source', '=', 'TRUST_POLICY').where('source_ref', 'is not', null).executeTakeFirst()
    if (seeded) {
      const res = await callApi(t.app, r.feedback, { token: admin.token, query: { source: 'TRUST_POLICY', sourceRef: seeded.source_ref! } })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect(res.body.cases).toBeGreaterThan(0)
      expect(res.body.decided).toBeLessThanOrEqual(res.body.cases)
    }
    const c = await openCase()
    parsedCase(await claim(analyst.token, c.id))
    parsedCase(await decide(analyst.token, c.id, { outcome: 'LEGITIMATE', reasonCode: 'FALSE_POSITIVE' }))
    const feedback = await callApi(t.app, r.feedback, { token: analyst.token, query: { source: 'MANUAL', sourceRef: 'none' } })
    expect(feedback.body).toEqual({ cases: 0, decided: 0, fraud: 0, fraudRate: null, medianMinutesToDecide: null })
    expect((await callApi(t.app, r.feedback, { token: analyst.token, query: { source: 'NOPE', sourceRef: 'x' } })).status).toBe(400)
    const stats = await callApi(t.app, r.analystStats, { token: analyst.token })
    expect(stats.status).toBe(200)
    expect(stats.body.analysts.find((a: { username: string }) => a.username === 'analyst').decisions).toBeGreaterThan(0)
  })

  it('anyone: /api/v1/openapi.json lists the review calls', async () => {
    const res = await request(t.app, 'GET', '/api/v1/openapi.json')
    const paths = Object.keys(res.body.paths)
    for (const path of ['/review', '/review/next', '/review/{id}', '/review/{id}/claim', '/review/{id}/decision', '/review/{id}/note', '/review/events']) {
      expect(paths.map((p) => p.replace(/^\/api\/v1/, ''))).toContain(path)
    }
  })
})

let base = ''
/** Where the other analyst acts: another server process on PostgreSQL, so the event crosses processes; the same app on PGlite. */
let elsewhere: FastifyInstance
let closeElsewhere = async () => {}

/** An open stream of review events, read event by event. */
async function openStream(token: string) {
  const abort = new AbortController()
  const res = await fetch(`${base}${API_PREFIX}/review/events`, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, signal: abort.signal })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toContain('text/event-stream')
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  const blocks: string[] = []
  /** The next block of the stream (an event, a comment or the retry line). */
  async function nextBlock(): Promise<string> {
    while (blocks.length === 0) {
      const { value, done } = await reader.read()
      if (done) throw new Error('the stream ended')
      buffer += value
      const parts = buffer.split('\n\n')
      buffer = parts.pop()!
      blocks.push(...parts)
    }
    return blocks.shift()!
  }
  /** The next `case` event whose case passes `wanted`, within `ms`. */
  async function nextCase(wanted: (summary: ReviewCaseSummary) => boolean, ms = 1000): Promise<ReviewCaseSummary> {
    const deadline = Date.now() + ms
    for (;;) {
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`no matching case event within ${ms} ms`)
      const block = await Promise.race([nextBlock(), new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no matching case event within ${ms} ms`)), left))])
      const lines = block.split('\n')
      if (!lines.includes('event: case')) continue
      const summary = reviewCaseSummarySchema.parse(JSON.parse(lines.find((line) => line.startsWith('data: '))!.slice(6)))
      if (wanted(summary)) return summary
    }
  }
  expect(await nextBlock()).toBe('retry: 2000')
  return { nextCase, close: () => abort.abort() }
}

describe('GET review/events', () => {
  beforeAll(async () => {
    base = await t.app.listen({ port: 0, host: '127.0.0.1' })
    elsewhere = t.app
    if (process.env.DATABASE_URL) {
      const other = await sameDatabaseApp(t)
      elsewhere = other.app
      closeElsewhere = other.close
    }
  })

  afterAll(async () => {
    await closeElsewhere()
  })

  it('analyst: sees a case opened, then claimed by another analyst elsewhere, within a second; another space\'s analyst sees neither', async () => {
    const stream = await openStream(analyst.token)
    const rioStream = await openStream(users.rio.token)
    try {
      const sent = await callApi(t.app, r.send, { token: analyst.token, body: { transactions: [ref((await freshCard()).payments[0]!)] } })
      const id = sent.body.results[0].caseId as number
      expect((await stream.nextCase((c) => c.id === id)).state).toBe('OPEN')
      const claimed = await callApi(elsewhere, r.claim, { token: users.second.token, params: { id } })
      expect(claimed.status, JSON.stringify(claimed.body)).toBe(200)
      const started = Date.now()
      const event = await stream.nextCase((c) => c.id === id && c.state === 'CLAIMED')
      expect(Date.now() - started).toBeLessThan(1000)
      expect(event).toMatchObject({ heldBy: 'rv-second', space: 'acme' })
      // The rio stream's first case is rio's own: the acme events never reached it.
      const rioSent = await callApi(t.app, r.send, { token: users.rio.token, body: { transactions: [ref((await freshCard(1, 'rio-commerce')).payments[0]!)] } })
      const first = await rioStream.nextCase(() => true)
      expect(first).toMatchObject({ id: rioSent.body.results[0].caseId, space: 'rio' })
    } finally {
      stream.close()
      rioStream.close()
    }
  })

  it('analyst: a request that does not ask for text/event-stream is a 406; without a token a 401', async () => {
    const res = await request(t.app, 'GET', `${API_PREFIX}/review/events`, { token: analyst.token })
    expect(res.status).toBe(406)
    expect((await request(t.app, 'GET', `${API_PREFIX}/review/events`, { headers: { accept: 'text/event-stream' } })).status).toBe(401)
  })
})
