import { API_PREFIX } from '@domain/call'
import { calls } from '@domain/calls'
import { DEMO_PASSWORD } from '@domain/constants'
import { userRecordSchema } from '@domain/entities/user'
import { isFileKey, signedFileUrl } from '@server/storage/files'
import { Secret, TOTP } from 'otpauth'
import { describe, expect, it } from 'vitest'
import { callApi, createTestUser, eventsOf, lastEmailTo, multipartFile, request, signIn, testAppForFile } from './helpers'

const auth = calls.auth
const t = testAppForFile()

const codeAt = (secret: string, at: Date) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() })
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)])

/** PUT self/profile as the admin, signed in afresh. */
async function updateAdminProfile(body: Record<string, unknown>) {
  const s = await signIn(t.app, 'admin')
  return callApi(t.app, auth.updateProfile, { token: s.token, body })
}

describe('self/profile', () => {
  it('support: GET self/profile answers the same record as renew', async () => {
    const s = await signIn(t.app, 'support')
    const res = await callApi(t.app, auth.getProfile, { token: s.token })
    expect(res.status).toBe(200)
    expect(userRecordSchema.parse(res.body)).toEqual((await callApi(t.app, auth.renew, { token: s.token })).body)
  })

  it('new user: PUT self/profile saves name, email, timezone and locale and audits before and after', async () => {
    await createTestUser(t.services, { username: 'profiler', role: 'ADMIN' })
    const s = await signIn(t.app, 'profiler')
    const body = { realName: 'Pat Profile', email: 'pat@test.example', timezone: 'Europe/Berlin', locale: 'fr' }
    const res = await callApi(t.app, auth.updateProfile, { token: s.token, body })
    expect(res.status).toBe(200)
    // The new email waits for the link sent to it; the rest is saved at once.
    const { email, ...saved } = body
    expect(res.body).toMatchObject({ ...saved, email: 'profiler@test.example', pendingEmail: email })
    const [event] = await eventsOf(t.services, 'PROFILE_UPDATE', 'profiler')
    expect(event?.detail).toMatchObject({ before: { email: 'profiler@test.example', locale: 'en' }, after: { ...saved, email: 'profiler@test.example', pendingEmail: email } })
  })

  it('new user: POST self/profile with X-HTTP-Method-Override: PUT reaches the PUT call', async () => {
    await createTestUser(t.services, { username: 'overrider', role: 'ADMIN' })
    const s = await signIn(t.app, 'overrider')
    const body = { realName: 'Olive Override', email: 'olive@test.example', timezone: 'UTC', locale: 'en' }
    const res = await request(t.app, 'POST', `${API_PREFIX}/self/profile`, {
      token: s.token,
      body,
      headers: { 'X-HTTP-Method-Override': 'PUT' },
    })
    expect(res.status).toBe(200)
    expect(res.body.realName).toBe('Olive Override')
  })

  it('admin: PUT self/profile with a bad email, timezone and locale and no name answers 400 with one error per field', async () => {
    const res = await updateAdminProfile({ realName: '', email: 'not-an-email', timezone: 'Mars/Olympus', locale: 'xx' })
    expect(res.status).toBe(400)
    expect(res.body.errorCode).toBe('VALIDATION_FAILED')
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'locale', 'realName', 'timezone'])
  })

  it("admin: PUT self/profile with another user's email answers 400 on the email field", async () => {
    const res = await updateAdminProfile({ realName: 'Ada Admin', email: 'ANALYST@console.example', timezone: 'UTC', locale: 'en' })
    expect(res.status).toBe(400)
    expect(res.body.errors).toMatchObject([{ field: 'email', message: 'Another user has this email', code: 'taken' }])
  })

  it('anyone: self/profile without a token answers 401', async () => {
    expect((await callApi(t.app, auth.getProfile)).status).toBe(401)
    expect((await callApi(t.app, auth.updateProfile, { body: {} })).status).toBe(401)
  })
})

describe('self/password', () => {
  it('new user: changing the password works and the new one signs in; the change ends other sign-ins', async () => {
    await createTestUser(t.services, { username: 'changer', role: 'ADMIN' })
    const other = await signIn(t.app, 'changer')
    const s = await signIn(t.app, 'changer')
    const res = await callApi(t.app, auth.changePassword, { token: s.token, body: { oldPassword: DEMO_PASSWORD, newPassword: 'Changed-Secret-12' } })
    expect(res.status).toBe(200)
    const user = await signIn(t.app, 'changer', 'Changed-Secret-12')
    expect(new Date(user.user.passwordExpiration).getTime()).toBeGreaterThan(t.clock.now().getTime() + 89 * 24 * 3600_000)
    expect((await callApi(t.app, auth.refreshToken, { body: { refreshToken: other.refreshToken } })).status).toBe(401)
    expect((await callApi(t.app, auth.refreshToken, { body: { refreshToken: s.refreshToken } })).status).toBe(200)
    expect((await eventsOf(t.services, 'PASSWORD_CHANGE', 'changer')).length).toBe(1)
  })

  it('admin: a wrong old password answers 400 on oldPassword', async () => {
    const s = await signIn(t.app, 'admin')
    const res = await callApi(t.app, auth.changePassword, { token: s.token, body: { oldPassword: 'wrong-password-1', newPassword: 'Changed-Secret-12' } })
    expect(res.status).toBe(400)
    expect(res.body.errors).toMatchObject([{ field: 'oldPassword', message: 'The current password is not correct' }])
  })

  it('admin: a new password too short or without digits answers 400 on newPassword with the rule', async () => {
    const s = await signIn(t.app, 'admin')
    const short = await callApi(t.app, auth.changePassword, { token: s.token, body: { oldPassword: DEMO_PASSWORD, newPassword: 'Short-1' } })
    expect(short.status).toBe(400)
    expect(short.body.errors).toMatchObject([{ field: 'newPassword', message: 'Use at least 12 characters' }])
    const noDigits = await callApi(t.app, auth.changePassword, { token: s.token, body: { oldPassword: DEMO_PASSWORD, newPassword: 'Only-Letters-Here' } })
    expect(noDigits.status).toBe(400)
    expect(noDigits.body.errors).toMatchObject([{ field: 'newPassword', message: 'Use both letters and digits' }])
  })

  it('new user: a password among the last 4 is refused with PASSWORD_REUSED; the fifth one back is allowed', async () => {
    await createTestUser(t.services, { username: 'recycler', role: 'ADMIN' })
    const s = await signIn(t.app, 'recycler')
    const sequence = [DEMO_PASSWORD, 'Second-Secret-22', 'Third-Secret-333', 'Fourth-Secret-44']
    for (let i = 1; i < sequence.length; i++) {
      const res = await callApi(t.app, auth.changePassword, { token: s.token, body: { oldPassword: sequence[i - 1], newPassword: sequence[i] } })
      expect(res.status).toBe(200)
    }
    for (const old of sequence) {
      const res = await callApi(t.app, auth.changePassword, { token: s.token, body: { oldPassword: 'Fourth-Secret-44', newPassword: old } })
      expect(res.status).toBe(400)
      expect(res.body.errorCode).toBe('PASSWORD_REUSED')
      expect(res.body.errors[0].field).toBe('newPassword')
    }
    expect((await callApi(t.app, auth.changePassword, { token: s.token, body: { oldPassword: 'Fourth-Secret-44', newPassword: 'Fifth-Secret-555' } })).status).toBe(200)
    // The first password has now left the last four.
    expect((await callApi(t.app, auth.changePassword, { token: s.token, body: { oldPassword: 'Fifth-Secret-555', newPassword: DEMO_PASSWORD } })).status).toBe(200)
  })

  it('first login: a user whose expiry equals its creation has created == passwordExpiration until it changes the password', async () => {
    const created = t.clock.now()
    const u = await createTestUser(t.services, { username: 'first-timer', role: 'ADMIN', passwordExpiresAt: created })
    await t.services.db.updateTable('app_user').set({ created_at: created }).where('id', '=', u.id).execute()
    const s = await signIn(t.app, 'first-timer')
    expect(s.user.created).toBe(s.user.passwordExpiration)
    await callApi(t.app, auth.changePassword, { token: s.token, body: { oldPassword: DEMO_PASSWORD, newPassword: 'My-Own-Secret-99' } })
    const after = await callApi(t.app, auth.renew, { token: s.token })
    expect(after.body.created).not.toBe(after.body.passwordExpiration)
  })
})

describe('self/avatar', () => {
  it('merchant: uploading a PNG answers a signed avatar URL that serves the image until it expires', async () => {
    const s = await signIn(t.app, 'merchant')
    const upload = multipartFile('file', 'me.png', 'image/png', png)
    const res = await request(t.app, 'POST', `${API_PREFIX}/self/avatar`, { token: s.token, body: upload.payload, headers: upload.headers })
    expect(res.status).toBe(200)
    expect(res.body.avatar).toMatch(/^\/api\/v1\/files\/avatars\/\d+\/[0-9a-f]+\.png\?expires=\d+&signature=/)

    const file = await t.app.inject({ method: 'GET', url: res.body.avatar })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/png')
    expect(Buffer.compare(file.rawPayload, png)).toBe(0)

    // Another first character, whatever the signature starts with.
    const tamperedUrl = res.body.avatar.replace(/signature=(.)/, (_: string, first: string) => `signature=${first === 'x' ? 'y' : 'x'}`)
    const tampered = await t.app.inject({ method: 'GET', url: tamperedUrl })
    expect(tampered.statusCode).toBe(404)
    const unsigned = await t.app.inject({ method: 'GET', url: res.body.avatar.split('?')[0] })
    expect(unsigned.statusCode).toBe(404)

    const profile = await callApi(t.app, auth.getProfile, { token: s.token })
    expect(profile.body.avatar).toMatch(/^\/api\/v1\/files\/avatars\//)
    expect((await eventsOf(t.services, 'AVATAR_UPDATE', 'merchant')).length).toBe(1)

    t.clock.advanceMinutes(61)
    expect((await t.app.inject({ method: 'GET', url: res.body.avatar })).statusCode).toBe(404)
  })

  it('anyone: the file route refuses keys that leave the store, even with a signature for them', async () => {
    expect(isFileKey('avatars/1/a.png')).toBe(true)
    for (const key of ['../secret', 'avatars/../../x', '/etc/passwd', 'a//b', '.hidden']) expect(isFileKey(key), key).toBe(false)
    expect(() => signedFileUrl(t.services, '../token-secret')).toThrow()
    const expires = Math.floor(t.clock.now().getTime() / 1000) + 60
    for (const path of ['..%2Ftoken-secret', '%2E%2E/%2E%2E/etc/passwd', 'avatars%2F..%2F..%2Ftoken-secret']) {
      const res = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/files/${path}?expires=${expires}&signature=abc` })
      expect(res.statusCode, path).toBe(404)
    }
  })

  it('merchant: uploading a text file named .png answers 400 on the file field', async () => {
    const s = await signIn(t.app, 'merchant')
    const upload = multipartFile('file', 'fake.png', 'image/png', Buffer.from('not really an image'))
    const res = await request(t.app, 'POST', `${API_PREFIX}/self/avatar`, { token: s.token, body: upload.payload, headers: upload.headers })
    expect(res.status).toBe(400)
    expect(res.body.errors).toMatchObject([{ field: 'file', message: 'Use a PNG, JPEG, WebP or GIF image' }])
  })

  it('merchant: uploading an image over 2 MB answers 413 on the file field', async () => {
    const s = await signIn(t.app, 'merchant')
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024, 1)])
    const upload = multipartFile('file', 'big.png', 'image/png', big)
    const res = await request(t.app, 'POST', `${API_PREFIX}/self/avatar`, { token: s.token, body: upload.payload, headers: upload.headers })
    expect(res.status).toBe(413)
    expect(res.body.errorCode).toBe('PAYLOAD_TOO_LARGE')
    expect(res.body.errors[0].field).toBe('file')
  })

  it('merchant: self/avatar with a JSON body answers 400; without a token 401', async () => {
    const s = await signIn(t.app, 'merchant')
    const res = await request(t.app, 'POST', `${API_PREFIX}/self/avatar`, { token: s.token, body: { file: 'x' } })
    expect(res.status).toBe(400)
    expect(res.body.errors[0].field).toBe('file')
    const upload = multipartFile('file', 'me.png', 'image/png', png)
    expect((await request(t.app, 'POST', `${API_PREFIX}/self/avatar`, { body: upload.payload, headers: upload.headers })).status).toBe(401)
  })
})

describe('two-factor authentication', () => {
  it('new user: enrol, verify, then login needs a code, refuses a wrong or reused one, accepts a fresh one; disable needs a code', async () => {
    await createTestUser(t.services, { username: 'two-factor', role: 'ADMIN' })
    const s = await signIn(t.app, 'two-factor')

    const enrol = await callApi(t.app, auth.twoFaEnroll, { token: s.token })
    expect(enrol.status).toBe(200)
    const { secret, otpauthUri } = enrol.body as { secret: string; otpauthUri: string }
    expect(secret).toMatch(/^[A-Z2-7]+=*$/)
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.*two-factor.*secret=/)
    expect(s.user.enabledTwoFA).toBe(false)

    const current = Number(codeAt(secret, t.clock.now()))
    const wrong = await callApi(t.app, auth.twoFaVerify, { token: s.token, body: { token: String((current + 500_000) % 1_000_000).padStart(6, '0') } })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errorCode).toBe('TOTP_INVALID')
    expect(wrong.body.errors[0].field).toBe('token')
    const malformed = await callApi(t.app, auth.twoFaVerify, { token: s.token, body: { token: 'abc' } })
    expect(malformed.status).toBe(400)
    expect(malformed.body.errors).toMatchObject([{ field: 'token', message: 'Enter the 6-digit code' }])

    const firstCode = codeAt(secret, t.clock.now())
    const verify = await callApi(t.app, auth.twoFaVerify, { token: s.token, body: { token: firstCode } })
    expect(verify.status).toBe(200)
    expect(verify.body.enabledTwoFA).toBe(true)
    expect((await eventsOf(t.services, 'TWO_FA_ENABLE', 'two-factor')).length).toBe(1)

    const noCode = await callApi(t.app, auth.login, { body: { username: 'two-factor', password: DEMO_PASSWORD } })
    expect(noCode.status).toBe(401)
    expect(noCode.body.errorCode).toBe('TOTP_REQUIRED')
    const reused = await callApi(t.app, auth.login, { body: { username: 'two-factor', password: DEMO_PASSWORD, totp: firstCode } })
    expect(reused.status).toBe(401)
    expect(reused.body.errorCode).toBe('TOTP_INVALID')

    t.clock.advance(60_000)
    const freshCode = codeAt(secret, t.clock.now())
    const withCode = await callApi(t.app, auth.login, { body: { username: 'two-factor', password: DEMO_PASSWORD, totp: freshCode } })
    expect(withCode.status).toBe(200)
    expect(withCode.body.user.enabledTwoFA).toBe(true)
    const replay = await callApi(t.app, auth.login, { body: { username: 'two-factor', password: DEMO_PASSWORD, totp: freshCode } })
    expect(replay.body.errorCode).toBe('TOTP_INVALID')

    const again = await callApi(t.app, auth.twoFaEnroll, { token: s.token })
    expect(again.status).toBe(409)

    const badDisable = await callApi(t.app, auth.twoFaDisable, { token: s.token, body: { token: freshCode } })
    expect(badDisable.status).toBe(400)
    expect(badDisable.body.errorCode).toBe('TOTP_INVALID')
    t.clock.advance(60_000)
    const disable = await callApi(t.app, auth.twoFaDisable, { token: s.token, body: { token: codeAt(secret, t.clock.now()) } })
    expect(disable.status).toBe(200)
    expect(disable.body.enabledTwoFA).toBe(false)
    await signIn(t.app, 'two-factor')
  })

  it('admin: 2faverify before enrolling answers 400 on token; 2fadisable while off answers 409', async () => {
    await createTestUser(t.services, { username: 'no-enrol', role: 'ADMIN' })
    const s = await signIn(t.app, 'no-enrol')
    const verify = await callApi(t.app, auth.twoFaVerify, { token: s.token, body: { token: '123456' } })
    expect(verify.status).toBe(400)
    expect(verify.body.errors[0].field).toBe('token')
    expect((await callApi(t.app, auth.twoFaDisable, { token: s.token, body: { token: '123456' } })).status).toBe(409)
  })
})

describe('verificationcode', () => {
  it('analyst: verificationcode emails a six-digit code in the user language', async () => {
    const s = await signIn(t.app, 'analyst')
    const res = await callApi(t.app, auth.verificationCode, { token: s.token, body: {} })
    expect(res.status).toBe(200)
    const email = await lastEmailTo(t.services, 'analyst@console.example')
    expect(email?.type).toBe('VERIFICATION_CODE')
    expect(email?.body_text).toMatch(/\b\d{6}\b/)
    const stored = await t.services.db.selectFrom('one_time_code').select('code_hash').where('purpose', '=', 'VERIFICATION_CODE').execute()
    expect(stored.map((r) => r.code_hash)).not.toContain(email!.body_text.match(/\b(\d{6})\b/)![1])
  })

  it('French user: verificationcode sends the French template', async () => {
    await createTestUser(t.services, { username: 'francoise', role: 'ADMIN' })
    await t.services.db.updateTable('app_user').set({ locale: 'fr' }).where('username', '=', 'francoise').execute()
    const s = await signIn(t.app, 'francoise')
    await callApi(t.app, auth.verificationCode, { token: s.token, body: {} })
    const email = await lastEmailTo(t.services, 'francoise@test.example')
    expect(email?.subject).toMatch(/^Votre code de vérification/)
    expect(email?.body_html).toContain('lang="fr"')
  })

  it('anyone: verificationcode without a token answers 401; with an unexpected field 400', async () => {
    expect((await callApi(t.app, auth.verificationCode, { body: {} })).status).toBe(401)
    const s = await signIn(t.app, 'analyst')
    expect((await callApi(t.app, auth.verificationCode, { token: s.token, body: { extra: 1 } })).status).toBe(400)
  })
})
