import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { API_PREFIX, type CallDef, fillPath } from '@domain/call'
import { calls } from '@domain/calls'
import { DEMO_PASSWORD, PASSWORD_LIFETIME_DAYS } from '@domain/constants'
import { defaultApprovalSettings } from '@domain/entities/approval'
import type { LoginAnswer, UserRecord } from '@domain/entities/user'
import type { Scope } from '@domain/enums'
import { pageSchema } from '@domain/pagination'
import { buildApp } from '@server/app'
import { hashPassword } from '@server/auth/passwords'
import { grantRoleByName } from '@server/auth/roles'
import { SEED_EPOCH, servicesOn } from '@server/bootstrap'
import { loadConfig, type ServerConfig } from '@server/config'
import { connectDatabase, type Listen } from '@server/db/connect'
import { migrateToLatest } from '@server/db/migrate'
import { seedDemoData } from '@server/db/seed'
import type { Services } from '@server/services'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, expect } from 'vitest'
import type { z } from 'zod'

/**
 * The test clock: starts at the demo data's "now" and runs with real time, and a test can move
 * it forward (lockout windows, token and password expiry).
 */
export interface TestClock {
  now: () => Date
  advance: (ms: number) => void
  advanceMinutes: (minutes: number) => void
  advanceDays: (days: number) => void
}

export function createTestClock(start: Date): TestClock {
  const startedAt = Date.now()
  let offset = 0
  const clock: TestClock = {
    now: () => new Date(start.getTime() + (Date.now() - startedAt) + offset),
    advance: (ms) => {
      offset += ms
    },
    advanceMinutes: (minutes) => clock.advance(minutes * 60_000),
    advanceDays: (days) => clock.advance(days * 24 * 3600_000),
  }
  return clock
}

export interface TestApp {
  app: FastifyInstance
  services: Services
  clock: TestClock
  /** Subscribes to the database's notifications, as the app's own send queue does. */
  listen: Listen
  close: () => Promise<void>
}

export interface TestAppOptions {
  /** Config overrides, e.g. `{ accessTokenTtlSeconds: 2 }`. */
  config?: Partial<ServerConfig>
  /** Transactions in the demo seed; small by default to keep each file fast. */
  transactions?: number
  /** The demo data's "now" and the clock's start. */
  now?: Date
}

/** A database of its own for one test file on the PostgreSQL server of DATABASE_URL. */
/**
 * A new, empty database on the PostgreSQL server of `baseUrl`, for one test file. `drop` waits
 * for the file's connections to close (a closed pool's sockets end a moment after its promise)
 * before dropping, so no open session is killed.
 */
export async function createScratchDatabase(baseUrl: string, prefix = 'test'): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  await adminQuery(baseUrl, `create database "${name}"`)
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      for (let attempt = 0; attempt < 50; attempt++) {
        const open = await adminQuery(baseUrl, 'select count(*)::int as n from pg_stat_activity where datname = $1', [name])
        if (open[0]?.n === 0) break
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      await adminQuery(baseUrl, `drop database if exists "${name}" with (force)`)
    },
  }
}

async function adminQuery(baseUrl: string, text: string, values: unknown[] = []): Promise<{ n?: number }[]> {
  const client = new pg.Client({ connectionString: baseUrl })
  await client.connect()
  try {
    return (await client.query(text, values)).rows
  } finally {
    await client.end()
  }
}

/**
 * The real app on a fresh, migrated and seeded database: in-memory PGlite, or, when
 * DATABASE_URL is set, a new database on that PostgreSQL server, dropped at close. Files go
 * to a temporary folder, removed at close.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const start = options.now ?? SEED_EPOCH
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'console-api-test-'))
  const baseUrl = process.env.DATABASE_URL
  const pgDatabase = baseUrl ? await createScratchDatabase(baseUrl) : undefined
  const config: ServerConfig = {
    ...loadConfig({}),
    dataDir,
    databaseUrl: pgDatabase?.url,
    smtpUrl: undefined,
    // Tests send what they queued with `services.mail.drain()`, when they choose.
    mailQueue: { ...loadConfig({}).mailQueue, autoRun: false },
    jobQueue: { ...loadConfig({}).jobQueue, autoRun: false },
    logLevel: 'silent',
    // Files sign in far more often than people do; the rate-limit tests set their own limits.
    rateLimit: { windowSeconds: 60, perAddress: 100_000, perAccount: 100_000 },
    ...options.config,
  }
  const handle = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : 'memory://' })
  await migrateToLatest(handle.db)
  await seedDemoData(handle.db, { transactions: options.transactions ?? 200, now: start })
  const clock = createTestClock(start)
  const services = await servicesOn(handle, config, randomBytes(32), clock.now)
  const app = await buildApp({ services })
  await app.ready()
  return {
    app,
    services,
    clock,
    listen: handle.listen,
    close: async () => {
      await app.close()
      await services.close()
      await handle.close()
      await pgDatabase?.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * A second server process's app on the PostgreSQL database of `t`: its own pool, listening
 * connections and caches, the same secret (a token works on both). For what processes share.
 */
export async function sameDatabaseApp(t: TestApp): Promise<{ app: FastifyInstance; services: Services; close: () => Promise<void> }> {
  const handle = await connectDatabase({ databaseUrl: t.services.config.databaseUrl })
  const services = await servicesOn(handle, t.services.config, t.services.secret, t.clock.now)
  const app = await buildApp({ services })
  await app.ready()
  return {
    app,
    services,
    close: async () => {
      await app.close()
      await services.close()
      await handle.close()
    },
  }
}

/**
 * Every approval policy off in every space, once the file's app has started: for files that test
 * the writes themselves (money bounds, role changes), which a second person would otherwise approve.
 */
export function withoutApprovalsForFile(t: TestApp): void {
  const off = Object.fromEntries(Object.entries(defaultApprovalSettings).map(([policy, value]) => [policy, typeof value === 'object' ? { ...value, on: false } : value]))
  beforeAll(async () => {
    await t.services.db
      .updateTable('space_config')
      .set({ settings: sql`jsonb_set(settings, '{approvals}', ${JSON.stringify(off)}::jsonb)` })
      .execute()
  })
}

/**
 * Moves the clock on while everyone signed in keeps working: their sign-ins stay active, so an
 * idle timeout (15 minutes at most) does not end them. For tests of what lapses over longer (a
 * review lease, a snooze) with the users of the file.
 */
export async function advanceWhileActive(t: TestApp, minutes: number): Promise<void> {
  t.clock.advanceMinutes(minutes)
  await t.services.db.updateTable('session_activity').set({ last_active_at: t.clock.now() }).execute()
}

/**
 * The app of one test file: started before its tests and closed after them. The answer is
 * filled in place when the file's first hook runs, so the file can hold it in a `const` and
 * add its own `beforeAll` below, which runs after this one.
 */
export function testAppForFile(options: TestAppOptions = {}): TestApp {
  const t = {} as TestApp
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options))
  })
  afterAll(async () => {
    await t.close?.()
  })
  return t
}

// biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field; schema parses check whole shapes
export interface ApiResponse<T = any> {
  status: number
  body: T
  headers: LightMyRequestResponse['headers']
  raw: LightMyRequestResponse
}

export interface RequestOptions {
  token?: string
  body?: unknown
  query?: Record<string, string | number | boolean | undefined>
  headers?: Record<string, string>
  /** The client's address; 127.0.0.1 unless given. */
  remoteAddress?: string
}

function toResponse(raw: LightMyRequestResponse): ApiResponse {
  const type = String(raw.headers['content-type'] ?? '')
  // JSON answers are read; an export's NDJSON stays text, one object a line.
  return { status: raw.statusCode, body: /\bjson\b/.test(type) ? raw.json() : raw.body, headers: raw.headers, raw }
}

/** One request to the app: `request(app, 'GET', '/api/v1/renew', { token })`. */
export async function request(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: RequestOptions = {},
): Promise<ApiResponse> {
  const query = Object.fromEntries(
    Object.entries(options.query ?? {})
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  )
  const raw = await app.inject({
    method,
    url,
    query,
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
  })
  return toResponse(raw)
}

/** One request to a call-table entry: method and path come from the entry. */
export function callApi(
  app: FastifyInstance,
  call: CallDef,
  options: RequestOptions & { params?: Record<string, string | number> } = {},
): Promise<ApiResponse> {
  const url = `${API_PREFIX}/${fillPath(call.path, options.params ?? {})}`
  return request(app, call.method, url, options)
}

/** The first page of a keyset-paged list asked for `limit` items, parsed by its item schema: answered 200, and full. */
export async function fullFirstPage<T extends z.ZodType>(t: TestApp, call: CallDef, item: T, token: string, limit: number, send = callApi) {
  const res = await send(t.app, call, { token, query: { limit } })
  expect(res.status).toBe(200)
  const page = pageSchema(item).parse(res.body)
  expect(page.items).toHaveLength(limit)
  return page
}

/** Every item of a keyset-paged list, following its cursors to the end; each page answered 200. */
export async function everyPage<T>(t: TestApp, call: CallDef, token: string, query: Record<string, string | number>): Promise<T[]> {
  const items: T[] = []
  let cursor: string | undefined
  do {
    const res = await callApi(t.app, call, { token, query: { ...query, cursor } })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    items.push(...res.body.items)
    cursor = res.body.nextCursor ?? undefined
  } while (cursor)
  return items
}

export interface SignedIn {
  token: string
  refreshToken: string
  user: UserRecord
  /** Ready to spread into a request: the bearer token. */
  headers: { authorization: string }
}

/** Signs in (demo password unless given) and fails the test when it does not work. */
export async function signIn(app: FastifyInstance, username: string, password = DEMO_PASSWORD, totp?: string): Promise<SignedIn> {
  const res = await request(app, 'POST', `${API_PREFIX}/login`, { body: { username, password, ...(totp ? { totp } : {}) } })
  if (res.status !== 200) throw new Error(`sign-in of ${username} failed: ${res.status} ${JSON.stringify(res.body)}`)
  const answer = res.body as LoginAnswer
  return { token: answer.token, refreshToken: answer.refreshToken, user: answer.user, headers: { authorization: `Bearer ${answer.token}` } }
}

/** The sign-in (refresh token family) an access token belongs to: its `sid` claim, the session id the sessions lists answer. */
export function sessionIdOf(token: string): string {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid
}

/** Signs in each user when the file's tests start; the answer is filled in place then. */
export function signedInForFile<U extends string>(t: TestApp, usernames: readonly U[]): Record<U, SignedIn> {
  const sessions = Object.fromEntries(usernames.map((u) => [u, {}])) as Record<U, SignedIn>
  beforeAll(async () => {
    for (const u of usernames) Object.assign(sessions[u], await signIn(t.app, u))
  })
  return sessions
}

/** The bearer tokens of users signed in when the file's tests start, by username. */
export function tokensForFile(t: TestApp, usernames: readonly string[]): Record<string, string> {
  const tokens: Record<string, string> = {}
  beforeAll(async () => {
    for (const u of usernames) tokens[u] = (await signIn(t.app, u)).token
  })
  return tokens
}

export interface TestUserInput {
  username: string
  password?: string
  /** Space by name; the top operator space unless given. */
  space?: string
  scope?: Scope
  /** Built-in role name in that space (ADMIN, FRAUD_ANALYST, SUPPORT, MERCHANT); none when omitted. */
  role?: string
  groupName?: string
  merchantName?: string
  /** Password expiry; 90 days after the clock's now unless given. */
  passwordExpiresAt?: Date
}

/** Adds a user straight to the database, so a test can change it without touching the demo users. */
export async function createTestUser(services: Services, input: TestUserInput): Promise<{ id: number; username: string; password: string }> {
  const { db } = services
  const password = input.password ?? DEMO_PASSWORD
  const hashed = await hashPassword(password)
  const now = services.now()
  const space = await db.selectFrom('space').select('id').where('name', '=', input.space ?? 'platform').executeTakeFirstOrThrow()
  const group = input.groupName
    ? await db.selectFrom('merchant_group').select('id').where('name', '=', input.groupName).executeTakeFirstOrThrow()
    : undefined
  const merchant = input.merchantName
    ? await db.selectFrom('merchant').select('id').where('name', '=', input.merchantName).executeTakeFirstOrThrow()
    : undefined
  const row = await db
    .insertInto('app_user')
    .values({
      username: input.username,
      email: `${input.username}@test.example`,
      real_name: `Test ${input.username}`,
      password_hash: hashed,
      password_history: JSON.stringify([hashed]),
      password_changed_at: now,
      password_expires_at: input.passwordExpiresAt ?? new Date(now.getTime() + PASSWORD_LIFETIME_DAYS * 24 * 3600_000),
      scope: input.scope ?? 'SPACE',
      space_id: space.id,
      group_id: group?.id ?? null,
      merchant_id: merchant?.id ?? null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (input.role) await grantRoleByName(db, row.id, space.id, input.role)
  return { id: row.id, username: input.username, password }
}

/** The body of a POST muser for a SUPPORT user of acme with a given password; `extra` overrides any field. */
export function newUserBody(username: string, extra: Record<string, unknown> = {}) {
  return {
    username,
    email: `${username}@people.example`,
    realName: `Person ${username}`,
    scope: 'SPACE',
    space: 'acme',
    roles: ['SUPPORT'],
    password: 'Given-Password-42',
    ...extra,
  }
}

/** Adds a user straight to the database (see createTestUser) and signs it in. */
export async function signInNewUser(t: TestApp, input: TestUserInput): Promise<SignedIn> {
  const user = await createTestUser(t.services, input)
  return signIn(t.app, user.username, user.password)
}

/**
 * Users added (see createTestUser) and signed in when the file's tests start, in the order
 * given, by the name the file calls them; the answer is filled in place then.
 */
export function newUsersForFile<K extends string>(t: TestApp, inputs: Record<K, TestUserInput>): Record<K, SignedIn> {
  const sessions = Object.fromEntries(Object.keys(inputs).map((k) => [k, {}])) as Record<K, SignedIn>
  beforeAll(async () => {
    for (const [k, input] of Object.entries(inputs) as [K, TestUserInput][]) Object.assign(sessions[k], await signInNewUser(t, input))
  })
  return sessions
}

/** A role of a space holding exactly these permissions: the demo roles hold more, or none of them. */
export async function createRole(services: Services, space: string, name: string, permissions: string[]): Promise<void> {
  const { id } = await services.db.selectFrom('space').select('id').where('name', '=', space).executeTakeFirstOrThrow()
  await services.db.insertInto('role').values({ space_id: id, name, permissions: JSON.stringify(permissions) }).execute()
}

/** The newest email row sent to an address. */
export async function lastEmailTo(services: Services, recipient: string) {
  return services.db
    .selectFrom('message')
    .selectAll()
    .where('recipient', '=', recipient)
    .where('channel', '=', 'EMAIL')
    .orderBy('id', 'desc')
    .executeTakeFirst()
}

/**
 * Asks for a reset link for a user added by createTestUser (by username, or as `askedAs` says:
 * its email) and answers the code the emailed link holds.
 */
export async function resetCodeFor(t: TestApp, username: string, askedAs = username): Promise<string> {
  await callApi(t.app, calls.auth.forgotPassword, { body: { username: askedAs } })
  const email = await lastEmailTo(t.services, `${username}@test.example`)
  const code = email?.body_text.match(/\/resetpassword\/([A-Za-z0-9_-]+)/)?.[1]
  if (!code) throw new Error(`no reset link was emailed to ${username}`)
  return code
}

/** The newest audit events of a type, newest first. */
export async function eventsOf(services: Services, type: string, username?: string) {
  let q = services.db.selectFrom('user_event').selectAll().where('type', '=', type)
  if (username) q = q.where('username', '=', username)
  return q.orderBy('id', 'desc').execute()
}

/** The newest audit event of a type by a user on a kind of record. */
export async function latestEventOn(services: Services, type: string, username: string, targetType: string) {
  const [event] = (await eventsOf(services, type, username)).filter((e) => e.target_type === targetType)
  return event
}

/** A multipart body with one file field, for upload calls. */
export function multipartFile(field: string, filename: string, contentType: string, data: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${randomBytes(8).toString('hex')}`
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return { payload: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

/**
 * Signed-in ADMIN-role users at each scope of the acme space (SPACE acme, GROUP acme-retail,
 * MERCHANT acme-books): the demo users of those scopes hold read-only roles, so write and
 * scope tests use these. `prefix` keeps usernames apart between files.
 */
export async function signInScopedAdmins(t: TestApp, prefix: string): Promise<{ space: string; group: string; merchant: string }> {
  await createTestUser(t.services, { username: `${prefix}-space`, space: 'acme', scope: 'SPACE', role: 'ADMIN' })
  await createTestUser(t.services, { username: `${prefix}-group`, space: 'acme', scope: 'GROUP', role: 'ADMIN', groupName: 'acme-retail' })
  await createTestUser(t.services, { username: `${prefix}-merchant`, space: 'acme', scope: 'MERCHANT', role: 'ADMIN', merchantName: 'acme-books' })
  const [space, group, merchant] = await Promise.all(['space', 'group', 'merchant'].map((s) => signIn(t.app, `${prefix}-${s}`)))
  return { space: space!.token, group: group!.token, merchant: merchant!.token }
}

/** signInScopedAdmins when the file's tests start; the tokens are filled in place then. */
export function scopedAdminsForFile(t: TestApp, prefix: string): { space: string; group: string; merchant: string } {
  const admins = { space: '', group: '', merchant: '' }
  beforeAll(async () => {
    Object.assign(admins, await signInScopedAdmins(t, prefix))
  })
  return admins
}

/** A `callApi` that keeps every answer, for files that check all of them at the end (no secret leaks). */
export function recordingCallApi(): { call: typeof callApi; answers: ApiResponse[] } {
  const answers: ApiResponse[] = []
  const call: typeof callApi = async (...args) => {
    const res = await callApi(...args)
    answers.push(res)
    return res
  }
  return { call, answers }
}

/** The first merchant (by id) of a group of the seed. */
export async function merchantOfGroup(t: TestApp, group: string): Promise<string> {
  const row = await t.services.db
    .selectFrom('merchant')
    .innerJoin('merchant_group', 'merchant_group.id', 'merchant.group_id')
    .select('merchant.name')
    .where('merchant_group.name', '=', group)
    .orderBy('merchant.id')
    .executeTakeFirstOrThrow()
  return row.name
}

/** The first (by id) trust policy collection of a space, of one config and by name when given. */
export async function trustPolicyCollectionId(t: TestApp, space: string, where: { config?: string; name?: string } = {}): Promise<number> {
  let q = t.services.db
    .selectFrom('trust_policy_collection as tc')
    .innerJoin('trust_policy_config as c', 'c.id', 'tc.config_id')
    .innerJoin('space as s', 's.id', 'c.space_id')
    .select('tc.id')
    .where('s.name', '=', space)
  if (where.config) q = q.where('c.name', '=', where.config)
  if (where.name) q = q.where('tc.name', '=', where.name)
  return Number((await q.orderBy('tc.id').executeTakeFirstOrThrow()).id)
}

/** The first (by id) SHADOW rule of a space's card restrictions, of one restriction and one action when given. */
export async function shadowRuleOf(t: TestApp, space: string, where: { restriction?: string; action?: string } = {}) {
  let q = t.services.db
    .selectFrom('card_restriction_rule as rr')
    .innerJoin('card_restriction as c', 'c.id', 'rr.restriction_id')
    .innerJoin('space as s', 's.id', 'c.space_id')
    .select(['rr.id', 'c.id as restrictionId', 'c.name as restriction'])
    .where('s.name', '=', space)
    .where('rr.status', '=', 'SHADOW')
  if (where.restriction) q = q.where('c.name', '=', where.restriction)
  if (where.action) q = q.where('rr.action', '=', where.action)
  return q.orderBy('rr.id').executeTakeFirstOrThrow()
}

/**
 * Card hashes whose payments are all of one space's or one group's merchants, with at least
 * `payments` of them and no review case yet: cards a review test may send without meeting another's.
 */
export async function cardsWithoutCase(t: TestApp, where: { space: string } | { group: string }, payments = 1): Promise<string[]> {
  const [column, name] = 'group' in where ? ['g.name', where.group] : ['s.name', where.space]
  const { rows } = await sql<{ card_hash: string }>`
    select t.card_hash from "transaction" t join merchant m on m.id = t.merchant_id
      join space s on s.id = m.space_id left join merchant_group g on g.id = m.group_id
    where t.card_hash is not null and not exists (select 1 from review_case c where c.card_hash = t.card_hash)
    group by t.card_hash having count(*) >= ${payments} and bool_and(${sql.ref(column)} is not distinct from ${name})
    order by t.card_hash`.execute(t.services.db)
  return rows.map((row) => row.card_hash)
}

/** A card's payments, newest first: their row id, and their merchant and id as the transaction's path names them. */
export async function paymentsOfCard(t: TestApp, cardHash: string): Promise<{ id: number; merchantName: string; transaction: string }[]> {
  const payments = await t.services.db
    .selectFrom('transaction as t')
    .innerJoin('merchant as m', 'm.id', 't.merchant_id')
    .select(['t.id', 'm.name as merchantName', 't.external_id as transaction'])
    .where('t.card_hash', '=', cardHash)
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .execute()
  return payments.map((payment) => ({ ...payment, id: Number(payment.id) }))
}

/** The ids of the merchants a scope covers, straight from the tables. */
export async function merchantIdsOf(t: TestApp, where: { space?: string; group?: string; merchant?: string }): Promise<number[]> {
  let q = t.services.db
    .selectFrom('merchant as m')
    .innerJoin('space as s', 's.id', 'm.space_id')
    .innerJoin('merchant_group as g', 'g.id', 'm.group_id')
    .select('m.id')
  if (where.space) q = q.where('s.name', '=', where.space)
  if (where.group) q = q.where('g.name', '=', where.group)
  if (where.merchant) q = q.where('m.name', '=', where.merchant)
  return (await q.execute()).map((r) => Number(r.id))
}

/** The first (by id) record of a merchant in a table of merchant-owned records, of one gateway when given. */
export async function firstIdOfMerchant(
  t: TestApp,
  table: 'gateway_credential' | 'merchant_gateway_config' | 'merchant_key' | 'payment_link' | 'trust_level',
  merchant: string,
  gateway?: string,
): Promise<number> {
  const ofGateway = gateway ? sql`and r.gateway = ${gateway}` : sql``
  const { rows } = await sql<{ id: number }>`
    select r.id from ${sql.table(table)} r join merchant m on m.id = r.merchant_id where m.name = ${merchant} ${ofGateway} order by r.id limit 1`.execute(t.services.db)
  if (!rows[0]) throw new Error(`${merchant} has no ${table} record`)
  return Number(rows[0].id)
}

/** An ISO time `days` from the test clock's now (negative for the past). */
export function daysFromNow(t: TestApp, days: number): string {
  return new Date(t.clock.now().getTime() + days * 24 * 3600_000).toISOString()
}

/** Who a space's simulation is asked by, and the merchants whose transactions it reads. */
export interface SimulationCallers {
  admin: string
  /** ADMIN role in acme at SPACE, GROUP acme-retail and MERCHANT acme-books scope. */
  acme: { space: string; group: string; merchant: string }
  /** ADMIN role, SPACE scope rio. */
  rio: string
  /** An acme user without roles. */
  noRoles: string
  acmeIds: number[]
  booksIds: number[]
}

/**
 * Signs in the callers of a simulation's tests when the file's tests start; the answer is filled
 * in place then. `prefix` keeps usernames apart between files.
 */
export function simulationCallersForFile(t: TestApp, prefix: string): SimulationCallers {
  const callers = {} as SimulationCallers
  beforeAll(async () => {
    callers.admin = (await signIn(t.app, 'admin')).token
    callers.acme = await signInScopedAdmins(t, prefix)
    callers.rio = (await signInNewUser(t, { username: `${prefix}-rio`, space: 'rio', scope: 'SPACE', role: 'ADMIN' })).token
    callers.noRoles = (await signInNewUser(t, { username: `${prefix}-noroles`, space: 'acme' })).token
    callers.acmeIds = await merchantIdsOf(t, { space: 'acme' })
    callers.booksIds = await merchantIdsOf(t, { merchant: 'acme-books' })
  })
  return callers
}

/** The rows inside a simulation answer's window, so a row at the edge counts the same on both sides. */
export function inWindow<R extends { created_at: Date | string }>(rows: R[], answer: { from: string; to: string }): R[] {
  const from = new Date(answer.from).getTime()
  const to = new Date(answer.to).getTime()
  return rows.filter((row) => {
    const at = new Date(row.created_at).getTime()
    return at >= from && at <= to
  })
}

/** A simulation's figures worked out from its rows: how many, and the amounts summed by currency. */
export function figuresOf(rows: { currency: string; amount: number }[]) {
  const amounts = new Map<string, number>()
  for (const row of rows) amounts.set(row.currency, (amounts.get(row.currency) ?? 0) + row.amount)
  return {
    count: rows.length,
    amounts: [...amounts].map(([currency, amount]) => ({ currency, amount })).sort((a, b) => a.currency.localeCompare(b.currency)),
  }
}

/** The test clock's now, `days` ago. */
export function daysAgo(t: TestApp, days: number): Date {
  return new Date(t.clock.now().getTime() - days * 24 * 3600_000)
}
