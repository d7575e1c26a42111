import { calls } from '@domain/calls'
import type { FraudConfig, GatewayConfig, InstrumentConfig, TrustLevel } from '@domain/entities/merchant'
import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { callApi, createTestUser, eventsOf, firstIdOfMerchant, newUsersForFile, type SignedIn, signedInForFile, signIn, testAppForFile } from './helpers'

const m = calls.merchant
const t = testAppForFile({ transactions: 400 })
const { admin, support, merchant } = signedInForFile(t, ['admin', 'support', 'merchant'])
const { groupAdmin, merchantAdmin } = newUsersForFile(t, {
  /** ADMIN role, GROUP scope acme-retail: may write, only in its group. */
  groupAdmin: { username: 'retail-admin', space: 'acme', scope: 'GROUP', role: 'ADMIN', groupName: 'acme-retail' },
  /** ADMIN role, MERCHANT scope acme-books: may write, only its merchant. */
  merchantAdmin: { username: 'books-admin', space: 'acme', scope: 'MERCHANT', role: 'ADMIN', merchantName: 'acme-books' },
})

function fieldsOf(body: { errors?: { field: string }[] }) {
  return (body.errors ?? []).map((e) => e.field)
}

describe('merchant gateway config', () => {
  it('support GET merchant/acme-books/gatewayconfig: the seeded configs, keyset-paged with a cursor', async () => {
    const first = await callApi(t.app, m.gatewayConfigs, { token: support.token, params: { name: 'acme-books' }, query: { limit: 1, sort: 'name' } })
    expect(first.status).toBe(200)
    expect(first.body.items).toHaveLength(1)
    expect(first.body.nextCursor).toEqual(expect.any(String))
    const second = await callApi(t.app, m.gatewayConfigs, { token: support.token, params: { name: 'acme-books' }, query: { limit: 1, sort: 'name', cursor: first.body.nextCursor } })
    expect(second.status).toBe(200)
    const names = [...first.body.items, ...second.body.items].map((c: GatewayConfig) => c.name)
    expect(names).toEqual(['atlas-fallback', 'boreal-primary'])
    expect(second.body.items[0]).toMatchObject({ merchantAccount: 'acme-books', gateway: 'BOREAL', currencies: ['USD'] })
  })

  it('support GET merchant/acme-air/gatewayconfig (another group): 404', async () => {
    const res = await callApi(t.app, m.gatewayConfigs, { token: support.token, params: { name: 'acme-air' } })
    expect(res.status).toBe(404)
  })

  it('merchant GET merchant/acme-games/gatewayconfig (not its merchant): 404; its own: 200', async () => {
    expect((await callApi(t.app, m.gatewayConfigs, { token: merchant.token, params: { name: 'acme-games' } })).status).toBe(404)
    expect((await callApi(t.app, m.gatewayConfigs, { token: merchant.token, params: { name: 'acme-books' } })).status).toBe(200)
  })

  it('admin GET gatewayconfig?sort=bogus: 400 on sort', async () => {
    const res = await callApi(t.app, m.gatewayConfigs, { token: admin.token, params: { name: 'acme-books' }, query: { sort: 'bogus' } })
    expect(res.status).toBe(400)
    expect(fieldsOf(res.body)).toEqual(['sort'])
  })

  it('admin POST, GET, PUT, DELETE a gateway config: each write audited as GW_CONFIG with before/after', async () => {
    const credentialId = await firstIdOfMerchant(t, 'gateway_credential', 'acme-books', 'ATLAS')
    const created = await callApi(t.app, m.createGatewayConfig, {
      token: admin.token,
      params: { name: 'acme-books' },
      body: { name: 'atlas-eur', gateway: 'ATLAS', credentialId, currencies: ['EUR', 'USD'], paymentTypes: ['CARD'], settings: { mcc: '5942' } },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const config = created.body as GatewayConfig
    expect(config).toMatchObject({ merchantAccount: 'acme-books', gateway: 'ATLAS', credentialId, status: 'ENABLED', priority: 100, currencies: ['EUR', 'USD'] })
    const [createEvent] = await eventsOf(t.services, 'GW_CONFIG', 'admin')
    expect(createEvent).toMatchObject({ target_type: 'gatewayConfig', target_id: String(config.id) })
    expect(createEvent?.detail).toMatchObject({ action: 'create', after: { name: 'atlas-eur' } })

    const got = await callApi(t.app, m.getGatewayConfig, { token: support.token, params: { name: 'acme-books', id: config.id } })
    expect(got.status).toBe(200)
    expect(got.body).toEqual(config)

    const updated = await callApi(t.app, m.updateGatewayConfig, { token: admin.token, params: { name: 'acme-books', id: config.id }, body: { priority: 5, status: 'DISABLED' } })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({ priority: 5, status: 'DISABLED', name: 'atlas-eur', currencies: ['EUR', 'USD'] })
    const [updateEvent] = await eventsOf(t.services, 'GW_CONFIG', 'admin')
    expect(updateEvent?.detail).toMatchObject({ action: 'update', auditAction: 'DISABLED', before: { priority: 100, status: 'ENABLED' }, after: { priority: 5, status: 'DISABLED' } })

    const removed = await callApi(t.app, m.removeGatewayConfig, { token: admin.token, params: { name: 'acme-books', id: config.id } })
    expect(removed.status).toBe(200)
    expect(removed.body).toEqual({ ok: true })
    const [deleteEvent] = await eventsOf(t.services, 'GW_CONFIG', 'admin')
    expect(deleteEvent?.detail).toMatchObject({ action: 'delete', before: { id: config.id, priority: 5 } })
    expect((await callApi(t.app, m.getGatewayConfig, { token: admin.token, params: { name: 'acme-books', id: config.id } })).status).toBe(404)
  })

  it('admin POST gatewayconfig with an unknown gateway, a non-ISO currency and another space credential: 400 on each field', async () => {
    const foreignCredential = await firstIdOfMerchant(t, 'gateway_credential', 'rio-moda', 'DUNE')
    const res = await callApi(t.app, m.createGatewayConfig, {
      token: admin.token,
      params: { name: 'acme-books' },
      body: { name: 'bad', gateway: 'NOPE', credentialId: foreignCredential, currencies: ['XYZ'] },
    })
    expect(res.status).toBe(400)
    expect(fieldsOf(res.body).sort()).toEqual(['credentialId', 'currencies.0', 'gateway'])
  })

  it('admin POST gatewayconfig with a credential of another gateway: 400 on credentialId; missing name: 400 on name', async () => {
    const boreal = await firstIdOfMerchant(t, 'gateway_credential', 'acme-books', 'BOREAL')
    const wrong = await callApi(t.app, m.createGatewayConfig, { token: admin.token, params: { name: 'acme-books' }, body: { name: 'x', gateway: 'ATLAS', credentialId: boreal } })
    expect(wrong.status).toBe(400)
    expect(fieldsOf(wrong.body)).toEqual(['credentialId'])
    const missing = await callApi(t.app, m.createGatewayConfig, { token: admin.token, params: { name: 'acme-books' }, body: { gateway: 'ATLAS', currencies: ['usd'] } })
    expect(missing.status).toBe(400)
    expect(fieldsOf(missing.body)).toEqual(expect.arrayContaining(['name', 'currencies.0']))
  })

  it('admin POST gatewayconfig with a name the merchant already uses: 400 on name', async () => {
    const res = await callApi(t.app, m.createGatewayConfig, { token: admin.token, params: { name: 'acme-books' }, body: { name: 'boreal-primary', gateway: 'BOREAL' } })
    expect(res.status).toBe(400)
    expect(fieldsOf(res.body)).toEqual(['name'])
  })

  it('retail-admin (GROUP acme-retail) POST/PUT/DELETE gatewayconfig of acme-air: 404 and nothing audited', async () => {
    const before = (await eventsOf(t.services, 'GW_CONFIG', 'retail-admin')).length
    const params = { name: 'acme-air', id: await firstIdOfMerchant(t, 'merchant_gateway_config', 'acme-air') }
    expect((await callApi(t.app, m.createGatewayConfig, { token: groupAdmin.token, params: { name: 'acme-air' }, body: { name: 'x', gateway: 'BOREAL' } })).status).toBe(404)
    expect((await callApi(t.app, m.updateGatewayConfig, { token: groupAdmin.token, params, body: { priority: 1 } })).status).toBe(404)
    expect((await callApi(t.app, m.removeGatewayConfig, { token: groupAdmin.token, params })).status).toBe(404)
    expect((await callApi(t.app, m.getGatewayConfig, { token: groupAdmin.token, params })).status).toBe(404)
    expect((await callApi(t.app, m.gatewayConfigStatistics, { token: groupAdmin.token, params })).status).toBe(404)
    expect(await eventsOf(t.services, 'GW_CONFIG', 'retail-admin')).toHaveLength(before)
  })

  it('admin GET gatewayconfig of acme-books with the id of acme-games config: 404', async () => {
    const other = await firstIdOfMerchant(t, 'merchant_gateway_config', 'acme-games')
    expect((await callApi(t.app, m.getGatewayConfig, { token: admin.token, params: { name: 'acme-books', id: other } })).status).toBe(404)
  })

  it('support GET gatewayconfig/{id}/statistics over a year: figures match the merchant transactions through it', async () => {
    const list = await callApi(t.app, m.gatewayConfigs, { token: support.token, params: { name: 'acme-books' }, query: { limit: 10 } })
    const now = t.services.now()
    const from = new Date(now.getTime() - 365 * 86_400_000)
    for (const config of list.body.items as GatewayConfig[]) {
      const res = await callApi(t.app, m.gatewayConfigStatistics, {
        token: support.token,
        params: { name: 'acme-books', id: config.id },
        query: { from: from.toISOString(), to: now.toISOString() },
      })
      expect(res.status).toBe(200)
      const expected = await t.services.db
        .selectFrom('transaction as t')
        .innerJoin('merchant as m', 'm.id', 't.merchant_id')
        .where('m.name', '=', 'acme-books')
        .where('t.gateway_config_id', '=', config.id)
        .where('t.created_at', '>=', from)
        .where('t.created_at', '<', now)
        .select([
          sql<string>`count(*)`.as('total'),
          sql<string>`count(*) filter (where t.result = 'APPROVED')`.as('approved'),
          sql<string>`coalesce(sum(t.amount) filter (where t.result = 'APPROVED'), 0)`.as('volume'),
        ])
        .executeTakeFirstOrThrow()
      expect(res.body.total).toBe(Number(expected.total))
      expect(res.body.approved).toBe(Number(expected.approved))
      expect(res.body.volume.reduce((s: number, v: { amount: number }) => s + v.amount, 0)).toBe(Number(expected.volume))
      expect(res.body.series).toHaveLength(366)
      expect(res.body.series.reduce((s: number, d: { total: number }) => s + d.total, 0)).toBe(Number(expected.total))
      if (res.body.total > 0) expect(res.body.approvalRate).toBeCloseTo(Number(expected.approved) / Number(expected.total))
    }
    const totals = await Promise.all(
      (list.body.items as GatewayConfig[]).map(async (c) => {
        const r = await callApi(t.app, m.gatewayConfigStatistics, { token: support.token, params: { name: 'acme-books', id: c.id }, query: { from: from.toISOString(), to: now.toISOString() } })
        return r.body.total as number
      }),
    )
    expect(totals.reduce((a, b) => a + b, 0)).toBeGreaterThan(0)
  })

  it('support GET gatewayconfig/{id}/statistics with no period: the last 30 days, one point a day', async () => {
    const list = await callApi(t.app, m.gatewayConfigs, { token: support.token, params: { name: 'acme-books' } })
    const before = t.services.now().getTime()
    const res = await callApi(t.app, m.gatewayConfigStatistics, { token: support.token, params: { name: 'acme-books', id: list.body.items[0].id } })
    expect(res.status).toBe(200)
    const to = Date.parse(res.body.to)
    expect(to).toBeGreaterThanOrEqual(before)
    expect(to).toBeLessThanOrEqual(t.services.now().getTime())
    expect(to - Date.parse(res.body.from)).toBe(30 * 86_400_000)
    expect(res.body.series.length).toBeGreaterThanOrEqual(30)
    expect(res.body.series.length).toBeLessThanOrEqual(31)
  })

  it('support GET gatewayconfig/{id}/statistics with from after to, or a bad date: 400 on from', async () => {
    const list = await callApi(t.app, m.gatewayConfigs, { token: support.token, params: { name: 'acme-books' } })
    const params = { name: 'acme-books', id: list.body.items[0].id }
    const reversed = await callApi(t.app, m.gatewayConfigStatistics, { token: support.token, params, query: { from: '2026-10-10T00:00:00Z', to: '2026-10-01T00:00:00Z' } })
    expect(reversed.status).toBe(400)
    expect(fieldsOf(reversed.body)).toEqual(['from'])
    const bad = await callApi(t.app, m.gatewayConfigStatistics, { token: support.token, params, query: { from: 'yesterday' } })
    expect(bad.status).toBe(400)
    expect(fieldsOf(bad.body)).toEqual(['from'])
  })
})

describe('merchant instrument config', () => {
  it('merchant GET merchant/acme-books/instrumentconfig: the seeded instruments with payment type and method', async () => {
    const res = await callApi(t.app, m.instrumentConfigs, { token: merchant.token, params: { name: 'acme-books' }, query: { sort: 'priority' } })
    expect(res.status).toBe(200)
    const items = res.body.items as InstrumentConfig[]
    expect(items.map((i) => i.instrument).sort()).toEqual(['APPLE_PAY', 'CARD', 'DEBIT_CARD', 'GOOGLE_PAY'])
    expect(items.every((i) => i.paymentType !== '' && i.paymentMethod !== '')).toBe(true)
  })

  it('support GET instrumentconfig of acme-air and merchant GET of acme-games: 404', async () => {
    expect((await callApi(t.app, m.instrumentConfigs, { token: support.token, params: { name: 'acme-air' } })).status).toBe(404)
    expect((await callApi(t.app, m.instrumentConfigs, { token: merchant.token, params: { name: 'acme-games' } })).status).toBe(404)
  })

  it('books-admin (MERCHANT acme-books) POST, PUT, DELETE an instrument config: audited as INST_CONFIG; a deleted one leaves its trust levels', async () => {
    const gateways = await callApi(t.app, m.gatewayConfigs, { token: merchantAdmin.token, params: { name: 'acme-books' } })
    const gatewayConfigId = gateways.body.items[0].id as number
    const created = await callApi(t.app, m.createInstrumentConfig, {
      token: merchantAdmin.token,
      params: { name: 'acme-books' },
      body: { name: 'card-instalments', instrument: 'CARD', gatewayConfigId, currency: 'USD', minAmount: 1000, maxAmount: 500000, instalments: [1, 3, 6] },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const config = created.body as InstrumentConfig
    expect(config).toMatchObject({ instrument: 'CARD', gatewayConfigId, instalments: [1, 3, 6], threeDsBypass: [], paymentType: expect.any(String) })
    const [createEvent] = await eventsOf(t.services, 'INST_CONFIG', 'books-admin')
    expect(createEvent).toMatchObject({ target_type: 'instrumentConfig', target_id: String(config.id) })
    expect(createEvent?.detail).toMatchObject({ action: 'create', merchant: 'acme-books', after: { name: 'card-instalments' } })

    const updated = await callApi(t.app, m.updateInstrumentConfig, { token: merchantAdmin.token, params: { name: 'acme-books', id: config.id }, body: { maxAmount: 200000, threeDsVersion: '2.2.0' } })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({ maxAmount: 200000, minAmount: 1000, threeDsVersion: '2.2.0' })
    const [updateEvent] = await eventsOf(t.services, 'INST_CONFIG', 'books-admin')
    expect(updateEvent?.detail).toMatchObject({ action: 'update', before: { maxAmount: 500000 }, after: { maxAmount: 200000 } })

    const level = await callApi(t.app, m.createTrustLevel, { token: admin.token, params: { name: 'acme-books' }, body: { name: 'VIP', level: 'UNRESTRICTED', instrumentConfigIds: [config.id] } })
    expect(level.status, JSON.stringify(level.body)).toBe(201)

    const removed = await callApi(t.app, m.removeInstrumentConfig, { token: merchantAdmin.token, params: { name: 'acme-books', id: config.id } })
    expect(removed.status).toBe(200)
    const [deleteEvent] = await eventsOf(t.services, 'INST_CONFIG', 'books-admin')
    expect(deleteEvent?.detail).toMatchObject({ action: 'delete', before: { id: config.id } })
    const after = await callApi(t.app, m.getTrustLevel, { token: admin.token, params: { name: 'acme-books', id: level.body.id } })
    expect(after.body.instrumentConfigIds).toEqual([])
    await callApi(t.app, m.removeTrustLevel, { token: admin.token, params: { name: 'acme-books', id: level.body.id } })
  })

  it('admin POST instrumentconfig with an unknown instrument, another merchant gateway config and a non-ISO currency: 400 on each', async () => {
    const other = await callApi(t.app, m.gatewayConfigs, { token: admin.token, params: { name: 'acme-games' } })
    const res = await callApi(t.app, m.createInstrumentConfig, {
      token: admin.token,
      params: { name: 'acme-books' },
      body: { name: 'x', instrument: 'TELEPATHY', gatewayConfigId: other.body.items[0].id, currency: 'ABC' },
    })
    expect(res.status).toBe(400)
    expect(fieldsOf(res.body).sort()).toEqual(['currency', 'gatewayConfigId', 'instrument'])
  })

  it('admin PUT instrumentconfig with a maximum under the stored minimum: 400 on maxAmount', async () => {
    const list = await callApi(t.app, m.instrumentConfigs, { token: admin.token, params: { name: 'acme-books' } })
    const config = list.body.items[0] as InstrumentConfig
    const res = await callApi(t.app, m.updateInstrumentConfig, { token: admin.token, params: { name: 'acme-books', id: config.id }, body: { minAmount: 500, maxAmount: 10 } })
    expect(res.status).toBe(400)
    expect(fieldsOf(res.body)).toEqual(['maxAmount'])
  })

  it('books-admin PUT/DELETE an instrument config of acme-games: 404', async () => {
    const other = await callApi(t.app, m.instrumentConfigs, { token: admin.token, params: { name: 'acme-games' } })
    const params = { name: 'acme-games', id: other.body.items[0].id }
    expect((await callApi(t.app, m.updateInstrumentConfig, { token: merchantAdmin.token, params, body: { priority: 1 } })).status).toBe(404)
    expect((await callApi(t.app, m.removeInstrumentConfig, { token: merchantAdmin.token, params })).status).toBe(404)
    expect((await callApi(t.app, m.instrumentConfigStatistics, { token: merchantAdmin.token, params })).status).toBe(404)
  })

  it('merchant GET instrumentconfig/{id}/statistics: totals match its transactions through that instrument config', async () => {
    const list = await callApi(t.app, m.instrumentConfigs, { token: merchant.token, params: { name: 'acme-books' } })
    const now = t.services.now()
    const from = new Date(now.getTime() - 200 * 86_400_000)
    let sum = 0
    for (const config of list.body.items as InstrumentConfig[]) {
      const res = await callApi(t.app, m.instrumentConfigStatistics, { token: merchant.token, params: { name: 'acme-books', id: config.id }, query: { from: from.toISOString() } })
      expect(res.status).toBe(200)
      const row = await t.services.db
        .selectFrom('transaction')
        .where('instrument_config_id', '=', config.id)
        .where('created_at', '>=', from)
        .where('created_at', '<', now)
        .select(sql<string>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
      expect(res.body.total).toBe(Number(row.n))
      expect(res.body.approved + res.body.declined + res.body.errors).toBeLessThanOrEqual(res.body.total)
      sum += res.body.total
    }
    expect(sum).toBeGreaterThan(0)
  })
})

describe('merchant trust level', () => {
  let reader: SignedIn
  beforeAll(async () => {
    await createTestUser(t.services, { username: 'retail-analyst', space: 'acme', scope: 'GROUP', role: 'FRAUD_ANALYST', groupName: 'acme-retail' })
    reader = await signIn(t.app, 'retail-analyst')
  })

  it('retail-analyst GET merchant/acme-books/trustlevel: every level with both lists, empty ones included', async () => {
    await t.services.db.updateTable('trust_level').set({ restrictions: sql`'null'::jsonb` }).where('level', '=', 'TRUSTED').execute()
    const res = await callApi(t.app, m.trustLevels, { token: reader.token, params: { name: 'acme-books' }, query: { sort: 'level' } })
    expect(res.status).toBe(200)
    const items = res.body.items as TrustLevel[]
    expect(items.map((l) => l.level)).toEqual(['NEW', 'RESTRICTED', 'STANDARD', 'TRUSTED'])
    for (const level of items) {
      expect(Array.isArray(level.instrumentConfigIds)).toBe(true)
      expect(Array.isArray(level.restrictions)).toBe(true)
    }
    expect(items.find((l) => l.level === 'TRUSTED')?.restrictions).toEqual([])
    expect(items.find((l) => l.level === 'RESTRICTED')?.restrictions).toEqual(['REQUIRE_3DS', 'NO_INSTALMENTS'])
  })

  it('retail-analyst GET trustlevel of acme-air: 404', async () => {
    expect((await callApi(t.app, m.trustLevels, { token: reader.token, params: { name: 'acme-air' } })).status).toBe(404)
  })

  it('admin POST trustlevel with no lists: answered and stored with empty lists; audited as CREATE', async () => {
    const res = await callApi(t.app, m.createTrustLevel, { token: admin.token, params: { name: 'acme-books' }, body: { name: 'Flagged', level: 'UNTRUSTED' } })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body).toMatchObject({ level: 'UNTRUSTED', instrumentConfigIds: [], restrictions: [], maxAmount: null })
    const got = await callApi(t.app, m.getTrustLevel, { token: reader.token, params: { name: 'acme-books', id: res.body.id } })
    expect(got.body).toEqual(res.body)
    const [event] = await eventsOf(t.services, 'CREATE', 'admin')
    expect(event).toMatchObject({ target_type: 'trustLevel', target_id: String(res.body.id) })
    expect(event?.detail).toMatchObject({ after: { instrumentConfigIds: [], restrictions: [] } })
  })

  it('admin PUT trustlevel with instrument configs and restrictions, then DELETE: audited UPDATE and DELETE with before/after', async () => {
    const instruments = await callApi(t.app, m.instrumentConfigs, { token: admin.token, params: { name: 'acme-books' } })
    const ids = (instruments.body.items as InstrumentConfig[]).slice(0, 2).map((i) => i.id)
    const created = await callApi(t.app, m.createTrustLevel, { token: admin.token, params: { name: 'acme-books' }, body: { name: 'Everything', level: 'UNRESTRICTED' } })
    const updated = await callApi(t.app, m.updateTrustLevel, {
      token: admin.token,
      params: { name: 'acme-books', id: created.body.id },
      body: { instrumentConfigIds: ids, restrictions: ['REQUIRE_3DS'], maxAmount: 90000, currency: 'USD' },
    })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({ instrumentConfigIds: ids, restrictions: ['REQUIRE_3DS'], maxAmount: 90000 })
    const [event] = await eventsOf(t.services, 'UPDATE', 'admin')
    expect(event).toMatchObject({ target_type: 'trustLevel' })
    expect(event?.detail).toMatchObject({ before: { instrumentConfigIds: [], restrictions: [] }, after: { instrumentConfigIds: ids } })
    const removed = await callApi(t.app, m.removeTrustLevel, { token: admin.token, params: { name: 'acme-books', id: created.body.id } })
    expect(removed.status).toBe(200)
    const [deleted] = await eventsOf(t.services, 'DELETE', 'admin')
    expect(deleted).toMatchObject({ target_type: 'trustLevel', target_id: String(created.body.id) })
    expect((await callApi(t.app, m.getTrustLevel, { token: admin.token, params: { name: 'acme-books', id: created.body.id } })).status).toBe(404)
  })

  it('admin POST trustlevel naming another merchant instrument config: 400 on instrumentConfigIds.0', async () => {
    const other = await callApi(t.app, m.instrumentConfigs, { token: admin.token, params: { name: 'acme-games' } })
    const res = await callApi(t.app, m.createTrustLevel, { token: admin.token, params: { name: 'acme-books' }, body: { name: 'x', level: 'UNRESTRICTED', instrumentConfigIds: [other.body.items[0].id] } })
    expect(res.status).toBe(400)
    expect(fieldsOf(res.body)).toEqual(['instrumentConfigIds.0'])
  })

  it('admin POST trustlevel with a bad level, a max amount without currency, or a level it already has: 400 on the field', async () => {
    const badLevel = await callApi(t.app, m.createTrustLevel, { token: admin.token, params: { name: 'acme-books' }, body: { name: 'x', level: 'GOLD' } })
    expect(badLevel.status).toBe(400)
    expect(fieldsOf(badLevel.body)).toEqual(['level'])
    const noCurrency = await callApi(t.app, m.createTrustLevel, { token: admin.token, params: { name: 'acme-books' }, body: { name: 'x', level: 'UNRESTRICTED', maxAmount: 100 } })
    expect(noCurrency.status).toBe(400)
    expect(fieldsOf(noCurrency.body)).toEqual(['currency'])
    const taken = await callApi(t.app, m.createTrustLevel, { token: admin.token, params: { name: 'acme-books' }, body: { name: 'x', level: 'NEW' } })
    expect(taken.status).toBe(400)
    expect(fieldsOf(taken.body)).toEqual(['level'])
  })

  it('retail-admin POST/PUT/DELETE trustlevel of acme-air: 404', async () => {
    const params = { name: 'acme-air', id: await firstIdOfMerchant(t, 'trust_level', 'acme-air') }
    expect((await callApi(t.app, m.createTrustLevel, { token: groupAdmin.token, params: { name: 'acme-air' }, body: { name: 'x', level: 'UNRESTRICTED' } })).status).toBe(404)
    expect((await callApi(t.app, m.updateTrustLevel, { token: groupAdmin.token, params, body: { name: 'y' } })).status).toBe(404)
    expect((await callApi(t.app, m.removeTrustLevel, { token: groupAdmin.token, params })).status).toBe(404)
    expect((await callApi(t.app, m.getTrustLevel, { token: groupAdmin.token, params })).status).toBe(404)
  })
})

describe('merchant fraud config', () => {
  it('support GET merchant/acme-books/fraudconfig and its one config: vendor and threshold', async () => {
    const res = await callApi(t.app, m.fraudConfigs, { token: support.token, params: { name: 'acme-books' } })
    expect(res.status).toBe(200)
    const [config] = res.body.items as FraudConfig[]
    expect(config).toMatchObject({ merchantAccount: 'acme-books', name: 'default-screening', vendor: expect.stringMatching(/^VENDOR_[AB]$/) })
    expect(config!.scoreThreshold).toBeGreaterThanOrEqual(70)
    const got = await callApi(t.app, m.getFraudConfig, { token: support.token, params: { name: 'acme-books', id: config!.id } })
    expect(got.body).toEqual(config)
  })

  it('support GET fraudconfig?status=SHADOW and ?status=bogus: filtered, and 400 on status', async () => {
    const shadow = await callApi(t.app, m.fraudConfigs, { token: support.token, params: { name: 'acme-books' }, query: { status: 'SHADOW' } })
    expect(shadow.status).toBe(200)
    expect((shadow.body.items as FraudConfig[]).every((c) => c.status === 'SHADOW')).toBe(true)
    const bad = await callApi(t.app, m.fraudConfigs, { token: support.token, params: { name: 'acme-books' }, query: { status: 'bogus' } })
    expect(bad.status).toBe(400)
    expect(fieldsOf(bad.body)).toEqual(['status'])
  })

  it('support GET fraudconfig of acme-air: 404; retail-admin DELETE one of acme-air: 404', async () => {
    expect((await callApi(t.app, m.fraudConfigs, { token: support.token, params: { name: 'acme-air' } })).status).toBe(404)
    const other = await callApi(t.app, m.fraudConfigs, { token: admin.token, params: { name: 'acme-air' } })
    const params = { name: 'acme-air', id: other.body.items[0].id }
    expect((await callApi(t.app, m.getFraudConfig, { token: support.token, params })).status).toBe(404)
    expect((await callApi(t.app, m.removeFraudConfig, { token: groupAdmin.token, params })).status).toBe(404)
  })

  it('retail-admin DELETE fraudconfig of acme-games: gone, audited as DELETE with the config before', async () => {
    const list = await callApi(t.app, m.fraudConfigs, { token: groupAdmin.token, params: { name: 'acme-games' } })
    const config = list.body.items[0] as FraudConfig
    const res = await callApi(t.app, m.removeFraudConfig, { token: groupAdmin.token, params: { name: 'acme-games', id: config.id } })
    expect(res.status).toBe(200)
    const [event] = await eventsOf(t.services, 'DELETE', 'retail-admin')
    expect(event).toMatchObject({ target_type: 'fraudConfig', target_id: String(config.id) })
    expect(event?.detail).toMatchObject({ before: { vendor: config.vendor, scoreThreshold: config.scoreThreshold } })
    expect((await callApi(t.app, m.getFraudConfig, { token: groupAdmin.token, params: { name: 'acme-games', id: config.id } })).status).toBe(404)
  })

  it('admin GET fraudconfig/abc: 400 on id', async () => {
    const res = await callApi(t.app, m.getFraudConfig, { token: admin.token, params: { name: 'acme-books', id: 'abc' } })
    expect(res.status).toBe(400)
    expect(fieldsOf(res.body)).toEqual(['id'])
  })
})

describe('PUT merchant/{name}: the email tab picks a template collection', () => {
  it("takes a collection of the merchant's space or a system one, and refuses another space's with a field error", async () => {
    const own = await callApi(t.app, m.configure, { token: groupAdmin.token, params: { name: 'acme-books' }, body: { configuration: { email: { templateCollection: 'acme-brand' } } } })
    expect(own.status).toBe(200)
    expect(own.body.configuration.email.templateCollection).toBe('acme-brand')
    const system = await callApi(t.app, m.configure, { token: groupAdmin.token, params: { name: 'acme-books' }, body: { configuration: { email: { templateCollection: 'system-default' } } } })
    expect(system.status).toBe(200)
    const other = await callApi(t.app, m.configure, { token: groupAdmin.token, params: { name: 'acme-books' }, body: { configuration: { email: { templateCollection: 'rio-brand' } } } })
    expect(other.status).toBe(400)
    expect(other.body.errors).toMatchObject([{ field: 'configuration.email.templateCollection', message: expect.stringContaining('No template collection') }])
    const cleared = await callApi(t.app, m.configure, { token: groupAdmin.token, params: { name: 'acme-books' }, body: { configuration: { email: { templateCollection: null } } } })
    expect(cleared.body.configuration.email.templateCollection).toBeNull()
  })
})
