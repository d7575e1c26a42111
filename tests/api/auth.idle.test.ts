import { calls } from '@domain/calls'
import { describe, expect, it } from 'vitest'
import { callApi, createTestUser, signIn, testAppForFile } from './helpers'

const t = testAppForFile()
const refresh = (refreshToken: string) => callApi(t.app, calls.auth.refreshToken, { body: { refreshToken } })
const version = (token: string) => callApi(t.app, calls.system.version, { token })

// The console refreshes its tokens on its own while a tab stays open, so a refresh is no sign of
// a person: only calls made with the access token keep a sign-in alive.
describe('a sign-in left idle past its space idle timeout ends', () => {
  it('new user: idle for longer than the default 30 minutes, the refresh is refused and the sign-in ends', async () => {
    await createTestUser(t.services, { username: 'idle-default', role: 'ADMIN' })
    const s = await signIn(t.app, 'idle-default')
    t.clock.advanceMinutes(31)
    const refused = await refresh(s.refreshToken)
    expect(refused.status).toBe(401)
    expect(refused.body).toMatchObject({ errorCode: 'TOKEN_INVALID', message: expect.stringContaining('30 minutes without activity') })
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
    t.clock.advanceMinutes(25)
    expect((await refresh(s.refreshToken)).status).toBe(200)
  })

  it("space admin: a shorter idle timeout saved for the space ends its users' idle sign-ins", async () => {
    const admin = await signIn(t.app, 'admin')
    const space = await t.services.db.selectFrom('space').select('id').where('name', '=', 'acme').executeTakeFirstOrThrow()
    const saved = await callApi(t.app, calls.mspace.saveConfig, { token: admin.token, params: { id: space.id }, body: { idleTimeoutMinutes: 5 } })
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
