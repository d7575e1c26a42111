import { calls } from '@domain/calls'
import { cardBlacklistEntrySchema } from '@domain/entities/cardblacklist'
import { pageSchema } from '@domain/pagination'
import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { callApi, eventsOf, signIn, testAppForFile } from './helpers'

const blacklist = calls.cardblacklist
const t = testAppForFile({ transactions: 1000 })
let admin: string
let analyst: string

beforeAll(async () => {
  admin = (await signIn(t.app, 'admin')).token
  analyst = (await signIn(t.app, 'analyst')).token
  // One entry of each partner space, whatever the seed's share of them.
  const spaces = await t.services.db.selectFrom('space').select(['id', 'name']).where('name', 'in', ['acme', 'rio']).execute()
  const now = t.clock.now()
  await t.services.db
    .insertInto('card_blacklist')
    .values(
      spaces.map((s, i) => ({ space_id: s.id, card_hash: `0f0f0f0${i}-1111-4222-8333-444455556666`, card_bin: '411111', card_last4: `000${i}`, reason: 'Fixture', created_at: now, updated_at: now })),
    )
    .execute()
})

async function entryIn(space: string): Promise<string> {
  const row = await sql<{ card_hash: string }>`
    select cb.card_hash from card_blacklist cb join space s on s.id = cb.space_id where s.name = ${space} order by cb.id desc limit 1`.execute(t.services.db)
  return row.rows[0]!.card_hash
}

const future = (days: number) => new Date(t.clock.now().getTime() + days * 24 * 3600_000).toISOString()

describe('GET cardblacklist', () => {
  it('analyst (space acme): lists only acme entries; admin sees more than one space', async () => {
    const own = await callApi(t.app, blacklist.list, { token: analyst, query: { limit: 500 } })
    expect(own.status).toBe(200)
    const page = pageSchema(cardBlacklistEntrySchema).parse(own.body)
    expect(page.items.length).toBeGreaterThan(0)
    expect(page.items.every((e) => e.space === 'acme')).toBe(true)
    const all = await callApi(t.app, blacklist.list, { token: admin, query: { limit: 500 } })
    expect(new Set(all.body.items.map((e: { space: string }) => e.space)).size).toBeGreaterThan(1)
  })

  it('analyst: filters by card id; a rio card lists nothing; a bad last 4 answers 400', async () => {
    const acme = await entryIn('acme')
    const one = await callApi(t.app, blacklist.list, { token: analyst, query: { cardId: acme } })
    expect(one.body.items.map((e: { cardId: string }) => e.cardId)).toEqual([acme])
    const rio = await callApi(t.app, blacklist.list, { token: analyst, query: { cardId: await entryIn('rio') } })
    expect(rio.body.items).toEqual([])
    const bad = await callApi(t.app, blacklist.list, { token: analyst, query: { cardLast4Digits: '12' } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].field).toBe('cardLast4Digits')
  })
})

describe('cardblacklist/{cardId}', () => {
  it('analyst: reads an acme entry; a rio entry answers 404 for get, update and delete', async () => {
    const acme = await entryIn('acme')
    const read = await callApi(t.app, blacklist.get, { token: analyst, params: { cardId: acme } })
    expect(read.status).toBe(200)
    expect(cardBlacklistEntrySchema.parse(read.body).cardId).toBe(acme)
    const rio = await entryIn('rio')
    expect((await callApi(t.app, blacklist.get, { token: analyst, params: { cardId: rio } })).status).toBe(404)
    expect((await callApi(t.app, blacklist.update, { token: analyst, params: { cardId: rio }, body: { reason: 'x' } })).status).toBe(404)
    expect((await callApi(t.app, blacklist.remove, { token: analyst, params: { cardId: rio } })).status).toBe(404)
    const still = await t.services.db.selectFrom('card_blacklist').select('reason').where('card_hash', '=', rio).executeTakeFirstOrThrow()
    expect(still.reason).not.toBe('x')
  })

  it('analyst: a card number in the path answers 400, never a look-up', async () => {
    const answer = await callApi(t.app, blacklist.get, { token: analyst, params: { cardId: '4111111111111111' } })
    expect(answer.status).toBe(400)
    expect(answer.body.errors[0]).toMatchObject({ field: 'cardId', message: 'Enter the card hash (token), never a card number' })
  })
})

describe('cardblacklist create, update, delete', () => {
  const card = 'd1e2f3a4-b5c6-4d7e-8f90-a1b2c3d4e5f6'

  it('analyst: blacklists a card hash in acme, updates and deletes it, each write audited with before/after', async () => {
    const created = await callApi(t.app, blacklist.create, {
      token: analyst,
      body: { cardId: card, cardBin: '411111', cardLast4Digits: '0042', reason: 'Issuer reported stolen', expiresAt: future(30) },
    })
    expect(created.status).toBe(200)
    expect(cardBlacklistEntrySchema.parse(created.body)).toMatchObject({ cardId: card, space: 'acme', status: 'ACTIVE', active: true, createdBy: 'analyst' })
    const [createEvent] = await eventsOf(t.services, 'CREATE', 'analyst')
    expect(createEvent).toMatchObject({ target_type: 'cardBlacklist', target_id: card })
    expect(createEvent!.detail).toMatchObject({ auditAction: 'BLOCKED', after: { cardId: card, reason: 'Issuer reported stolen' } })

    const twice = await callApi(t.app, blacklist.create, { token: analyst, body: { cardId: card, reason: 'again' } })
    expect(twice.status).toBe(409)

    const updated = await callApi(t.app, blacklist.update, { token: analyst, params: { cardId: card }, body: { status: 'DISABLED', reason: 'Card replaced' } })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({ status: 'DISABLED', active: false, reason: 'Card replaced', cardLast4Digits: '0042' })
    const [updateEvent] = await eventsOf(t.services, 'UPDATE', 'analyst')
    expect(updateEvent!.detail).toMatchObject({ auditAction: 'DISABLED', before: { status: 'ACTIVE', reason: 'Issuer reported stolen' }, after: { status: 'DISABLED', reason: 'Card replaced' } })

    const removed = await callApi(t.app, blacklist.remove, { token: analyst, params: { cardId: card } })
    expect(removed.status).toBe(200)
    const [deleteEvent] = await eventsOf(t.services, 'DELETE', 'analyst')
    expect(deleteEvent!.detail).toMatchObject({ before: { cardId: card, status: 'DISABLED' }, after: null })
    expect((await callApi(t.app, blacklist.get, { token: analyst, params: { cardId: card } })).status).toBe(404)
  })

  it('analyst: a 13 to 19 digit card id is refused with a field error and nothing is stored', async () => {
    for (const cardId of ['4111111111111', '4111111111111111', '4111111111111111111']) {
      const answer = await callApi(t.app, blacklist.create, { token: analyst, body: { cardId, reason: 'x' } })
      expect(answer.status).toBe(400)
      expect(answer.body.errors).toMatchObject([{ field: 'cardId', message: 'Enter the card hash (token), never a card number' }])
    }
    const stored = await t.services.db.selectFrom('card_blacklist').select('id').where('card_hash', 'like', '411111111111%').execute()
    expect(stored).toEqual([])
  })

  it('analyst: a card number behind a prefix or inside the card id is refused too; a hash that merely holds digits is not', async () => {
    for (const cardId of ['tok4111111111111111', 'abc4111111111111111xyz', 'x:5555555555554444', 'hash_378282246310005']) {
      const answer = await callApi(t.app, blacklist.create, { token: analyst, body: { cardId, reason: 'x' } })
      expect(answer.status, cardId).toBe(400)
      expect(answer.body.errors).toMatchObject([{ field: 'cardId', message: 'Enter the card hash (token), never a card number' }])
    }
    expect(await t.services.db.selectFrom('card_blacklist').select('id').where('card_hash', 'like', '%4111111111111111%').execute()).toEqual([])
    // 16 digits that fail the Luhn check are no card number.
    const hash = await callApi(t.app, blacklist.create, { token: analyst, body: { cardId: 'tok4111111111111112', reason: 'x' } })
    expect(hash.status).toBe(200)
  })

  it('analyst: no reason, a past expiry, a bad BIN and a rio space answer 400 or 404', async () => {
    const noReason = await callApi(t.app, blacklist.create, { token: analyst, body: { cardId: card, reason: '' } })
    expect(noReason.body.errors).toMatchObject([{ field: 'reason', message: 'This field is required' }])
    const past = await callApi(t.app, blacklist.create, { token: analyst, body: { cardId: card, reason: 'x', expiresAt: '2020-01-01T00:00:00Z' } })
    expect(past.status).toBe(400)
    expect(past.body.errors[0].field).toBe('expiresAt')
    const bin = await callApi(t.app, blacklist.create, { token: analyst, body: { cardId: card, reason: 'x', cardBin: '41' } })
    expect(bin.body.errors[0].field).toBe('cardBin')
    const rio = await callApi(t.app, blacklist.create, { token: analyst, body: { cardId: card, reason: 'x', space: 'rio' } })
    expect(rio.status).toBe(404)
  })

  it('admin: the same card in two spaces is read with ?space=; without it the answer asks for the space', async () => {
    const shared = 'aa11bb22-cc33-4d44-8e55-ff6677889900'
    for (const space of ['acme', 'rio']) {
      const answer = await callApi(t.app, blacklist.create, { token: admin, body: { cardId: shared, reason: 'Shared ring', space } })
      expect(answer.status).toBe(200)
      expect(answer.body.space).toBe(space)
    }
    const ambiguous = await callApi(t.app, blacklist.get, { token: admin, params: { cardId: shared } })
    expect(ambiguous.status).toBe(400)
    expect(ambiguous.body.errors[0].field).toBe('space')
    const rio = await callApi(t.app, blacklist.get, { token: admin, params: { cardId: shared }, query: { space: 'rio' } })
    expect(rio.body.space).toBe('rio')
    const analystView = await callApi(t.app, blacklist.get, { token: analyst, params: { cardId: shared } })
    expect(analystView.body.space).toBe('acme')
  })
})
