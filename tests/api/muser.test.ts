import { API_PREFIX } from '@domain/call'
import { calls } from '@domain/calls'
import type { AdminUser, UserEvent } from '@domain/entities/muser'
import type { Session } from '@domain/entities/user'
import * as invitedStatus from '@server/db/migrations/0042_invited'
import { beforeAll, describe, expect, it } from 'vitest'
import { callApi, createRole, eventsOf, lastEmailTo, multipartFile, newUserBody, newUsersForFile, request, sessionIdOf, signedInForFile, signIn, signInNewUser, testAppForFile, withoutApprovalsForFile } from './helpers'

const u = calls.muser
const t = testAppForFile({ transactions: 50 })
withoutApprovalsForFile(t)
const { admin, analyst } = signedInForFile(t, ['admin', 'analyst'])

// A space admin holding user.write but not every permission: a role of its own.
beforeAll(() => createRole(t.services, 'acme', 'USER_ADMIN', ['user.read', 'user.write', 'user.audit', 'transaction.read']))
const { spaceAdmin, groupAdmin, limitedAdmin } = newUsersForFile(t, {
  spaceAdmin: { username: 'mu-acme-admin', space: 'acme', scope: 'SPACE', role: 'ADMIN' },
  groupAdmin: { username: 'mu-retail-admin', space: 'acme', scope: 'GROUP', groupName: 'acme-retail', role: 'ADMIN' },
  limitedAdmin: { username: 'mu-limited', space: 'acme', scope: 'SPACE', role: 'USER_ADMIN' },
})

describe('GET muser and muser/{user}', () => {
  it('the super admin lists users of every space; an acme space admin only acme users; 401 without a token, 403 without user.read', async () => {
    const all = await callApi(t.app, u.list, { token: admin.token, query: { limit: 200 } })
    expect(all.status).toBe(200)
    expect(all.body.items.map((x: AdminUser) => x.space)).toEqual(expect.arrayContaining(['platform', 'acme']))
    const acme = await callApi(t.app, u.list, { token: spaceAdmin.token, query: { limit: 200 } })
    expect(acme.body.items.every((x: AdminUser) => x.space === 'acme')).toBe(true)
    expect(acme.body.items.map((x: AdminUser) => x.username)).toContain('support')
    expect((await callApi(t.app, u.list, {})).status).toBe(401)
    expect((await callApi(t.app, u.list, { token: analyst.token })).status).toBe(403)
  })

  it('filters by role, status and text, and answers one user with roles; another space or a super admin is 404 for a space admin', async () => {
    const support = await callApi(t.app, u.list, { token: admin.token, query: { role: 'SUPPORT', q: 'sam' } })
    expect(support.body.items.map((x: AdminUser) => x.username)).toEqual(['support'])
    const one = await callApi(t.app, u.get, { token: spaceAdmin.token, params: { user: 'support' } })
    expect(one.status).toBe(200)
    expect(one.body).toMatchObject({ username: 'support', scope: 'GROUP', group: 'acme-retail', roles: ['SUPPORT'], status: 'ACTIVE' })
    expect((await callApi(t.app, u.get, { token: spaceAdmin.token, params: { user: 'admin' } })).status).toBe(404)
    expect((await callApi(t.app, u.get, { token: groupAdmin.token, params: { user: 'analyst' } })).status).toBe(404)
    expect((await callApi(t.app, u.list, { token: admin.token, query: { status: 'NOPE' } })).status).toBe(400)
  })
})

describe('POST muser', () => {
  it('a space admin creates an acme user with a role; the password it gives must be changed at the first sign-in; audited', async () => {
    const res = await callApi(t.app, u.create, { token: spaceAdmin.token, body: newUserBody('mu-created') })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ username: 'mu-created', space: 'acme', roles: ['SUPPORT'], status: 'ACTIVE' })
    expect(res.body.passwordExpiration).toBe(res.body.created)
    const first = await signIn(t.app, 'mu-created', 'Given-Password-42')
    expect((await callApi(t.app, calls.transaction.list, { token: first.token })).body.errorCode).toBe('PASSWORD_EXPIRED')
    const [event] = await eventsOf(t.services, 'CREATE', 'mu-acme-admin')
    expect(event).toMatchObject({ target_type: 'user', target_id: 'mu-created' })
    expect(JSON.stringify(event!.detail)).not.toContain('Given-Password-42')
  })

  it('without a password the user is invited: a single-use link that expires, which says when it was already used', async () => {
    const res = await callApi(t.app, u.create, { token: spaceAdmin.token, body: newUserBody('mu-invited', { password: undefined }) })
    expect(res.status).toBe(201)
    // INVITED until the link sets a password: no password expires, and signing in says why it cannot.
    expect(res.body).toMatchObject({ status: 'INVITED', passwordExpiration: null })
    const early = await request(t.app, 'POST', `${API_PREFIX}/login`, { body: { username: 'mu-invited', password: 'Chosen-Password-77' } })
    expect(early.status).toBe(401)
    expect(early.body.errorCode).toBe('USER_INVITED')
    const listed = await callApi(t.app, u.list, { token: spaceAdmin.token, query: { status: 'INVITED', limit: 200 } })
    expect(listed.body.items.map((x: AdminUser) => x.username)).toEqual(['mu-invited'])
    const mail = await lastEmailTo(t.services, 'mu-invited@people.example')
    expect(mail?.subject).toContain('account is ready')
    const code = /resetpassword\/([\w-]+)/.exec(mail!.body_text)![1]!
    const reset = (password: string) => request(t.app, 'PUT', `${API_PREFIX}/resetpassword`, { body: { code, password } })
    expect((await reset('Chosen-Password-77')).status).toBe(200)
    const chosen = await callApi(t.app, u.get, { token: spaceAdmin.token, params: { user: 'mu-invited' } })
    expect(chosen.body.status).toBe('ACTIVE')
    expect(chosen.body.passwordExpiration).not.toBeNull()
    const again = await reset('Another-Password-78')
    expect(again.status).toBe(400)
    expect(again.body.message).toContain('already used')
    expect((await signIn(t.app, 'mu-invited', 'Chosen-Password-77')).user.mRoles).toEqual([{ name: 'SUPPORT' }])
  })

  it('an invited user is disabled and enabled again as INVITED, the audit log naming each; an admin cannot set INVITED', async () => {
    await callApi(t.app, u.create, { token: spaceAdmin.token, body: newUserBody('mu-invited-off', { password: undefined }) })
    const setStatus = (status: string) => callApi(t.app, u.setStatus, { token: spaceAdmin.token, params: { user: 'mu-invited-off' }, body: { status } })
    expect((await setStatus('DISABLED')).body.status).toBe('DISABLED')
    expect((await setStatus('ACTIVE')).body.status).toBe('INVITED')
    expect((await setStatus('INVITED')).status).toBe(400)
    // The audit log names the status changes rather than calling them updates.
    const log = await callApi(t.app, u.events, { token: spaceAdmin.token, query: { targetType: 'user', targetId: 'mu-invited-off', sort: '-created' } })
    expect(log.body.items.map((e: UserEvent) => [e.type, e.action])).toEqual([
      ['UPDATE', 'ENABLED'],
      ['UPDATE', 'DISABLED'],
      ['CREATE', null],
    ])
  })

  it('migration 0042 makes INVITED the users who never chose a password, and no one else', async () => {
    await callApi(t.app, u.create, { token: spaceAdmin.token, body: newUserBody('mu-invited-before', { password: undefined }) })
    const db = t.services.db
    await db.updateTable('app_user').set({ status: 'ACTIVE' }).where('username', '=', 'mu-invited-before').execute()
    await invitedStatus.up(db as never)
    const statuses = await db.selectFrom('app_user').select(['username', 'status']).where('username', 'in', ['mu-invited-before', 'support']).orderBy('username').execute()
    expect(statuses).toEqual([
      { username: 'mu-invited-before', status: 'INVITED' },
      { username: 'support', status: 'ACTIVE' },
    ])
  })

  it('field errors: a bad username, a missing group for GROUP scope, a taken email', async () => {
    const bad = await callApi(t.app, u.create, { token: spaceAdmin.token, body: newUserBody('No Spaces!', { scope: 'GROUP' }) })
    expect(bad.status).toBe(400)
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['username', 'group']))
    const taken = await callApi(t.app, u.create, { token: spaceAdmin.token, body: newUserBody('mu-other', { email: 'support@console.example' }) })
    expect(taken.status).toBe(400)
    expect(taken.body.errors[0].field).toBe('email')
  })

  it('no escalation: another space, a wider scope, another group, a role with permissions the admin lacks, a role of another space', async () => {
    const other = await callApi(t.app, u.create, { token: spaceAdmin.token, body: newUserBody('mu-rio', { space: 'rio' }) })
    expect(other.status).toBe(400)
    expect(other.body.errors[0].field).toBe('space')
    const wider = await callApi(t.app, u.create, { token: groupAdmin.token, body: newUserBody('mu-wider') })
    expect(wider.body.errors[0].field).toBe('scope')
    const otherGroup = await callApi(t.app, u.create, { token: groupAdmin.token, body: newUserBody('mu-travel', { scope: 'GROUP', group: 'acme-travel' }) })
    expect(otherGroup.body.errors[0].field).toBe('group')
    const grant = await callApi(t.app, u.create, { token: limitedAdmin.token, body: newUserBody('mu-grant', { roles: ['ADMIN'] }) })
    expect(grant.status).toBe(403)
    expect(grant.body.errors[0].field).toBe('roles')
    const rioRole = await callApi(t.app, u.create, { token: spaceAdmin.token, body: newUserBody('mu-rio-role', { roles: ['SUPPORT', 'GHOST'] }) })
    expect(rioRole.body.errors[0]).toMatchObject({ field: 'roles', message: expect.stringContaining('GHOST') })
    expect((await t.services.db.selectFrom('app_user').select('id').where('username', 'like', 'mu-%').where('username', 'in', ['mu-rio', 'mu-wider', 'mu-travel', 'mu-grant']).execute())).toEqual([])
  })
})

describe('PUT muser/{user}', () => {
  it('changes the name and moves a user to a group; nobody but a super admin edits a super admin', async () => {
    const res = await callApi(t.app, u.update, { token: spaceAdmin.token, params: { user: 'mu-created' }, body: { realName: 'Renamed', scope: 'GROUP', group: 'acme-travel' } })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ realName: 'Renamed', scope: 'GROUP', group: 'acme-travel' })
    expect((await callApi(t.app, u.update, { token: spaceAdmin.token, params: { user: 'mu-created' }, body: { email: 'nope' } })).status).toBe(400)
    expect((await callApi(t.app, u.update, { token: spaceAdmin.token, params: { user: 'admin' }, body: { realName: 'x' } })).status).toBe(404)
    // A platform user holding user.write but not a super admin still may not touch one.
    const platformGroup = await signInNewUser(t, { username: 'mu-platform-group', space: 'platform', scope: 'GROUP', groupName: 'platform-direct', role: 'ADMIN' })
    expect((await callApi(t.app, u.update, { token: platformGroup.token, params: { user: 'admin' }, body: { realName: 'x' } })).status).toBe(404)
    expect((await callApi(t.app, u.update, { token: admin.token, params: { user: 'mu-created' }, body: { realName: 'By the super admin' } })).status).toBe(200)
  })
})

describe('PUT muser/{user}/status and password, POST and DELETE muser/{user}/role', () => {
  it('disabling ends the user’s sessions at once; unlocking clears the failures', async () => {
    const victim = await signInNewUser(t, { username: 'mu-victim', space: 'acme', scope: 'SPACE', role: 'SUPPORT' })
    expect((await callApi(t.app, calls.transaction.list, { token: victim.token })).status).toBe(200)
    const off = await callApi(t.app, u.setStatus, { token: spaceAdmin.token, params: { user: 'mu-victim' }, body: { status: 'DISABLED' } })
    expect(off.body.status).toBe('DISABLED')
    expect((await callApi(t.app, calls.transaction.list, { token: victim.token })).status).toBe(401)
    expect((await request(t.app, 'POST', `${API_PREFIX}/refreshtoken`, { body: { refreshToken: victim.refreshToken } })).status).toBe(401)

    await t.services.db.updateTable('app_user').set({ status: 'LOCKED', failed_logins: 10, locked_until: new Date(t.clock.now().getTime() + 3600_000) }).where('username', '=', 'mu-victim').execute()
    const on = await callApi(t.app, u.setStatus, { token: spaceAdmin.token, params: { user: 'mu-victim' }, body: { status: 'ACTIVE' } })
    expect(on.body).toMatchObject({ status: 'ACTIVE', lockedUntil: null })
    expect((await t.services.db.selectFrom('app_user').select('failed_logins').where('username', '=', 'mu-victim').executeTakeFirstOrThrow()).failed_logins).toBe(0)
    await signIn(t.app, 'mu-victim')

    expect((await callApi(t.app, u.setStatus, { token: spaceAdmin.token, params: { user: 'mu-victim' }, body: { status: 'LOCKED' } })).status).toBe(400)
    expect((await callApi(t.app, u.setStatus, { token: spaceAdmin.token, params: { user: 'mu-acme-admin' }, body: { status: 'DISABLED' } })).status).toBe(403)
    expect((await callApi(t.app, u.setStatus, { token: spaceAdmin.token, params: { user: 'merchant-nobody' }, body: { status: 'ACTIVE' } })).status).toBe(404)
  })

  it('an admin sets a password the user must change at the next sign-in, or sends a reset link', async () => {
    const set = await callApi(t.app, u.setPassword, { token: spaceAdmin.token, params: { user: 'mu-victim' }, body: { password: 'Admin-Set-Pass-1' } })
    expect(set.status).toBe(200)
    const signed = await signIn(t.app, 'mu-victim', 'Admin-Set-Pass-1')
    expect(new Date(signed.user.passwordExpiration).getTime()).toBeLessThanOrEqual(t.clock.now().getTime())
    expect((await callApi(t.app, u.setPassword, { token: spaceAdmin.token, params: { user: 'mu-victim' }, body: { password: 'short' } })).body.errors[0].field).toBe('password')
    const link = await callApi(t.app, u.setPassword, { token: spaceAdmin.token, params: { user: 'mu-victim' }, body: {} })
    expect(link.status).toBe(200)
    expect((await lastEmailTo(t.services, 'mu-victim@test.example'))?.body_text).toContain('/resetpassword/')
    const [event] = await eventsOf(t.services, 'RESET_PASSWORD', 'mu-acme-admin')
    expect(event!.detail).toMatchObject({ resetLinkSent: true })
  })

  it('a role added is seen at the user’s next call, and so is its removal; no escalation through roles', async () => {
    const user = await signInNewUser(t, { username: 'mu-roles', space: 'acme', scope: 'SPACE' })
    expect((await callApi(t.app, calls.transaction.list, { token: user.token })).status).toBe(403)
    const added = await callApi(t.app, u.addRole, { token: spaceAdmin.token, params: { user: 'mu-roles' }, body: { role: 'SUPPORT' } })
    expect(added.body.roles).toEqual(['SUPPORT'])
    expect((await callApi(t.app, calls.transaction.list, { token: user.token })).status).toBe(200)
    const removed = await callApi(t.app, u.removeRole, { token: spaceAdmin.token, params: { user: 'mu-roles' }, body: { role: 'SUPPORT' } })
    expect(removed.body.roles).toEqual([])
    expect((await callApi(t.app, calls.transaction.list, { token: user.token })).status).toBe(403)

    const escalate = await callApi(t.app, u.addRole, { token: limitedAdmin.token, params: { user: 'mu-roles' }, body: { role: 'ADMIN' } })
    expect(escalate.status).toBe(403)
    expect((await callApi(t.app, u.addRole, { token: spaceAdmin.token, params: { user: 'mu-roles' }, body: { role: 'GHOST' } })).body.errors[0].field).toBe('role')
    expect((await callApi(t.app, u.removeRole, { token: spaceAdmin.token, params: { user: 'mu-roles' }, body: { role: 'SUPPORT' } })).status).toBe(400)
    expect((await callApi(t.app, u.addRole, { token: analyst.token, params: { user: 'mu-roles' }, body: { role: 'SUPPORT' } })).status).toBe(403)
    expect((await callApi(t.app, u.addRole, { token: spaceAdmin.token, params: { user: 'admin' }, body: { role: 'SUPPORT' } })).status).toBe(404)
  })

  it('uploads an avatar for a user', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
    const file = multipartFile('file', 'a.png', 'image/png', png)
    const res = await request(t.app, 'POST', `${API_PREFIX}/muser/mu-roles/avatar`, { token: spaceAdmin.token, body: file.payload, headers: file.headers })
    expect(res.status).toBe(200)
    expect(res.body.avatar).toMatch(/^\/|^http/)
    expect((await request(t.app, 'POST', `${API_PREFIX}/muser/admin/avatar`, { token: spaceAdmin.token, body: file.payload, headers: file.headers })).status).toBe(404)
  })
})

describe('GET and DELETE muser/{user}/sessions', () => {
  const version = (token: string) => callApi(t.app, calls.system.version, { token })

  it("a space admin lists a user's sign-ins and ends one, then all the others, each audited; the ended ones' next calls answer 401", async () => {
    const first = await signInNewUser(t, { username: 'mu-sessions', space: 'acme', scope: 'SPACE', role: 'SUPPORT' })
    const second = await signIn(t.app, 'mu-sessions')
    const third = await signIn(t.app, 'mu-sessions')
    const listed = await callApi(t.app, u.sessions, { token: spaceAdmin.token, params: { user: 'mu-sessions' } })
    expect(listed.status).toBe(200)
    expect(listed.body.items.map((session: Session) => session.id).sort()).toEqual([first, second, third].map((s) => sessionIdOf(s.token)).sort())
    expect(listed.body.items.every((session: Session) => session.username === 'mu-sessions' && !session.current)).toBe(true)

    const one = await callApi(t.app, u.endSession, { token: spaceAdmin.token, params: { user: 'mu-sessions', session: sessionIdOf(second.token) } })
    expect(one.status).toBe(200)
    expect((await version(second.token)).status).toBe(401)
    expect((await version(first.token)).status).toBe(200)
    const all = await callApi(t.app, u.endSessions, { token: spaceAdmin.token, params: { user: 'mu-sessions' } })
    expect(all.body).toEqual({ ended: 2 })
    for (const s of [first, third]) expect((await version(s.token)).status).toBe(401)
    expect((await callApi(t.app, u.sessions, { token: spaceAdmin.token, params: { user: 'mu-sessions' } })).body.items).toEqual([])
    const events = await eventsOf(t.services, 'SESSION_END', 'mu-acme-admin')
    expect(events.map((event) => event.target_id).sort()).toEqual([first, second, third].map((s) => sessionIdOf(s.token)).sort())
    expect(events[0]!.detail).toMatchObject({ before: { username: 'mu-sessions' }, after: null })
  })

  it("a user out of the admin's scope is 404, and so is another user's session; without user.write 403", async () => {
    const support = await signIn(t.app, 'support')
    expect((await callApi(t.app, u.sessions, { token: spaceAdmin.token, params: { user: 'admin' } })).status).toBe(404)
    expect((await callApi(t.app, u.endSessions, { token: groupAdmin.token, params: { user: 'analyst' } })).status).toBe(404)
    expect((await callApi(t.app, u.endSession, { token: spaceAdmin.token, params: { user: 'analyst', session: sessionIdOf(support.token) } })).status).toBe(404)
    expect((await callApi(t.app, u.sessions, { token: analyst.token, params: { user: 'support' } })).status).toBe(403)
    expect((await callApi(t.app, calls.system.version, { token: support.token })).status).toBe(200)
  })
})

describe('GET muserevent', () => {
  it('lists audit events newest first, filtered by user, type, record and outcome, page by page; scoped to the caller', async () => {
    const mine = await callApi(t.app, u.events, { token: spaceAdmin.token, query: { username: 'mu-acme-admin', type: 'CREATE', limit: 1 } })
    expect(mine.status).toBe(200)
    expect(mine.body.items).toHaveLength(1)
    expect(mine.body.nextCursor).toBeTruthy()
    const next = await callApi(t.app, u.events, { token: spaceAdmin.token, query: { username: 'mu-acme-admin', type: 'CREATE', limit: 1, cursor: mine.body.nextCursor } })
    expect(next.body.items[0].id).toBeLessThan(mine.body.items[0].id)
    const record = await callApi(t.app, u.events, { token: spaceAdmin.token, query: { targetType: 'user', targetId: 'mu-created' } })
    const update = record.body.items.find((e: UserEvent) => e.type === 'UPDATE')
    expect(update.detail.before.realName).toBeDefined()
    expect(update.detail.after.realName).toBeDefined()
    const failures = await callApi(t.app, u.events, { token: admin.token, query: { outcome: 'FAILURE', limit: 50 } })
    expect(failures.body.items.every((e: UserEvent) => ['LOGIN_FAILED', 'LOCKED', 'TOKEN_REUSE', 'SYSTEM_COMMAND'].includes(e.type))).toBe(true)
    const acme = await callApi(t.app, u.events, { token: spaceAdmin.token, query: { limit: 200 } })
    expect(acme.body.items.every((e: UserEvent) => e.space === 'acme')).toBe(true)
    expect((await callApi(t.app, u.events, { token: spaceAdmin.token, query: { from: 'yesterday' } })).status).toBe(400)
    expect((await callApi(t.app, u.events, { token: analyst.token })).status).toBe(403)
  })
})

describe('an invitation expires', () => {
  // Last in the file: the clock moves past every token's lifetime.
  it('a link not used within 72 hours no longer sets a password', async () => {
    await callApi(t.app, u.create, { token: spaceAdmin.token, body: newUserBody('mu-late', { password: undefined }) })
    const late = /resetpassword\/([\w-]+)/.exec((await lastEmailTo(t.services, 'mu-late@people.example'))!.body_text)![1]!
    t.clock.advanceDays(4)
    const expired = await request(t.app, 'PUT', `${API_PREFIX}/resetpassword`, { body: { code: late, password: 'Chosen-Password-77' } })
    expect(expired.status).toBe(400)
    expect(expired.body.errorCode).toBe('CODE_INVALID')
  })
})
