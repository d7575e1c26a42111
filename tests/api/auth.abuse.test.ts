import { calls } from '@domain/calls'
import { DEMO_PASSWORD, LOCKOUT_MINUTES, LOGIN_MAX_FAILURES } from '@domain/constants'
import { createHmac } from 'node:crypto'
import { API_PREFIX } from '@domain/call'
import { COMMON_PASSWORD } from '@server/auth/passwords'
import { SIGNED_URL_MAX_SECONDS, saveFile, signedFileUrl } from '@server/storage/files'
import { describe, expect, it } from 'vitest'
import { callApi, createTestApp, createTestUser, eventsOf, lastEmailTo, request, resetCodeFor, signIn, testAppForFile } from './helpers'

const auth = calls.auth
const t = testAppForFile()

const wrongSignIn = (username: string, remoteAddress: string) =>
  callApi(t.app, auth.login, { body: { username, password: 'not-the-password-1' }, remoteAddress })

describe('lockout per account and address', () => {
  it('stranger: wrong passwords for a named user from many addresses never lock its owner out', async () => {
    await createTestUser(t.services, { username: 'named-target', role: 'ADMIN' })
    for (let address = 1; address <= 3; address++) {
      for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await wrongSignIn('named-target', `198.51.100.${address}`)
      const locked = await wrongSignIn('named-target', `198.51.100.${address}`)
      expect(locked.status, `198.51.100.${address} after ${LOGIN_MAX_FAILURES} failures`).toBe(423)
      expect(locked.body.errorCode).toBe('ACCOUNT_LOCKED')
    }
    // The owner, at their own address, signs in as usual and the account stays active.
    const owner = await callApi(t.app, auth.login, { body: { username: 'named-target', password: DEMO_PASSWORD }, remoteAddress: '192.0.2.10' })
    expect(owner.status).toBe(200)
    expect(owner.body.user.status).toBe('ACTIVE')
    // Even the right password does not get through from a locked address.
    const fromStranger = await callApi(t.app, auth.login, { body: { username: 'named-target', password: DEMO_PASSWORD }, remoteAddress: '198.51.100.1' })
    expect(fromStranger.status).toBe(423)
    expect(Number(fromStranger.headers['retry-after'])).toBeGreaterThan(0)
    const locks = await eventsOf(t.services, 'LOCKED', 'named-target')
    expect(locks.map((e) => e.ip).sort()).toEqual(['198.51.100.1', '198.51.100.2', '198.51.100.3'])
  })

  it(`stranger: each new lock of the same address lasts twice as long (${LOCKOUT_MINUTES}, then ${LOCKOUT_MINUTES * 2} minutes)`, async () => {
    await createTestUser(t.services, { username: 'twice-locked', role: 'ADMIN' })
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) await wrongSignIn('twice-locked', '198.51.100.20')
    expect(Number((await wrongSignIn('twice-locked', '198.51.100.20')).headers['retry-after'])).toBe(LOCKOUT_MINUTES * 60)
    t.clock.advanceMinutes(LOCKOUT_MINUTES + 1)
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) expect((await wrongSignIn('twice-locked', '198.51.100.20')).status).toBe(401)
    expect(Number((await wrongSignIn('twice-locked', '198.51.100.20')).headers['retry-after'])).toBe(LOCKOUT_MINUTES * 2 * 60)
  })

  it('new user: wrong current passwords on self/password count like failed sign-ins and lock the address out', async () => {
    await createTestUser(t.services, { username: 'stolen-session', role: 'ADMIN' })
    const s = await signIn(t.app, 'stolen-session')
    const change = (oldPassword: string) =>
      callApi(t.app, auth.changePassword, { token: s.token, body: { oldPassword, newPassword: 'Quiet-Harbour-2031' }, remoteAddress: '203.0.113.50' })
    for (let i = 1; i < LOGIN_MAX_FAILURES; i++) {
      const res = await change(`guess-number-${i}`)
      expect(res.status).toBe(400)
      expect(res.body.errors[0].field).toBe('oldPassword')
    }
    const last = await change('guess-number-10')
    expect(last.status).toBe(423)
    expect(last.body.errorCode).toBe('ACCOUNT_LOCKED')
    // Locked now: the right current password is refused from there, and so is signing in.
    expect((await change(DEMO_PASSWORD)).status).toBe(423)
    const login = await callApi(t.app, auth.login, { body: { username: 'stolen-session', password: DEMO_PASSWORD }, remoteAddress: '203.0.113.50' })
    expect(login.status).toBe(423)
  })

  it('new user: a password reset lifts the locks of every address', async () => {
    await createTestUser(t.services, { username: 'reset-unlocks', role: 'ADMIN' })
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await wrongSignIn('reset-unlocks', '198.51.100.30')
    expect((await wrongSignIn('reset-unlocks', '198.51.100.30')).status).toBe(423)
    const code = await resetCodeFor(t, 'reset-unlocks')
    expect((await callApi(t.app, auth.resetPassword, { body: { code, password: 'Copper-Lantern-5150' } })).status).toBe(200)
    const res = await callApi(t.app, auth.login, { body: { username: 'reset-unlocks', password: 'Copper-Lantern-5150' }, remoteAddress: '198.51.100.30' })
    expect(res.status).toBe(200)
  })
})

describe('common passwords', () => {
  it('new user: self/password refuses Password1234 and a top-10,000 password with a field error on newPassword', async () => {
    await createTestUser(t.services, { username: 'likes-easy', role: 'ADMIN' })
    const s = await signIn(t.app, 'likes-easy')
    for (const newPassword of ['Password1234', 'qwerty123456', '!!Sunshine2024!!']) {
      const res = await callApi(t.app, auth.changePassword, { token: s.token, body: { oldPassword: DEMO_PASSWORD, newPassword } })
      expect(res.status, newPassword).toBe(400)
      expect(res.body.errors).toMatchObject([{ field: 'newPassword', message: COMMON_PASSWORD }])
    }
    const fine = await callApi(t.app, auth.changePassword, { token: s.token, body: { oldPassword: DEMO_PASSWORD, newPassword: 'Violet-Ledger-8842' } })
    expect(fine.status).toBe(200)
  })

  it('new user: resetpassword refuses a common password with a field error on password, keeping the code', async () => {
    await createTestUser(t.services, { username: 'resets-easy', role: 'ADMIN' })
    const code = await resetCodeFor(t, 'resets-easy')
    const common = await callApi(t.app, auth.resetPassword, { body: { code, password: 'Password1234' } })
    expect(common.status).toBe(400)
    expect(common.body.errors).toMatchObject([{ field: 'password', message: COMMON_PASSWORD }])
    expect((await callApi(t.app, auth.resetPassword, { body: { code, password: 'Granite-Meadow-6620' } })).status).toBe(200)
  })
})

describe('TRUST_PROXY', () => {
  it('anyone: X-Forwarded-For is ignored by default: the audit records the connecting address', async () => {
    const res = await callApi(t.app, auth.login, {
      body: { username: 'spoofed-origin', password: 'whatever-123456' },
      headers: { 'x-forwarded-for': '203.0.113.99' },
      remoteAddress: '192.0.2.77',
    })
    expect(res.status).toBe(401)
    const [event] = await eventsOf(t.services, 'LOGIN_FAILED', 'spoofed-origin')
    expect(event?.ip).toBe('192.0.2.77')
  })

  it('anyone: with TRUST_PROXY naming the proxy, X-Forwarded-For from that proxy is believed, from others not', async () => {
    const proxied = await createTestApp({ config: { trustProxy: '192.0.2.1' } })
    try {
      const login = (remoteAddress: string, username: string) =>
        callApi(proxied.app, auth.login, { body: { username, password: 'whatever-123456' }, headers: { 'x-forwarded-for': '203.0.113.99' }, remoteAddress })
      await login('192.0.2.1', 'via-proxy')
      await login('192.0.2.66', 'not-via-proxy')
      expect((await eventsOf(proxied.services, 'LOGIN_FAILED', 'via-proxy'))[0]?.ip).toBe('203.0.113.99')
      expect((await eventsOf(proxied.services, 'LOGIN_FAILED', 'not-via-proxy'))[0]?.ip).toBe('192.0.2.66')
    } finally {
      await proxied.close()
    }
  })
})

describe('what a sign-in tells', () => {
  it('stranger: a disabled or locked account answers a right password exactly as a wrong one', async () => {
    await createTestUser(t.services, { username: 'quiet-disabled', role: 'ADMIN' })
    await createTestUser(t.services, { username: 'quiet-locked', role: 'ADMIN' })
    await t.services.db.updateTable('app_user').set({ status: 'DISABLED' }).where('username', '=', 'quiet-disabled').execute()
    const until = new Date(t.clock.now().getTime() + 3600_000)
    await t.services.db.updateTable('app_user').set({ status: 'LOCKED', locked_until: until }).where('username', '=', 'quiet-locked').execute()
    for (const username of ['quiet-disabled', 'quiet-locked']) {
      const wrong = await callApi(t.app, auth.login, { body: { username, password: 'not-the-password-1' }, remoteAddress: '198.51.100.90' })
      const right = await callApi(t.app, auth.login, { body: { username, password: DEMO_PASSWORD }, remoteAddress: '198.51.100.90' })
      const unknown = await callApi(t.app, auth.login, { body: { username: `${username}-nobody`, password: DEMO_PASSWORD }, remoteAddress: '198.51.100.90' })
      expect(right.status, username).toBe(401)
      expect(right.body, username).toEqual(wrong.body)
      expect(right.body, username).toEqual(unknown.body)
      expect(right.body.errorCode).toBe('INVALID_CREDENTIALS')
    }
  })
})

describe('links in emails', () => {
  it('stranger: forgotpassword with a forged Host header still mails a link to the console’s own address', async () => {
    await createTestUser(t.services, { username: 'host-target', role: 'ADMIN' })
    expect(t.services.config.publicUrl).toBeUndefined()
    const res = await callApi(t.app, auth.forgotPassword, { body: { username: 'host-target' }, headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } })
    expect(res.status).toBe(200)
    const email = await lastEmailTo(t.services, 'host-target@test.example')
    expect(email?.body_text).not.toContain('evil.example')
    expect(email?.body_text).toContain(`http://localhost:${t.services.config.port}/resetpassword/`)
  })

  it('anyone: a verification code is in the email’s body, never its subject', async () => {
    const s = await signIn(t.app, 'analyst')
    expect((await callApi(t.app, auth.verificationCode, { token: s.token })).status).toBe(200)
    const email = await lastEmailTo(t.services, 'analyst@console.example')
    const code = email?.body_text.match(/\b(\d{6})\b/)?.[1]
    expect(code).toBeTruthy()
    expect(email!.subject).not.toContain(code!)
    expect(email!.subject).not.toMatch(/\d{6}/)
  })
})

describe('signed file links', () => {
  const key = 'reports/signed-probe.csv'
  const signature = (expires: string) => createHmac('sha256', t.services.secret).update(`${key}\n${expires}`).digest('base64url')
  const fetchFile = (expires: string, sig = signature(expires)) => request(t.app, 'GET', `${API_PREFIX}/files/${key}?expires=${expires}&signature=${sig}`)

  it('holder: an expiry written as a float, with a leading zero or beyond seven days is refused (404); a plain one within them works', async () => {
    await saveFile(t.services, key, Buffer.from('a,b\n1,2\n'))
    const good = new URL(signedFileUrl(t.services, key), 'http://console.test')
    const expires = good.searchParams.get('expires')!
    expect((await request(t.app, 'GET', `${good.pathname}${good.search}`)).status).toBe(200)
    // The same signature under other spellings of the same number.
    expect((await fetchFile(`${expires}.0`, good.searchParams.get('signature')!)).status).toBe(404)
    expect((await fetchFile(`0${expires}`, good.searchParams.get('signature')!)).status).toBe(404)
    expect((await fetchFile(`${Number(expires) / 1e9}e9`, good.searchParams.get('signature')!)).status).toBe(404)
    // An expiry a signer chose far ahead, signed with the right key.
    const now = Math.floor(t.clock.now().getTime() / 1000)
    expect((await fetchFile(String(now + SIGNED_URL_MAX_SECONDS + 3600))).status).toBe(404)
    expect((await fetchFile(String(now + SIGNED_URL_MAX_SECONDS - 3600))).status).toBe(200)
    expect(() => signedFileUrl(t.services, key, SIGNED_URL_MAX_SECONDS + 1)).toThrow()
  })
})
