import type { CallDef } from '@domain/call'
import { calls } from '@domain/calls'
import { permissions } from '@domain/permissions'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { callApi, signedInForFile, testAppForFile } from './helpers'

const t = testAppForFile()
const { admin, merchant: merchantUser, analyst } = signedInForFile(t, ['admin', 'merchant', 'analyst'])

const r = calls.reference

/** The answer of a call that lists a whole table: 200, one item per row, and at least one. */
// biome-ignore lint/suspicious/noExplicitAny: items are read field by field, as ApiResponse bodies are
async function everyRowOf(call: CallDef, token: string, table: 'result_code' | 'gateway_credential'): Promise<any[]> {
  const res = await callApi(t.app, call, { token })
  expect(res.status).toBe(200)
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(t.services.db)
  expect(res.body.length).toBe(rows[0]!.n)
  expect(res.body.length).toBeGreaterThan(0)
  return res.body
}

describe('reference data calls', () => {
  it('answers 401 to every resource call without a token', async () => {
    for (const call of Object.values(r)) {
      const res = await callApi(t.app, call)
      expect(res.status, `${call.method} ${call.path}`).toBe(401)
      expect(res.body.errorCode).toBe('UNAUTHENTICATED')
    }
  })

  it('serves the permission catalogue with its groups', async () => {
    const res = await callApi(t.app, r.permissions, { token: merchantUser.token })
    expect(res.status).toBe(200)
    expect(res.body.permissions).toEqual([...permissions])
    const fraud = res.body.groups.find((g: { group: string }) => g.group === 'fraud')
    expect(fraud.permissions).toEqual(['fraud.read', 'fraud.write'])
    expect(res.body.groups.flatMap((g: { permissions: string[] }) => g.permissions).sort()).toEqual([...permissions].sort())
  })

  it('serves the enabled countries and every ISO country', async () => {
    const enabled = await callApi(t.app, r.countries, { token: merchantUser.token })
    const all = await callApi(t.app, r.allCountries, { token: merchantUser.token })
    expect(enabled.status).toBe(200)
    expect(all.status).toBe(200)
    expect(all.body.length).toBeGreaterThanOrEqual(249)
    expect(all.body).toContainEqual({ code: 'MA', alpha3: 'MAR', numeric: '504', name: 'Morocco' })
    expect(enabled.body.map((c: { code: string }) => c.code)).toEqual(expect.arrayContaining(['BR', 'AR', 'DE', 'ZA', 'MA']))
    expect(enabled.body.length).toBeLessThan(all.body.length)
  })

  it('serves the enabled currencies and every ISO currency with minor units', async () => {
    const enabled = await callApi(t.app, r.currencies, { token: analyst.token })
    const all = await callApi(t.app, r.allCurrencies, { token: analyst.token })
    expect(enabled.status).toBe(200)
    expect(all.status).toBe(200)
    expect(enabled.body).toContainEqual({ code: 'EUR', numeric: '978', name: 'Euro', minorUnits: 2 })
    expect(all.body).toContainEqual(expect.objectContaining({ code: 'JPY', minorUnits: 0 }))
    expect(all.body).toContainEqual(expect.objectContaining({ code: 'KWD', minorUnits: 3 }))
    expect(all.body.length).toBeGreaterThan(enabled.body.length)
  })

  it('serves payment types and payment methods', async () => {
    const types = await callApi(t.app, r.paymentTypes, { token: analyst.token })
    const methods = await callApi(t.app, r.paymentMethods, { token: analyst.token })
    expect(types.status).toBe(200)
    expect(types.body.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining(['CARD', 'BANK_TRANSFER', 'WALLET', 'PIX', 'BOLETO']))
    expect(methods.status).toBe(200)
    expect(methods.body).toContainEqual(expect.objectContaining({ id: 'VISA', paymentType: 'CARD' }))
    expect(methods.body).toContainEqual(expect.objectContaining({ id: 'PIX', paymentType: 'PIX', countries: ['BR'] }))
  })

  it('serves the gateways enabled on the platform, and the whole catalogue', async () => {
    const enabled = await callApi(t.app, r.gatewayDetails, { token: analyst.token })
    const global = await callApi(t.app, r.globalGatewayDetails, { token: analyst.token })
    expect(enabled.status).toBe(200)
    expect(global.status).toBe(200)
    const seeded = await t.services.db.selectFrom('gateway').select('code').where('status', '=', 'ACTIVE').execute()
    expect(enabled.body.map((g: { id: string }) => g.id).sort()).toEqual(seeded.map((g) => g.code).sort())
    expect(enabled.body.length).toBeGreaterThan(0)
    for (const g of enabled.body) {
      expect(g.enabled).toBe(true)
      expect(g.currencies.length).toBeGreaterThan(0)
      expect(g.credentialFields.length).toBeGreaterThan(0)
    }
    expect(global.body.length).toBeGreaterThanOrEqual(enabled.body.length)
    expect(global.body.some((g: { enabled: boolean }) => !g.enabled)).toBe(true)
  })

  it('serves the result code catalogue from the database', async () => {
    const codes = await everyRowOf(r.resultCodes, merchantUser.token, 'result_code')
    const results = new Set(codes.map((c: { result: string }) => c.result))
    expect(results).toContain('APPROVED')
    expect(results).toContain('DECLINED')
  })
})

describe('global lists', () => {
  it('lists every gateway credential for the super admin, without secret values', async () => {
    for (const c of await everyRowOf(r.globalGatewayCredentials, admin.token, 'gateway_credential')) {
      expect(Object.keys(c).sort()).toEqual(['environment', 'gateway', 'id', 'merchantAccount', 'name', 'space', 'status'])
    }
  })

  it('lists instrument configs for the super admin, filtered by merchant on request', async () => {
    const all = await callApi(t.app, r.globalInstruments, { token: admin.token })
    expect(all.status).toBe(200)
    expect(all.body.length).toBeGreaterThan(0)
    const merchantName = all.body[0].merchantAccount as string
    const one = await callApi(t.app, r.globalInstruments, { token: admin.token, query: { merchantName } })
    expect(one.status).toBe(200)
    expect(one.body.length).toBeGreaterThan(0)
    expect(one.body.every((i: { merchantAccount: string }) => i.merchantAccount === merchantName)).toBe(true)
    expect(one.body[0]).toEqual(
      expect.objectContaining({ instrument: expect.any(String), paymentType: expect.any(String), paymentMethod: expect.any(String) }),
    )
  })

  it('cuts the instrument list to the merchant user own merchant', async () => {
    const res = await callApi(t.app, r.globalInstruments, { token: merchantUser.token })
    expect(res.status).toBe(200)
    const own = merchantUser.user.merchant?.name
    expect(own).toBeTruthy()
    expect(res.body.length).toBeGreaterThan(0)
    expect(res.body.every((i: { merchantAccount: string }) => i.merchantAccount === own)).toBe(true)
  })

  it('answers 403 to a user without the permission the list needs', async () => {
    const res = await callApi(t.app, r.globalGatewayCredentials, { token: merchantUser.token })
    expect(res.status).toBe(403)
  })
})
