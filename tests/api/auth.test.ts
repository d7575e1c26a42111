import { API_PREFIX } from '@domain/call'
import { calls } from '@domain/calls'
import { DEMO_PASSWORD, LOCKOUT_MINUTES, LOGIN_MAX_FAILURES, RESET_CODE_MINUTES } from '@domain/constants'
import { partnerSettingsSchema } from '@domain/entities/partner'
import { loginAnswerSchema, userRecordSchema } from '@domain/entities/user'
import { createSuperAdmin } from '@server/auth/create-admin'
import { connectDatabase } from '@server/db/connect'
import { migrateToLatest } from '@server/db/migrate'
import { describe, expect, it } from 'vitest'
import { callApi, createTestUser, eventsOf, lastEmailTo, request, resetCodeFor, signIn, testAppForFile } from './helpers'

const auth = calls.auth
const t = testAppForFile()

describe('login', () => {
  it('admin: login with username and password answers tokens, token headers and the full user record', async () => {
    const res = await callApi(t.app, auth.login, { body: { username: 'admin', password: DEMO_PASSWORD } })
    expect(res.status).toBe(200)
    const answer = loginAnswerSchema.parse(res.body)
    expect(answer.expire).toBe(t.services.config.accessTokenTtlSeconds)
    expect(res.headers['x-access-token']).toBe(answer.token)
    expect(res.headers['x-refresh-token']).toBe(answer.refreshToken)
    expect(res.headers['x-token-expire']).toBe(String(answer.expire))
    expect(answer.user.username).toBe('admin')
    expect(answer.user.superAdmin).toBe(true)
    expect(answer.user.permissions).toContain('user.write')
    expect(answer.user.mRoles).toEqual([{ name: 'ADMIN' }])
    expect(answer.user.mGroup).toEqual({ id: null, name: null, displayName: null })
    expect(answer.user.visibilityTree.spaces.map((s) => s.name).sort()).toEqual(['acme', 'platform', 'rio'])
    const events = await eventsOf(t.services, 'LOGIN', 'admin')
    expect(events.length).toBeGreaterThan(0)
  })

  it('admin: login with the email address in another case works too', async () => {
    const res = await callApi(t.app, auth.login, { body: { username: 'ADMIN@console.example', password: DEMO_PASSWORD } })
    expect(res.status).toBe(200)
    expect(res.body.user.username).toBe('admin')
  })

  it('analyst (SPACE acme): the visibility tree holds only the acme space', async () => {
    const { user } = await signIn(t.app, 'analyst')
    expect(user.superAdmin).toBe(false)
    expect(user.scope).toBe('SPACE')
    expect(user.mSpace.name).toBe('acme')
    expect(user.visibilityTree.spaces.map((s) => s.name)).toEqual(['acme'])
    expect(user.permissions).toContain('fraud.write')
    expect(user.permissions).not.toContain('user.write')
  })

  it('support (GROUP acme-retail): mGroup is its group and the tree holds only that group', async () => {
    const { user } = await signIn(t.app, 'support')
    expect(user.scope).toBe('GROUP')
    expect(user.mGroup.name).toBe('acme-retail')
    const groups = user.visibilityTree.spaces.flatMap((s) => s.groups.map((g) => g.name))
    expect(groups).toEqual(['acme-retail'])
  })

  it('merchant (MERCHANT acme-books): merchant is set, mGroup is empty, the tree holds only its merchant', async () => {
    const { user } = await signIn(t.app, 'merchant')
    expect(user.scope).toBe('MERCHANT')
    expect(user.merchant?.name).toBe('acme-books')
    expect(user.mGroup).toEqual({ id: null, name: null, displayName: null })
    const merchants = user.visibilityTree.spaces.flatMap((s) => s.groups.flatMap((g) => g.merchants.map((m) => m.name)))
    expect(merchants).toEqual(['acme-books'])
  })

  it('anyone: login with a wrong password or an unknown user answers the same 401 INVALID_CREDENTIALS', async () => {
    const wrong = await callApi(t.app, auth.login, { body: { username: 'analyst', password: 'not-the-password-1' } })
    const unknown = await callApi(t.app, auth.login, { body: { username: 'nobody-here', password: 'not-the-password-1' } })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(wrong.body.errorCode).toBe('INVALID_CREDENTIALS')
    expect(unknown.body).toEqual(wrong.body)
    expect((await eventsOf(t.services, 'LOGIN_FAILED', 'nobody-here')).length).toBe(1)
    await signIn(t.app, 'analyst')
  })

  it('anyone: login with an empty body answers 400 with a field error for username and password', async () => {
    const res = await callApi(t.app, auth.login, { body: {} })
    expect(res.status).toBe(400)
    expect(res.body.errorCode).toBe('VALIDATION_FAILED')
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['password', 'username'])
  })

  it('anyone: login with a malformed totp answers 400 with a field error for totp', async () => {
    const res = await callApi(t.app, auth.login, { body: { username: 'admin', password: DEMO_PASSWORD, totp: '12ab' } })
    expect(res.status).toBe(400)
    expect(res.body.errors).toMatchObject([{ field: 'totp', message: 'Enter the 6-digit code' }])
  })
})

describe('lockout', () => {
  it(`new user: ${LOGIN_MAX_FAILURES} wrong passwords from one address lock that address out; ${LOCKOUT_MINUTES} minutes later it signs in and the count resets`, async () => {
    await createTestUser(t.services, { username: 'lock-me', role: 'ADMIN' })
    for (let i = 1; i < LOGIN_MAX_FAILURES; i++) {
      const res = await callApi(t.app, auth.login, { body: { username: 'lock-me', password: `wrong-password-${i}` } })
      expect(res.status).toBe(401)
      expect(res.body.errorCode).toBe('INVALID_CREDENTIALS')
    }
    const last = await callApi(t.app, auth.login, { body: { username: 'lock-me', password: 'wrong-password-10' } })
    expect(last.status).toBe(423)
    expect(last.body.errorCode).toBe('ACCOUNT_LOCKED')
    expect(Number(last.headers['retry-after'])).toBe(LOCKOUT_MINUTES * 60)
    expect((await eventsOf(t.services, 'LOCKED', 'lock-me')).length).toBe(1)

    const whileLocked = await callApi(t.app, auth.login, { body: { username: 'lock-me', password: DEMO_PASSWORD } })
    expect(whileLocked.status).toBe(423)
    expect(whileLocked.body.errorCode).toBe('ACCOUNT_LOCKED')

    t.clock.advanceMinutes(LOCKOUT_MINUTES + 1)
    const after = await signIn(t.app, 'lock-me')
    expect(after.user.status).toBe('ACTIVE')
    const failures = await t.services.db.selectFrom('login_failure as f').innerJoin('app_user as u', 'u.id', 'f.user_id').select('f.failures').where('u.username', '=', 'lock-me').execute()
    expect(failures).toEqual([])
  })

  it('new user: a successful login resets the failure counter, so failures must be consecutive to lock', async () => {
    await createTestUser(t.services, { username: 'almost-locked', role: 'ADMIN' })
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) {
      await callApi(t.app, auth.login, { body: { username: 'almost-locked', password: 'wrong-password-0' } })
    }
    await signIn(t.app, 'almost-locked')
    const res = await callApi(t.app, auth.login, { body: { username: 'almost-locked', password: 'wrong-password-0' } })
    expect(res.status).toBe(401)
    expect(res.body.errorCode).toBe('INVALID_CREDENTIALS')
  })
})

describe('tokens', () => {
  it('admin: renew with the access token answers the user record', async () => {
    const s = await signIn(t.app, 'admin')
    const res = await callApi(t.app, auth.renew, { token: s.token })
    expect(res.status).toBe(200)
    expect(userRecordSchema.parse(res.body).username).toBe('admin')
  })

  it('anyone: renew without a token, with a malformed token or with a token of another key answers 401', async () => {
    expect((await callApi(t.app, auth.renew)).status).toBe(401)
    const bad = await callApi(t.app, auth.renew, { token: 'not-a-jwt' })
    expect(bad.status).toBe(401)
    expect(bad.body.errorCode).toBe('UNAUTHENTICATED')
    const forged = await request(t.app, 'GET', `${API_PREFIX}/renew`, {
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwiaXNzIjoicGF5bWVudHMtY29uc29sZSJ9.c2lnbmF0dXJl' },
    })
    expect(forged.status).toBe(401)
  })

  it('admin: an access token stops working after its 15-minute lifetime', async () => {
    const s = await signIn(t.app, 'admin')
    t.clock.advanceMinutes(16)
    expect((await callApi(t.app, auth.renew, { token: s.token })).status).toBe(401)
  })

  it('admin: refreshtoken rotates the pair; the spent token is refused and its reuse revokes the whole family', async () => {
    const s = await signIn(t.app, 'admin')
    const first = await callApi(t.app, auth.refreshToken, { body: { refreshToken: s.refreshToken } })
    expect(first.status).toBe(200)
    expect(first.body.refreshToken).not.toBe(s.refreshToken)
    expect(first.headers['x-refresh-token']).toBe(first.body.refreshToken)
    expect(first.headers['x-access-token']).toBe(first.body.token)
    expect((await callApi(t.app, auth.renew, { token: first.body.token })).status).toBe(200)

    const second = await callApi(t.app, auth.refreshToken, { body: { refreshToken: first.body.refreshToken } })
    expect(second.status).toBe(200)

    const reuse = await callApi(t.app, auth.refreshToken, { body: { refreshToken: s.refreshToken } })
    expect(reuse.status).toBe(401)
    expect(reuse.body.errorCode).toBe('TOKEN_INVALID')
    // The family is revoked: even the newest token of that sign-in no longer works.
    const newest = await callApi(t.app, auth.refreshToken, { body: { refreshToken: second.body.refreshToken } })
    expect(newest.status).toBe(401)
    expect((await eventsOf(t.services, 'TOKEN_REUSE', 'admin')).length).toBeGreaterThan(0)
    // Another sign-in of the same user is a separate family and keeps working.
    const other = await signIn(t.app, 'admin')
    expect((await callApi(t.app, auth.refreshToken, { body: { refreshToken: other.refreshToken } })).status).toBe(200)
  })

  it('anyone: refreshtoken with an unknown token answers 401, with no token 400', async () => {
    const unknown = await callApi(t.app, auth.refreshToken, { body: { refreshToken: 'made-up' } })
    expect(unknown.status).toBe(401)
    const missing = await callApi(t.app, auth.refreshToken, { body: {} })
    expect(missing.status).toBe(400)
    expect(missing.body.errors[0].field).toBe('refreshToken')
  })

  it('admin: refreshtoken with an expired refresh token answers 401', async () => {
    const s = await signIn(t.app, 'admin')
    t.clock.advance((t.services.config.refreshTokenTtlSeconds + 60) * 1000)
    expect((await callApi(t.app, auth.refreshToken, { body: { refreshToken: s.refreshToken } })).status).toBe(401)
  })

  it('admin: logout with the refresh token revokes its family', async () => {
    const s = await signIn(t.app, 'admin')
    const res = await callApi(t.app, auth.logout, { token: s.token, body: { refreshToken: s.refreshToken } })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ ok: true })
    expect((await callApi(t.app, auth.refreshToken, { body: { refreshToken: s.refreshToken } })).status).toBe(401)
    expect((await eventsOf(t.services, 'LOGOUT', 'admin')).length).toBeGreaterThan(0)
  })

  it('admin: logout with only the bearer token ends that sign-in', async () => {
    const s = await signIn(t.app, 'admin')
    expect((await callApi(t.app, auth.logout, { token: s.token, body: {} })).status).toBe(200)
    expect((await callApi(t.app, auth.refreshToken, { body: { refreshToken: s.refreshToken } })).status).toBe(401)
  })

  it('admin: after logout the access token of that sign-in answers 401 at once; another sign-in keeps working', async () => {
    const ended = await signIn(t.app, 'admin')
    const other = await signIn(t.app, 'admin')
    expect((await callApi(t.app, auth.renew, { token: ended.token })).status).toBe(200)
    await callApi(t.app, auth.logout, { token: ended.token, body: { refreshToken: ended.refreshToken } })
    expect((await callApi(t.app, auth.renew, { token: ended.token })).status).toBe(401)
    expect((await callApi(t.app, auth.renew, { token: other.token })).status).toBe(200)
  })

  it('support agent: a password change ends the access tokens of the other sign-ins, not the current one', async () => {
    await createTestUser(t.services, { username: 'rotating-agent', space: 'acme', role: 'SUPPORT' })
    const current = await signIn(t.app, 'rotating-agent')
    const elsewhere = await signIn(t.app, 'rotating-agent')
    const change = await callApi(t.app, auth.changePassword, {
      token: current.token,
      body: { oldPassword: DEMO_PASSWORD, newPassword: 'Support-Rotated-77' },
    })
    expect(change.status).toBe(200)
    expect((await callApi(t.app, auth.renew, { token: elsewhere.token })).status).toBe(401)
    expect((await callApi(t.app, auth.renew, { token: current.token })).status).toBe(200)
  })
})

describe('forgot and reset password', () => {
  it('anyone: forgotpassword for an unknown user answers ok and sends nothing', async () => {
    const before = await t.services.db.selectFrom('message').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    const res = await callApi(t.app, auth.forgotPassword, { body: { username: 'no-such-user' } })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ ok: true })
    const after = await t.services.db.selectFrom('message').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    expect(Number(after.n)).toBe(Number(before.n))
  })

  it('new user: forgotpassword emails a link, resetpassword sets the password once, the old password stops working', async () => {
    await createTestUser(t.services, { username: 'forgetful', role: 'ADMIN' })
    const res = await callApi(t.app, auth.forgotPassword, { body: { username: 'forgetful' } })
    expect(res.status).toBe(200)
    await t.services.mail.drain()
    const email = await lastEmailTo(t.services, 'forgetful@test.example')
    expect(email?.type).toBe('FORGOT_PASSWORD')
    expect(email?.state).toBe('SENT')
    const code = email!.body_text.match(/\/resetpassword\/([A-Za-z0-9_-]+)/)?.[1]
    expect(code).toBeTruthy()
    expect(email!.body_html).toContain(`/resetpassword/${code}`)
    const stored = await t.services.db.selectFrom('one_time_code').select('code_hash').where('purpose', '=', 'FORGOT_PASSWORD').execute()
    expect(stored.map((r) => r.code_hash)).not.toContain(code)

    const reset = await callApi(t.app, auth.resetPassword, { body: { code, password: 'Brand-New-Secret-42' } })
    expect(reset.status).toBe(200)
    expect((await callApi(t.app, auth.login, { body: { username: 'forgetful', password: DEMO_PASSWORD } })).status).toBe(401)
    await signIn(t.app, 'forgetful', 'Brand-New-Secret-42')
    expect((await eventsOf(t.services, 'RESET_PASSWORD', 'forgetful')).length).toBe(1)

    const again = await callApi(t.app, auth.resetPassword, { body: { code, password: 'Another-Secret-43' } })
    expect(again.status).toBe(400)
    expect(again.body.errorCode).toBe('CODE_INVALID')
    expect(again.body.errors[0].field).toBe('code')
  })

  it(`new user: a reset code older than ${RESET_CODE_MINUTES} minutes is refused`, async () => {
    await createTestUser(t.services, { username: 'slow-reader', role: 'ADMIN' })
    const code = await resetCodeFor(t, 'slow-reader', 'slow-reader@test.example')
    t.clock.advanceMinutes(RESET_CODE_MINUTES + 1)
    const res = await callApi(t.app, auth.resetPassword, { body: { code, password: 'Brand-New-Secret-42' } })
    expect(res.status).toBe(400)
    expect(res.body.errorCode).toBe('CODE_INVALID')
  })

  it('new user: resetpassword refuses a weak password (400 field password) and the current password (PASSWORD_REUSED), keeping the code', async () => {
    await createTestUser(t.services, { username: 'reuser', role: 'ADMIN' })
    const code = await resetCodeFor(t, 'reuser')
    const weak = await callApi(t.app, auth.resetPassword, { body: { code, password: 'short1' } })
    expect(weak.status).toBe(400)
    expect(weak.body.errors).toMatchObject([{ field: 'password', message: 'Use at least 12 characters' }])
    const same = await callApi(t.app, auth.resetPassword, { body: { code, password: DEMO_PASSWORD } })
    expect(same.status).toBe(400)
    expect(same.body.errorCode).toBe('PASSWORD_REUSED')
    expect((await callApi(t.app, auth.resetPassword, { body: { code, password: 'Fresh-Password-77' } })).status).toBe(200)
  })

  it('locked user: a password reset lifts the lockout', async () => {
    await createTestUser(t.services, { username: 'locked-out', role: 'ADMIN' })
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      await callApi(t.app, auth.login, { body: { username: 'locked-out', password: 'wrong-password-0' } })
    }
    const code = await resetCodeFor(t, 'locked-out')
    expect((await callApi(t.app, auth.resetPassword, { body: { code, password: 'Unlocked-Again-88' } })).status).toBe(200)
    const s = await signIn(t.app, 'locked-out', 'Unlocked-Again-88')
    expect(s.user.status).toBe('ACTIVE')
  })

  it('anyone: resetpassword without a code answers 400 with field errors', async () => {
    const res = await callApi(t.app, auth.resetPassword, { body: { password: 'x' } })
    expect(res.status).toBe(400)
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['code', 'password'])
  })
})

describe('system', () => {
  it('admin: version answers the package version and the database engine', async () => {
    const s = await signIn(t.app, 'admin')
    const res = await callApi(t.app, calls.system.version, { token: s.token })
    expect(res.status).toBe(200)
    expect(res.body.version).toMatch(/^\d+\.\d+\.\d+/)
    expect(res.body.engine).toBe(t.services.engine)
    expect((await callApi(t.app, calls.system.version)).status).toBe(401)
  })

  it('anyone: partner without a key or a known host answers the default partner with every field filled', async () => {
    const res = await callApi(t.app, calls.system.partner)
    expect(res.status).toBe(200)
    const settings = partnerSettingsSchema.strict().parse(res.body)
    expect(settings.partnerKey).toBe('default')
    expect(settings.partnerDefaultCurrency).toBe('EUR')
    expect(settings.paywallUrls).toEqual({ development: 'https://paywall.sandbox.example', production: 'https://paywall.example' })
    expect(settings.newLoginLayout).toBe(false)
    expect(settings.token).toBeNull()
  })

  it('anyone: partner?partner=acme answers the acme look with its login messages', async () => {
    const res = await callApi(t.app, calls.system.partner, { query: { partner: 'acme' } })
    expect(res.status).toBe(200)
    expect(res.body.partnerKey).toBe('acme')
    expect(res.body.newLoginLayout).toBe(true)
    expect(res.body.loginMessage).toBe('Welcome to Acme Pay')
    expect(res.body.partnerDefaultCurrency).toBe('USD')
    expect(res.body.token).toBe('ptk_acme_4f9c2d')
  })

  it('anyone: partner by the Host header rio.localhost answers rio; an unknown key falls back to the host, then the default', async () => {
    const byHost = await callApi(t.app, calls.system.partner, { headers: { host: 'rio.localhost:8080' } })
    expect(byHost.body.partnerKey).toBe('rio')
    expect(byHost.body.locale).toBe('pt')
    const unknownKey = await callApi(t.app, calls.system.partner, { query: { partner: 'nope' }, headers: { host: 'rio.localhost' } })
    expect(unknownKey.body.partnerKey).toBe('rio')
    const fallback = await callApi(t.app, calls.system.partner, { query: { partner: 'nope' } })
    expect(fallback.body.partnerKey).toBe('default')
  })
})

describe('create-admin', () => {
  it('create-admin: the new super admin signs in with created == passwordExpiration and must change the password first', async () => {
    await createSuperAdmin(t.services.db, { username: 'ops-root', email: 'ops-root@test.example', password: 'Operator-Root-2026' }, t.clock.now())
    const s = await signIn(t.app, 'ops-root', 'Operator-Root-2026')
    expect(s.user.superAdmin).toBe(true)
    expect(s.user.created).toBe(s.user.passwordExpiration)
    const guarded = await callApi(t.app, auth.twoFaReset, { token: s.token, params: { user: 'support' } })
    expect(guarded.body.errorCode).toBe('PASSWORD_EXPIRED')
  })

  it('create-admin: a weak password or a taken username is refused with the rule', async () => {
    await expect(createSuperAdmin(t.services.db, { username: 'weak', email: 'weak@test.example', password: 'password' }, t.clock.now())).rejects.toThrow(
      'Use at least 12 characters',
    )
    await expect(createSuperAdmin(t.services.db, { username: 'weak', email: 'weak@test.example', password: 'passwordpassword' }, t.clock.now())).rejects.toThrow(
      'Use both letters and digits',
    )
    await expect(createSuperAdmin(t.services.db, { username: 'admin', email: 'x@test.example', password: 'Operator-Root-2026' }, t.clock.now())).rejects.toThrow(
      /already exists/,
    )
  })

  it('create-admin on an empty database: creates the top operator space, its built-in roles and the admin', async () => {
    const handle = await connectDatabase({ dataDir: 'memory://' })
    try {
      await migrateToLatest(handle.db)
      await createSuperAdmin(handle.db, { username: 'first', email: 'first@test.example', password: 'First-Admin-2026' }, new Date())
      const roles = await handle.db
        .selectFrom('role')
        .innerJoin('space', 'space.id', 'role.space_id')
        .select(['space.name as space', 'role.name'])
        .orderBy('role.name')
        .execute()
      expect(roles).toEqual(['ADMIN', 'FINANCE', 'FRAUD_ANALYST', 'MERCHANT', 'SUPPORT'].map((name) => ({ space: 'platform', name })))
    } finally {
      await handle.close()
    }
  })
})
