import { calls } from '@domain/calls'
import { DEMO_PASSWORD, LOGIN_MAX_FAILURES } from '@domain/constants'
import { sql } from 'kysely'
import { Secret, TOTP } from 'otpauth'
import { describe, expect, it } from 'vitest'
import { type ApiResponse, callApi, createTestUser, lastEmailTo, resetCodeFor, signIn, testAppForFile } from './helpers'

const auth = calls.auth
const t = testAppForFile()
const codeAt = (secret: string) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: t.clock.now().getTime() })

/**
 * Everything an auth write may change about a user: its row, failures, sessions, codes, mail and
 * audit rows (a signed-in request stamps its session's last activity, which is no write's part).
 */
async function stateOf(username: string) {
  const { db } = t.services
  const user = await db.selectFrom('app_user').selectAll().where('username', '=', username).executeTakeFirstOrThrow()
  const of = <T extends 'login_failure' | 'refresh_token' | 'one_time_code'>(table: T) =>
    sql<Record<string, unknown>>`select * from ${sql.table(table)} where user_id = ${user.id} order by 1, 2`.execute(db).then((r) => r.rows)
  const messages = await sql<{ n: number }>`select count(*)::int as n from message where recipient like ${`${username}%`}`.execute(db)
  const events = await sql<{ n: number }>`select count(*)::int as n from user_event where username = ${username} or target_id in (${String(user.id)}, ${username})`.execute(db)
  return {
    user,
    failures: await of('login_failure'),
    sessions: await of('refresh_token'),
    codes: await of('one_time_code'),
    activity: await db.selectFrom('session_activity').select('family_id').where('user_id', '=', user.id).orderBy('family_id').execute(),
    messages: messages.rows[0]!.n,
    events: events.rows[0]!.n,
  }
}

/** While it runs, the database refuses audit rows of this type: the write's last statement fails. */
async function withRefusedAudit<T>(type: string, run: () => Promise<T>): Promise<T> {
  const { db } = t.services
  await sql`create or replace function refuse_audit_row() returns trigger language plpgsql as $$
    begin
      if new.type = tg_argv[0] then raise exception 'audit row % refused', new.type; end if;
      return new;
    end $$`.execute(db)
  await sql`create trigger refuse_audit_row before insert on user_event for each row execute function refuse_audit_row(${sql.lit(type)})`.execute(db)
  try {
    return await run()
  } finally {
    await sql`drop trigger refuse_audit_row on user_event`.execute(db)
  }
}

/**
 * The write fails on its audit row and leaves the user exactly as before, with no audit row;
 * then, with the row allowed, it succeeds with its audit row.
 */
async function atomically(type: string, username: string, write: () => Promise<ApiResponse>, succeeds = 200) {
  const before = await stateOf(username)
  const failed = await withRefusedAudit(type, write)
  expect(failed.status, `${type} with its audit row refused`).toBe(500)
  expect(await stateOf(username), `${type}: nothing half-done`).toEqual(before)
  const done = await write()
  expect(done.status, `${type} ${JSON.stringify(done.body)}`).toBe(succeeds)
  const [event] = await t.services.db.selectFrom('user_event').selectAll().where('type', '=', type).orderBy('id', 'desc').limit(1).execute()
  expect(event, `${type} audited`).toBeDefined()
  expect((await stateOf(username)).events).toBeGreaterThan(before.events)
  return done
}

const wrongSignIn = (username: string, address: string) => callApi(t.app, auth.login, { body: { username, password: 'Not-The-Password-1' }, remoteAddress: address })

describe('auth writes run in one transaction with their audit row', () => {
  it('forgot password: the code, the emailed link and FORGOT_PASSWORD go together', async () => {
    await createTestUser(t.services, { username: 'at-forgot' })
    await atomically('FORGOT_PASSWORD', 'at-forgot', () => callApi(t.app, auth.forgotPassword, { body: { username: 'at-forgot' } }))
    expect(await lastEmailTo(t.services, 'at-forgot@test.example')).toMatchObject({ type: 'FORGOT_PASSWORD' })
  })

  it('password reset: the code, the password, the lock, the failures and the sessions change with RESET_PASSWORD, or none does', async () => {
    await createTestUser(t.services, { username: 'at-reset' })
    await signIn(t.app, 'at-reset')
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await wrongSignIn('at-reset', '198.51.100.70')
    await t.services.db.updateTable('app_user').set({ status: 'LOCKED', locked_until: null }).where('username', '=', 'at-reset').execute()
    const code = await resetCodeFor(t, 'at-reset')
    await atomically('RESET_PASSWORD', 'at-reset', () => callApi(t.app, auth.resetPassword, { body: { code, password: 'Amber-Reset-4411' } }))
    const after = await stateOf('at-reset')
    expect(after.user.status).toBe('ACTIVE')
    expect(after.failures).toEqual([])
    expect(after.sessions.every((s) => s.revoked_at !== null)).toBe(true)
    expect((await callApi(t.app, auth.login, { body: { username: 'at-reset', password: 'Amber-Reset-4411' }, remoteAddress: '198.51.100.70' })).status).toBe(200)
  })

  it('first password: an invited user becomes ACTIVE with its password and RESET_PASSWORD, or stays invited', async () => {
    await createTestUser(t.services, { username: 'at-invited' })
    await t.services.db.updateTable('app_user').set({ status: 'INVITED' }).where('username', '=', 'at-invited').execute()
    const code = await resetCodeFor(t, 'at-invited')
    await atomically('RESET_PASSWORD', 'at-invited', () => callApi(t.app, auth.resetPassword, { body: { code, password: 'First-Choice-7720' } }))
    expect((await stateOf('at-invited')).user.status).toBe('ACTIVE')
  })

  it('password change: the failures, the password and the other sessions change with PASSWORD_CHANGE, or none does', async () => {
    await createTestUser(t.services, { username: 'at-change' })
    await signIn(t.app, 'at-change')
    const s = await signIn(t.app, 'at-change')
    await wrongSignIn('at-change', '198.51.100.71')
    const change = () =>
      callApi(t.app, auth.changePassword, { token: s.token, body: { oldPassword: DEMO_PASSWORD, newPassword: 'Chosen-Change-5531' }, remoteAddress: '198.51.100.71' })
    await atomically('PASSWORD_CHANGE', 'at-change', change)
    expect((await stateOf('at-change')).failures).toEqual([])
  })

  it('2FA: enrolment, verification, disabling and an admin reset each change the user with their audit row, or not at all', async () => {
    await createTestUser(t.services, { username: 'at-twofa' })
    const s = await signIn(t.app, 'at-twofa')
    const enrol = await atomically('TWO_FA_ENROLL', 'at-twofa', () => callApi(t.app, auth.twoFaEnroll, { token: s.token }))
    const { secret } = enrol.body as { secret: string }
    const code = codeAt(secret)
    await atomically('TWO_FA_ENABLE', 'at-twofa', () => callApi(t.app, auth.twoFaVerify, { token: s.token, body: { token: code } }))
    expect((await stateOf('at-twofa')).user.totp_enabled).toBe(true)
    const admin = await signIn(t.app, 'admin')
    await atomically('TWO_FA_RESET', 'at-twofa', () => callApi(t.app, auth.twoFaReset, { token: admin.token, params: { user: 'at-twofa' } }))
    expect((await stateOf('at-twofa')).user.totp_enabled).toBe(false)

    const again = await callApi(t.app, auth.twoFaEnroll, { token: s.token })
    const fresh = (again.body as { secret: string }).secret
    t.clock.advance(30_000)
    expect((await callApi(t.app, auth.twoFaVerify, { token: s.token, body: { token: codeAt(fresh) } })).status).toBe(200)
    t.clock.advance(30_000)
    const off = codeAt(fresh)
    await atomically('TWO_FA_DISABLE', 'at-twofa', () => callApi(t.app, auth.twoFaDisable, { token: s.token, body: { token: off } }))
    expect((await stateOf('at-twofa')).user.totp_enabled).toBe(false)
  })

  it('sign-in: the failures of the address clear, a lapsed lock lifts and the session starts with LOGIN, or none does', async () => {
    await createTestUser(t.services, { username: 'at-login' })
    await wrongSignIn('at-login', '198.51.100.72')
    const lapsed = new Date(t.clock.now().getTime() - 60_000)
    await t.services.db.updateTable('app_user').set({ status: 'LOCKED', locked_until: lapsed }).where('username', '=', 'at-login').execute()
    const login = () => callApi(t.app, auth.login, { body: { username: 'at-login', password: DEMO_PASSWORD }, remoteAddress: '198.51.100.72' })
    await atomically('LOGIN', 'at-login', login)
    const after = await stateOf('at-login')
    expect(after.user.status).toBe('ACTIVE')
    expect(after.failures).toEqual([])
  })

  it('lockout: the failure that locks the address counts with its LOCKED row, or does not count', async () => {
    await createTestUser(t.services, { username: 'at-lockout' })
    for (let i = 1; i < LOGIN_MAX_FAILURES; i++) await wrongSignIn('at-lockout', '198.51.100.73')
    const last = await atomically('LOCKED', 'at-lockout', () => wrongSignIn('at-lockout', '198.51.100.73'), 423)
    expect(last.body.errorCode).toBe('ACCOUNT_LOCKED')
  })

  it('email change: the pending email, its code and both emails go with PROFILE_UPDATE; the confirmation with EMAIL_CHANGE', async () => {
    await createTestUser(t.services, { username: 'at-email' })
    const s = await signIn(t.app, 'at-email')
    const body = { realName: 'At Email', email: 'at-email.new@test.example', timezone: 'UTC', locale: 'en' }
    await atomically('PROFILE_UPDATE', 'at-email', () => callApi(t.app, auth.updateProfile, { token: s.token, body }))
    const code = (await lastEmailTo(t.services, 'at-email.new@test.example'))?.body_text.match(/\/confirmemail\/([A-Za-z0-9_-]+)/)?.[1]
    expect(code).toBeTruthy()
    await atomically('EMAIL_CHANGE', 'at-email', () => callApi(t.app, auth.confirmEmail, { body: { code } }))
    expect((await stateOf('at-email')).user).toMatchObject({ email: 'at-email.new@test.example', pending_email: null })
  })

  it('sign-out: the session ends with LOGOUT, or stays', async () => {
    await createTestUser(t.services, { username: 'at-logout' })
    const s = await signIn(t.app, 'at-logout')
    await atomically('LOGOUT', 'at-logout', () => callApi(t.app, auth.logout, { token: s.token, body: { refreshToken: s.refreshToken } }))
    expect((await stateOf('at-logout')).sessions.every((r) => r.revoked_at !== null)).toBe(true)
  })
})
