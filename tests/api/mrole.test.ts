import { calls } from '@domain/calls'
import type { Role } from '@domain/entities/mrole'
import { describe, expect, it } from 'vitest'
import { callApi, eventsOf, newUsersForFile, signedInForFile, signIn, signInNewUser, testAppForFile, withoutApprovalsForFile } from './helpers'

const r = calls.mrole
const t = testAppForFile({ transactions: 50 })
withoutApprovalsForFile(t)
const { admin, analyst } = signedInForFile(t, ['admin', 'analyst'])
const { spaceAdmin, groupAdmin } = newUsersForFile(t, {
  spaceAdmin: { username: 'mr-acme-admin', space: 'acme', scope: 'SPACE', role: 'ADMIN' },
  groupAdmin: { username: 'mr-retail-admin', space: 'acme', scope: 'GROUP', groupName: 'acme-retail', role: 'ADMIN' },
})

describe('GET mrole, mrole/{space}/{name} and mspace/{space}/role', () => {
  it('lists roles per space (every space for the super admin, its own for others), filtered by permission', async () => {
    const all = await callApi(t.app, r.list, { token: admin.token, query: { limit: 100 } })
    expect(all.status).toBe(200)
    expect(all.body.items).toHaveLength(15)
    const acme = await callApi(t.app, r.list, { token: spaceAdmin.token, query: { permission: 'fraud.write' } })
    expect(acme.body.items.map((x: Role) => `${x.space}/${x.name}`).sort()).toEqual(['acme/ADMIN', 'acme/FRAUD_ANALYST'])
    const one = await callApi(t.app, r.get, { token: groupAdmin.token, params: { space: 'acme', name: 'SUPPORT' } })
    expect(one.body).toMatchObject({ space: 'acme', name: 'SUPPORT', userCount: 2 })
    expect((await callApi(t.app, r.get, { token: spaceAdmin.token, params: { space: 'rio', name: 'SUPPORT' } })).status).toBe(404)
    expect((await callApi(t.app, r.list, { token: analyst.token })).status).toBe(403)
    const ofSpace = await callApi(t.app, calls.mspace.roles, { token: spaceAdmin.token, params: { space: 'acme' } })
    expect(ofSpace.body.map((x: Role) => x.name)).toEqual(['ADMIN', 'FINANCE', 'FRAUD_ANALYST', 'MERCHANT', 'SUPPORT'])
    expect((await callApi(t.app, calls.mspace.roles, { token: spaceAdmin.token, params: { space: 'rio' } })).status).toBe(404)
    expect((await callApi(t.app, r.list, {})).status).toBe(401)
  })
})

describe('POST, PUT and DELETE mrole', () => {
  it('a space admin creates, edits and deletes a role of its space; each write audited with before and after', async () => {
    const created = await callApi(t.app, r.create, { token: spaceAdmin.token, body: { space: 'acme', name: 'REFUNDS', description: 'Refund desk', permissions: ['transaction.read', 'transaction.update'] } })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ space: 'acme', name: 'REFUNDS', userCount: 0 })
    const dup = await callApi(t.app, r.create, { token: spaceAdmin.token, body: { space: 'acme', name: 'REFUNDS' } })
    expect(dup.body.errors[0].field).toBe('name')
    const bad = await callApi(t.app, r.create, { token: spaceAdmin.token, body: { space: 'acme', name: 'has space', permissions: ['nope'] } })
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['name', 'permissions.0']))
    const edited = await callApi(t.app, r.update, { token: spaceAdmin.token, params: { space: 'acme', name: 'REFUNDS' }, body: { permissions: ['transaction.read'] } })
    expect(edited.body.permissions).toEqual(['transaction.read'])
    const [event] = await eventsOf(t.services, 'UPDATE', 'mr-acme-admin')
    expect(event).toMatchObject({ target_type: 'role', target_id: 'acme/REFUNDS' })
    expect(event!.detail).toMatchObject({ before: { permissions: ['transaction.read', 'transaction.update'] }, after: { permissions: ['transaction.read'] } })
    expect((await callApi(t.app, r.remove, { token: spaceAdmin.token, params: { space: 'acme', name: 'REFUNDS' } })).status).toBe(200)
    expect((await callApi(t.app, r.get, { token: spaceAdmin.token, params: { space: 'acme', name: 'REFUNDS' } })).status).toBe(404)
  })

  it('no escalation: a permission the admin lacks, another space, a group admin, a role still held; 403 without role.write', async () => {
    const limited = await signInNewUser(t, { username: 'mr-analyst-admin', space: 'acme', scope: 'SPACE', role: 'FRAUD_ANALYST' })
    await t.services.db.updateTable('role').set({ permissions: JSON.stringify(['role.read', 'role.write', 'fraud.read']) }).where('name', '=', 'FRAUD_ANALYST').where('space_id', 'in', t.services.db.selectFrom('space').select('id').where('name', '=', 'acme')).execute()
    const grant = await callApi(t.app, r.create, { token: limited.token, body: { space: 'acme', name: 'SNEAKY', permissions: ['fraud.read', 'user.write'] } })
    expect(grant.status, JSON.stringify(grant.body)).toBe(403)
    expect(grant.body.errors[0]).toMatchObject({ field: 'permissions', message: expect.stringContaining('user.write') })
    expect((await callApi(t.app, r.update, { token: limited.token, params: { space: 'acme', name: 'ADMIN' }, body: { description: 'mine now' } })).status).toBe(403)
    expect((await callApi(t.app, r.create, { token: spaceAdmin.token, body: { space: 'rio', name: 'X' } })).body.errors[0].field).toBe('space')
    expect((await callApi(t.app, r.update, { token: spaceAdmin.token, params: { space: 'rio', name: 'ADMIN' }, body: { description: 'x' } })).status).toBe(404)
    expect((await callApi(t.app, r.create, { token: groupAdmin.token, body: { space: 'acme', name: 'GROUPROLE' } })).status).toBe(403)
    const held = await callApi(t.app, r.remove, { token: spaceAdmin.token, params: { space: 'acme', name: 'SUPPORT' } })
    expect(held.status).toBe(409)
    const support = await signIn(t.app, 'support')
    expect((await callApi(t.app, r.create, { token: support.token, body: { space: 'acme', name: 'X' } })).status).toBe(403)
  })

  it('a change to a role’s permissions is seen at its holders’ next call', async () => {
    const holder = await signInNewUser(t, { username: 'mr-holder', space: 'rio', scope: 'SPACE', role: 'SUPPORT' })
    expect((await callApi(t.app, calls.paymentlink.list, { token: holder.token })).status).toBe(200)
    await callApi(t.app, r.update, { token: admin.token, params: { space: 'rio', name: 'SUPPORT' }, body: { permissions: ['dashboard.read', 'transaction.read'] } })
    expect((await callApi(t.app, calls.paymentlink.list, { token: holder.token })).status).toBe(403)
  })
})
