import { calls } from '@domain/calls'
import { IDLE_TIMEOUT_MINUTES } from '@domain/constants'
import { migrations } from '@server/db/migrations'
import { migrateToLatest } from '@server/db/migrate'
import { Migrator } from 'kysely'
import { describe, expect, it } from 'vitest'
import { callApi, createTestUser, eventsOf, signIn, testAppForFile } from './helpers'

const t = testAppForFile({ transactions: 20 })
const refresh = (refreshToken: string) => callApi(t.app, calls.auth.refreshToken, { body: { refreshToken } })
const version = (token: string) => callApi(t.app, calls.system.version, { token })
const spaceId = async (name: string) => (await t.services.db.selectFrom('space').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id
const savedTimeout = async (name: string) => {
  const row = await t.services.db.selectFrom('space_config').select('settings').where('space_id', '=', await spaceId(name)).executeTakeFirst()
  return (row?.settings as { idleTimeoutMinutes?: number } | undefined)?.idleTimeoutMinutes
}

// PCI DSS 8.2.8: a sign-in ends after 15 idle minutes at most. The console refreshes its tokens
// on its own while a tab stays open, so a refresh is no sign of a person: only calls made with
// the access token keep a sign-in alive, and every call checks how long it was idle.
describe('a sign-in left idle past its space idle timeout ends', () => {
  it('operator: a space idle timeout saved above 15 minutes before the limit comes down to 15 when the server migrates', async () => {
    const migrator = new Migrator({ db: t.services.db, provider: { getMigrations: async () => migrations } })
    const down = await migrator.migrateTo('0045_review_queue')
    expect(down.error).toBeUndefined()
    const rio = await spaceId('rio')
    await t.services.db
      .insertInto('space_config')
      .values({ space_id: rio, settings: JSON.stringify({ idleTimeoutMinutes: 600, twoFaRequired: false }) })
      .onConflict((oc) => oc.column('space_id').doUpdateSet({ settings: JSON.stringify({ idleTimeoutMinutes: 600, twoFaRequired: false }) }))
      .execute()
    await migrateToLatest(t.services.db)
    expect(await savedTimeout('rio')).toBe(IDLE_TIMEOUT_MINUTES)
  })

  it('space admin: an idle timeout above 15 minutes is refused on its field, and 15 is saved', async () => {
    const admin = await signIn(t.app, 'admin')
    const params = { id: await spaceId('acme') }
    const refused = await callApi(t.app, calls.mspace.saveConfig, { token: admin.token, params, body: { idleTimeoutMinutes: 16 } })
    expect(refused.status).toBe(400)
    expect(refused.body.errors, JSON.stringify(refused.body)).toEqual([expect.objectContaining({ field: 'idleTimeoutMinutes', code: 'too_big', params: expect.objectContaining({ maximum: 15 }) })])
    expect((await callApi(t.app, calls.mspace.saveConfig, { token: admin.token, params, body: { idleTimeoutMinutes: 15 } })).status).toBe(200)
    expect(await savedTimeout('acme')).toBe(15)
  })

  it('new user: a call after 15 idle minutes is refused and ends the sign-in, audited once; its refresh is refused too', async () => {
    await createTestUser(t.services, { username: 'idle-call', role: 'ADMIN' })
    const s = await signIn(t.app, 'idle-call')
    expect((await version(s.token)).status).toBe(200)
    // The tab refreshes its tokens on its own, so the access token is still good when the idle time runs out.
    t.clock.advanceMinutes(10)
    const renewed = await refresh(s.refreshToken)
    expect(renewed.status).toBe(200)
    t.clock.advanceMinutes(5.5)
    // Two calls at once: both refused, the sign-in ended and audited once, and the first to end it says why.
    const both = await Promise.all([version(renewed.body.token), version(renewed.body.token)])
    expect(both.map((answer) => answer.status)).toEqual([401, 401])
    expect(both.map((answer) => answer.body)).toContainEqual({
      errorCode: 'TOKEN_INVALID',
      params: { reason: 'sessionIdle', minutes: 15 },
      message: expect.stringContaining('15 minutes without activity'),
    })
    const ended = await eventsOf(t.services, 'SESSION_END', 'idle-call')
    expect(ended).toHaveLength(1)
    expect(ended[0]).toMatchObject({ target_type: 'session', detail: { reason: 'idle', minutes: 15, before: { username: 'idle-call' }, after: null } })
    expect((await refresh(renewed.body.refreshToken)).status).toBe(401)
  })

  it('new user: idle for longer than the default 15 minutes, the refresh is refused and the sign-in ends', async () => {
    await createTestUser(t.services, { username: 'idle-default', role: 'ADMIN' })
    const s = await signIn(t.app, 'idle-default')
    t.clock.advanceMinutes(16)
    const refused = await refresh(s.refreshToken)
    expect(refused.status).toBe(401)
    expect(refused.body).toMatchObject({ errorCode: 'TOKEN_INVALID', message: expect.stringContaining('15 minutes without activity') })
    expect((await version(s.token)).status).toBe(401)
  })

  it('new user: calls within the timeout keep the sign-in alive, and refreshes go on', async () => {
    await createTestUser(t.services, { username: 'idle-busy', role: 'ADMIN' })
    let s = await signIn(t.app, 'idle-busy')
    // Access tokens last 15 minutes: a call every 10, with a refresh after it, for 40 minutes.
    for (let round = 0; round < 4; round++) {
      t.clock.advanceMinutes(10)
      expect((await version(s.token)).status).toBe(200)
      const renewed = await refresh(s.refreshToken)
      expect(renewed.status).toBe(200)
      s = { ...s, token: renewed.body.token, refreshToken: renewed.body.refreshToken }
    }
    t.clock.advanceMinutes(14)
    expect((await refresh(s.refreshToken)).status).toBe(200)
  })

  it("space admin: a shorter idle timeout saved for the space ends its users' idle sign-ins", async () => {
    const admin = await signIn(t.app, 'admin')
    const saved = await callApi(t.app, calls.mspace.saveConfig, { token: admin.token, params: { id: await spaceId('acme') }, body: { idleTimeoutMinutes: 5 } })
    expect(saved.status).toBe(200)
    await createTestUser(t.services, { username: 'idle-acme', space: 'acme', role: 'ADMIN' })
    const s = await signIn(t.app, 'idle-acme')
    t.clock.advanceMinutes(4)
    const renewed = await refresh(s.refreshToken)
    expect(renewed.status).toBe(200)
    t.clock.advanceMinutes(2)
    const refused = await refresh(renewed.body.refreshToken)
    expect(refused.status).toBe(401)
    expect(refused.body.message).toContain('5 minutes without activity')
  })
})
