import { calls } from '@domain/calls'
import { merchantKeyCreatedSchema, merchantKeySchema } from '@domain/entities/merchantkey'
import { describe, expect, it } from 'vitest'
import { daysFromNow, eventsOf, firstIdOfMerchant, fullFirstPage, merchantOfGroup, recordingCallApi, scopedAdminsForFile, signedInForFile, testAppForFile } from './helpers'

const key = calls.merchantkey
const t = testAppForFile()
const { admin } = signedInForFile(t, ['admin'])
const scoped = scopedAdminsForFile(t, 'mk')
const { call, answers } = recordingCallApi()

describe('GET merchantkey', () => {
  it('space user (acme): keyset pages of acme keys only, with no hash', async () => {
    const page = await fullFirstPage(t, key.list, merchantKeySchema, scoped.space, 10, call)
    const next = await call(t.app, key.list, { token: scoped.space, query: { limit: 10, cursor: page.nextCursor! } })
    const ids = [...page.items, ...next.body.items].map((k) => k.id)
    expect(new Set(ids).size).toBe(ids.length)
    const merchants = await t.services.db
      .selectFrom('merchant')
      .innerJoin('space', 'space.id', 'merchant.space_id')
      .select('merchant.name')
      .where('space.name', '=', 'acme')
      .execute()
    const acme = new Set(merchants.map((m) => m.name))
    expect([...page.items, ...next.body.items].every((k) => acme.has(k.merchantAccount))).toBe(true)
  })

  it('merchant user: filters by status; EXPIRED includes an ACTIVE key past its expiry date', async () => {
    const id = await firstIdOfMerchant(t, 'merchant_key', 'acme-books')
    await t.services.db.updateTable('merchant_key').set({ status: 'ACTIVE', expires_at: new Date(t.clock.now().getTime() - 1000) }).where('id', '=', id).execute()
    const expired = await call(t.app, key.list, { token: scoped.merchant, query: { status: 'EXPIRED', limit: 500 } })
    expect(expired.body.items.map((k: { id: number }) => k.id)).toContain(id)
    expect(expired.body.items.every((k: { status: string; merchantAccount: string }) => k.status === 'EXPIRED' && k.merchantAccount === 'acme-books')).toBe(true)
    const active = await call(t.app, key.list, { token: scoped.merchant, query: { status: 'ACTIVE', limit: 500 } })
    expect(active.body.items.map((k: { id: number }) => k.id)).not.toContain(id)
    const bad = await call(t.app, key.list, { token: scoped.merchant, query: { status: 'REVOKED' } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].field).toBe('status')
  })
})

describe('GET merchantkey/{id}', () => {
  it('group user (acme-retail): reads a key of its group; acme-travel and rio keys are 404', async () => {
    expect((await call(t.app, key.get, { token: scoped.group, params: { id: await firstIdOfMerchant(t, 'merchant_key', 'acme-games') } })).status).toBe(200)
    expect((await call(t.app, key.get, { token: scoped.group, params: { id: await firstIdOfMerchant(t, 'merchant_key', await merchantOfGroup(t, 'acme-travel')) } })).status).toBe(404)
    expect((await call(t.app, key.get, { token: scoped.space, params: { id: await firstIdOfMerchant(t, 'merchant_key', await merchantOfGroup(t, 'rio-services')) } })).status).toBe(404)
  })
})

describe('POST, PUT, DELETE merchantkey', () => {
  let created: { id: number; secret: string; prefix: string }

  it('merchant user: a new key is answered once in full, then only its prefix; only the hash is stored', async () => {
    const res = await call(t.app, key.create, { token: scoped.merchant, body: { merchantAccount: 'acme-books', name: 'Checkout', environment: 'Production', expiresAt: daysFromNow(t, 30) } })
    expect(res.status).toBe(200)
    const answer = merchantKeyCreatedSchema.parse(res.body)
    expect(answer.secret.startsWith(answer.key.keyPrefix)).toBe(true)
    expect(answer.secret.length).toBeGreaterThan(answer.key.keyPrefix.length + 20)
    expect(answer.key).toMatchObject({ status: 'ACTIVE', merchantAccount: 'acme-books', createdBy: 'mk-merchant' })
    created = { id: answer.key.id, secret: answer.secret, prefix: answer.key.keyPrefix }
    const stored = await t.services.db.selectFrom('merchant_key').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow()
    expect(JSON.stringify(stored)).not.toContain(created.secret)
    const again = await call(t.app, key.get, { token: scoped.merchant, params: { id: created.id } })
    expect(again.body.keyPrefix).toBe(created.prefix)
    const events = await eventsOf(t.services, 'CREATE', 'mk-merchant')
    expect(events[0]!.target_type).toBe('merchantKey')
    expect(JSON.stringify(events[0]!.detail)).not.toContain(created.secret)
  })

  it('merchant user: bad input is 400 with field errors; a past expiry is 400; another merchant is 404', async () => {
    const bad = await call(t.app, key.create, { token: scoped.merchant, body: { merchantAccount: 'acme-books', name: '', environment: 'Live' } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['name', 'environment']))
    const past = await call(t.app, key.create, { token: scoped.merchant, body: { merchantAccount: 'acme-books', name: 'Old', environment: 'Production', expiresAt: daysFromNow(t, -1) } })
    expect(past.body.errors[0].field).toBe('expiresAt')
    const other = await call(t.app, key.create, { token: scoped.merchant, body: { merchantAccount: 'acme-games', name: 'X', environment: 'Production' } })
    expect(other.status).toBe(404)
  })

  it('merchant user: PUT disables the key, audited with before and after; EXPIRED cannot be set by hand', async () => {
    const res = await call(t.app, key.update, { token: scoped.merchant, params: { id: created.id }, body: { status: 'DISABLED', name: 'Checkout (old)' } })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status: 'DISABLED', name: 'Checkout (old)', keyPrefix: created.prefix })
    const events = await eventsOf(t.services, 'UPDATE', 'mk-merchant')
    expect(events[0]!.detail).toMatchObject({ before: { status: 'ACTIVE' }, after: { status: 'DISABLED' } })
    const bad = await call(t.app, key.update, { token: scoped.merchant, params: { id: created.id }, body: { status: 'EXPIRED' } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].field).toBe('status')
  })

  it('space user (acme): PUT and DELETE of a rio key are 404', async () => {
    const rio = await firstIdOfMerchant(t, 'merchant_key', await merchantOfGroup(t, 'rio-services'))
    expect((await call(t.app, key.update, { token: scoped.space, params: { id: rio }, body: { name: 'x' } })).status).toBe(404)
    expect((await call(t.app, key.remove, { token: scoped.space, params: { id: rio } })).status).toBe(404)
  })

  it('admin: deletes the key, audited; it is 404 afterwards', async () => {
    const res = await call(t.app, key.remove, { token: admin.token, params: { id: created.id } })
    expect(res.body).toEqual({ ok: true })
    const events = await eventsOf(t.services, 'DELETE', 'admin')
    expect(events[0]).toMatchObject({ target_type: 'merchantKey', target_id: String(created.id) })
    expect((await call(t.app, key.get, { token: admin.token, params: { id: created.id } })).status).toBe(404)
  })

  it('every answer but the creation: no whole key and no key hash', async () => {
    const hashes = (await t.services.db.selectFrom('merchant_key').select('key_hash').execute()).map((r) => r.key_hash)
    const shown = answers.filter((res) => JSON.stringify(res.body).includes(created.secret))
    expect(shown).toHaveLength(1)
    for (const res of answers) {
      const json = JSON.stringify(res.body)
      for (const h of hashes) expect(json).not.toContain(h)
    }
  })
})
