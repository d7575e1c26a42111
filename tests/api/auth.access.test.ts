import { API_PREFIX } from '@domain/call'
import { calls } from '@domain/calls'
import { DEMO_PASSWORD } from '@domain/constants'
import { Secret, TOTP } from 'otpauth'
import { describe, expect, it } from 'vitest'
import { callApi, createTestUser, eventsOf, request, signIn, testAppForFile } from './helpers'

const auth = calls.auth
const t = testAppForFile()

/** Turns 2FA on for a user through the real calls; answers its secret. */
async function enableTwoFa(username: string): Promise<string> {
  const s = await signIn(t.app, username)
  const { secret } = (await callApi(t.app, auth.twoFaEnroll, { token: s.token })).body as { secret: string }
  const code = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: t.clock.now().getTime() })
  expect((await callApi(t.app, auth.twoFaVerify, { token: s.token, body: { token: code } })).status).toBe(200)
  return secret
}

describe('signed-in calls without a valid token', () => {
  const signedInCalls = [
    auth.renew,
    auth.getProfile,
    auth.twoFaEnroll,
    calls.system.version,
  ] as const

  for (const call of signedInCalls) {
    it(`anyone: ${call.method} ${call.path} without a token answers 401 UNAUTHENTICATED`, async () => {
      const res = await callApi(t.app, call)
      expect(res.status).toBe(401)
      expect(res.body).toEqual({ errorCode: 'UNAUTHENTICATED', message: 'Sign in to continue' })
    })

    it(`anyone: ${call.method} ${call.path} with a token that is not a bearer JWT answers 401`, async () => {
      expect((await request(t.app, call.method, `${API_PREFIX}/${call.path}`, { headers: { authorization: 'Basic YWRtaW46YWRtaW4=' } })).status).toBe(401)
      expect((await callApi(t.app, call, { token: 'garbage.token.here' })).status).toBe(401)
    })
  }

  it('admin: a token of a user who was disabled since answers 401', async () => {
    await createTestUser(t.services, { username: 'soon-disabled', role: 'ADMIN' })
    const s = await signIn(t.app, 'soon-disabled')
    await t.services.db.updateTable('app_user').set({ status: 'DISABLED' }).where('username', '=', 'soon-disabled').execute()
    expect((await callApi(t.app, auth.renew, { token: s.token })).status).toBe(401)
    const login = await callApi(t.app, auth.login, { body: { username: 'soon-disabled', password: DEMO_PASSWORD } })
    expect(login.status).toBe(401)
    expect(login.body.errorCode).toBe('INVALID_CREDENTIALS')
  })
})

describe('muser/{user}/2fareset', () => {
  it('admin (super admin): resets the 2FA of a user in another space; the user signs in without a code', async () => {
    await createTestUser(t.services, { username: 'lost-phone', space: 'rio', role: 'SUPPORT' })
    await enableTwoFa('lost-phone')
    const admin = await signIn(t.app, 'admin')
    const res = await callApi(t.app, auth.twoFaReset, { token: admin.token, params: { user: 'lost-phone' } })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ ok: true })
    const s = await signIn(t.app, 'lost-phone')
    expect(s.user.enabledTwoFA).toBe(false)
    const [event] = await eventsOf(t.services, 'TWO_FA_RESET', 'admin')
    expect(event?.detail).toEqual({ before: { enabledTwoFA: true }, after: { enabledTwoFA: false } })
  })

  it('analyst (no user.write): 2fareset answers 403 FORBIDDEN', async () => {
    const s = await signIn(t.app, 'analyst')
    const res = await callApi(t.app, auth.twoFaReset, { token: s.token, params: { user: 'support' } })
    expect(res.status).toBe(403)
    expect(res.body.errorCode).toBe('FORBIDDEN')
  })

  it('acme space admin: 2fareset of a user in its space works, of a rio user or an unknown user answers 404', async () => {
    await createTestUser(t.services, { username: 'acme-admin', space: 'acme', role: 'ADMIN' })
    await createTestUser(t.services, { username: 'rio-user', space: 'rio', role: 'SUPPORT' })
    const s = await signIn(t.app, 'acme-admin')
    expect((await callApi(t.app, auth.twoFaReset, { token: s.token, params: { user: 'support' } })).status).toBe(200)
    const outside = await callApi(t.app, auth.twoFaReset, { token: s.token, params: { user: 'rio-user' } })
    expect(outside.status).toBe(404)
    expect(outside.body.errorCode).toBe('NOT_FOUND')
    const unknown = await callApi(t.app, auth.twoFaReset, { token: s.token, params: { user: 'nobody-at-all' } })
    expect(unknown.body).toEqual(outside.body)
  })

  it('group admin (GROUP acme-retail with user.write): 2fareset of a user outside its group answers 404', async () => {
    await createTestUser(t.services, { username: 'retail-admin', space: 'acme', scope: 'GROUP', groupName: 'acme-retail', role: 'ADMIN' })
    await createTestUser(t.services, { username: 'travel-user', space: 'acme', scope: 'GROUP', groupName: 'acme-travel', role: 'SUPPORT' })
    const s = await signIn(t.app, 'retail-admin')
    expect((await callApi(t.app, auth.twoFaReset, { token: s.token, params: { user: 'travel-user' } })).status).toBe(404)
    expect((await callApi(t.app, auth.twoFaReset, { token: s.token, params: { user: 'merchant' } })).status).toBe(200)
  })

  it('anyone: 2fareset without a token answers 401', async () => {
    expect((await callApi(t.app, auth.twoFaReset, { params: { user: 'support' } })).status).toBe(401)
  })
})

describe('expired password', () => {
  it('acme admin with an expired password: login works, a permission call answers 403 PASSWORD_EXPIRED, renew and self calls work', async () => {
    const past = new Date(t.clock.now().getTime() - 1000)
    await createTestUser(t.services, { username: 'expired-admin', space: 'acme', role: 'ADMIN', passwordExpiresAt: past })
    const s = await signIn(t.app, 'expired-admin')
    expect(new Date(s.user.passwordExpiration).getTime()).toBeLessThanOrEqual(t.clock.now().getTime())

    const guarded = await callApi(t.app, auth.twoFaReset, { token: s.token, params: { user: 'support' } })
    expect(guarded.status).toBe(403)
    expect(guarded.body.errorCode).toBe('PASSWORD_EXPIRED')

    expect((await callApi(t.app, auth.renew, { token: s.token })).status).toBe(200)
    expect((await callApi(t.app, auth.getProfile, { token: s.token })).status).toBe(200)
    expect((await callApi(t.app, calls.system.version, { token: s.token })).status).toBe(200)

    const change = await callApi(t.app, auth.changePassword, { token: s.token, body: { oldPassword: DEMO_PASSWORD, newPassword: 'Renewed-Secret-31' } })
    expect(change.status).toBe(200)
    expect((await callApi(t.app, auth.twoFaReset, { token: s.token, params: { user: 'support' } })).status).toBe(200)
  })

  it('admin: 91 days after the seed the demo password has expired; a permission call answers PASSWORD_EXPIRED, renew works', async () => {
    t.clock.advanceDays(91)
    const fresh = await signIn(t.app, 'admin')
    expect((await callApi(t.app, auth.twoFaReset, { token: fresh.token, params: { user: 'support' } })).body.errorCode).toBe('PASSWORD_EXPIRED')
    expect((await callApi(t.app, auth.renew, { token: fresh.token })).status).toBe(200)
  })
})
