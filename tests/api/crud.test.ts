import { calls } from '@domain/calls'
import { merchantKeySchema } from '@domain/entities/merchantkey'
import { insertRow, registerRecordCalls } from '@server/crud'
import { keyFields, keyRows } from '@server/modules/merchantkey/queries'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { callApi as call, merchantOfGroup, scopedAdminsForFile, signedInForFile, testAppForFile } from './helpers'

// The record helper (src/server/crud.ts) through the records that use it: merchant keys (a root
// record scoped by merchant, with a once-only secret) and gateway configs (a merchant's child).
const key = calls.merchantkey
const m = calls.merchant
const t = testAppForFile()
const { admin } = signedInForFile(t, ['admin'])
const scoped = scopedAdminsForFile(t, 'crud')

const userEvents = (targetType: string, targetId: string | number) =>
  t.services.db.selectFrom('user_event').selectAll().where('target_type', '=', targetType).where('target_id', '=', String(targetId)).orderBy('id').execute()

describe('a root record (merchant key)', () => {
  let id: number
  let secret: string

  it('create answers the secret once; get and list never do; the audit row holds the record, not the secret', async () => {
    const created = await call(t.app, key.create, { token: scoped.group, body: { merchantAccount: 'acme-games', name: 'crud-key', environment: 'Development' } })
    expect(created.status).toBe(200)
    id = created.body.key.id
    secret = created.body.secret
    expect(secret).toMatch(/^pk_test_/)
    const got = await call(t.app, key.get, { token: scoped.group, params: { id } })
    expect(merchantKeySchema.strict().parse(got.body).keyPrefix).toBe(secret.slice(0, 16))
    const list = await call(t.app, key.list, { token: scoped.group, query: { merchantName: 'acme-games', limit: 500 } })
    expect(JSON.stringify([got.body, list.body])).not.toContain(secret)
    const [event] = await userEvents('merchantKey', id)
    expect(event).toMatchObject({ type: 'CREATE', username: 'crud-group' })
    expect(event!.detail).toEqual({ before: null, after: got.body })
    expect(JSON.stringify(event)).not.toContain(secret)
  })

  it("another tenant's record is 404 on get, update and remove, and nothing is written", async () => {
    const other = await call(t.app, key.create, { token: admin.token, body: { merchantAccount: await merchantOfGroup(t, 'acme-travel'), name: 'crud-other', environment: 'Development' } })
    const otherId = other.body.key.id
    expect((await call(t.app, key.get, { token: scoped.group, params: { id: otherId } })).status).toBe(404)
    expect((await call(t.app, key.update, { token: scoped.group, params: { id: otherId }, body: { name: 'taken-over' } })).status).toBe(404)
    expect((await call(t.app, key.remove, { token: scoped.group, params: { id: otherId } })).status).toBe(404)
    expect((await call(t.app, key.get, { token: admin.token, params: { id: otherId } })).body.name).toBe('crud-other')
    expect((await userEvents('merchantKey', otherId)).map((e) => e.type)).toEqual(['CREATE'])
  })

  it('update audits before and after; remove audits before and a null after', async () => {
    const before = (await call(t.app, key.get, { token: scoped.group, params: { id } })).body
    const updated = await call(t.app, key.update, { token: scoped.group, params: { id }, body: { status: 'DISABLED' } })
    expect(updated.body.status).toBe('DISABLED')
    expect((await call(t.app, key.remove, { token: scoped.group, params: { id } })).body).toEqual({ ok: true })
    const [, update, remove] = await userEvents('merchantKey', id)
    expect(update).toMatchObject({ type: 'UPDATE', detail: { before, after: updated.body } })
    expect(remove).toMatchObject({ type: 'DELETE', detail: { before: updated.body, after: null } })
    expect((await call(t.app, key.get, { token: scoped.group, params: { id } })).status).toBe(404)
  })
})

describe('a child record (gateway config of a merchant)', () => {
  it("a merchant the caller does not see is 404, as is its child; the caller's own merchant works", async () => {
    const travel = await merchantOfGroup(t, 'acme-travel')
    const page = await call(t.app, m.gatewayConfigs, { token: admin.token, params: { name: travel }, query: { limit: 1 } })
    const config = page.body.items[0]
    expect(config).toBeDefined()
    expect((await call(t.app, m.gatewayConfigs, { token: scoped.group, params: { name: travel } })).status).toBe(404)
    expect((await call(t.app, m.getGatewayConfig, { token: scoped.group, params: { name: travel, id: config.id } })).status).toBe(404)
    expect((await call(t.app, m.removeGatewayConfig, { token: scoped.group, params: { name: travel, id: config.id } })).status).toBe(404)
    expect((await call(t.app, m.getGatewayConfig, { token: admin.token, params: { name: travel, id: config.id } })).status).toBe(200)
    expect((await call(t.app, m.gatewayConfigs, { token: scoped.group, params: { name: 'acme-games' } })).status).toBe(200)
  })
})

describe('a write that fails midway', () => {
  it('leaves no row and no audit row', async () => {
    // A record whose create fails after its insert, on an app of its own with the same services.
    const app = Fastify()
    const last = await t.services.db.selectFrom('user_event').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()
    registerRecordCalls(app, t.services, {
      kind: 'merchantKey',
      calls: { get: key.get, create: key.create },
      fields: keyFields,
      parent: async ({ principal }) => principal,
      key: (params) => params.id,
      noun: 'Merchant key',
      rows: keyRows,
      create: async ({ db, body, now }) => {
        const merchant = await db.selectFrom('merchant').select('id').where('name', '=', body.merchantAccount).executeTakeFirstOrThrow()
        await insertRow(db, 'merchant_key', now, {
          merchant_id: merchant.id,
          name: body.name,
          key_prefix: 'pk_test_halfway',
          key_hash: 'x',
          environment: body.environment,
          status: 'ACTIVE',
          expires_at: null,
          created_by: 'admin',
        })
        throw new Error('fails after the insert')
      },
      audit: { targetId: (entity) => entity.id },
    })
    await app.ready()
    const res = await call(app, key.create, { token: admin.token, body: { merchantAccount: 'acme-games', name: 'crud-halfway', environment: 'Development' } })
    await app.close()
    expect(res.status).toBe(500)
    expect(await t.services.db.selectFrom('merchant_key').select('id').where('name', '=', 'crud-halfway').execute()).toEqual([])
    expect(await t.services.db.selectFrom('user_event').select('id').where('id', '>', Number(last.id ?? 0)).where('target_type', '=', 'merchantKey').execute()).toEqual([])
  })
})
