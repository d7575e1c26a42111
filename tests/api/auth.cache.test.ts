import { calls } from '@domain/calls'
import { buildApp } from '@server/app'
import { startPrincipalCache } from '@server/auth/principal-cache'
import { connectDatabase } from '@server/db/connect'
import type { Services } from '@server/services'
import { describe, expect, it } from 'vitest'
import { callApi, createTestUser, signIn, testAppForFile } from './helpers'

const t = testAppForFile()
const version = calls.system.version
/** A call that needs a permission and a password that has not expired. */
const dashboard = calls.system.dashboard

/** Two calls, so the principal is certainly cached before the change under test. */
async function warm(token: string) {
  for (let i = 0; i < 2; i++) expect((await callApi(t.app, version, { token })).status).toBe(200)
}

// A write made outside the server's own code (another process, a tool, these tests) reaches the
// cache by the database's notification; sync() waits for it as the next request of a second
// process would. Writes through the server's calls need no wait.
describe('signed-in users are cached, and every change is seen at the next call', () => {
  it('admin: after logout the cached sign-in answers 401 at once', async () => {
    const s = await signIn(t.app, 'admin')
    await warm(s.token)
    await callApi(t.app, calls.auth.logout, { token: s.token, body: { refreshToken: s.refreshToken } })
    expect((await callApi(t.app, version, { token: s.token })).status).toBe(401)
  })

  it('new user: a sign-in revoked in the database answers 401 at the next call', async () => {
    await createTestUser(t.services, { username: 'cache-revoked', role: 'ADMIN' })
    const s = await signIn(t.app, 'cache-revoked')
    await warm(s.token)
    await t.services.db.updateTable('refresh_token').set({ revoked_at: t.clock.now() }).where('token_hash', 'is not', null).where('user_id', '=', s.user.id).execute()
    await t.services.principals.sync()
    expect((await callApi(t.app, version, { token: s.token })).status).toBe(401)
  })

  it('new user: a user disabled in the database answers 401 at the next call', async () => {
    await createTestUser(t.services, { username: 'cache-disabled', role: 'ADMIN' })
    const s = await signIn(t.app, 'cache-disabled')
    await warm(s.token)
    await t.services.db.updateTable('app_user').set({ status: 'DISABLED' }).where('username', '=', 'cache-disabled').execute()
    await t.services.principals.sync()
    expect((await callApi(t.app, version, { token: s.token })).status).toBe(401)
  })

  it('new user: a role removed from the user, or a permission removed from the role, answers 403 at the next call', async () => {
    const user = await createTestUser(t.services, { username: 'cache-role', space: 'acme', role: 'ADMIN' })
    const s = await signIn(t.app, 'cache-role')
    for (let i = 0; i < 2; i++) expect((await callApi(t.app, dashboard, { token: s.token })).status).toBe(200)
    await t.services.db.deleteFrom('user_role').where('user_id', '=', user.id).execute()
    await t.services.principals.sync()
    expect((await callApi(t.app, dashboard, { token: s.token })).status).toBe(403)

    const role = await t.services.db
      .insertInto('role')
      .values({ space_id: s.user.mSpace.id, name: 'CACHE_ROLE', permissions: JSON.stringify(['dashboard.read']) })
      .returning('id')
      .executeTakeFirstOrThrow()
    await t.services.db.insertInto('user_role').values({ user_id: user.id, role_id: role.id }).execute()
    await t.services.principals.sync()
    for (let i = 0; i < 2; i++) expect((await callApi(t.app, dashboard, { token: s.token })).status).toBe(200)
    await t.services.db.updateTable('role').set({ permissions: JSON.stringify([]) }).where('id', '=', role.id).execute()
    await t.services.principals.sync()
    expect((await callApi(t.app, dashboard, { token: s.token })).status).toBe(403)
  })

  it('support agent: after a password change the other sign-ins answer 401 and the current one no longer sees an expired password', async () => {
    await createTestUser(t.services, { username: 'cache-expired', space: 'acme', role: 'ADMIN', passwordExpiresAt: new Date(t.clock.now().getTime() - 1000) })
    const current = await signIn(t.app, 'cache-expired')
    const elsewhere = await signIn(t.app, 'cache-expired')
    for (const token of [current.token, elsewhere.token, current.token]) {
      expect((await callApi(t.app, dashboard, { token })).body.errorCode).toBe('PASSWORD_EXPIRED')
    }
    const change = await callApi(t.app, calls.auth.changePassword, { token: current.token, body: { oldPassword: 'Console-Demo-1', newPassword: 'Tidal-Compass-7781' } })
    expect(change.status).toBe(200)
    expect((await callApi(t.app, dashboard, { token: current.token })).status).toBe(200)
    expect((await callApi(t.app, dashboard, { token: elsewhere.token })).status).toBe(401)
  })

  it.runIf(process.env.DATABASE_URL)('PostgreSQL: a second server process on the same database sees a user disabled through the first', async () => {
    await createTestUser(t.services, { username: 'cache-two-processes', role: 'ADMIN' })
    const s = await signIn(t.app, 'cache-two-processes')
    const handle = await connectDatabase({ databaseUrl: t.services.config.databaseUrl })
    const services: Services = { ...t.services, db: handle.db, principals: await startPrincipalCache(handle.db, handle.listen, t.clock.now) }
    const second = await buildApp({ services })
    try {
      for (let i = 0; i < 2; i++) expect((await callApi(second, version, { token: s.token })).status).toBe(200)
      await t.services.db.updateTable('app_user').set({ status: 'DISABLED' }).where('username', '=', 'cache-two-processes').execute()
      await services.principals.sync()
      expect((await callApi(second, version, { token: s.token })).status).toBe(401)
    } finally {
      await second.close()
      await services.principals.close()
      await handle.close()
    }
  })
})
