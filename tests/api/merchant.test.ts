import { createHash } from 'node:crypto'
import { calls } from '@domain/calls'
import type { Merchant, MerchantSummary } from '@domain/entities/merchant'
import { describe, expect, it } from 'vitest'
import { callApi, eventsOf, everyPage, newUsersForFile, type SignedIn, signedInForFile, testAppForFile } from './helpers'

const m = calls.merchant
const t = testAppForFile({ transactions: 50 })
const { admin, support, merchant } = signedInForFile(t, ['admin', 'support', 'merchant'])
const { groupAdmin } = newUsersForFile(t, {
  groupAdmin: { username: 'retail-admin', space: 'acme', scope: 'GROUP', groupName: 'acme-retail', role: 'ADMIN' },
})

/** Every merchant the user sees, in pages of 7. */
function listAll(who: SignedIn, query: Record<string, string | number> = {}) {
  return everyPage<MerchantSummary>(t, m.list, who.token, { limit: 7, ...query })
}

describe('GET merchant', () => {
  it('support (GROUP acme-retail) lists only acme-retail merchants, page by page without repeats', async () => {
    const items = await listAll(support)
    expect(items.length).toBeGreaterThan(7)
    expect(new Set(items.map((i) => i.name)).size).toBe(items.length)
    expect(items.every((i) => i.group === 'acme-retail')).toBe(true)
  })

  it('merchant (MERCHANT acme-books) lists only its own merchant', async () => {
    expect((await listAll(merchant)).map((i) => i.name)).toEqual(['acme-books'])
  })

  it('admin filters by group, business type, text and tag', async () => {
    const travel = await listAll(admin, { group: 'acme-travel' })
    expect(travel.length).toBeGreaterThan(0)
    expect(travel.every((i) => i.group === 'acme-travel')).toBe(true)
    const b2b = await listAll(admin, { businessType: 'B2B' })
    expect(b2b.every((i) => i.businessType === 'B2B')).toBe(true)
    expect((await listAll(admin, { q: 'books' })).map((i) => i.name)).toContain('acme-books')
    const tag = travel[0]!.tags[0]!
    const tagged = await listAll(admin, { tag })
    expect(tagged.length).toBeGreaterThan(0)
    expect(tagged.every((i) => i.tags.includes(tag))).toBe(true)
  })

  it('support exports exactly the merchants its list shows, with the same filter', async () => {
    const shown = await listAll(support, { businessType: 'B2C' })
    const res = await callApi(t.app, calls.export.list, { token: support.token, params: { list: 'merchant' }, query: { format: 'json', businessType: 'B2C' } })
    expect(res.status).toBe(200)
    const exported = (typeof res.body === 'string' ? JSON.parse(res.body) : res.body) as MerchantSummary[]
    expect(exported.map((row) => row.name).sort()).toEqual(shown.map((row) => row.name).sort())
  })

  it('admin with an unknown sort gets 400 on sort', async () => {
    const res = await callApi(t.app, m.list, { token: admin.token, query: { sort: 'nope' } })
    expect(res.status).toBe(400)
    expect(res.body.errors[0].field).toBe('sort')
  })
})

describe('GET merchant/{name}', () => {
  it('support reads acme-books with a complete configuration and no secret key', async () => {
    const res = await callApi(t.app, m.get, { token: support.token, params: { name: 'acme-books' } })
    expect(res.status).toBe(200)
    const body = res.body as Merchant
    expect(body.group).toBe('acme-retail')
    expect(body.configuration.paywall.instalments.length).toBeGreaterThan(0)
    expect(JSON.stringify(body)).not.toMatch(/secret_?key"|sk_/i)
  })

  it('support reading acme-air (another group) gets 404; merchant reading acme-games gets 404', async () => {
    expect((await callApi(t.app, m.get, { token: support.token, params: { name: 'acme-air' } })).status).toBe(404)
    expect((await callApi(t.app, m.get, { token: merchant.token, params: { name: 'acme-games' } })).status).toBe(404)
  })
})

describe('POST merchant', () => {
  it('admin creates a merchant in acme-travel; it is audited', async () => {
    const res = await callApi(t.app, m.create, { token: admin.token, body: { name: 'acme-zeppelins', displayName: 'Acme Zeppelins', group: 'acme-travel', timezone: 'UTC' } })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body).toMatchObject({ name: 'acme-zeppelins', group: 'acme-travel', space: 'acme', businessType: 'B2C', defaultCurrency: 'EUR' })
    const events = await eventsOf(t.services, 'CREATE', 'admin')
    expect(events.some((e) => e.target_id === 'acme-zeppelins')).toBe(true)
  })

  it('admin with a taken name gets 400 on name; with bad fields gets field errors', async () => {
    const taken = await callApi(t.app, m.create, { token: admin.token, body: { name: 'acme-books', displayName: 'X', group: 'acme-retail' } })
    expect(taken.status).toBe(400)
    expect(taken.body.errors[0].field).toBe('name')
    const bad = await callApi(t.app, m.create, { token: admin.token, body: { name: '', displayName: '', group: 'acme-retail', defaultCurrency: 'euro' } })
    expect(bad.status).toBe(400)
    const fields = bad.body.errors.map((e: { field: string }) => e.field)
    expect(fields).toEqual(expect.arrayContaining(['name', 'displayName', 'defaultCurrency']))
  })

  it('GROUP acme-retail admin creating in acme-travel gets 400 on group', async () => {
    const res = await callApi(t.app, m.create, { token: groupAdmin.token, body: { name: 'acme-ships', displayName: 'Acme Ships', group: 'acme-travel' } })
    expect(res.status).toBe(400)
    expect(res.body.errors[0].field).toBe('group')
  })
})

describe('PUT merchant/{name}/configuration', () => {
  it('GROUP acme-retail admin updates acme-books: merged, audited as MERCHANT_CONFIG with before and after', async () => {
    const res = await callApi(t.app, m.configure, {
      token: groupAdmin.token,
      params: { name: 'acme-books' },
      body: {
        businessType: 'BOTH',
        timezone: 'UTC',
        configuration: { settings: { threeDsVersion: '2.1.0', threeDsBypass: ['NOT_ENROLLED'], callbackUrl: 'https://acme-books.example/cb' }, paywall: { instalments: [1, 3] } },
      },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const body = res.body as Merchant
    expect(body.businessType).toBe('BOTH')
    expect(body.configuration.settings).toMatchObject({ threeDsVersion: '2.1.0', threeDsBypass: ['NOT_ENROLLED'], callbackUrl: 'https://acme-books.example/cb' })
    expect(body.configuration.paywall.instalments).toEqual([1, 3])
    const [event] = await eventsOf(t.services, 'MERCHANT_CONFIG', 'retail-admin')
    const detail = event!.detail as { before: Merchant; after: Merchant }
    expect(detail.before.businessType).not.toBe('BOTH')
    expect(detail.after.businessType).toBe('BOTH')
  })

  it('admin with a bad instalment count and a bad URL gets field errors', async () => {
    const res = await callApi(t.app, m.configure, {
      token: admin.token,
      params: { name: 'acme-books' },
      body: { configuration: { paywall: { instalments: [7777] }, settings: { callbackUrl: 'not a url' } } },
    })
    expect(res.status).toBe(400)
    const fields = res.body.errors.map((e: { field: string }) => e.field).join(' ')
    expect(fields).toContain('instalments')
    expect(fields).toContain('callbackUrl')
  })

  it('GROUP acme-retail admin configuring acme-air (another group) gets 404', async () => {
    const res = await callApi(t.app, m.configure, { token: groupAdmin.token, params: { name: 'acme-air' }, body: { businessType: 'B2B' } })
    expect(res.status).toBe(404)
  })
})

describe('PUT merchant/{name}/secretkey', () => {
  it('admin rotates the key of acme-books: shown once, only its hash stored, never in the audit', async () => {
    const res = await callApi(t.app, m.rotateSecretKey, { token: admin.token, params: { name: 'acme-books' } })
    expect(res.status).toBe(200)
    const key = res.body.secretKey as string
    expect(key.length).toBeGreaterThan(30)
    const row = await t.services.db.selectFrom('merchant').select('secret_key_hash').where('name', '=', 'acme-books').executeTakeFirstOrThrow()
    expect(row.secret_key_hash).toBe(createHash('sha256').update(key).digest('hex'))
    const again = await callApi(t.app, m.get, { token: admin.token, params: { name: 'acme-books' } })
    expect(JSON.stringify(again.body)).not.toContain(key)
    expect(again.body.secretKeyRotatedAt).toBe(res.body.rotatedAt)
    const events = await eventsOf(t.services, 'MERCHANT_CONFIG', 'admin')
    expect(JSON.stringify(events)).not.toContain(key)
    const second = await callApi(t.app, m.rotateSecretKey, { token: admin.token, params: { name: 'acme-books' } })
    expect(second.body.secretKey).not.toBe(key)
  })

  it('GROUP acme-retail admin rotating acme-air (another group) gets 404', async () => {
    expect((await callApi(t.app, m.rotateSecretKey, { token: groupAdmin.token, params: { name: 'acme-air' } })).status).toBe(404)
  })
})

describe('merchant/{name}/caller', () => {
  it('admin adds, reads, updates, lists and deletes a caller of acme-books, each write audited', async () => {
    const params = { name: 'acme-books' }
    const created = await callApi(t.app, m.createCaller, { token: admin.token, params, body: { name: 'pos', ipAddresses: ['10.0.0.1'], description: 'Shop tills' } })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body).toMatchObject({ name: 'pos', merchantAccount: 'acme-books', ipAddresses: ['10.0.0.1'] })
    const dup = await callApi(t.app, m.createCaller, { token: admin.token, params, body: { name: 'pos' } })
    expect(dup.status).toBe(400)
    expect(dup.body.errors[0].field).toBe('name')
    const got = await callApi(t.app, m.getCaller, { token: support.token, params: { ...params, caller: 'pos' } })
    expect(got.body.description).toBe('Shop tills')
    const updated = await callApi(t.app, m.updateCaller, { token: admin.token, params: { ...params, caller: 'pos' }, body: { status: 'DISABLED', ipAddresses: ['10.0.0.2'] } })
    expect(updated.body).toMatchObject({ status: 'DISABLED', ipAddresses: ['10.0.0.2'] })
    const list = await callApi(t.app, m.callers, { token: admin.token, params, query: { limit: 1 } })
    expect(list.body.items).toHaveLength(1)
    expect(list.body.nextCursor).not.toBeNull()
    const next = await callApi(t.app, m.callers, { token: admin.token, params, query: { limit: 50, cursor: list.body.nextCursor } })
    expect([...list.body.items, ...next.body.items].map((c: { name: string }) => c.name)).toContain('pos')
    expect((await callApi(t.app, m.removeCaller, { token: admin.token, params: { ...params, caller: 'pos' } })).body).toEqual({ ok: true })
    expect((await callApi(t.app, m.getCaller, { token: admin.token, params: { ...params, caller: 'pos' } })).status).toBe(404)
    const events = (await eventsOf(t.services, 'MERCHANT_CONFIG', 'admin')).filter((e) => (e.detail as { caller?: string }).caller === 'pos')
    expect(events).toHaveLength(3)
  })

  it('admin adding a caller with a bad IP address gets 400 on ipAddresses', async () => {
    const res = await callApi(t.app, m.createCaller, { token: admin.token, params: { name: 'acme-books' }, body: { name: 'bad', ipAddresses: ['not-an-ip!'] } })
    expect(res.status).toBe(400)
    expect(res.body.errors[0].field).toMatch(/^ipAddresses/)
  })

  it('support listing callers of acme-air and merchant reading those of acme-games get 404', async () => {
    expect((await callApi(t.app, m.callers, { token: support.token, params: { name: 'acme-air' } })).status).toBe(404)
    expect((await callApi(t.app, m.getCaller, { token: merchant.token, params: { name: 'acme-games', caller: 'backend' } })).status).toBe(404)
    expect((await callApi(t.app, m.createCaller, { token: groupAdmin.token, params: { name: 'acme-air' }, body: { name: 'x' } })).status).toBe(404)
  })
})

describe('merchant/{name}/tag', () => {
  it('admin adds and removes a space tag on acme-books, audited with tags before and after', async () => {
    const space = await t.services.db.selectFrom('space').select('id').where('name', '=', 'acme').executeTakeFirstOrThrow()
    const tags = await t.services.db.selectFrom('tag').select('name').where('space_id', '=', space.id).execute()
    const current = (await callApi(t.app, m.tags, { token: admin.token, params: { name: 'acme-books' } })).body.map((x: { tag: string }) => x.tag)
    const extra = tags.map((x) => x.name).find((n) => !current.includes(n))!
    const added = await callApi(t.app, m.addTag, { token: admin.token, params: { name: 'acme-books' }, body: { tag: extra } })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    expect(added.body.map((x: { tag: string }) => x.tag)).toContain(extra)
    const removed = await callApi(t.app, m.removeTag, { token: admin.token, params: { name: 'acme-books', tag: extra } })
    expect(removed.body.map((x: { tag: string }) => x.tag)).not.toContain(extra)
    const [event] = await eventsOf(t.services, 'UPDATE', 'admin')
    expect(event!.detail).toMatchObject({ before: { tags: expect.arrayContaining([extra]) } })
  })

  it('admin adding a tag the space has not got gets 400 on tag; removing one not on the merchant gets 404', async () => {
    const res = await callApi(t.app, m.addTag, { token: admin.token, params: { name: 'acme-books' }, body: { tag: 'no-such-tag' } })
    expect(res.status).toBe(400)
    expect(res.body.errors[0].field).toBe('tag')
    expect((await callApi(t.app, m.removeTag, { token: admin.token, params: { name: 'acme-books', tag: 'no-such-tag' } })).status).toBe(404)
  })

  it('support reads the acme tag catalogue counting only its own merchants; the rio catalogue gets 404', async () => {
    const spaces = await t.services.db.selectFrom('space').select(['id', 'name']).execute()
    const acme = spaces.find((s) => s.name === 'acme')!.id
    const rio = spaces.find((s) => s.name === 'rio')!.id
    const own = await callApi(t.app, calls.mspace.merchantTags, { token: support.token, params: { id: acme } })
    expect(own.status).toBe(200)
    const all = await callApi(t.app, calls.mspace.merchantTags, { token: admin.token, params: { id: acme } })
    expect(own.body.map((x: { tag: string }) => x.tag)).toEqual(all.body.map((x: { tag: string }) => x.tag))
    const sum = (rows: { merchantCount: number }[]) => rows.reduce((n, r) => n + r.merchantCount, 0)
    expect(sum(own.body)).toBeGreaterThan(0)
    expect(sum(own.body)).toBeLessThan(sum(all.body))
    expect((await callApi(t.app, calls.mspace.merchantTags, { token: support.token, params: { id: rio } })).status).toBe(404)
  })

  it('merchant reading tags of acme-games gets 404', async () => {
    expect((await callApi(t.app, m.tags, { token: merchant.token, params: { name: 'acme-games' } })).status).toBe(404)
  })
})

describe('GET merchant/{name}/resource', () => {
  it('merchant reads the resources of acme-books: gateways, instruments, currencies', async () => {
    const res = await callApi(t.app, m.resources, { token: merchant.token, params: { name: 'acme-books' } })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.merchant.name).toBe('acme-books')
    expect(res.body.group.name).toBe('acme-retail')
    expect(res.body.gatewayConfigs.length).toBeGreaterThan(0)
    expect(res.body.instrumentConfigs.length).toBeGreaterThan(0)
    expect(res.body.currencies.length).toBeGreaterThan(0)
  })

  it('support reading the resources of acme-air gets 404', async () => {
    expect((await callApi(t.app, m.resources, { token: support.token, params: { name: 'acme-air' } })).status).toBe(404)
  })
})
