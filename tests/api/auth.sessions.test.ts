import { API_PREFIX } from '@domain/call'
import { allCalls, calls } from '@domain/calls'
import { DEMO_PASSWORD, STEP_UP_MINUTES } from '@domain/constants'
import { Secret, TOTP } from 'otpauth'
import { describe, expect, it } from 'vitest'
import type { Session } from '@domain/entities/user'
import { callApi, eventsOf, request, sameDatabaseApp, type SignedIn, signIn, signInNewUser, testAppForFile } from './helpers'

const t = testAppForFile({ transactions: 20 })
const auth = calls.auth
const codeAt = (secret: string, at: Date) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() })
/** Moves past the proof's window: the sign-in itself, or the last step-up, no longer counts. */
const proofGoesStale = () => t.clock.advanceMinutes(STEP_UP_MINUTES + 0.5)
const profileOf = (s: SignedIn, email: string) => ({ realName: s.user.realName, email, timezone: s.user.timezone, locale: s.user.locale })
const stepUpRequired = { errorCode: 'STEP_UP_REQUIRED', params: { minutes: STEP_UP_MINUTES } }

// Changing one's email, password or 2FA asks for the password or a 2FA code again unless the
// sign-in gave one in the last 5 minutes; signing in with the password counts as one.
describe('a sensitive change needs a fresh proof that it is the user', () => {
  it('new user: signing in is a proof; 5 minutes on, email, password and 2FA changes answer 401 STEP_UP_REQUIRED, and pass after the password is given again', async () => {
    const s = await signInNewUser(t, { username: 'stepup-pw', space: 'acme', role: 'SUPPORT' })
    const first = await callApi(t.app, auth.updateProfile, { token: s.token, body: profileOf(s, 'stepup-pw-1@test.example') })
    expect(first.status).toBe(200)

    proofGoesStale()
    const email = await callApi(t.app, auth.updateProfile, { token: s.token, body: profileOf(s, 'stepup-pw-2@test.example') })
    expect(email.status).toBe(401)
    expect(email.body).toMatchObject(stepUpRequired)
    // The same save without a new email is no sensitive change.
    expect((await callApi(t.app, auth.updateProfile, { token: s.token, body: { ...profileOf(s, s.user.email), realName: 'Step Up' } })).status).toBe(200)
    const password = await callApi(t.app, auth.changePassword, { token: s.token, body: { oldPassword: DEMO_PASSWORD, newPassword: 'Harbour-Lantern-2291' } })
    expect(password.body).toMatchObject(stepUpRequired)
    expect((await callApi(t.app, auth.twoFaEnroll, { token: s.token })).body).toMatchObject(stepUpRequired)

    const wrong = await callApi(t.app, auth.stepUp, { token: s.token, body: { password: 'not-my-password-1' } })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors).toEqual([expect.objectContaining({ field: 'password', code: 'INVALID_CREDENTIALS' })])
    const failures = await t.services.db.selectFrom('login_failure').select('failures').where('user_id', '=', s.user.id).executeTakeFirstOrThrow()
    expect(failures.failures).toBe(1)

    const proved = await callApi(t.app, auth.stepUp, { token: s.token, body: { password: DEMO_PASSWORD } })
    expect(proved.status).toBe(200)
    const left = Date.parse(proved.body.provedUntil) - t.clock.now().getTime()
    expect(left).toBeGreaterThan((STEP_UP_MINUTES * 60 - 10) * 1000)
    expect(left).toBeLessThanOrEqual(STEP_UP_MINUTES * 60_000)
    const [event] = await eventsOf(t.services, 'STEP_UP', 'stepup-pw')
    expect(event).toMatchObject({ target_type: 'session', detail: { method: 'password', after: { provedAt: expect.any(String) } } })
    expect(event!.detail).toHaveProperty('before.provedAt')
    // The right password clears the address's failures, as a sign-in does.
    expect(await t.services.db.selectFrom('login_failure').select('failures').where('user_id', '=', s.user.id).executeTakeFirst()).toBeUndefined()

    expect((await callApi(t.app, auth.updateProfile, { token: s.token, body: profileOf(s, 'stepup-pw-2@test.example') })).status).toBe(200)
    expect((await callApi(t.app, auth.changePassword, { token: s.token, body: { oldPassword: DEMO_PASSWORD, newPassword: 'Harbour-Lantern-2291' } })).status).toBe(200)
  })

  it('new user with 2FA: a code of the authenticator is a proof too, used once; turning 2FA off after 5 minutes asks again', async () => {
    const s = await signInNewUser(t, { username: 'stepup-totp', space: 'acme', role: 'SUPPORT' })
    const enrolled = await callApi(t.app, auth.twoFaEnroll, { token: s.token })
    expect(enrolled.status).toBe(200)
    const { secret } = enrolled.body as { secret: string }
    expect((await callApi(t.app, auth.twoFaVerify, { token: s.token, body: { token: codeAt(secret, t.clock.now()) } })).status).toBe(200)

    proofGoesStale()
    const off = await callApi(t.app, auth.twoFaDisable, { token: s.token, body: { token: codeAt(secret, t.clock.now()) } })
    expect(off.body).toMatchObject(stepUpRequired)
    const code = codeAt(secret, t.clock.now())
    const proved = await callApi(t.app, auth.stepUp, { token: s.token, body: { totp: code } })
    expect(proved.status).toBe(200)
    expect((await eventsOf(t.services, 'STEP_UP', 'stepup-totp'))[0]!.detail).toMatchObject({ method: 'totp' })
    // The same code again is refused: each step of the authenticator proves once.
    const replay = await callApi(t.app, auth.stepUp, { token: s.token, body: { totp: code } })
    expect(replay.status).toBe(400)
    expect(replay.body.errors).toEqual([expect.objectContaining({ field: 'totp', code: 'TOTP_INVALID' })])

    t.clock.advanceMinutes(1)
    expect((await callApi(t.app, auth.twoFaDisable, { token: s.token, body: { token: codeAt(secret, t.clock.now()) } })).status).toBe(200)
  })

  it('new user: a proof needs exactly one of the password and a code, and a code only from a user with 2FA on', async () => {
    const s = await signInNewUser(t, { username: 'stepup-input', space: 'acme', role: 'SUPPORT' })
    for (const body of [{}, { password: DEMO_PASSWORD, totp: '123456' }]) {
      const refused = await callApi(t.app, auth.stepUp, { token: s.token, body })
      expect(refused.status).toBe(400)
      expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'password' })])
    }
    expect((await callApi(t.app, auth.stepUp, { token: s.token, body: { totp: '12345' } })).body.errors).toEqual([expect.objectContaining({ field: 'totp' })])
    const noTwoFa = await callApi(t.app, auth.stepUp, { token: s.token, body: { totp: '123456' } })
    expect(noTwoFa.body.errors).toEqual([expect.objectContaining({ field: 'totp', code: 'TOTP_INVALID' })])
    expect((await callApi(t.app, auth.stepUp, { body: { password: DEMO_PASSWORD } })).status).toBe(401)
  })

  it('every call the call table marks sensitive refuses a stale proof before it does anything', async () => {
    const sensitive = allCalls().filter(({ call }) => call.stepUp)
    expect(sensitive.map(({ id }) => id).sort()).toEqual(['approval.approve', 'approval.reject', 'auth.changePassword', 'auth.twoFaDisable', 'auth.twoFaEnroll', 'auth.twoFaVerify'])
    // An admin of the space: it may decide change requests, so the proof is what refuses them.
    const s = await signInNewUser(t, { username: 'stepup-table', space: 'acme', role: 'ADMIN' })
    proofGoesStale()
    const bodies: Record<string, unknown> = {
      'auth.changePassword': { oldPassword: DEMO_PASSWORD, newPassword: 'Harbour-Lantern-2291' },
      'auth.twoFaVerify': { token: '123456' },
      'auth.twoFaDisable': { token: '123456' },
      'approval.approve': {},
      'approval.reject': { reason: 'Not this one' },
    }
    for (const { id, call } of sensitive) {
      const answer = await callApi(t.app, call, { token: s.token, params: { id: 1 }, body: bodies[id] })
      expect(answer.body, id).toMatchObject(stepUpRequired)
    }
    expect(await eventsOf(t.services, 'TWO_FA_ENROLL', 'stepup-table')).toEqual([])
  })
})

const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0'
const safari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'

/** Signs in from a browser (`userAgent`) at an address, as the sessions lists then show the sign-in. */
async function signInFrom(username: string, userAgent: string, remoteAddress: string): Promise<SignedIn> {
  const res = await request(t.app, 'POST', `${API_PREFIX}/login`, { body: { username, password: DEMO_PASSWORD }, headers: { 'user-agent': userAgent }, remoteAddress })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return { ...res.body, headers: { authorization: `Bearer ${res.body.token}` } }
}

const sessionsOf = async (s: SignedIn): Promise<Session[]> => {
  const res = await callApi(t.app, auth.sessions, { token: s.token })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.items
}
const version = (token: string) => callApi(t.app, calls.system.version, { token })

// The profile lists the user's own sign-ins and ends any of them: the ended one's next call is
// refused, in every server process.
describe("a user's own sessions", () => {
  it('new user: lists its sign-ins with browser, address and times, its own marked; ends the other, whose next call and refresh answer 401, audited', async () => {
    await signInNewUser(t, { username: 'own-sessions', space: 'acme', role: 'SUPPORT' })
    const desk = await signInFrom('own-sessions', firefox, '203.0.113.7')
    t.clock.advanceMinutes(1)
    const phone = await signInFrom('own-sessions', safari, '198.51.100.23')
    const listed = await sessionsOf(desk)
    // With the sign-in of signInNewUser: three, this one marked.
    expect(listed).toHaveLength(3)
    expect(listed.filter((session) => session.current)).toEqual([expect.objectContaining({ device: 'Firefox 126 · Windows', address: '203.0.113.7', userAgent: firefox })])
    const onPhone = listed.find((session) => session.address === '198.51.100.23')!
    expect(onPhone).toMatchObject({ username: 'own-sessions', device: 'Safari 17 · iOS', current: false })
    expect(Date.parse(onPhone.startedAt) - Date.parse(listed.find((session) => session.current)!.startedAt)).toBeGreaterThanOrEqual(60_000)
    expect(Date.parse(onPhone.lastActiveAt)).toBeGreaterThanOrEqual(Date.parse(onPhone.startedAt))

    const ended = await callApi(t.app, auth.endSession, { token: desk.token, params: { session: onPhone.id } })
    expect(ended.status).toBe(200)
    expect((await version(phone.token)).status).toBe(401)
    expect((await callApi(t.app, auth.refreshToken, { body: { refreshToken: phone.refreshToken } })).status).toBe(401)
    expect((await sessionsOf(desk)).map((session) => session.id)).not.toContain(onPhone.id)
    const [event] = await eventsOf(t.services, 'SESSION_END', 'own-sessions')
    expect(event).toMatchObject({ target_type: 'session', target_id: onPhone.id, detail: { before: { id: onPhone.id, device: 'Safari 17 · iOS' }, after: null } })
  })

  it("new user: another user's session, an ended one or no session id is not found; a malformed id is a 400", async () => {
    const mine = await signInNewUser(t, { username: 'own-other', space: 'acme', role: 'SUPPORT' })
    const theirs = await signInNewUser(t, { username: 'own-theirs', space: 'acme', role: 'SUPPORT' })
    const [their] = await sessionsOf(theirs)
    expect((await callApi(t.app, auth.endSession, { token: mine.token, params: { session: their!.id } })).status).toBe(404)
    expect((await version(theirs.token)).status).toBe(200)
    expect((await callApi(t.app, auth.endSession, { token: mine.token, params: { session: crypto.randomUUID() } })).status).toBe(404)
    const malformed = await callApi(t.app, auth.endSession, { token: mine.token, params: { session: 'not-a-session' } })
    expect(malformed.status).toBe(400)
    expect(malformed.body.errors).toEqual([expect.objectContaining({ field: 'session' })])
    expect((await callApi(t.app, auth.sessions, {})).status).toBe(401)
  })

  it('new user: ending its own current session signs it out', async () => {
    const s = await signInNewUser(t, { username: 'own-current', space: 'acme', role: 'SUPPORT' })
    const [current] = await sessionsOf(s)
    expect(current).toMatchObject({ current: true })
    expect((await callApi(t.app, auth.endSession, { token: s.token, params: { session: current!.id } })).status).toBe(200)
    expect((await version(s.token)).status).toBe(401)
  })

  it.runIf(process.env.DATABASE_URL)('PostgreSQL: a session ended through one server process is refused at its next call in a second', async () => {
    const s = await signInNewUser(t, { username: 'own-two-processes', space: 'acme', role: 'SUPPORT' })
    const other = await signIn(t.app, 'own-two-processes')
    const second = await sameDatabaseApp(t)
    try {
      // Twice, so the second process has the sign-in cached before it ends.
      for (let i = 0; i < 2; i++) expect((await callApi(second.app, calls.system.version, { token: other.token })).status).toBe(200)
      const [ended] = (await sessionsOf(s)).filter((session) => !session.current)
      expect((await callApi(t.app, auth.endSession, { token: s.token, params: { session: ended!.id } })).status).toBe(200)
      // The end reaches the second process by the database's notification, as its next request would see it.
      await second.services.principals.sync()
      expect((await callApi(second.app, calls.system.version, { token: other.token })).status).toBe(401)
      expect((await callApi(second.app, calls.system.version, { token: s.token })).status).toBe(200)
    } finally {
      await second.close()
    }
  })
})
