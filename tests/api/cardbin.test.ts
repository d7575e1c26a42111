import { calls } from '@domain/calls'
import { cardBinSchema } from '@domain/entities/cardbin'
import { pageSchema } from '@domain/pagination'
import { describe, expect, it } from 'vitest'
import { callApi, eventsOf, newUsersForFile, signedInForFile, signIn, testAppForFile } from './helpers'

const bins = calls.cardbin
const t = testAppForFile()
const { analyst } = signedInForFile(t, ['analyst'])
const { operator } = newUsersForFile(t, {
  /** A fraud analyst of the platform's own space: the BIN catalogue is the platform's to change. */
  operator: { username: 'bin-operator', space: 'platform', scope: 'SPACE', role: 'FRAUD_ANALYST' },
})

describe('GET cardbin', () => {
  it('analyst: lists the BIN catalogue in keyset pages that neither skip nor repeat', async () => {
    const seen: string[] = []
    let cursor: string | undefined
    do {
      const answer = await callApi(t.app, bins.list, { token: analyst.token, query: { limit: 3, cursor, sort: 'bin' } })
      expect(answer.status).toBe(200)
      const page = pageSchema(cardBinSchema).parse(answer.body)
      seen.push(...page.items.map((b) => b.bin))
      cursor = page.nextCursor ?? undefined
    } while (cursor)
    const rows = await t.services.db.selectFrom('card_bin').select('bin').orderBy('bin').execute()
    expect(seen).toEqual(rows.map((r) => r.bin))
  })

  it('analyst: filters by BIN prefix and scheme', async () => {
    const answer = await callApi(t.app, bins.list, { token: analyst.token, query: { bin: '4', scheme: 'VISA', limit: 500 } })
    expect(answer.body.items.length).toBeGreaterThan(0)
    expect(answer.body.items.every((b: { bin: string; scheme: string }) => b.bin.startsWith('4') && b.scheme === 'VISA')).toBe(true)
  })

  it('analyst: a bad filter or sort answers 400 with field errors', async () => {
    const answer = await callApi(t.app, bins.list, { token: analyst.token, query: { bin: '4x', scheme: 'SHOE' } })
    expect(answer.status).toBe(400)
    expect(answer.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['bin', 'scheme'])
    const sort = await callApi(t.app, bins.list, { token: analyst.token, query: { sort: 'issuer' } })
    expect(sort.status).toBe(400)
    expect(sort.body.errors[0].field).toBe('sort')
  })
})

describe('cardbin create, read, update, delete', () => {
  it('a partner space analyst reads the catalogue every space shares but does not change it: 403, and no cardBin.write', async () => {
    const signedIn = await signIn(t.app, 'analyst')
    expect(signedIn.user.permissions).toContain('cardData.write')
    expect(signedIn.user.permissions).not.toContain('cardBin.write')
    const body = { bin: '52001299', scheme: 'MASTERCARD', cardType: 'DEBIT' }
    expect((await callApi(t.app, bins.create, { token: analyst.token, body })).status).toBe(403)
    expect((await callApi(t.app, bins.update, { token: analyst.token, params: { id: '411111' }, body: { level: 'GOLD' } })).status).toBe(403)
    expect((await callApi(t.app, bins.remove, { token: analyst.token, params: { id: '411111' } })).status).toBe(403)
    expect((await callApi(t.app, bins.get, { token: analyst.token, params: { id: '411111' } })).body.level).not.toBe('GOLD')
  })

  it('a platform operator: creates an 8-digit BIN, reads, updates and deletes it, each write audited with before/after', async () => {
    const created = await callApi(t.app, bins.create, {
      token: operator.token,
      body: { bin: '52001234', scheme: 'MASTERCARD', cardType: 'DEBIT', issuer: 'Test Bank', issuerCountry: 'PT', currency: 'EUR' },
    })
    expect(created.status).toBe(200)
    expect(cardBinSchema.parse(created.body)).toMatchObject({ bin: '52001234', category: 'CONSUMER', threeDsSupported: true, status: 'ACTIVE' })
    const [createEvent] = await eventsOf(t.services, 'CREATE', 'bin-operator')
    expect(createEvent).toMatchObject({ target_type: 'cardBin', target_id: '52001234' })

    const read = await callApi(t.app, bins.get, { token: operator.token, params: { id: '52001234' } })
    expect(read.body.issuer).toBe('Test Bank')

    const updated = await callApi(t.app, bins.update, { token: operator.token, params: { id: '52001234' }, body: { level: 'GOLD', status: 'DISABLED' } })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({ level: 'GOLD', status: 'DISABLED', issuer: 'Test Bank', scheme: 'MASTERCARD' })
    const [updateEvent] = await eventsOf(t.services, 'UPDATE', 'bin-operator')
    expect(updateEvent!.detail).toMatchObject({ before: { level: null, status: 'ACTIVE' }, after: { level: 'GOLD', status: 'DISABLED' } })

    const removed = await callApi(t.app, bins.remove, { token: operator.token, params: { id: '52001234' } })
    expect(removed.status).toBe(200)
    const [deleteEvent] = await eventsOf(t.services, 'DELETE', 'bin-operator')
    expect(deleteEvent).toMatchObject({ target_type: 'cardBin', target_id: '52001234' })
    expect((await callApi(t.app, bins.get, { token: operator.token, params: { id: '52001234' } })).status).toBe(404)
  })

  it('a platform operator: an existing BIN answers 409 and the catalogue keeps one row', async () => {
    const answer = await callApi(t.app, bins.create, { token: operator.token, body: { bin: '411111', scheme: 'VISA', cardType: 'CREDIT' } })
    expect(answer.status).toBe(409)
    expect(answer.body.message).toContain('411111')
    const rows = await t.services.db.selectFrom('card_bin').select('id').where('bin', '=', '411111').execute()
    expect(rows).toHaveLength(1)
  })

  it('a platform operator: a 5-digit or 9-digit BIN, an unknown scheme and a bad country answer 400 with field errors', async () => {
    for (const bin of ['41111', '411111111', '4111a1']) {
      const answer = await callApi(t.app, bins.create, { token: operator.token, body: { bin, scheme: 'VISA', cardType: 'CREDIT' } })
      expect(answer.status).toBe(400)
      expect(answer.body.errors).toMatchObject([{ field: 'bin', message: 'Invalid format' }])
    }
    const answer = await callApi(t.app, bins.create, { token: operator.token, body: { bin: '411112', scheme: 'SHOE', cardType: 'CREDIT', issuerCountry: 'Portugal' } })
    expect(answer.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['issuerCountry', 'scheme'])
    const update = await callApi(t.app, bins.update, { token: operator.token, params: { id: '411111' }, body: { status: 'GONE' } })
    expect(update.status).toBe(400)
    expect(update.body.errors[0].field).toBe('status')
  })

  it('a platform operator: an unknown BIN answers 404 for get, update and delete; a bad BIN in the path 400', async () => {
    expect((await callApi(t.app, bins.get, { token: operator.token, params: { id: '999999' } })).status).toBe(404)
    expect((await callApi(t.app, bins.update, { token: operator.token, params: { id: '999999' }, body: { level: 'X' } })).status).toBe(404)
    expect((await callApi(t.app, bins.remove, { token: operator.token, params: { id: '999999' } })).status).toBe(404)
    expect((await callApi(t.app, bins.get, { token: operator.token, params: { id: '12' } })).status).toBe(400)
  })
})
