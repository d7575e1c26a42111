import { calls } from '@domain/calls'
import type { QuicksightReport, Space } from '@domain/entities/mspace'
import { beforeAll, describe, expect, it } from 'vitest'
import { callApi, eventsOf, newUsersForFile, signedInForFile, signIn, signInNewUser, testAppForFile } from './helpers'

const s = calls.mspace
const t = testAppForFile({ transactions: 50 })
const { admin, analyst, support } = signedInForFile(t, ['admin', 'analyst', 'support'])
const { spaceAdmin, groupAdmin } = newUsersForFile(t, {
  spaceAdmin: { username: 'ms-acme-admin', space: 'acme', scope: 'SPACE', role: 'ADMIN' },
  groupAdmin: { username: 'ms-retail-admin', space: 'acme', scope: 'GROUP', groupName: 'acme-retail', role: 'ADMIN' },
})
let acmeId: number
let rioId: number

beforeAll(async () => {
  const spaces = await t.services.db.selectFrom('space').select(['id', 'name']).execute()
  acmeId = Number(spaces.find((x) => x.name === 'acme')!.id)
  rioId = Number(spaces.find((x) => x.name === 'rio')!.id)
})

describe('GET mspace and mspace/{id}', () => {
  it('the super admin lists every space with its counts; a space admin only its own; another space is 404', async () => {
    const all = await callApi(t.app, s.list, { token: admin.token })
    expect(all.status).toBe(200)
    expect(all.body.items.map((x: Space) => x.name)).toEqual(['acme', 'platform', 'rio'])
    const own = await callApi(t.app, s.list, { token: spaceAdmin.token })
    expect(own.body.items).toHaveLength(1)
    expect(own.body.items[0]).toMatchObject({ name: 'acme', isOperator: false })
    expect(own.body.items[0].merchantCount).toBeGreaterThan(0)
    expect((await callApi(t.app, s.get, { token: spaceAdmin.token, params: { id: acmeId } })).body.name).toBe('acme')
    expect((await callApi(t.app, s.get, { token: spaceAdmin.token, params: { id: rioId } })).status).toBe(404)
    expect((await callApi(t.app, s.get, { token: spaceAdmin.token, params: { id: 'x' } })).status).toBe(400)
    expect((await callApi(t.app, s.list, {})).status).toBe(401)
    expect((await callApi(t.app, s.list, { token: support.token })).status).toBe(403)
  })
})

describe('POST mspace', () => {
  it('only the super admin opens a space; it starts with the built-in roles and default settings', async () => {
    const res = await callApi(t.app, s.create, { token: admin.token, body: { name: 'nova', displayName: 'Nova Pay', partnerKey: null } })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ name: 'nova', userCount: 0 })
    const roles = await callApi(t.app, s.roles, { token: admin.token, params: { space: 'nova' } })
    expect(roles.body).toHaveLength(5)
    expect((await callApi(t.app, s.getConfig, { token: admin.token, params: { id: res.body.id } })).body).toMatchObject({ space: 'nova', twoFaRequired: false, passwordExpiryDays: 90 })
    expect((await callApi(t.app, s.create, { token: admin.token, body: { name: 'nova', displayName: 'Again' } })).body.errors[0].field).toBe('name')
    expect((await callApi(t.app, s.create, { token: admin.token, body: { name: 'x', displayName: 'X', partnerKey: 'nobody' } })).body.errors[0].field).toBe('partnerKey')
    expect((await callApi(t.app, s.create, { token: admin.token, body: { name: 'bad name' } })).body.errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['name', 'displayName']),
    )
    expect((await callApi(t.app, s.create, { token: spaceAdmin.token, body: { name: 'mine', displayName: 'Mine' } })).status).toBe(403)
    expect((await eventsOf(t.services, 'CREATE', 'admin')).some((e) => e.target_type === 'space' && e.target_id === 'nova')).toBe(true)
  })
})

describe('mspace/{id}/merchanttag', () => {
  it('answers the tag catalogue by the space’s id or its name; another space is 404', async () => {
    const byId = await callApi(t.app, s.merchantTags, { token: spaceAdmin.token, params: { id: acmeId } })
    const byName = await callApi(t.app, s.merchantTags, { token: spaceAdmin.token, params: { id: 'acme' } })
    expect(byId.status).toBe(200)
    expect(byName.body).toEqual(byId.body)
    expect((await callApi(t.app, s.merchantTags, { token: spaceAdmin.token, params: { id: 'rio' } })).status).toBe(404)
  })
})

describe('GET and POST mspace/{id}/config', () => {
  it('a space admin reads and saves its settings, audited; a group admin may not; another space is 404', async () => {
    const before = await callApi(t.app, s.getConfig, { token: spaceAdmin.token, params: { id: acmeId } })
    expect(before.body).toMatchObject({ space: 'acme', defaultCurrency: 'USD', idleTimeoutMinutes: 15 })
    const saved = await callApi(t.app, s.saveConfig, { token: spaceAdmin.token, params: { id: acmeId }, body: { timezone: 'UTC', passwordExpiryDays: 30, idleTimeoutMinutes: 10 } })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ defaultCurrency: 'USD', passwordExpiryDays: 30, idleTimeoutMinutes: 10, updatedBy: 'ms-acme-admin' })
    const [event] = await eventsOf(t.services, 'UPDATE', 'ms-acme-admin')
    expect(event).toMatchObject({ target_type: 'spaceConfig', target_id: 'acme' })
    expect(event!.detail).toMatchObject({ before: { passwordExpiryDays: 90 }, after: { passwordExpiryDays: 30 } })
    const bad = await callApi(t.app, s.saveConfig, { token: spaceAdmin.token, params: { id: acmeId }, body: { defaultCurrency: 'euro', passwordExpiryDays: 0 } })
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['defaultCurrency', 'passwordExpiryDays']))
    expect((await callApi(t.app, s.saveConfig, { token: groupAdmin.token, params: { id: acmeId }, body: { idleTimeoutMinutes: 12 } })).status).toBe(403)
    expect((await callApi(t.app, s.saveConfig, { token: spaceAdmin.token, params: { id: rioId }, body: { idleTimeoutMinutes: 12 } })).status).toBe(404)
    expect((await callApi(t.app, s.getConfig, { token: spaceAdmin.token, params: { id: rioId } })).status).toBe(404)
  })

  it('the space’s password expiry applies to a password change, and a 2FA requirement holds its users to their own calls until they enrol', async () => {
    const user = await signInNewUser(t, { username: 'ms-acme-user', space: 'acme', scope: 'SPACE', role: 'SUPPORT' })
    const change = await callApi(t.app, calls.auth.changePassword, { token: user.token, body: { oldPassword: 'Console-Demo-1', newPassword: 'A-New-Password-31' } })
    expect(change.status).toBe(200)
    const row = await t.services.db.selectFrom('app_user').select(['password_expires_at', 'password_changed_at']).where('username', '=', 'ms-acme-user').executeTakeFirstOrThrow()
    expect(Math.round((row.password_expires_at.getTime() - row.password_changed_at.getTime()) / 86_400_000)).toBe(30)

    await callApi(t.app, s.saveConfig, { token: spaceAdmin.token, params: { id: acmeId }, body: { twoFaRequired: true } })
    const again = await signIn(t.app, 'ms-acme-user', 'A-New-Password-31')
    const refused = await callApi(t.app, calls.transaction.list, { token: again.token })
    expect(refused.status).toBe(403)
    expect(refused.body.errorCode).toBe('TOTP_REQUIRED')
    expect((await callApi(t.app, calls.auth.twoFaEnroll, { token: again.token })).status).toBe(200)
    await callApi(t.app, s.saveConfig, { token: admin.token, params: { id: acmeId }, body: { twoFaRequired: false } })
    expect((await callApi(t.app, calls.transaction.list, { token: again.token })).status).toBe(200)
  })
})

describe('mspace/{space}/quicksightreports', () => {
  it('lists, reads, creates, edits and deletes a space’s report configs; writes audited; out of scope 404; group admin 403', async () => {
    const list = await callApi(t.app, s.quicksightReports, { token: analyst.token, params: { space: 'acme' } })
    expect(list.status).toBe(200)
    expect(list.body.map((x: QuicksightReport) => x.name)).toEqual(['Approval rates', 'Chargebacks', 'Settlement reconciliation'])
    const body = { name: 'Refund trends', description: 'Refunds by week', dashboardId: 'acme-refunds', region: 'eu-west-1' }
    const created = await callApi(t.app, s.createQuicksightReport, { token: spaceAdmin.token, params: { space: 'acme' }, body })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ ...body, space: 'acme', status: 'ENABLED' })
    const id = created.body.id
    expect((await callApi(t.app, s.getQuicksightReport, { token: analyst.token, params: { space: 'acme', id } })).body.name).toBe('Refund trends')
    const edited = await callApi(t.app, s.updateQuicksightReport, { token: spaceAdmin.token, params: { space: 'acme', id }, body: { status: 'DISABLED' } })
    expect(edited.body).toMatchObject({ status: 'DISABLED', name: 'Refund trends' })
    expect((await callApi(t.app, s.createQuicksightReport, { token: spaceAdmin.token, params: { space: 'acme' }, body })).body.errors[0].field).toBe('name')
    expect((await callApi(t.app, s.createQuicksightReport, { token: spaceAdmin.token, params: { space: 'acme' }, body: { ...body, region: 'moon' } })).body.errors[0].field).toBe('region')
    expect((await callApi(t.app, s.updateQuicksightReport, { token: groupAdmin.token, params: { space: 'acme', id }, body: { status: 'ENABLED' } })).status).toBe(403)
    expect((await callApi(t.app, s.getQuicksightReport, { token: spaceAdmin.token, params: { space: 'rio', id } })).status).toBe(404)
    expect((await callApi(t.app, s.quicksightReports, { token: spaceAdmin.token, params: { space: 'rio' } })).status).toBe(404)
    expect((await callApi(t.app, s.removeQuicksightReport, { token: spaceAdmin.token, params: { space: 'acme', id } })).status).toBe(200)
    expect((await callApi(t.app, s.getQuicksightReport, { token: spaceAdmin.token, params: { space: 'acme', id } })).status).toBe(404)
    expect((await eventsOf(t.services, 'DELETE', 'ms-acme-admin'))[0]).toMatchObject({ target_type: 'quicksightReport', target_id: `acme/${id}` })
    expect((await callApi(t.app, s.createQuicksightReport, { token: support.token, params: { space: 'acme' }, body })).status).toBe(403)
  })
})
