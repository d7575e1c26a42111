import { calls } from '@domain/calls'
import { DEMO_PASSWORD } from '@domain/constants'
import { describe, expect, it } from 'vitest'
import { callApi, createRole, createTestUser, eventsOf, lastEmailTo, signIn, testAppForFile } from './helpers'

const u = calls.muser
const auth = calls.auth
const t = testAppForFile()

/**
 * An acme admin of users only (no fraud or card-data rights), a FRAUD_ANALYST it can see (who may
 * do more), and a user whose permissions are all the admin's own.
 */
async function cast(prefix: string) {
  await createRole(t.services, 'acme', `${prefix}-USERS`, ['user.read', 'user.write'])
  await createRole(t.services, 'acme', `${prefix}-READER`, ['user.read'])
  await createTestUser(t.services, { username: `${prefix}-admin`, space: 'acme', scope: 'SPACE', role: `${prefix}-USERS` })
  await createTestUser(t.services, { username: `${prefix}-analyst`, space: 'acme', scope: 'SPACE', role: 'FRAUD_ANALYST' })
  await createTestUser(t.services, { username: `${prefix}-reader`, space: 'acme', scope: 'SPACE', role: `${prefix}-READER` })
  return { admin: await signIn(t.app, `${prefix}-admin`), analyst: `${prefix}-analyst`, reader: `${prefix}-reader` }
}

const codeOfLink = (text: string | undefined, path: string) => text?.match(new RegExp(`/${path}/([A-Za-z0-9_-]+)`))?.[1]

describe('no takeover upward', () => {
  it('a user admin: setting the password of a fraud analyst it cannot match is refused (403), and the analyst signs in as before', async () => {
    const { admin, analyst, reader } = await cast('up-pass')
    const refused = await callApi(t.app, u.setPassword, { token: admin.token, params: { user: analyst }, body: { password: 'Taken-Over-Pass-1' } })
    expect(refused.status).toBe(403)
    expect((await callApi(t.app, auth.login, { body: { username: analyst, password: 'Taken-Over-Pass-1' } })).status).toBe(401)
    expect((await callApi(t.app, auth.login, { body: { username: analyst, password: DEMO_PASSWORD } })).status).toBe(200)
    // The admin itself is refused fraud blocks, and stays so.
    expect((await callApi(t.app, calls.fraud.list, { token: admin.token })).status).toBe(403)

    const allowed = await callApi(t.app, u.setPassword, { token: admin.token, params: { user: reader }, body: { password: 'Given-Reader-Pass-1' } })
    expect(allowed.status).toBe(200)
    expect((await callApi(t.app, auth.login, { body: { username: reader, password: 'Given-Reader-Pass-1' } })).status).toBe(200)
  })

  it('a user admin: a reset link for the analyst is refused and nothing is mailed; for a user it matches, the link goes out', async () => {
    const { admin, analyst, reader } = await cast('up-link')
    const refused = await callApi(t.app, u.setPassword, { token: admin.token, params: { user: analyst }, body: {} })
    expect(refused.status).toBe(403)
    expect(await lastEmailTo(t.services, `${analyst}@test.example`)).toBeUndefined()
    const sent = await callApi(t.app, u.setPassword, { token: admin.token, params: { user: reader }, body: {} })
    expect(sent.status).toBe(200)
    expect((await lastEmailTo(t.services, `${reader}@test.example`))?.type).toBe('FORGOT_PASSWORD')
  })

  it('a user admin: pointing the analyst’s email at its own mailbox is refused (403); the email stays', async () => {
    const { admin, analyst } = await cast('up-mail')
    const refused = await callApi(t.app, u.update, { token: admin.token, params: { user: analyst }, body: { email: 'attacker@evil.example' } })
    expect(refused.status).toBe(403)
    const after = await callApi(t.app, u.get, { token: (await signIn(t.app, 'admin')).token, params: { user: analyst } })
    expect(after.body).toMatchObject({ email: `${analyst}@test.example`, pendingEmail: null })
    expect(await lastEmailTo(t.services, 'attacker@evil.example')).toBeUndefined()
    // Fields that do not touch the sign-in still change.
    const renamed = await callApi(t.app, u.update, { token: admin.token, params: { user: analyst }, body: { realName: 'Renamed Analyst' } })
    expect(renamed.status).toBe(200)
  })

  it('a user admin: turning off the analyst’s 2FA is refused (403); for a user it matches, 2FA is reset', async () => {
    const { admin, analyst, reader } = await cast('up-2fa')
    await t.services.db.updateTable('app_user').set({ totp_enabled: true, totp_secret: 'JBSWY3DPEHPK3PXP' }).where('username', 'in', [analyst, reader]).execute()
    expect((await callApi(t.app, auth.twoFaReset, { token: admin.token, params: { user: analyst } })).status).toBe(403)
    const state = (name: string) => t.services.db.selectFrom('app_user').select('totp_enabled').where('username', '=', name).executeTakeFirstOrThrow()
    expect((await state(analyst)).totp_enabled).toBe(true)
    expect((await callApi(t.app, auth.twoFaReset, { token: admin.token, params: { user: reader } })).status).toBe(200)
    expect((await state(reader)).totp_enabled).toBe(false)
  })
})

describe('a changed email waits for the new address to confirm', () => {
  it('admin: a new email for a user it matches is pending; the new address gets the link, the old one is told, and the link makes it the email', async () => {
    const { admin, reader } = await cast('mail-flow')
    const asked = await callApi(t.app, u.update, { token: admin.token, params: { user: reader }, body: { email: 'reader.new@people.example' } })
    expect(asked.status).toBe(200)
    expect(asked.body).toMatchObject({ email: `${reader}@test.example`, pendingEmail: 'reader.new@people.example' })

    // Until confirmed, the account signs in and resets by the email it had.
    expect((await callApi(t.app, auth.login, { body: { username: 'reader.new@people.example', password: DEMO_PASSWORD } })).status).toBe(401)
    const told = await lastEmailTo(t.services, `${reader}@test.example`)
    expect(told).toMatchObject({ type: 'EMAIL_CHANGED' })
    expect(told!.body_text).toContain('reader.new@people.example')
    const link = await lastEmailTo(t.services, 'reader.new@people.example')
    expect(link).toMatchObject({ type: 'EMAIL_CHANGE' })
    expect(link!.subject).not.toMatch(/confirmemail/)
    const code = codeOfLink(link!.body_text, 'confirmemail')
    expect(code).toBeTruthy()

    const confirmed = await callApi(t.app, auth.confirmEmail, { body: { code } })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toEqual({ email: 'reader.new@people.example' })
    const after = await callApi(t.app, u.get, { token: admin.token, params: { user: reader } })
    expect(after.body).toMatchObject({ email: 'reader.new@people.example', pendingEmail: null })
    expect((await callApi(t.app, auth.login, { body: { username: 'reader.new@people.example', password: DEMO_PASSWORD } })).status).toBe(200)

    // The link works once.
    const again = await callApi(t.app, auth.confirmEmail, { body: { code } })
    expect(again.status).toBe(400)
    expect(again.body.errorCode).toBe('CODE_INVALID')

    // Audited with both addresses: the ask (the admin's update) and the change (by the link).
    const [update] = (await eventsOf(t.services, 'UPDATE', 'mail-flow-admin')).filter((e) => e.target_id === reader)
    expect(update!.detail).toMatchObject({ before: { email: `${reader}@test.example`, pendingEmail: null }, after: { pendingEmail: 'reader.new@people.example' } })
    const [change] = await eventsOf(t.services, 'EMAIL_CHANGE', reader)
    expect(change!.detail).toMatchObject({ before: { email: `${reader}@test.example` }, after: { email: 'reader.new@people.example' } })
  })

  it('self: the own email changes only by the link; the same email again withdraws the change and its link', async () => {
    await createTestUser(t.services, { username: 'mail-self', space: 'acme', scope: 'SPACE', role: 'SUPPORT' })
    const me = await signIn(t.app, 'mail-self')
    const profile = { realName: 'Mail Self', timezone: 'UTC', locale: 'en' }
    const asked = await callApi(t.app, auth.updateProfile, { token: me.token, body: { ...profile, email: 'oncall@console.example' } })
    expect(asked.status).toBe(200)
    expect(asked.body).toMatchObject({ email: 'mail-self@test.example', pendingEmail: 'oncall@console.example' })
    const code = codeOfLink((await lastEmailTo(t.services, 'oncall@console.example'))?.body_text, 'confirmemail')
    expect((await lastEmailTo(t.services, 'mail-self@test.example'))?.type).toBe('EMAIL_CHANGED')

    const withdrawn = await callApi(t.app, auth.updateProfile, { token: me.token, body: { ...profile, email: 'mail-self@test.example' } })
    expect(withdrawn.body).toMatchObject({ email: 'mail-self@test.example', pendingEmail: null })
    expect((await callApi(t.app, auth.confirmEmail, { body: { code } })).status).toBe(400)
    expect((await callApi(t.app, auth.getProfile, { token: me.token })).body.email).toBe('mail-self@test.example')
  })

  it('anyone: an email another user has is refused beside the field, and a made-up code is a 400', async () => {
    await createTestUser(t.services, { username: 'mail-taken', space: 'acme', scope: 'SPACE', role: 'SUPPORT' })
    const me = await signIn(t.app, 'mail-taken')
    const res = await callApi(t.app, auth.updateProfile, { token: me.token, body: { realName: 'Taken', timezone: 'UTC', locale: 'en', email: 'analyst@console.example' } })
    expect(res.status).toBe(400)
    expect(res.body.errors[0]).toMatchObject({ field: 'email', code: 'taken' })
    const made = await callApi(t.app, auth.confirmEmail, { body: { code: 'not-a-real-code' } })
    expect(made.status).toBe(400)
    expect(made.body.errors[0].field).toBe('code')
  })
})
