import { randomBytes } from 'node:crypto'
import type { CallDef } from '@domain/call'
import { calls } from '@domain/calls'
import { sql } from 'kysely'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { callApi, eventsOf, scopedAdminsForFile, type SignedIn, signedInForFile, signIn, testAppForFile, withoutApprovalsForFile } from './helpers'

const f = calls.finance
const t = testAppForFile({ transactions: 300 })
withoutApprovalsForFile(t)
const { admin, merchant, support } = signedInForFile(t, ['admin', 'merchant', 'support'])
/** ADMIN-role users of acme: SPACE acme, GROUP acme-retail, MERCHANT acme-books. */
const scoped = scopedAdminsForFile(t, 'ledger')

/** A finance read is 401 without a token, 403 without finance.read, and 404 for a merchant out of scope. */
async function expectFinanceWalls(call: CallDef) {
  expect((await callApi(t.app, call, {})).status).toBe(401)
  expect((await callApi(t.app, call, { token: support.token })).status).toBe(403)
  expect((await callApi(t.app, call, { token: merchant.token, query: { merchantName: 'acme-games' } })).status).toBe(404)
  expect((await callApi(t.app, call, { token: scoped.group, query: { merchantName: 'acme-air' } })).status).toBe(404)
}

const key = () => `test-${randomBytes(8).toString('hex')}`
const movement = (over: Record<string, unknown> = {}) => ({
  merchantAccount: 'acme-books',
  currency: 'USD',
  amount: 12_345,
  reference: 'REF-1',
  description: 'by the test',
  idempotencyKey: key(),
  ...over,
})

async function balanceOf(name: string, currency = 'USD'): Promise<number> {
  const row = await t.services.db
    .selectFrom('account as a')
    .innerJoin('merchant as m', 'm.id', 'a.merchant_id')
    .select('a.balance')
    .where('m.name', '=', name)
    .where('a.currency', '=', currency)
    .executeTakeFirstOrThrow()
  return Number(row.balance)
}

/** Movements whose two entries do not balance (CR and DR amounts differ, or not two entries). */
async function unbalancedMovements(): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from (
      select movement_id from ledger_entry group by movement_id
      having count(*) <> 2 or sum(amount) filter (where entry_type = 'CR') <> sum(amount) filter (where entry_type = 'DR')
    ) x`.execute(t.services.db)
  return rows[0]!.n
}

/** Accounts whose balance is not what their ledger says. */
async function accountsOffLedger(): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from account a
    where a.balance <> coalesce((select sum(case when l.entry_type = 'CR' then l.amount else -l.amount end) from ledger_entry l where l.account_id = a.id), 0)`.execute(t.services.db)
  return rows[0]!.n
}

const fields = (res: { body: { errors?: { field: string }[] } }) => (res.body.errors ?? []).map((e) => e.field).sort()

describe('accountdetail/topup and accountdetail/withdraw', () => {
  it('admin POST accountdetail/topup: 200 with the CR entry; the balance, the clearing counter-entry and the audit row follow', async () => {
    const before = await balanceOf('acme-books')
    const body = movement()
    const res = await callApi(t.app, f.topUp, { token: admin.token, body })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      merchantAccount: 'acme-books',
      currency: 'USD',
      entryType: 'CR',
      transferType: 'TOP_UP',
      amount: 12_345,
      balanceAfter: before + 12_345,
      reference: 'REF-1',
      description: 'by the test',
      createdBy: 'admin',
    })
    expect(await balanceOf('acme-books')).toBe(before + 12_345)
    const pair = await t.services.db.selectFrom('ledger_entry').selectAll().where('movement_id', '=', res.body.movementId).orderBy('id').execute()
    expect(pair.map((e) => [e.entry_type, Number(e.amount), e.merchant_id === null])).toEqual([
      ['CR', 12_345, false],
      ['DR', 12_345, true],
    ])
    const [event] = await eventsOf(t.services, 'CREATE', 'admin')
    expect(event).toMatchObject({ target_type: 'ledgerMovement', target_id: String(res.body.movementId) })
    expect((event!.detail as { action: string }).action).toBe('TOP_UP')
  })

  it('ledger-space (SPACE acme) POST accountdetail/withdraw: 200 with the DR entry and the lower balance', async () => {
    const before = await balanceOf('acme-books')
    const res = await callApi(t.app, f.withdraw, { token: scoped.space, body: movement({ amount: 1_000 }) })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ entryType: 'DR', transferType: 'WITHDRAW', amount: 1_000, balanceAfter: before - 1_000, createdBy: 'ledger-space' })
    expect(await balanceOf('acme-books')).toBe(before - 1_000)
  })

  it('admin POST accountdetail/withdraw above the available balance: 400 above_balance on amount naming the balance; nothing applied', async () => {
    const before = await balanceOf('acme-books')
    const res = await callApi(t.app, f.withdraw, { token: admin.token, body: movement({ amount: before + 1 }) })
    expect(res.status).toBe(400)
    expect(fields(res)).toEqual(['amount'])
    expect(res.body.errors[0].message).toContain((before / 100).toFixed(2).replace(/\.?0+$/, ''))
    expect(res.body.errors[0].message).toContain('USD')
    expect(res.body.errors[0]).toMatchObject({ code: 'above_balance', params: { available: before, currency: 'USD' } })
    expect(await balanceOf('acme-books')).toBe(before)
  })

  it('admin POST accountdetail/topup with bad fields: 400 naming amount, currency, reference and idempotencyKey', async () => {
    const res = await callApi(t.app, f.topUp, {
      token: admin.token,
      body: { merchantAccount: 'acme-books', currency: 'usd', amount: -5, reference: '', idempotencyKey: 'short!' },
    })
    expect(res.status).toBe(400)
    expect(fields(res)).toEqual(['amount', 'currency', 'idempotencyKey', 'reference'])
    const missing = await callApi(t.app, f.withdraw, { token: admin.token, body: { ...movement(), idempotencyKey: undefined, amount: 10.5 } })
    expect(missing.status).toBe(400)
    expect(fields(missing)).toEqual(['amount', 'idempotencyKey'])
  })

  it('admin POST accountdetail/topup in a currency the merchant has no account in: 400 on currency', async () => {
    const res = await callApi(t.app, f.topUp, { token: admin.token, body: movement({ currency: 'JPY' }) })
    expect(res.status).toBe(400)
    expect(fields(res)).toEqual(['currency'])
  })

  it('no token: 401; merchant (MERCHANT role, finance.read only): 403 on both', async () => {
    expect((await callApi(t.app, f.topUp, { body: movement() })).status).toBe(401)
    expect((await callApi(t.app, f.withdraw, { body: movement() })).status).toBe(401)
    expect((await callApi(t.app, f.topUp, { token: merchant.token, body: movement() })).status).toBe(403)
    expect((await callApi(t.app, f.withdraw, { token: merchant.token, body: movement() })).status).toBe(403)
  })

  it('out of scope: ledger-merchant (acme-books) on acme-games, ledger-group (acme-retail) on acme-air, anyone on an unknown merchant: 404', async () => {
    const games = await balanceOf('acme-games')
    expect((await callApi(t.app, f.topUp, { token: scoped.merchant, body: movement({ merchantAccount: 'acme-games' }) })).status).toBe(404)
    expect((await callApi(t.app, f.withdraw, { token: scoped.merchant, body: movement({ merchantAccount: 'acme-games', amount: 1 }) })).status).toBe(404)
    expect((await callApi(t.app, f.topUp, { token: scoped.group, body: movement({ merchantAccount: 'acme-air' }) })).status).toBe(404)
    expect((await callApi(t.app, f.topUp, { token: admin.token, body: movement({ merchantAccount: 'nobody' }) })).status).toBe(404)
    expect(await balanceOf('acme-games')).toBe(games)
    const inScope = await callApi(t.app, f.topUp, { token: scoped.group, body: movement({ merchantAccount: 'acme-games', amount: 7 }) })
    expect(inScope.status).toBe(200)
  })

  it('the same key twice: the second answers 200 with the same body and applies nothing', async () => {
    const body = movement({ amount: 777 })
    const first = await callApi(t.app, f.topUp, { token: admin.token, body })
    const balance = await balanceOf('acme-books')
    const second = await callApi(t.app, f.topUp, { token: admin.token, body })
    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    expect(second.body).toEqual(first.body)
    expect(await balanceOf('acme-books')).toBe(balance)
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ledger_movement where idempotency_key = ${body.idempotencyKey}`.execute(t.services.db)
    expect(rows[0]!.n).toBe(1)
  })

  it('the same key racing 20 times: all answer 200 with one body, and it applies once', async () => {
    const before = await balanceOf('acme-books')
    const body = movement({ amount: 500 })
    const answers = await Promise.all(Array.from({ length: 20 }, () => callApi(t.app, f.withdraw, { token: admin.token, body })))
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200))
    for (const a of answers) expect(a.body).toEqual(answers[0]!.body)
    expect(await balanceOf('acme-books')).toBe(before - 500)
  })

  it('a key reused with another body: 409 on idempotencyKey; keys are per space', async () => {
    const body = movement({ amount: 300 })
    expect((await callApi(t.app, f.topUp, { token: admin.token, body })).status).toBe(200)
    const before = await balanceOf('acme-books')
    const other = await callApi(t.app, f.topUp, { token: admin.token, body: { ...body, amount: 301 } })
    expect(other.status).toBe(409)
    expect(fields(other)).toEqual(['idempotencyKey'])
    const asWithdraw = await callApi(t.app, f.withdraw, { token: admin.token, body })
    expect(asWithdraw.status).toBe(409)
    expect(await balanceOf('acme-books')).toBe(before)
    // The same key in another space (platform-direct merchants live in the platform space) is another movement.
    const platformMerchant = await t.services.db
      .selectFrom('merchant as m')
      .innerJoin('account as a', 'a.merchant_id', 'm.id')
      .innerJoin('space as s', 's.id', 'm.space_id')
      .select(['m.name', 'a.currency'])
      .where('s.name', '<>', 'acme')
      .orderBy('m.id')
      .executeTakeFirstOrThrow()
    const elsewhere = await callApi(t.app, f.topUp, {
      token: admin.token,
      body: { ...body, merchantAccount: platformMerchant.name, currency: platformMerchant.currency.trim() },
    })
    expect(elsewhere.status).toBe(200)
  })

  it('every movement balances: CR equals DR, and every account balance equals its ledger', async () => {
    expect(await unbalancedMovements()).toBe(0)
    expect(await accountsOffLedger()).toBe(0)
  })
})

describe('accountdetail (the ledger list)', () => {
  it('merchant GET accountdetail?merchantName=acme-books: its entries, newest first, in keyset pages', async () => {
    const first = await callApi(t.app, f.ledger, { token: merchant.token, query: { merchantName: 'acme-books', limit: 5 } })
    expect(first.status).toBe(200)
    expect(first.body.items).toHaveLength(5)
    expect(first.body.items.every((e: { merchantAccount: string }) => e.merchantAccount === 'acme-books')).toBe(true)
    const times = first.body.items.map((e: { created: string }) => Date.parse(e.created))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    const next = await callApi(t.app, f.ledger, { token: merchant.token, query: { merchantName: 'acme-books', limit: 5, cursor: first.body.nextCursor } })
    expect(next.status).toBe(200)
    const ids = new Set(first.body.items.map((e: { id: number }) => e.id))
    expect(next.body.items.some((e: { id: number }) => ids.has(e.id))).toBe(false)
  })

  it('filters by entry type and transfer type', async () => {
    const res = await callApi(t.app, f.ledger, { token: admin.token, query: { merchantName: 'acme-books', entryType: 'DR', transferType: 'WITHDRAW' } })
    expect(res.status).toBe(200)
    expect(res.body.items.length).toBeGreaterThan(0)
    expect(res.body.items.every((e: { entryType: string; transferType: string }) => e.entryType === 'DR' && e.transferType === 'WITHDRAW')).toBe(true)
  })

  it('merchant GET accountdetail without a filter: only its own merchant; no clearing entries', async () => {
    const res = await callApi(t.app, f.ledger, { token: merchant.token, query: { limit: 200 } })
    expect(res.status).toBe(200)
    expect(new Set(res.body.items.map((e: { merchantAccount: string }) => e.merchantAccount))).toEqual(new Set(['acme-books']))
  })

  it('bad filters: 400 naming them; no token 401; support (no finance.read) 403; out of scope 404', async () => {
    const bad = await callApi(t.app, f.ledger, { token: admin.token, query: { entryType: 'XX', transferType: 'GIFT', limit: 0 } })
    expect(bad.status).toBe(400)
    expect(fields(bad)).toEqual(['entryType', 'limit', 'transferType'])
    await expectFinanceWalls(f.ledger)
  })
})

describe('accountdailysummary', () => {
  it('merchant GET accountdailysummary: days newest first, opening + credits - debits = closing, in its zone', async () => {
    const res = await callApi(t.app, f.dailySummary, { token: merchant.token, query: { merchantName: 'acme-books', limit: 3 } })
    expect(res.status).toBe(200)
    expect(res.body.items.length).toBeGreaterThan(0)
    for (const d of res.body.items) {
      expect(d.merchantAccount).toBe('acme-books')
      expect(d.openingBalance + d.credits - d.debits).toBe(d.closingBalance)
      expect(d.timeZone).toBe('UTC')
    }
    const days = res.body.items.map((d: { day: string }) => d.day)
    expect([...days].sort().reverse()).toEqual(days)
    expect(res.body.nextCursor).toEqual(expect.any(String))
    const next = await callApi(t.app, f.dailySummary, { token: merchant.token, query: { merchantName: 'acme-books', limit: 3, cursor: res.body.nextCursor } })
    expect(next.status).toBe(200)
    expect(next.body.items[0].day < days.at(-1)).toBe(true)
  })

  it('bad zone or date: 400 naming it; no token 401; support 403; out of scope 404', async () => {
    const bad = await callApi(t.app, f.dailySummary, { token: admin.token, query: { timeZone: 'Mars/Olympus', fromDate: '2026-13-01' } })
    expect(bad.status).toBe(400)
    expect(fields(bad)).toEqual(['fromDate', 'timeZone'])
    expect(fields(await callApi(t.app, f.dailySummary, { token: admin.token, query: { timeZone: '+02:00' } }))).toEqual(['timeZone'])
    await expectFinanceWalls(f.dailySummary)
  })
})

describe('the concurrency invariant', () => {
  it('1,000 concurrent top-ups and withdrawals on one account end with the exact balance; no reading is ever negative', async () => {
    // Start near zero so that withdrawals are refused now and then, depending on the order they land in.
    const start = await balanceOf('acme-books')
    expect((await callApi(t.app, f.withdraw, { token: admin.token, body: movement({ amount: start - 2_000 }) })).status).toBe(200)
    const base = await balanceOf('acme-books')
    expect(base).toBe(2_000)
    let done = false
    let lowest = Number.POSITIVE_INFINITY
    let readings = 0
    // The reader reads the account row between commits: on PostgreSQL on a connection of its own,
    // on PGlite (one connection) with one query between the movements' transactions.
    const url = t.services.config.databaseUrl
    const own = url ? new pg.Client({ connectionString: url }) : undefined
    await own?.connect()
    const read = async () => {
      const text = "select a.balance from account a join merchant m on m.id = a.merchant_id where m.name = 'acme-books' and a.currency = 'USD'"
      if (own) return Number((await own.query(text)).rows[0].balance)
      return Number((await sql<{ balance: number }>`${sql.raw(text)}`.execute(t.services.db)).rows[0]!.balance)
    }
    const reader = (async () => {
      while (!done) {
        lowest = Math.min(lowest, await read())
        readings++
        await new Promise((resolve) => setTimeout(resolve, 1))
      }
      await own?.end()
    })()
    const requests = Array.from({ length: 1_000 }, (_, i) => {
      const topUp = i % 2 === 0
      const amount = topUp ? 1_000 + (i % 7) : 1_500 + (i % 11)
      return callApi(t.app, topUp ? f.topUp : f.withdraw, { token: admin.token, body: movement({ amount, idempotencyKey: `load-${i}-${randomBytes(4).toString('hex')}` }) }).then(
        (res) => ({ res, topUp, amount }),
      )
    })
    const answers = await Promise.all(requests)
    done = true
    await reader
    let expected = base
    let refused = 0
    for (const { res, topUp, amount } of answers) {
      if (res.status === 200) expected += topUp ? amount : -amount
      else {
        expect(topUp).toBe(false)
        expect(res.status).toBe(400)
        expect(fields(res)).toEqual(['amount'])
        refused++
      }
    }
    expect(await balanceOf('acme-books')).toBe(expected)
    const summary = await callApi(t.app, f.accountCurrencySummary, { token: admin.token, params: { id: 'acme-books', currency: 'USD' } })
    expect(summary.body.balance).toBe(expected)
    expect(readings).toBeGreaterThan(1)
    expect(lowest).toBeGreaterThanOrEqual(0)
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ledger_entry where merchant_id is not null and balance_after < 0`.execute(t.services.db)
    expect(rows[0]!.n).toBe(0)
    expect(refused).toBeGreaterThan(0)
    expect(await unbalancedMovements()).toBe(0)
    expect(await accountsOffLedger()).toBe(0)
  }, 60_000)
})

describe('the daily summary in the user zone', () => {
  it('a top-up at 23:50 UTC is in that UTC day, and in the next day in Asia/Tokyo', async () => {
    const now = t.services.now()
    const target = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 23, 50))
    if (target.getTime() <= now.getTime()) target.setUTCDate(target.getUTCDate() + 1)
    t.clock.advance(target.getTime() - now.getTime())
    const fresh: SignedIn = await signIn(t.app, 'admin')
    const amount = 4_321
    const res = await callApi(t.app, f.topUp, { token: fresh.token, body: movement({ amount }) })
    expect(res.status).toBe(200)
    const utcDay = res.body.created.slice(0, 10)
    const tokyoDay = new Date(Date.parse(res.body.created) + 9 * 3600_000).toISOString().slice(0, 10)
    expect(tokyoDay).not.toBe(utcDay)
    const dayOf = async (timeZone: string, day: string) => {
      const page = await callApi(t.app, f.dailySummary, { token: fresh.token, query: { merchantName: 'acme-books', timeZone, fromDate: day, toDate: day } })
      expect(page.status).toBe(200)
      return page.body.items as { day: string; credits: number; debits: number; entryCount: number; closingBalance: number; timeZone: string }[]
    }
    const [inUtc] = await dayOf('UTC', utcDay)
    const [inTokyo] = await dayOf('Asia/Tokyo', tokyoDay)
    // The file's earlier movements happened that UTC day too, hours before: in Tokyo they are the day before.
    expect(inTokyo).toMatchObject({ day: tokyoDay, timeZone: 'Asia/Tokyo', credits: amount, debits: 0, entryCount: 1, closingBalance: res.body.balanceAfter })
    expect(inUtc).toMatchObject({ day: utcDay, timeZone: 'UTC', closingBalance: res.body.balanceAfter })
    expect(inUtc!.entryCount).toBeGreaterThan(1)
    const [tokyoBefore] = await dayOf('Asia/Tokyo', utcDay)
    expect(tokyoBefore!.closingBalance).toBe(res.body.balanceAfter - amount)
  })
})
