import { calls } from '@domain/calls'
import type { SystemCommand } from '@domain/entities/system'
import { buildApp } from '@server/app'
import type { ServerConfig } from '@server/config'
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { callApi, createTestUser, eventsOf, lastEmailTo, sessionIdOf, signedInForFile, signIn, signInNewUser, testAppForFile } from './helpers'

const c = calls.system
const t = testAppForFile({ transactions: 50 })
const { admin, analyst } = signedInForFile(t, ['admin', 'analyst'])

async function runToEnd(token: string, command: string) {
  for (let i = 0; i < 200; i++) {
    const listed = await callApi(t.app, c.systemCommands, { token })
    const run = listed.body.find((x: SystemCommand) => x.name === command).lastRun
    if (run?.state !== 'PROCESSING') return run
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`${command} did not finish`)
}

describe('GET and POST systemcommand', () => {
  it('lists the commands only to the authorized console users; others holding the permission see none and may not run one', async () => {
    const listed = await callApi(t.app, c.systemCommands, { token: admin.token })
    expect(listed.status).toBe(200)
    expect(listed.body.map((x: SystemCommand) => x.name)).toEqual(['purgeExpiredCodes', 'endUserSessions', 'endAllSessions', 'rebuildDailyStats'])
    // A super admin holds every permission but is not one of the four.
    const other = await signInNewUser(t, { username: 'sc-other-admin', space: 'platform', scope: 'SPACE', role: 'ADMIN' })
    expect((await callApi(t.app, c.systemCommands, { token: other.token })).body).toEqual([])
    const refused = await callApi(t.app, c.runSystemCommand, { token: other.token, body: { command: 'purgeExpiredCodes' } })
    expect(refused.status).toBe(403)
    expect((await callApi(t.app, c.systemCommands, {})).status).toBe(401)
    expect((await callApi(t.app, c.systemCommands, { token: analyst.token })).status).toBe(403)
  })

  it('runs a command, audited with its input and output; checks the command and its params', async () => {
    const victim = await signInNewUser(t, { username: 'sc-victim', space: 'acme', scope: 'SPACE', role: 'SUPPORT' })
    const run = await callApi(t.app, c.runSystemCommand, { token: admin.token, body: { command: 'endUserSessions', params: { username: 'sc-victim' } } })
    expect(run.status).toBe(200)
    expect(run.body).toMatchObject({ command: 'endUserSessions', state: 'COMPLETED', progress: 100, startedBy: 'admin' })
    expect(run.body.output).toContain('Ended 1 sign-ins')
    expect((await callApi(t.app, calls.transaction.list, { token: victim.token })).status).toBe(401)
    const [event] = await eventsOf(t.services, 'SYSTEM_COMMAND', 'admin')
    expect(event).toMatchObject({ target_id: 'endUserSessions' })
    expect(event!.detail).toMatchObject({ input: { username: 'sc-victim' }, output: run.body.output, outcome: 'SUCCESS' })

    const failed = await callApi(t.app, c.runSystemCommand, { token: admin.token, body: { command: 'endUserSessions', params: { username: 'nobody' } } })
    expect(failed.body).toMatchObject({ state: 'FAILED', output: 'No user nobody' })
    expect((await eventsOf(t.services, 'SYSTEM_COMMAND', 'admin'))[0]!.detail).toMatchObject({ outcome: 'FAILURE' })
    expect((await callApi(t.app, c.runSystemCommand, { token: admin.token, body: { command: 'endUserSessions' } })).body.errors[0].field).toBe('params.username')
    expect((await callApi(t.app, c.runSystemCommand, { token: admin.token, body: { command: 'endUserSessions', params: { username: 'a b' } } })).body.errors[0].field).toBe('params.username')
    expect((await callApi(t.app, c.runSystemCommand, { token: admin.token, body: { command: 'nope' } })).body.errors[0].field).toBe('command')
    expect((await callApi(t.app, c.runSystemCommand, { token: admin.token, body: {} })).body.errors[0].field).toBe('command')
  })

  it("endAllSessions ends every sign-in but the runner's own, each audited", async () => {
    const users = await Promise.all(['sc-all-1', 'sc-all-2'].map((username) => signInNewUser(t, { username, space: 'acme', scope: 'SPACE', role: 'SUPPORT' })))
    const endedBefore = (await eventsOf(t.services, 'SESSION_END', 'admin')).length
    const run = await callApi(t.app, c.runSystemCommand, { token: admin.token, body: { command: 'endAllSessions' } })
    expect(run.body).toMatchObject({ state: 'COMPLETED' })
    const ended = Number(/^Ended (\d+) sign-ins$/.exec(run.body.output)?.[1])
    expect(ended).toBeGreaterThanOrEqual(3)
    for (const s of [...users, analyst]) expect((await callApi(t.app, calls.transaction.list, { token: s.token })).status).toBe(401)
    expect((await callApi(t.app, c.systemCommands, { token: admin.token })).status).toBe(200)
    const events = await eventsOf(t.services, 'SESSION_END', 'admin')
    expect(events).toHaveLength(endedBefore + ended)
    expect(events.map((event) => event.target_id)).toEqual(expect.arrayContaining(users.map((s) => sessionIdOf(s.token))))
  })

  it('purgeExpiredCodes deletes spent codes, long-expired refresh tokens and the activity of the sign-ins they ended', async () => {
    const gone = await signInNewUser(t, { username: 'sc-expired', space: 'acme', scope: 'SPACE', role: 'SUPPORT' })
    const family = await t.services.db.selectFrom('refresh_token').select('family_id').where('user_id', '=', gone.user.id).executeTakeFirstOrThrow()
    await t.services.db.updateTable('refresh_token').set({ expires_at: new Date(t.clock.now().getTime() - 2 * 24 * 3600 * 1000) }).where('user_id', '=', gone.user.id).execute()
    const run = await callApi(t.app, c.runSystemCommand, { token: admin.token, body: { command: 'purgeExpiredCodes' } })
    expect(run.body).toMatchObject({ state: 'COMPLETED' })
    expect(run.body.output).toMatch(/^Deleted \d+ one-time codes, [1-9]\d* refresh tokens and [1-9]\d* ended sign-ins' activity$/)
    const left = await t.services.db.selectFrom('session_activity').select('family_id').where('family_id', '=', family.family_id).execute()
    expect(left).toEqual([])
    // The admin's own sign-in keeps its activity.
    expect((await t.services.db.selectFrom('session_activity').select('family_id').where('user_id', '=', admin.user.id).execute()).length).toBeGreaterThan(0)
  })

  it('a long command answers at once, shows its progress, and cannot run twice at once', async () => {
    const started = await callApi(t.app, c.runSystemCommand, { token: admin.token, body: { command: 'rebuildDailyStats' } })
    expect(started.status).toBe(200)
    expect(started.body).toMatchObject({ state: 'PROCESSING', finishedAt: null })
    const done = await runToEnd(admin.token, 'rebuildDailyStats')
    expect(done).toMatchObject({ state: 'COMPLETED', progress: 100 })
    expect(done.output).toMatch(/Recounted \d+ merchants/)
    const stats = await t.services.db.selectFrom('transaction_daily_stat').select((eb) => eb.fn.sum<number>('count').as('n')).executeTakeFirstOrThrow()
    const transactions = await t.services.db.selectFrom('transaction').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    expect(Number(stats.n)).toBe(Number(transactions.n))

    // A run under way (another process's, here a row) keeps a second one from starting.
    const running = await t.services.db
      .insertInto('system_command_run')
      .values({ command: 'rebuildDailyStats', started_by: 'analyst', params: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const twice = await callApi(t.app, c.runSystemCommand, { token: admin.token, body: { command: 'rebuildDailyStats' } })
    expect(twice.status).toBe(409)
    await t.services.db.updateTable('system_command_run').set({ state: 'FAILED' }).where('id', '=', running.id).execute()
    expect((await callApi(t.app, c.runSystemCommand, { token: admin.token, body: { command: 'rebuildDailyStats' } })).status).toBe(200)
    await runToEnd(admin.token, 'rebuildDailyStats')
  })
})

/** The app as a process started with these SYSTEM_COMMAND_USERS would serve it, over the file's database; closed after `use`. */
async function startedWith(systemCommandUsers: ServerConfig['systemCommandUsers'], use: (app: FastifyInstance) => Promise<void>) {
  const app = await buildApp({ services: { ...t.services, config: { ...t.services.config, systemCommandUsers } } })
  try {
    await app.ready()
    await use(app)
  } finally {
    await app.close()
  }
}

describe('the authorized console users, by identity', () => {
  it('acme admin: taking an authorized user’s email, even confirmed, gives no system commands', async () => {
    await createTestUser(t.services, { username: 'sc-acme-taker', space: 'acme', scope: 'SPACE', role: 'ADMIN' })
    const taker = await signIn(t.app, 'sc-acme-taker')
    const profile = { realName: 'Taker', timezone: 'UTC', locale: 'en', email: 'oncall@console.example' }
    expect((await callApi(t.app, calls.auth.updateProfile, { token: taker.token, body: profile })).status).toBe(200)
    const code = (await lastEmailTo(t.services, 'oncall@console.example'))?.body_text.match(/\/confirmemail\/([A-Za-z0-9_-]+)/)?.[1]
    expect((await callApi(t.app, calls.auth.confirmEmail, { body: { code } })).status).toBe(200)
    expect((await callApi(t.app, c.systemCommands, { token: taker.token })).body).toEqual([])
    const run = await callApi(t.app, c.runSystemCommand, { token: taker.token, body: { command: 'endUserSessions', params: { username: 'analyst' } } })
    expect(run.status).toBe(403)
  })

  it('operator: SYSTEM_COMMAND_USERS naming an email is taken as that user at start; whoever has the email later is not', async () => {
    await createTestUser(t.services, { username: 'sc-by-email', space: 'platform', scope: 'SPACE', role: 'ADMIN' })
    await createTestUser(t.services, { username: 'sc-by-id', space: 'platform', scope: 'SPACE', role: 'ADMIN' })
    const byId = await t.services.db.selectFrom('app_user').select('id').where('username', '=', 'sc-by-id').executeTakeFirstOrThrow()
    await startedWith(['sc-by-email@test.example', String(byId.id)], async (app) => {
      const named = await signIn(app, 'sc-by-email')
      expect((await callApi(app, c.systemCommands, { token: named.token })).body.length).toBe(4)
      expect((await callApi(app, c.systemCommands, { token: (await signIn(app, 'sc-by-id')).token })).body.length).toBe(4)
      // The named user moves to another address, and someone else takes the old one: nothing moves with it.
      await t.services.db.updateTable('app_user').set({ email: 'sc-moved@test.example' }).where('username', '=', 'sc-by-email').execute()
      await createTestUser(t.services, { username: 'sc-new-owner', space: 'acme', scope: 'SPACE', role: 'ADMIN' })
      await t.services.db.updateTable('app_user').set({ email: 'sc-by-email@test.example' }).where('username', '=', 'sc-new-owner').execute()
      expect((await callApi(app, c.systemCommands, { token: named.token })).body.length).toBe(4)
      expect((await callApi(app, c.systemCommands, { token: (await signIn(app, 'sc-new-owner')).token })).body).toEqual([])
    })
  })

  it('acme admin: a user name is a platform user’s only, so naming a user it invites gives nothing', async () => {
    await createTestUser(t.services, { username: 'sc-oncall', space: 'acme', scope: 'SPACE', role: 'ADMIN' })
    await startedWith(['sc-oncall', 'sc-oncall@test.example'], async (app) => {
      expect((await callApi(app, c.systemCommands, { token: (await signIn(app, 'sc-oncall')).token })).body).toEqual([])
    })
  })

  it('acme admin named by user id: ends sign-ins of its own space’s users only; a platform user reaches any', async () => {
    await createTestUser(t.services, { username: 'sc-acme-ops', space: 'acme', scope: 'SPACE', role: 'ADMIN' })
    const acmeOps = await t.services.db.selectFrom('app_user').select('id').where('username', '=', 'sc-acme-ops').executeTakeFirstOrThrow()
    const rio = await signInNewUser(t, { username: 'sc-rio-user', space: 'rio', scope: 'SPACE', role: 'SUPPORT' })
    const acme = await signInNewUser(t, { username: 'sc-acme-user', space: 'acme', scope: 'SPACE', role: 'SUPPORT' })
    await startedWith([String(acmeOps.id), 'admin'], async (app) => {
      const ops = await signIn(app, 'sc-acme-ops')
      const end = (token: string, username: string) => callApi(app, c.runSystemCommand, { token, body: { command: 'endUserSessions', params: { username } } })
      const other = await end(ops.token, 'sc-rio-user')
      expect(other.body).toMatchObject({ state: 'FAILED', output: 'No user sc-rio-user' })
      expect((await callApi(app, calls.transaction.list, { token: rio.token })).status).toBe(200)
      expect((await end(ops.token, 'sc-acme-user')).body).toMatchObject({ state: 'COMPLETED' })
      expect((await callApi(app, calls.transaction.list, { token: acme.token })).status).toBe(401)
      expect((await end((await signIn(app, 'admin')).token, 'sc-rio-user')).body).toMatchObject({ state: 'COMPLETED' })
      expect((await callApi(app, calls.transaction.list, { token: rio.token })).status).toBe(401)
    })
  })
})
