import { calls } from '@domain/calls'
import { gatewayCredentialSchema } from '@domain/entities/gatewaycredential'
import { beforeAll, describe, expect, it } from 'vitest'
import { eventsOf, firstIdOfMerchant, fullFirstPage, merchantOfGroup, recordingCallApi, scopedAdminsForFile, signedInForFile, testAppForFile } from './helpers'

const credential = calls.gatewaycredential
const SECRET = 'sk_live_9f8e7d6c5b4a3210WRITEONLY'
const t = testAppForFile()
const { admin } = signedInForFile(t, ['admin'])
const scoped = scopedAdminsForFile(t, 'gc')
let gateway: string
const { call, answers } = recordingCallApi()

beforeAll(async () => {
  gateway = (await t.services.db.selectFrom('gateway').select('code').orderBy('code').executeTakeFirstOrThrow()).code
})

describe('GET gatewaycredential', () => {
  it('space user (acme): lists only acme credentials, keyset-paged, secrets masked to the last 4', async () => {
    const page = await fullFirstPage(t, credential.list, gatewayCredentialSchema, scoped.space, 5, call)
    expect(page.nextCursor).not.toBeNull()
    const next = await call(t.app, credential.list, { token: scoped.space, query: { limit: 500, cursor: page.nextCursor! } })
    const all = [...page.items, ...next.body.items]
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length)
    expect(all.every((c) => c.space === 'acme')).toBe(true)
    for (const c of all) for (const masked of Object.values(c.secrets)) expect(masked).toMatch(/^••••.{4}$/)
  })

  it('group user (acme-retail): lists only its group merchants; merchant user only acme-books', async () => {
    const group = await call(t.app, credential.list, { token: scoped.group, query: { limit: 500 } })
    expect(group.status).toBe(200)
    const travel = await merchantOfGroup(t, 'acme-travel')
    expect(group.body.items.length).toBeGreaterThan(0)
    expect(group.body.items.some((c: { merchantAccount: string }) => c.merchantAccount === travel)).toBe(false)
    const own = await call(t.app, credential.list, { token: scoped.merchant, query: { limit: 500 } })
    expect(own.body.items.length).toBeGreaterThan(0)
    expect(own.body.items.every((c: { merchantAccount: string }) => c.merchantAccount === 'acme-books')).toBe(true)
  })

  it('admin: filters by merchant; a bad sort answers 400 on sort', async () => {
    const res = await call(t.app, credential.list, { token: admin.token, query: { merchantName: 'acme-books' } })
    expect(res.body.items.every((c: { merchantAccount: string }) => c.merchantAccount === 'acme-books')).toBe(true)
    const bad = await call(t.app, credential.list, { token: admin.token, query: { sort: 'secret' } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].field).toBe('sort')
  })
})

describe('GET gatewaycredential/{id}', () => {
  it('merchant user: reads its own credential; another merchant of the group is 404; a bad id is 400', async () => {
    const own = await call(t.app, credential.get, { token: scoped.merchant, params: { id: await firstIdOfMerchant(t, 'gateway_credential', 'acme-books') } })
    expect(own.status).toBe(200)
    expect(gatewayCredentialSchema.parse(own.body).merchantAccount).toBe('acme-books')
    const other = await call(t.app, credential.get, { token: scoped.merchant, params: { id: await firstIdOfMerchant(t, 'gateway_credential', 'acme-games') } })
    expect(other.status).toBe(404)
    const bad = await call(t.app, credential.get, { token: scoped.merchant, params: { id: 'x' } })
    expect(bad.status).toBe(400)
  })

  it('space user (acme): a rio credential is 404', async () => {
    const rio = await merchantOfGroup(t, 'rio-services')
    const res = await call(t.app, credential.get, { token: scoped.space, params: { id: await firstIdOfMerchant(t, 'gateway_credential', rio) } })
    expect(res.status).toBe(404)
  })
})

describe('POST, PUT, DELETE gatewaycredential', () => {
  let id: number

  it('space user: creates a space credential; the secret answers only its last 4 and the audit holds no secret', async () => {
    const res = await call(t.app, credential.create, {
      token: scoped.space,
      body: { name: 'acme-shared', gateway, environment: 'Production', fields: { merchantNumber: 'M1' }, secrets: { apiSecret: SECRET } },
    })
    expect(res.status).toBe(200)
    const created = gatewayCredentialSchema.parse(res.body)
    expect(created).toMatchObject({ space: 'acme', merchantAccount: null, fields: { merchantNumber: 'M1' }, secrets: { apiSecret: '••••ONLY' } })
    id = created.id
    const events = await eventsOf(t.services, 'CREATE', 'gc-space')
    expect(events[0]!.target_type).toBe('gatewayCredential')
    expect(JSON.stringify(events[0]!.detail)).not.toContain(SECRET)
  })

  it('space user: bad input answers 400 with field errors (name, environment, unknown gateway, taken name)', async () => {
    const bad = await call(t.app, credential.create, { token: scoped.space, body: { name: '', gateway, environment: 'Staging' } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['name', 'environment']))
    const unknown = await call(t.app, credential.create, { token: scoped.space, body: { name: 'x1', gateway: 'NOPE', environment: 'Production' } })
    expect(unknown.body.errors[0].field).toBe('gateway')
    const taken = await call(t.app, credential.create, { token: scoped.space, body: { name: 'acme-shared', gateway, environment: 'Production' } })
    expect(taken.status).toBe(400)
    expect(taken.body.errors[0].field).toBe('name')
  })

  it('group user: a space-wide credential answers 400 on merchantAccount; another group merchant is 404', async () => {
    const wide = await call(t.app, credential.create, { token: scoped.group, body: { name: 'g1', gateway, environment: 'Production' } })
    expect(wide.status).toBe(400)
    expect(wide.body.errors[0].field).toBe('merchantAccount')
    const travel = await merchantOfGroup(t, 'acme-travel')
    const other = await call(t.app, credential.create, { token: scoped.group, body: { name: 'g1', gateway, environment: 'Production', merchantAccount: travel } })
    expect(other.status).toBe(404)
    const own = await call(t.app, credential.create, { token: scoped.group, body: { name: 'g1', gateway, environment: 'Development', merchantAccount: 'acme-games' } })
    expect(own.status).toBe(200)
    expect(own.body.merchantAccount).toBe('acme-games')
  })

  it('space user: PUT without secrets keeps the old one; PUT with a secret replaces only it', async () => {
    const renamed = await call(t.app, credential.update, { token: scoped.space, params: { id }, body: { name: 'acme-shared-2', status: 'DISABLED' } })
    expect(renamed.status).toBe(200)
    expect(renamed.body).toMatchObject({ name: 'acme-shared-2', status: 'DISABLED', secrets: { apiSecret: '••••ONLY' } })
    const stored = await t.services.db.selectFrom('gateway_credential').select('secrets').where('id', '=', id).executeTakeFirstOrThrow()
    const replaced = await call(t.app, credential.update, { token: scoped.space, params: { id }, body: { secrets: { webhookKey: 'whk_ABCD1234' } } })
    expect(replaced.body.secrets).toEqual({ apiSecret: '••••ONLY', webhookKey: '••••1234' })
    const after = await t.services.db.selectFrom('gateway_credential').select('secrets').where('id', '=', id).executeTakeFirstOrThrow()
    expect((after.secrets as Record<string, unknown>).apiSecret).toEqual((stored.secrets as Record<string, unknown>).apiSecret)
    const events = await eventsOf(t.services, 'UPDATE', 'gc-space')
    expect(JSON.stringify(events.map((e) => e.detail))).not.toContain('whk_ABCD1234')
    expect(events[0]!.detail).toMatchObject({ before: { name: 'acme-shared-2' }, after: { name: 'acme-shared-2' } })
  })

  it('space user: PUT with a bad status is 400; a rio credential is 404', async () => {
    const bad = await call(t.app, credential.update, { token: scoped.space, params: { id }, body: { status: 'DELETED' } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].field).toBe('status')
    const rio = await firstIdOfMerchant(t, 'gateway_credential', await merchantOfGroup(t, 'rio-services'))
    const out = await call(t.app, credential.update, { token: scoped.space, params: { id: rio }, body: { name: 'mine' } })
    expect(out.status).toBe(404)
  })

  it('merchant user: a credential used by a gateway config cannot be deleted (409)', async () => {
    const used = await firstIdOfMerchant(t, 'gateway_credential', 'acme-books')
    const res = await call(t.app, credential.remove, { token: scoped.merchant, params: { id: used } })
    expect(res.status).toBe(409)
    expect(res.body.message).toMatch(/gateway config/)
  })

  it('space user: deletes an unused credential, audited; it is 404 afterwards; a rio one is 404', async () => {
    const res = await call(t.app, credential.remove, { token: scoped.space, params: { id } })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ ok: true })
    const events = await eventsOf(t.services, 'DELETE', 'gc-space')
    expect(events[0]!.target_id).toBe(String(id))
    expect((await call(t.app, credential.get, { token: scoped.space, params: { id } })).status).toBe(404)
    const rio = await firstIdOfMerchant(t, 'gateway_credential', await merchantOfGroup(t, 'rio-services'))
    expect((await call(t.app, credential.remove, { token: scoped.space, params: { id: rio } })).status).toBe(404)
  })

  it('every answer of this file: no secret value and no stored hash', async () => {
    const hashes = (await t.services.db.selectFrom('gateway_credential').select('secrets').execute()).flatMap((r) =>
      Object.values(r.secrets as Record<string, { sha256: string }>).map((s) => s.sha256),
    )
    expect(answers.length).toBeGreaterThan(20)
    for (const res of answers) {
      const json = JSON.stringify(res.body)
      expect(json).not.toContain(SECRET)
      expect(json).not.toContain('whk_ABCD1234')
      expect(json).not.toContain('sha256')
      for (const h of hashes) expect(json).not.toContain(h)
    }
  })
})
