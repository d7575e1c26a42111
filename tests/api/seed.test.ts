import { SEED_EPOCH } from '@server/bootstrap'
import { connectDatabase, type DatabaseHandle } from '@server/db/connect'
import { migrateToLatest } from '@server/db/migrate'
import { databaseIsEmpty, seedDemoData } from '@server/db/seed'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createScratchDatabase } from './helpers'

const TRANSACTIONS = 1500
/** Runtime session state that a fresh data set rightly has none of. */
// A change request keeps its request sealed with the server's secret, which the seed does not know.
const emptyByDesign = new Set(['refresh_token', 'one_time_code', 'login_failure', 'system_command_run', 'session_activity', 'undo_row', 'undo_action', 'change_request', 'rate_limit_count'])
/** Card columns: only a token, a BIN (6 to 8 digits) and a last 4 may be stored. */
const cardColumns = ['card_hash', 'card_bin', 'card_last4', 'account_id']

const dropAfter: (() => Promise<void>)[] = []

/** A migrated, empty database: in-memory PGlite, or a new database on DATABASE_URL's server. */
async function freshDatabase(): Promise<DatabaseHandle> {
  const baseUrl = process.env.DATABASE_URL
  let databaseUrl: string | undefined
  if (baseUrl) {
    const scratch = await createScratchDatabase(baseUrl, 'seed_test')
    dropAfter.push(scratch.drop)
    databaseUrl = scratch.url
  }
  const handle = await connectDatabase({ databaseUrl, dataDir: 'memory://' })
  await migrateToLatest(handle.db)
  return handle
}

async function dataTables(handle: DatabaseHandle): Promise<string[]> {
  const rows = await sql<{ tablename: string }>`
    select tablename from pg_tables where schemaname = current_schema() and tablename not like 'kysely_%' order by tablename`.execute(handle.db)
  return rows.rows.map((r) => r.tablename)
}

/**
 * One digest per table over every column of every row, in id order where there is one. Password
 * hashes are left out: argon2 salts them at random, by design.
 */
async function digests(handle: DatabaseHandle): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  for (const table of await dataTables(handle)) {
    const row =
      table === 'app_user'
        ? sql`(to_jsonb(t) - 'password_hash' - 'password_history')::text`
        : sql`to_jsonb(t)::text`
    const result = await sql<{ digest: string | null; n: number }>`
      select md5(string_agg(${row}, '|' order by ${row})) as digest, count(*)::int as n from ${sql.table(table)} t`.execute(handle.db)
    out[table] = `${result.rows[0]!.n}:${result.rows[0]!.digest}`
  }
  return out
}

let first: DatabaseHandle
let second: DatabaseHandle

beforeAll(async () => {
  first = await freshDatabase()
  second = await freshDatabase()
  expect(await databaseIsEmpty(first.db)).toBe(true)
  await seedDemoData(first.db, { transactions: TRANSACTIONS, now: SEED_EPOCH })
  await seedDemoData(second.db, { transactions: TRANSACTIONS, now: SEED_EPOCH })
}, 240_000)

afterAll(async () => {
  await first?.close()
  await second?.close()
  for (const drop of dropAfter) await drop()
})

describe('the demo seed', () => {
  it('gives identical data when run twice with the same now', async () => {
    const a = await digests(first)
    const b = await digests(second)
    expect(Object.keys(a).length).toBeGreaterThan(40)
    for (const table of Object.keys(a)) expect(b[table], `table ${table}`).toBe(a[table])
  })

  it('fills every table', async () => {
    expect(await databaseIsEmpty(first.db)).toBe(false)
    for (const table of await dataTables(first)) {
      if (emptyByDesign.has(table)) continue
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(first.db)
      expect(rows[0]!.n, `rows in ${table}`).toBeGreaterThan(0)
    }
  })

  it('keeps the demo users, spaces and the merchant the demo users belong to', async () => {
    const users = await first.db
      .selectFrom('app_user as u')
      .innerJoin('space as s', 's.id', 'u.space_id')
      .leftJoin('merchant_group as g', 'g.id', 'u.group_id')
      .leftJoin('merchant as m', 'm.id', 'u.merchant_id')
      .select(['u.username', 'u.scope', 's.name as space', 'g.name as group', 'm.name as merchant'])
      .orderBy('u.username')
      .execute()
    expect(users).toEqual([
      { username: 'admin', scope: 'SPACE', space: 'platform', group: null, merchant: null },
      { username: 'analyst', scope: 'SPACE', space: 'acme', group: null, merchant: null },
      { username: 'merchant', scope: 'MERCHANT', space: 'acme', group: null, merchant: 'acme-books' },
      { username: 'newhire', scope: 'GROUP', space: 'acme', group: 'acme-retail', merchant: null },
      { username: 'operator', scope: 'GROUP', space: 'platform', group: 'platform-direct', merchant: null },
      { username: 'support', scope: 'GROUP', space: 'acme', group: 'acme-retail', merchant: null },
    ])
    const books = await first.db
      .selectFrom('merchant as m')
      .innerJoin('merchant_group as g', 'g.id', 'm.group_id')
      .select('g.name')
      .where('m.name', '=', 'acme-books')
      .executeTakeFirstOrThrow()
    expect(books.name).toBe('acme-retail')
    const merchants = await sql<{ n: number }>`select count(*)::int as n from merchant`.execute(first.db)
    expect(merchants.rows[0]!.n).toBeGreaterThanOrEqual(35)
  })

  it('generates the asked number of transactions, some of them today and in the last 7 days', async () => {
    const dayStart = new Date(Date.UTC(SEED_EPOCH.getUTCFullYear(), SEED_EPOCH.getUTCMonth(), SEED_EPOCH.getUTCDate()))
    const { rows } = await sql<{ total: number; today: number; week: number; future: number }>`
      select count(*)::int as total,
        (count(*) filter (where created_at >= ${dayStart.toISOString()}::timestamptz))::int as today,
        (count(*) filter (where created_at >= ${dayStart.toISOString()}::timestamptz - interval '6 days'))::int as week,
        (count(*) filter (where created_at > ${SEED_EPOCH.toISOString()}::timestamptz))::int as future
      from "transaction"`.execute(first.db)
    expect(rows[0]!.total).toBe(TRANSACTIONS)
    expect(rows[0]!.today).toBeGreaterThan(0)
    expect(rows[0]!.week).toBeGreaterThan(rows[0]!.today)
    expect(rows[0]!.future).toBe(0)
  })

  it('keeps the daily figures equal to the transactions they sum', async () => {
    const { rows } = await sql<{ mismatches: number }>`
      select count(*)::int as mismatches from (
        select merchant_id, (created_at at time zone 'UTC')::date as day, currency, result, direction, coalesce(result_code, '') as result_code,
          count(*)::bigint as count, sum(amount)::bigint as amount
        from "transaction" group by 1, 2, 3, 4, 5, 6
      ) t full join transaction_daily_stat s using (merchant_id, day, currency, result, direction, result_code)
      where t.count is distinct from s.count or t.amount is distinct from s.amount`.execute(first.db)
    expect(rows[0]!.mismatches).toBe(0)
  })

  it('reuses a few card hashes across many transactions and merchants', async () => {
    const { rows } = await sql<{ uses: number; merchants: number }>`
      select count(*)::int as uses, count(distinct merchant_id)::int as merchants from "transaction"
      where card_hash is not null group by card_hash order by count(*) desc limit 1`.execute(first.db)
    expect(rows[0]!.uses).toBeGreaterThanOrEqual(10)
    expect(rows[0]!.merchants).toBeGreaterThanOrEqual(5)
    const blocked = await sql<{ n: number }>`
      select count(*)::int as n from fraud_block b where exists (select 1 from "transaction" t where t.card_hash = b.account_id)`.execute(first.db)
    expect(blocked.rows[0]!.n).toBeGreaterThan(0)
  })

  it('stores no full card number anywhere', async () => {
    const columns = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and column_name = any(${cardColumns}::text[]) and data_type in ('text', 'character')
      order by table_name, column_name`.execute(first.db)
    expect(columns.rows.length).toBeGreaterThan(5)
    for (const { table_name, column_name } of columns.rows) {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from ${sql.table(table_name)} where ${sql.ref(column_name)} ~ '[0-9]{13,19}'`.execute(first.db)
      expect(rows[0]!.n, `${table_name}.${column_name} holds a 13-19 digit run`).toBe(0)
    }
    const bins = await sql<{ n: number }>`select count(*)::int as n from "transaction" where card_bin !~ '^[0-9]{6,8}$' or card_last4 !~ '^[0-9]{4}$'`.execute(first.db)
    expect(bins.rows[0]!.n).toBe(0)
    const logs = await sql<{ n: number }>`select count(*)::int as n from transaction_log where request ~ '[0-9]{13,19}' or response ~ '[0-9]{13,19}'`.execute(first.db)
    expect(logs.rows[0]!.n).toBe(0)
  })

  it('keeps money in integer minor units with a 3-letter currency', async () => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from "transaction"
      where amount < 0 or refunded_amount > amount or captured_amount > amount or currency !~ '^[A-Z]{3}$'`.execute(first.db)
    expect(rows[0]!.n).toBe(0)
  })
})
