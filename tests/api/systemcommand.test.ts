import { calls } from '@domain/calls'
import type { SystemCommand } from '@domain/entities/systemcommand'
import { describe, expect, it } from 'vitest'
import { callApi, eventsOf, signedInForFile, signInNewUser, testAppForFile } from './helpers'

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
    expect(listed.body.map((x: SystemCommand) => x.name)).toEqual(['purgeExpiredCodes', 'endUserSessions', 'rebuildDailyStats'])
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
