import { calls } from '@domain/calls'
import type { PspResultCode, ResultCode, ResultCodeDetail, ResultCodeUse } from '@domain/entities/resultcode'
import { beforeAll, describe, expect, it } from 'vitest'
import { callApi, createRole, everyPage, latestEventOn, merchantIdsOf, newUsersForFile, signedInForFile, testAppForFile } from './helpers'

const rc = calls.resultcode
const t = testAppForFile({ transactions: 200 })
const { admin, analyst } = signedInForFile(t, ['admin', 'analyst'])
// Reads the catalogues and nothing else: no transactions, no writes.
beforeAll(() => createRole(t.services, 'acme', 'CODE_READER', ['resultCode.read']))
const { acmeAdmin, platformAdmin, reader, noRole } = newUsersForFile(t, {
  acmeAdmin: { username: 'rc-acme-admin', space: 'acme', scope: 'SPACE', role: 'ADMIN' },
  /** A user of the platform's own space: the catalogues are the platform's to change. */
  platformAdmin: { username: 'rc-platform-admin', space: 'platform', scope: 'SPACE', role: 'ADMIN' },
  reader: { username: 'rc-reader', space: 'acme', scope: 'SPACE', role: 'CODE_READER' },
  noRole: { username: 'rc-norole', space: 'acme' },
})

describe('GET resultcode and resultcode/{code}', () => {
  it('lists the console codes in keyset pages by code, filtered by result, category and text', async () => {
    const first = await callApi(t.app, rc.list, { token: admin.token, query: { limit: 5 } })
    expect(first.status).toBe(200)
    expect(first.body.total).toBe(21)
    expect(first.body.items.map((code: ResultCode) => code.code)).toEqual(['0000', '1001', '1002', '1003', '1004'])
    const codes = await everyPage<ResultCode>(t, rc.list, reader.token, { limit: 4 })
    expect(codes.map((code) => code.code)).toEqual([...codes.map((code) => code.code)].sort())
    expect(codes).toHaveLength(21)
    expect(codes.find((code) => code.code === '1001')).toMatchObject({ result: 'DECLINED', category: 'ISSUER', retryable: true, pspCodeCount: 5 })
    const newestFirst = await callApi(t.app, rc.list, { token: admin.token, query: { sort: '-code', limit: 1 } })
    expect(newestFirst.body.items[0].code).toBe('3002')

    const risk = await callApi(t.app, rc.list, { token: admin.token, query: { result: 'DECLINED', category: 'RISK' } })
    expect(risk.body.items.map((code: ResultCode) => code.code)).toEqual(['1101', '1102', '1103', '1104'])
    const pending = await everyPage<ResultCode>(t, rc.list, admin.token, { result: 'PENDING', limit: 1 })
    expect(pending.map((code) => code.code)).toEqual(['3001', '3002'])
    const fraud = await callApi(t.app, rc.list, { token: admin.token, query: { q: 'FRAUD' } })
    expect(fraud.body.items.map((code: ResultCode) => code.code)).toEqual(['1005', '1101'])
  })

  it('refuses a filter or sort it does not know as field errors; 401 without a token, 403 without resultCode.read', async () => {
    const badCategory = await callApi(t.app, rc.list, { token: admin.token, query: { category: 'WEATHER' } })
    expect(badCategory.status).toBe(400)
    expect(badCategory.body.errors[0].field).toBe('category')
    expect((await callApi(t.app, rc.list, { token: admin.token, query: { sort: 'message' } })).body.errors[0].field).toBe('sort')
    expect((await callApi(t.app, rc.list, { token: admin.token, query: { cursor: 'not-a-cursor' } })).body.errors[0].field).toBe('cursor')
    expect((await callApi(t.app, rc.list, {})).status).toBe(401)
    expect((await callApi(t.app, rc.get, { params: { code: '1001' } })).status).toBe(401)
    expect((await callApi(t.app, rc.list, { token: noRole.token })).status).toBe(403)
    expect((await callApi(t.app, rc.get, { token: noRole.token, params: { code: '1001' } })).status).toBe(403)
    // The demo fraud analyst reads transactions, not the catalogues.
    expect((await callApi(t.app, rc.list, { token: analyst.token })).status).toBe(403)
  })

  it('reads one code with the gateway codes that map to it and where it is used, newest first, in the caller’s scope', async () => {
    const one = await callApi(t.app, rc.get, { token: admin.token, params: { code: '1001' } })
    expect(one.status).toBe(200)
    const detail = one.body as ResultCodeDetail
    expect(detail).toMatchObject({ code: '1001', message: 'Insufficient funds', pspCodeCount: 5 })
    expect(detail.pspCodes.map((p) => `${p.gateway}/${p.code}`)).toEqual(['ATLAS/51', 'BOREAL/51', 'COBALT/51', 'DUNE/SALDO_INSUFICIENTE', 'EMBER/INSUFFICIENT_BALANCE'])

    const carrying = await t.services.db
      .selectFrom('transaction')
      .select(['external_id', 'created_at'])
      .where('result_code', '=', '1001')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(5)
      .execute()
    expect(carrying.length).toBeGreaterThan(0)
    expect(detail.recentTransactions!.map((use) => use.id)).toEqual(carrying.map((row) => row.external_id))

    // A space's admin reads the same catalogue, and only its own merchants' transactions.
    const acme = (await callApi(t.app, rc.get, { token: acmeAdmin.token, params: { code: '1001' } })).body as ResultCodeDetail
    expect(acme.pspCodes).toEqual(detail.pspCodes)
    const acmeMerchants = await t.services.db
      .selectFrom('merchant')
      .select('name')
      .where('id', 'in', await merchantIdsOf(t, { space: 'acme' }))
      .execute()
    const names = new Set(acmeMerchants.map((m) => m.name))
    expect(acme.recentTransactions!.every((use: ResultCodeUse) => names.has(use.merchantAccount))).toBe(true)
    const acmeCarrying = await t.services.db
      .selectFrom('transaction')
      .select('external_id')
      .where('result_code', '=', '1001')
      .where('merchant_id', 'in', await merchantIdsOf(t, { space: 'acme' }))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(5)
      .execute()
    expect(acme.recentTransactions!.map((use) => use.id)).toEqual(acmeCarrying.map((row) => row.external_id))

    // Without transaction.read the code reads, but not its transactions.
    const read = await callApi(t.app, rc.get, { token: reader.token, params: { code: '1001' } })
    expect(read.status).toBe(200)
    expect(read.body.recentTransactions).toBeNull()

    expect((await callApi(t.app, rc.get, { token: admin.token, params: { code: 'NOPE' } })).status).toBe(404)
  })
})

describe('GET pspresultcode and pspresultcode/{code}', () => {
  it('lists the 61 gateway codes by gateway, filtered by gateway, console code, result, category and text', async () => {
    const first = await callApi(t.app, rc.pspList, { token: reader.token, query: { limit: 20 } })
    expect(first.status).toBe(200)
    expect(first.body.total).toBe(61)
    const all = await everyPage<PspResultCode>(t, rc.pspList, reader.token, { limit: 20 })
    expect(all).toHaveLength(61)
    expect(new Set(all.map((p) => p.id)).size).toBe(61)
    expect(all.map((p) => p.gateway)).toEqual([...all.map((p) => p.gateway)].sort())

    const dune = await everyPage<PspResultCode>(t, rc.pspList, admin.token, { gateway: 'DUNE', limit: 4 })
    expect(dune).toHaveLength(9)
    const mapped = await callApi(t.app, rc.pspList, { token: admin.token, query: { resultCode: '1001' } })
    expect(mapped.body.items.map((p: PspResultCode) => p.gateway)).toEqual(['ATLAS', 'BOREAL', 'COBALT', 'DUNE', 'EMBER'])
    const pending = await callApi(t.app, rc.pspList, { token: admin.token, query: { result: 'PENDING' } })
    expect(pending.body.items.map((p: PspResultCode) => `${p.gateway}/${p.code}`)).toEqual(['DUNE/PENDENTE', 'EMBER/CHALLENGE_REQUIRED'])
    const authentication = await callApi(t.app, rc.pspList, { token: admin.token, query: { category: 'AUTHENTICATION', sort: 'code' } })
    expect(authentication.body.items).toHaveLength(6)
    const saldo = await callApi(t.app, rc.pspList, { token: admin.token, query: { q: 'saldo' } })
    expect(saldo.body.items).toEqual([expect.objectContaining({ gateway: 'DUNE', code: 'SALDO_INSUFICIENTE', resultCode: '1001', resultMessage: 'Insufficient funds', result: 'DECLINED', category: 'ISSUER' })])
    expect((await callApi(t.app, rc.pspList, { token: admin.token, query: { result: 'MAYBE' } })).body.errors[0].field).toBe('result')
  })

  it('reads one gateway code with the console code it maps to; 404, 401 and 403', async () => {
    const [saldo] = (await callApi(t.app, rc.pspList, { token: admin.token, query: { q: 'SALDO_INSUFICIENTE' } })).body.items as PspResultCode[]
    const one = await callApi(t.app, rc.pspGet, { token: reader.token, params: { code: saldo!.id } })
    expect(one.status).toBe(200)
    expect(one.body).toMatchObject({ id: saldo!.id, gateway: 'DUNE', code: 'SALDO_INSUFICIENTE', resultCode: '1001' })
    // Both ways: the console code lists it.
    const console = (await callApi(t.app, rc.get, { token: reader.token, params: { code: one.body.resultCode } })).body as ResultCodeDetail
    expect(console.pspCodes.map((p) => p.id)).toContain(saldo!.id)

    expect((await callApi(t.app, rc.pspGet, { token: admin.token, params: { code: 999_999 } })).status).toBe(404)
    expect((await callApi(t.app, rc.pspGet, { token: admin.token, params: { code: 'abc' } })).body.errors[0].field).toBe('code')
    expect((await callApi(t.app, rc.pspGet, { params: { code: saldo!.id } })).status).toBe(401)
    expect((await callApi(t.app, rc.pspList, { token: noRole.token })).status).toBe(403)
    expect((await callApi(t.app, rc.pspGet, { token: noRole.token, params: { code: saldo!.id } })).status).toBe(403)
  })
})

describe('POST, PUT and DELETE resultcode and pspresultcode', () => {
  it('a partner space administrator reads the catalogues but does not change them: 403, and no resultCode.write in their permissions', async () => {
    expect(acmeAdmin.user.permissions).toContain('resultCode.read')
    expect(acmeAdmin.user.permissions).not.toContain('resultCode.write')
    const body = { code: 'T-9002', result: 'DECLINED', category: 'ISSUER', message: 'Not theirs' }
    expect((await callApi(t.app, rc.create, { token: acmeAdmin.token, body })).status).toBe(403)
    expect((await callApi(t.app, rc.update, { token: acmeAdmin.token, params: { code: '1001' }, body: { message: 'Changed for everyone' } })).status).toBe(403)
    expect((await callApi(t.app, rc.remove, { token: acmeAdmin.token, params: { code: '1001' } })).status).toBe(403)
    expect((await callApi(t.app, rc.pspCreate, { token: acmeAdmin.token, body: { gateway: 'ATLAS', code: 'Q8', message: 'x', resultCode: '1001' } })).status).toBe(403)
    expect((await callApi(t.app, rc.get, { token: admin.token, params: { code: '1001' } })).body.message).not.toBe('Changed for everyone')
  })

  it('creates, edits and deletes a console code and a gateway code mapped to it, each write audited with before and after', async () => {
    const created = await callApi(t.app, rc.create, {
      token: platformAdmin.token,
      body: { code: 'T-9001', result: 'DECLINED', category: 'ISSUER', message: 'Card not activated' },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body).toMatchObject({ code: 'T-9001', description: '', retryable: false, pspCodeCount: 0 })
    const createdEvent = await latestEventOn(t.services, 'CREATE', 'rc-platform-admin', 'resultCode')
    expect(createdEvent).toMatchObject({ target_id: 'T-9001' })
    expect(createdEvent!.detail).toMatchObject({ after: { code: 'T-9001', message: 'Card not activated' } })

    const edited = await callApi(t.app, rc.update, { token: platformAdmin.token, params: { code: 'T-9001' }, body: { message: 'Card not yet activated', retryable: true } })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({ message: 'Card not yet activated', retryable: true, result: 'DECLINED' })
    const editEvent = await latestEventOn(t.services, 'UPDATE', 'rc-platform-admin', 'resultCode')
    expect(editEvent!.detail).toMatchObject({ before: { message: 'Card not activated', retryable: false }, after: { message: 'Card not yet activated', retryable: true } })

    const psp = await callApi(t.app, rc.pspCreate, { token: platformAdmin.token, body: { gateway: 'ATLAS', code: 'Q9', message: 'Card not activated', resultCode: 'T-9001' } })
    expect(psp.status, JSON.stringify(psp.body)).toBe(201)
    expect(psp.body).toMatchObject({ gateway: 'ATLAS', code: 'Q9', resultCode: 'T-9001', resultMessage: 'Card not yet activated', result: 'DECLINED', category: 'ISSUER' })
    const pspEvent = await latestEventOn(t.services, 'CREATE', 'rc-platform-admin', 'pspResultCode')
    expect(pspEvent).toMatchObject({ target_id: 'ATLAS/Q9' })

    const mappedTo = (await callApi(t.app, rc.get, { token: admin.token, params: { code: 'T-9001' } })).body as ResultCodeDetail
    expect(mappedTo).toMatchObject({ pspCodeCount: 1, pspCodes: [{ id: psp.body.id, gateway: 'ATLAS', code: 'Q9' }], recentTransactions: [] })

    // Mapped to: the console code stays until its gateway codes map elsewhere.
    const refused = await callApi(t.app, rc.remove, { token: platformAdmin.token, params: { code: 'T-9001' } })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(/^1 PSP result code maps to T-9001/)
    expect((await callApi(t.app, rc.get, { token: admin.token, params: { code: 'T-9001' } })).status).toBe(200)

    const remapped = await callApi(t.app, rc.pspUpdate, { token: platformAdmin.token, params: { code: psp.body.id }, body: { resultCode: '1002', message: 'Do not honour (inactive card)' } })
    expect(remapped.status).toBe(200)
    expect(remapped.body).toMatchObject({ resultCode: '1002', resultMessage: 'Do not honour', message: 'Do not honour (inactive card)' })
    const remapEvent = await latestEventOn(t.services, 'UPDATE', 'rc-platform-admin', 'pspResultCode')
    expect(remapEvent!.detail).toMatchObject({ before: { resultCode: 'T-9001' }, after: { resultCode: '1002' } })

    expect((await callApi(t.app, rc.remove, { token: platformAdmin.token, params: { code: 'T-9001' } })).status).toBe(200)
    expect((await callApi(t.app, rc.get, { token: admin.token, params: { code: 'T-9001' } })).status).toBe(404)
    const deleted = await latestEventOn(t.services, 'DELETE', 'rc-platform-admin', 'resultCode')
    expect(deleted!.detail).toMatchObject({ before: { code: 'T-9001' }, after: null })

    expect((await callApi(t.app, rc.pspRemove, { token: platformAdmin.token, params: { code: psp.body.id } })).status).toBe(200)
    expect((await callApi(t.app, rc.pspGet, { token: admin.token, params: { code: psp.body.id } })).status).toBe(404)
    expect(await latestEventOn(t.services, 'DELETE', 'rc-platform-admin', 'pspResultCode')).toMatchObject({ target_id: 'ATLAS/Q9' })
    expect(((await callApi(t.app, rc.get, { token: admin.token, params: { code: '1002' } })).body as ResultCodeDetail).pspCodes.map((p) => p.code)).not.toContain('Q9')
  })

  it('answers bad input with field errors: duplicates, a gateway or console code that does not exist, formats and card numbers', async () => {
    const duplicate = await callApi(t.app, rc.create, { token: admin.token, body: { code: '1001', result: 'DECLINED', category: 'ISSUER', message: 'Again' } })
    expect(duplicate.status).toBe(400)
    expect(duplicate.body.errors).toMatchObject([{ field: 'code', message: 'This result code already exists' }])
    const bad = await callApi(t.app, rc.create, { token: admin.token, body: { code: 'has space', result: 'MAYBE', category: 'WEATHER', message: '' } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['category', 'code', 'message', 'result'])
    const card = await callApi(t.app, rc.create, { token: admin.token, body: { code: 'T-CARD', result: 'DECLINED', category: 'ISSUER', message: 'Card 4111 1111 1111 1111' } })
    expect(card.body.errors[0].field).toBe('message')
    expect((await callApi(t.app, rc.update, { token: admin.token, params: { code: '1001' }, body: {} })).status).toBe(400)
    expect((await callApi(t.app, rc.update, { token: admin.token, params: { code: '1001' }, body: { category: 'WEATHER' } })).body.errors[0].field).toBe('category')
    expect((await callApi(t.app, rc.update, { token: admin.token, params: { code: 'NOPE' }, body: { message: 'x' } })).status).toBe(404)
    expect((await callApi(t.app, rc.remove, { token: admin.token, params: { code: 'NOPE' } })).status).toBe(404)

    const pspDuplicate = await callApi(t.app, rc.pspCreate, { token: admin.token, body: { gateway: 'DUNE', code: 'SALDO_INSUFICIENTE', message: 'Again', resultCode: '1001' } })
    expect(pspDuplicate.status).toBe(400)
    expect(pspDuplicate.body.errors).toMatchObject([{ field: 'code', message: 'This gateway already has this code' }])
    // Gateways reuse each other's codes: the same code on another gateway is another record.
    const elsewhere = await callApi(t.app, rc.pspCreate, { token: admin.token, body: { gateway: 'EMBER', code: '51', message: 'Not sufficient funds', resultCode: '1001' } })
    expect(elsewhere.status).toBe(201)
    const noGateway = await callApi(t.app, rc.pspCreate, { token: admin.token, body: { gateway: 'NOWHERE', code: 'X1', message: 'x', resultCode: '1001' } })
    expect(noGateway.body.errors).toMatchObject([{ field: 'gateway', message: 'No such gateway' }])
    const noTarget = await callApi(t.app, rc.pspCreate, { token: admin.token, body: { gateway: 'ATLAS', code: 'X1', message: 'x', resultCode: '9999' } })
    expect(noTarget.body.errors).toMatchObject([{ field: 'resultCode', message: 'No such result code' }])
    const remapNowhere = await callApi(t.app, rc.pspUpdate, { token: admin.token, params: { code: elsewhere.body.id }, body: { resultCode: '9999' } })
    expect(remapNowhere.body.errors).toMatchObject([{ field: 'resultCode', message: 'No such result code' }])
    const pspBad = await callApi(t.app, rc.pspCreate, { token: admin.token, body: { gateway: '', code: '', message: '' } })
    expect(pspBad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['code', 'gateway', 'message', 'resultCode'])
    // A gateway code keeps its gateway and code: a change of either is another record.
    expect((await callApi(t.app, rc.pspUpdate, { token: admin.token, params: { code: elsewhere.body.id }, body: { gateway: 'ATLAS' } })).status).toBe(400)
    expect((await callApi(t.app, rc.pspUpdate, { token: admin.token, params: { code: 999_999 }, body: { message: 'x' } })).status).toBe(404)
    expect((await callApi(t.app, rc.pspRemove, { token: admin.token, params: { code: 999_999 } })).status).toBe(404)
    expect((await callApi(t.app, rc.pspRemove, { token: admin.token, params: { code: elsewhere.body.id } })).status).toBe(200)
  })

  it('writes only with resultCode.write: 403 for a reader and a user without roles, 401 without a token', async () => {
    const body = { code: 'T-9002', result: 'ERROR', category: 'GATEWAY', message: 'Nope' }
    expect((await callApi(t.app, rc.create, { token: reader.token, body })).status).toBe(403)
    expect((await callApi(t.app, rc.create, { token: noRole.token, body })).status).toBe(403)
    expect((await callApi(t.app, rc.create, { body })).status).toBe(401)
    expect((await callApi(t.app, rc.update, { token: reader.token, params: { code: '1001' }, body: { message: 'x' } })).status).toBe(403)
    expect((await callApi(t.app, rc.remove, { token: noRole.token, params: { code: '1001' } })).status).toBe(403)
    const pspBody = { gateway: 'ATLAS', code: 'Z9', message: 'x', resultCode: '1001' }
    expect((await callApi(t.app, rc.pspCreate, { token: reader.token, body: pspBody })).status).toBe(403)
    expect((await callApi(t.app, rc.pspUpdate, { token: noRole.token, params: { code: 1 }, body: { message: 'x' } })).status).toBe(403)
    expect((await callApi(t.app, rc.pspRemove, { token: reader.token, params: { code: 1 } })).status).toBe(403)
    expect((await callApi(t.app, rc.pspRemove, { params: { code: 1 } })).status).toBe(401)
  })
})
