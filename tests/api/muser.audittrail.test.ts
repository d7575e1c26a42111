import { calls } from '@domain/calls'
import { type AuditVerify, auditVerifySchema, type UserEvent } from '@domain/entities/muser'
import { migrations } from '@server/db/migrations'
import { migrateToLatest } from '@server/db/migrate'
import { enqueueJob } from '@server/job-queue'
import { type Migration, Migrator, sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { callApi, everyPage, newUsersForFile, signIn, signedInForFile, testAppForFile } from './helpers'

const u = calls.muser
const t = testAppForFile({ transactions: 50 })
const { admin, analyst } = signedInForFile(t, ['admin', 'analyst'])
const { acmeAdmin } = newUsersForFile(t, { acmeAdmin: { username: 'at-acme-admin', space: 'acme', scope: 'SPACE', role: 'ADMIN' } })

const db = () => t.services.db
const verify = async (token: string, query: Record<string, string> = {}) => {
  const res = await callApi(t.app, u.verifyEvents, { token, query })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return auditVerifySchema.parse(res.body)
}
const spaceId = async (name: string) => Number((await db().selectFrom('space').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id)

/** The rows of a space's chain, oldest first. */
const chainOf = async (space: string) =>
  db().selectFrom('user_event').selectAll().where('space_id', '=', await spaceId(space)).orderBy('chain_seq').execute()

/** A row of the middle of a space's chain. */
const middleOf = async (space: string) => {
  const rows = await chainOf(space)
  return rows[Math.floor(rows.length / 2)]!
}

/** Puts a removed row back as it was, its id included, so the next test finds the chain whole. */
async function putBack(row: Record<string, unknown>) {
  const columns = Object.keys(row)
  const values = columns.map((column) => (column === 'detail' ? JSON.stringify(row[column]) : row[column]))
  await sql`insert into user_event (${sql.join(columns.map((c) => sql.ref(c)))}) overriding system value values (${sql.join(values)})`.execute(db())
}

const expectBreak = (answer: AuditVerify, expected: Partial<NonNullable<AuditVerify['break']>>) => {
  expect(answer.intact).toBe(false)
  expect(answer.break).toMatchObject(expected)
}

describe('GET muserevent/verify', () => {
  it('admin: every chain intact from the start (the seed chains its rows), each with its rows and newest hash', async () => {
    const answer = await verify(admin.token)
    expect(answer.intact, JSON.stringify(answer.break)).toBe(true)
    expect(answer.break).toBeNull()
    expect(answer.chains.map((chain) => chain.space)).toEqual(['platform', 'acme', 'rio', null])
    const total = await db().selectFrom('user_event').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    expect(answer.rows).toBe(Number(total.n))
    expect(answer.chains.every((chain) => chain.intact && chain.removedThrough === 0)).toBe(true)
    const acme = await chainOf('acme')
    expect(answer.chains.find((chain) => chain.space === 'acme')?.head).toBe(acme.at(-1)!.hash)
    expect(acme.map((row) => Number(row.chain_seq))).toEqual(acme.map((_, index) => index + 1))
  })

  it('a space admin checks its own space only: another space is 404; without user.audit 403; without a token 401', async () => {
    const answer = await verify(acmeAdmin.token)
    expect(answer.chains.map((chain) => chain.space)).toEqual(['acme'])
    expect((await verify(admin.token, { space: 'rio' })).chains.map((chain) => chain.space)).toEqual(['rio'])
    expect((await callApi(t.app, u.verifyEvents, { token: acmeAdmin.token, query: { space: 'rio' } })).status).toBe(404)
    expect((await callApi(t.app, u.verifyEvents, { token: analyst.token })).status).toBe(403)
    expect((await callApi(t.app, u.verifyEvents)).status).toBe(401)
  })

  it('writes of one space at once (40 by one analyst) make one line: every place once, in order, the chain intact', async () => {
    const before = (await chainOf('acme')).length
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => callApi(t.app, calls.savedsearch.create, { token: analyst.token, body: { name: `chain ${i}`, url: '/merchants' } })),
    )
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 201))
    const rows = await chainOf('acme')
    expect(rows).toHaveLength(before + 40)
    expect(rows.map((row) => Number(row.chain_seq))).toEqual(rows.map((_, index) => index + 1))
    expect((await verify(acmeAdmin.token)).intact).toBe(true)
  })

  // Who, what, when, which record, before and after, and the chain's own columns.
  const tampered: [column: string, change: (row: Record<string, unknown>) => unknown][] = [
    ['username', () => 'someone-else'],
    ['user_id', () => null],
    ['type', (row) => (row.type === 'LOGIN' ? 'UPDATE' : 'LOGIN')],
    ['target_type', (row) => (row.target_type === 'merchant' ? 'user' : 'merchant')],
    ['target_id', (row) => `${row.target_id}-x`],
    ['ip', () => '203.0.113.9'],
    ['detail', (row) => JSON.stringify({ ...(row.detail as object), before: { status: 'DISABLED' }, after: { status: 'ENABLED' } })],
    ['created_at', (row) => new Date(new Date(row.created_at as Date).getTime() - 3600_000)],
    ['prev_hash', () => 'v1:0000'],
    ['hash', () => 'v1:0000'],
  ]
  it.each(tampered)('a row whose %s is changed by SQL: verify names that row, as changed; put back, the chain is intact again', async (column, change) => {
    const row = await middleOf('acme')
    const original = (row as Record<string, unknown>)[column]
    await sql`update user_event set ${sql.ref(column)} = ${change(row)} where id = ${row.id}`.execute(db())
    expectBreak(await verify(admin.token), { reason: 'changed', event: Number(row.id), position: Number(row.chain_seq), space: 'acme' })
    // The space admin is told of the same row.
    expect((await verify(acmeAdmin.token)).break?.event).toBe(Number(row.id))
    await sql`update user_event set ${sql.ref(column)} = ${column === 'detail' ? JSON.stringify(original) : original} where id = ${row.id}`.execute(db())
    expect((await verify(admin.token)).intact).toBe(true)
  })

  it('a row rewritten whole, its own hash made again: the row after it no longer follows it (unlinked)', async () => {
    const rows = await chainOf('acme')
    const row = rows[Math.floor(rows.length / 2)]!
    const next = rows[Math.floor(rows.length / 2) + 1]!
    const { rowHash } = await import('@server/audit-chain')
    const forged = { ...row, detail: { ...(row.detail as object), forged: true } }
    await sql`update user_event set detail = ${JSON.stringify(forged.detail)}, hash = ${rowHash(forged)!} where id = ${row.id}`.execute(db())
    expectBreak(await verify(admin.token), { reason: 'unlinked', event: Number(next.id), position: Number(next.chain_seq) })
    await sql`update user_event set detail = ${JSON.stringify(row.detail)}, hash = ${row.hash} where id = ${row.id}`.execute(db())
    expect((await verify(admin.token)).intact).toBe(true)
  })

  it('a row deleted from the middle: verify names the row after the gap, as rows missing before it', async () => {
    const rows = await chainOf('acme')
    const gone = rows[10]!
    await db().deleteFrom('user_event').where('id', '=', gone.id).execute()
    expectBreak(await verify(admin.token), { reason: 'missing', event: Number(rows[11]!.id), position: 11 + 1, space: 'acme' })
    await putBack(gone)
    expect((await verify(admin.token)).intact).toBe(true)
  })

  it('the newest row deleted: the chain is truncated after the last row left; a row put after it by hand is added', async () => {
    const rows = await chainOf('platform')
    const newest = rows.at(-1)!
    await db().deleteFrom('user_event').where('id', '=', newest.id).execute()
    expectBreak(await verify(admin.token), { reason: 'truncated', event: Number(rows.at(-2)!.id), space: 'platform' })
    await putBack(newest)
    expect((await verify(admin.token)).intact).toBe(true)
    const { id: _, ...copy } = newest
    await putBack({ ...copy, chain_seq: Number(newest.chain_seq) + 1 })
    const added = (await chainOf('platform')).at(-1)!
    expectBreak(await verify(admin.token), { reason: 'added', event: Number(added.id), space: 'platform' })
    await db().deleteFrom('user_event').where('id', '=', added.id).execute()
    expect((await verify(admin.token)).intact).toBe(true)
  })
})

describe('GET muserevent/export', () => {
  const period = { from: '2026-10-01T00:00:00.000Z', to: '2026-10-25T23:59:59.999Z' }

  it('admin exports a period as NDJSON and CSV: the rows of the list for that period, in its order, with its fields', async () => {
    const listed = await everyPage<UserEvent>(t, u.events, admin.token, { ...period, limit: 100 })
    expect(listed.length).toBeGreaterThan(20)
    const ndjson = await callApi(t.app, u.exportEvents, { token: admin.token, query: { ...period, format: 'ndjson' } })
    expect(ndjson.status, ndjson.raw.body.slice(0, 300)).toBe(200)
    expect(ndjson.headers['content-type']).toBe('application/x-ndjson; charset=utf-8')
    expect(ndjson.headers['content-disposition']).toBe('attachment; filename="userevent-2026-10-01-2026-10-25.ndjson"')
    const lines = ndjson.raw.body.split('\n')
    expect(lines.pop()).toBe('')
    expect(lines.map((line: string) => JSON.parse(line))).toEqual(listed)

    const csv = await callApi(t.app, u.exportEvents, { token: admin.token, query: { ...period, format: 'csv' } })
    expect(csv.status).toBe(200)
    const [header, ...rows] = csv.raw.body.trim().split('\r\n')
    expect(header!.split(',')).toEqual(Object.keys(listed[0]!))
    expect(rows.map((row: string) => Number(row.split(',')[0]))).toEqual(listed.map((event) => event.id))
  })

  it('a space admin exports its own space only, as its list shows', async () => {
    const listed = await everyPage<UserEvent>(t, u.events, acmeAdmin.token, { ...period, limit: 100 })
    const res = await callApi(t.app, u.exportEvents, { token: acmeAdmin.token, query: { ...period, format: 'ndjson' } })
    const exported = res.raw.body.trim().split('\n').map((line: string) => JSON.parse(line) as UserEvent)
    expect(exported.map((event) => event.id)).toEqual(listed.map((event) => event.id))
    expect(new Set(exported.map((event) => event.space))).toEqual(new Set(['acme']))
  })

  it('each export is audited (DOWNLOAD of the audit trail, with its format and period), in the chain', async () => {
    const res = await callApi(t.app, u.exportEvents, { token: acmeAdmin.token, query: { ...period, format: 'csv' } })
    expect(res.status).toBe(200)
    const [event] = await db().selectFrom('user_event').selectAll().where('type', '=', 'DOWNLOAD').where('username', '=', 'at-acme-admin').orderBy('id', 'desc').limit(1).execute()
    expect(event).toMatchObject({ target_type: 'auditTrail', ip: '127.0.0.1' })
    expect(event!.detail).toEqual({ format: 'csv', filters: period })
    // The list's own export is audited the same way.
    await callApi(t.app, calls.export.list, { token: acmeAdmin.token, params: { list: 'userevent' }, query: { format: 'json', type: 'LOGIN' } })
    const [listExport] = await db().selectFrom('user_event').selectAll().where('type', '=', 'DOWNLOAD').where('username', '=', 'at-acme-admin').orderBy('id', 'desc').limit(1).execute()
    expect(listExport!.detail).toMatchObject({ format: 'json', filters: { type: 'LOGIN' } })
    expect((await verify(acmeAdmin.token)).intact).toBe(true)
  })

  it('bad input is 400 with the field; without user.audit 403', async () => {
    const fieldOf = async (query: Record<string, string>) => {
      const res = await callApi(t.app, u.exportEvents, { token: admin.token, query })
      expect(res.status).toBe(400)
      return res.body.errors.map((error: { field: string }) => error.field)
    }
    expect(await fieldOf({ to: period.to })).toEqual(['from'])
    expect(await fieldOf({ ...period, from: 'yesterday' })).toEqual(['from'])
    expect(await fieldOf({ from: period.to, to: period.from })).toEqual(['to'])
    expect(await fieldOf({ ...period, format: 'xml' })).toEqual(['format'])
    expect((await callApi(t.app, u.exportEvents, { token: analyst.token, query: period })).status).toBe(403)
  })
})

describe('the migration chains the rows already there', () => {
  it('in id order per space: run again over every row of this file, it gives each row its place, and the chains check intact', async () => {
    const links = () => db().selectFrom('user_event').select(['id', 'space_id', 'chain_seq']).orderBy('id').execute()
    const count = (await links()).length
    const migrator = new Migrator({ db: db(), provider: { getMigrations: async () => migrations as Record<string, Migration> } })
    expect((await migrator.migrateTo('0045_review_queue')).error).toBeUndefined()
    await migrateToLatest(db())
    // Writers of one space that ran at once took their ids and their places in different orders;
    // rows the migration chains had none, so it places them by id: 1, 2, 3... in each space.
    const placed = await links()
    expect(placed).toHaveLength(count)
    const next = new Map<string, number>()
    for (const row of placed) {
      const space = String(row.space_id)
      next.set(space, (next.get(space) ?? 0) + 1)
      expect(Number(row.chain_seq), `event ${row.id}`).toBe(next.get(space))
    }
    expect((await verify(admin.token)).intact).toBe(true)
  })
})

describe('retention', () => {
  it('a space keeps at least 3 months: less is 400 on the field', async () => {
    const acme = await spaceId('acme')
    const res = await callApi(t.app, calls.mspace.saveConfig, { token: admin.token, params: { id: acme }, body: { auditRetentionMonths: 2 } })
    expect(res.status).toBe(400)
    expect(res.body.errors.map((error: { field: string }) => error.field)).toEqual(['auditRetentionMonths'])
  })

  // Last in the file: the clock moves 75 days on.
  it('the daily job removes the rows older than the space keeps them, keeps the hash of the last one removed, and audits it as the system; verify passes after', async () => {
    t.clock.advanceDays(75)
    const { token } = await signIn(t.app, 'admin')
    const acme = await spaceId('acme')
    const saved = await callApi(t.app, calls.mspace.saveConfig, { token, params: { id: acme }, body: { auditRetentionMonths: 3 } })
    expect(saved.status).toBe(200)
    expect(saved.body.auditRetentionMonths).toBe(3)
    const cutoff = new Date(t.services.now())
    cutoff.setUTCMonth(cutoff.getUTCMonth() - 3)
    const before = await chainOf('acme')
    const old = before.filter((row) => new Date(row.created_at) < cutoff)
    expect(old.length).toBeGreaterThan(0)
    const platform = await chainOf('platform')

    // An old row changed: the job keeps the chain whole, as evidence, and says where it broke.
    await sql`update user_event set ip = '203.0.113.1' where id = ${old[0]!.id}`.execute(db())
    const refusedJob = await enqueueJob(t.services, { kind: 'AUDIT_RETENTION', payload: {} })
    await t.services.jobs.drain()
    const refused = await db().selectFrom('job').select(['state', 'result']).where('id', '=', refusedJob).executeTakeFirstOrThrow()
    expect(refused.state).toBe('COMPLETED')
    expect(refused.result).toMatchObject({ removed: {}, refused: { acme: { reason: 'changed', event: Number(old[0]!.id) } } })
    expect(await chainOf('acme')).toHaveLength(before.length)
    await sql`update user_event set ip = ${old[0]!.ip} where id = ${old[0]!.id}`.execute(db())

    await enqueueJob(t.services, { kind: 'AUDIT_RETENTION', payload: {} })
    await t.services.jobs.drain()
    const after = await chainOf('acme')
    expect(after.every((row) => new Date(row.created_at) >= cutoff)).toBe(true)
    const lastRemoved = old.at(-1)!
    // What is left: every newer row, and the job's own audit row after them.
    expect(after.map((row) => row.id)).toEqual([...before.filter((row) => !old.includes(row)).map((row) => row.id), after.at(-1)!.id])
    const head = await db().selectFrom('audit_chain').selectAll().where('space_id', '=', acme).executeTakeFirstOrThrow()
    expect(head).toMatchObject({ anchor_seq: Number(lastRemoved.chain_seq), anchor_hash: lastRemoved.hash })
    expect(after[0]!.prev_hash).toBe(lastRemoved.hash)
    const audited = after.at(-1)!
    expect(audited).toMatchObject({ type: 'AUDIT_RETENTION', username: 'system', user_id: null, target_type: 'auditTrail', target_id: 'acme' })
    const { cutoff: ranAt, ...detail } = audited.detail as { cutoff: string }
    // The job's cutoff: three months before its own now, a moment after the test's.
    expect(Date.parse(ranAt) - cutoff.getTime()).toBeGreaterThanOrEqual(0)
    expect(Date.parse(ranAt) - cutoff.getTime()).toBeLessThan(60_000)
    expect(detail).toEqual({
      months: 3,
      removed: old.length,
      before: { removedThrough: 0, anchorHash: null },
      after: { removedThrough: Number(lastRemoved.chain_seq), anchorHash: lastRemoved.hash },
    })
    // Other spaces keep 12 months: nothing of theirs went.
    expect((await chainOf('platform')).slice(0, platform.length)).toEqual(platform)
    const answer = await verify(token)
    expect(answer.intact, JSON.stringify(answer.break)).toBe(true)
    expect(answer.chains.find((chain) => chain.space === 'acme')).toMatchObject({ removedThrough: Number(lastRemoved.chain_seq), rows: after.length })

    // Nothing more to remove: the next day's run changes nothing and audits nothing.
    await enqueueJob(t.services, { kind: 'AUDIT_RETENTION', payload: {} })
    await t.services.jobs.drain()
    expect(await chainOf('acme')).toHaveLength(after.length)
  })
})
