import { API_PREFIX, type CallDef } from '@domain/call'
import { calls } from '@domain/calls'
import {
  paywallMetricsSchema,
  transactionActivitySchema,
  transactionDetailSchema,
  transactionLogSchema,
  transactionRelatedSchema,
  transactionSchema,
} from '@domain/entities/transaction'
import { pageSchema } from '@domain/pagination'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { callApi, fullFirstPage, merchantIdsOf, request, testAppForFile, tokensForFile } from './helpers'

const tx = calls.transaction
const t = testAppForFile({ transactions: 2000 })
const tokens = tokensForFile(t, ['admin', 'analyst', 'support', 'merchant'])
/** Wide enough to cover the whole demo data set. */
const allTime = { from: '2020-01-01T00:00:00Z', to: '2030-01-01T00:00:00Z' }

/** Every page of a list call (or the first `pages`), following the cursors. */
async function allPages(user: string, query: Record<string, string | number>, call: CallDef = tx.list, pages = 200): Promise<{ id: string; merchantAccount: string }[]> {
  const items: { id: string; merchantAccount: string }[] = []
  let cursor: string | undefined
  for (let i = 0; i < pages; i++) {
    const res = await callApi(t.app, call, { token: tokens[user], query: { ...query, cursor } })
    expect(res.status, `${user} GET ${call.path} ${JSON.stringify(query)}`).toBe(200)
    items.push(...res.body.items)
    cursor = res.body.nextCursor ?? undefined
    if (!cursor) return items
  }
  if (pages < 200) return items
  throw new Error('too many pages')
}

/** A transaction picked with plain SQL, with its merchant's name. */
async function pick(where: (q: ReturnType<typeof base>) => ReturnType<typeof base>) {
  return where(base()).orderBy('t.id').executeTakeFirstOrThrow()
}
function base() {
  return t.services.db.selectFrom('transaction as t').innerJoin('merchant as m', 'm.id', 't.merchant_id').selectAll('t').select('m.name as merchant_name')
}

/** The card hash with the most transactions of all, and how many it has. */
function busiestCard() {
  return t.services.db
    .selectFrom('transaction')
    .select(['card_hash', (eb) => eb.fn.countAll<number>().as('n')])
    .where('card_hash', 'is not', null)
    .groupBy('card_hash')
    .orderBy(sql`count(*)`, 'desc')
    .executeTakeFirstOrThrow()
}

/** The status the acme-books merchant user is answered by a call about a transaction of acme-games. */
async function merchantAsksAboutAcmeGames(call: CallDef): Promise<number> {
  const other = await pick((q) => q.where('m.name', '=', 'acme-games'))
  return (await callApi(t.app, call, { token: tokens.merchant, params: { merchantName: 'acme-games', transaction: other.external_id } })).status
}

describe('GET transaction', () => {
  it('admin: the first page is the newest transactions of the default month, newest first', async () => {
    const page = await fullFirstPage(t, tx.list, transactionSchema, tokens.admin!, 25)
    expect(page.nextCursor).not.toBeNull()
    const created = page.items.map((i) => i.created)
    expect(created).toEqual([...created].sort().reverse())
    const now = t.clock.now()
    const monthBack = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, now.getUTCDate())
    const expected = await t.services.db
      .selectFrom('transaction')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('created_at', '>=', new Date(monthBack))
      .executeTakeFirstOrThrow()
    const every = await allPages('admin', { limit: 500 })
    expect(every).toHaveLength(Number(expected.n))
  })

  it('admin: a parameter the list does not know is a 400 naming it, not every merchant\'s transactions', async () => {
    const res = await callApi(t.app, tx.list, { token: tokens.admin, query: { merchantAccount: 'acme-books', statusnot: 'CHARGED' } })
    expect(res.status).toBe(400)
    expect(res.body.errors).toMatchObject([
      { field: 'merchantAccount', message: 'Unknown parameter' },
      { field: 'statusnot', message: 'Unknown parameter' },
    ])
  })

  it('admin: the default month starts at the start of the day one month back', async () => {
    const now = t.clock.now()
    const monthBack = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, now.getUTCDate()))
    const older = await pick((q) => q.where('t.created_at', '<', monthBack))
    const res = await callApi(t.app, tx.list, { token: tokens.admin, query: { merchantTransactionId: older.merchant_transaction_id! } })
    expect(res.body.items).toEqual([])
    const wide = await callApi(t.app, tx.list, { token: tokens.admin, query: { merchantTransactionId: older.merchant_transaction_id!, ...allTime } })
    expect(wide.body.items.map((i: { id: string }) => i.id)).toEqual([older.external_id])
  })

  it('admin: each filter keeps exactly the matching rows', async () => {
    const card = await busiestCard()
    const sample = await pick((q) => q.where('t.card_hash', 'is not', null).where('t.email', 'is not', null))
    const cases: [Record<string, string | number>, (q: ReturnType<typeof base>) => ReturnType<typeof base>][] = [
      [{ cardHash: card.card_hash! }, (q) => q.where('t.card_hash', '=', card.card_hash)],
      [{ email: sample.email!.toUpperCase() }, (q) => q.where(sql<boolean>`lower(t.email) = ${sample.email!.toLowerCase()}`)],
      [{ status: 'DECLINED,ERROR' }, (q) => q.where('t.status', 'in', ['DECLINED', 'ERROR'])],
      [{ statusNot: 'CHARGED', merchantName: 'acme-books' }, (q) => q.where('t.status', '<>', 'CHARGED').where('m.name', '=', 'acme-books')],
      [{ result: 'PENDING', direction: 'PAY_IN' }, (q) => q.where('t.result', '=', 'PENDING').where('t.direction', '=', 'PAY_IN')],
      [{ resultNot: 'APPROVED,DECLINED' }, (q) => q.where('t.result', 'not in', ['APPROVED', 'DECLINED'])],
      [{ type: 'AUTHORIZE', paymentKind: 'AUTHORIZE' }, (q) => q.where('t.type', '=', 'AUTHORIZE').where('t.payment_kind', '=', 'AUTHORIZE')],
      [{ typeNot: 'CHARGE' }, (q) => q.where('t.type', '<>', 'CHARGE')],
      [{ cardBin: sample.card_bin!, cardLast4Digits: sample.card_last4! }, (q) => q.where('t.card_bin', '=', sample.card_bin).where('t.card_last4', '=', sample.card_last4)],
      [{ customerId: sample.customer_external_id! }, (q) => q.where('t.customer_external_id', '=', sample.customer_external_id)],
      [{ ipAddress: sample.ip_address! }, (q) => q.where('t.ip_address', '=', sample.ip_address)],
      [{ paywallLogId: sample.paywall_log_id! }, (q) => q.where('t.paywall_log_id', '=', sample.paywall_log_id)],
      [{ minAmount: 10000, maxAmount: 20000, currency: 'USD' }, (q) => q.where('t.amount', '>=', 10000).where('t.amount', '<=', 20000).where('t.currency', '=', 'USD')],
      [{ merchantName: 'acme-books,rio-moda', gateway: 'BOREAL' }, (q) => q.where('m.name', 'in', ['acme-books', 'rio-moda']).where('t.gateway', '=', 'BOREAL')],
      [{ paymentType: 'WALLET' }, (q) => q.where('t.payment_type', '=', 'WALLET')],
    ]
    for (const [query, where] of cases) {
      const expected = (await where(base()).execute()).map((r) => r.external_id).sort()
      expect(expected.length, `fixture for ${JSON.stringify(query)}`).toBeGreaterThan(0)
      const got = (await allPages('admin', { ...query, ...allTime, limit: 500 })).map((i) => i.id).sort()
      expect(got, `admin GET transaction ${JSON.stringify(query)}`).toEqual(expected)
    }
  })

  it('analyst: the rows of given ids (a selection to export), only within scope', async () => {
    const page = await callApi(t.app, tx.list, { token: tokens.analyst, query: { ...allTime, limit: 5 } })
    const ids = (page.body as { items: { id: string }[] }).items.map((row) => row.id).slice(0, 3)
    const chosen = await callApi(t.app, tx.list, { token: tokens.analyst, query: { ...allTime, id: ids.join(',') } })
    expect(chosen.status).toBe(200)
    expect((chosen.body as { items: { id: string }[] }).items.map((row) => row.id).sort()).toEqual([...ids].sort())
    // The merchant user's scope holds none of the analyst's other merchants' transactions.
    const merchant = await callApi(t.app, tx.list, { token: tokens.merchant, query: { ...allTime, id: ids.join(',') } })
    const own = (merchant.body as { items: { merchantAccount: string }[] }).items
    expect(own.every((row) => row.merchantAccount === 'acme-books')).toBe(true)
  })

  it('admin: sorts by amount and by status, both ways, without skipping or repeating rows', async () => {
    const expected = (await base().where('m.name', '=', 'acme-books').execute()).length
    for (const sort of ['amount', '-amount', 'status', '-status', 'createdAt']) {
      const rows = await allPages('admin', { merchantName: 'acme-books', sort, limit: 7, ...allTime })
      expect(new Set(rows.map((r) => r.id)).size, `sort=${sort}`).toBe(expected)
      const full = await callApi(t.app, tx.list, { token: tokens.admin, query: { merchantName: 'acme-books', sort, limit: 500, ...allTime } })
      const values = (full.body.items as { amount: number; status: string }[]).map((i) => (sort.endsWith('amount') ? i.amount : i.status))
      const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      if (sort.startsWith('-')) sorted.reverse()
      if (sort !== 'createdAt') expect(values, `sort=${sort}`).toEqual(sorted)
    }
  })

  it('scoped users: sorted by amount or status, the pages merged from their merchants run in the exact order of one query', async () => {
    const from = '2026-01-01T00:00:00Z'
    for (const [user, where] of [
      ['support', { group: 'acme-retail' }],
      ['analyst', { space: 'acme' }],
    ] as const) {
      const ids = await merchantIdsOf(t, where)
      for (const [sort, column, direction] of [
        ['amount', 'amount', 'asc'],
        ['-amount', 'amount', 'desc'],
        ['-status', 'status', 'desc'],
      ] as const) {
        const expected = await t.services.db
          .selectFrom('transaction')
          .select('external_id')
          .where('merchant_id', 'in', ids)
          .where('created_at', '>=', new Date(from))
          .orderBy(column, direction)
          .orderBy('id', direction)
          .limit(60)
          .execute()
        const rows = await allPages(user, { from, to: allTime.to, sort, limit: 12 }, tx.list, 5)
        expect(rows.map((row) => row.id), `${user} sort=${sort}`).toEqual(expected.map((row) => row.external_id))
      }
    }
  })

  it('support sees only acme-retail merchants, the merchant user only acme-books, the analyst only acme', async () => {
    for (const [user, where] of [
      ['support', { group: 'acme-retail' }],
      ['merchant', { merchant: 'acme-books' }],
      ['analyst', { space: 'acme' }],
    ] as const) {
      const ids = await merchantIdsOf(t, where)
      const expected = await t.services.db
        .selectFrom('transaction')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('merchant_id', 'in', ids)
        .executeTakeFirstOrThrow()
      const rows = await allPages(user, { ...allTime, limit: 500 })
      expect(rows.length, `${user} GET transaction`).toBe(Number(expected.n))
      const names = (await t.services.db.selectFrom('merchant').select('name').where('id', 'in', ids).execute()).map((m) => m.name)
      for (const row of rows) expect(names).toContain(row.merchantAccount)
    }
  })

  it('support: a merchant outside the scope in merchantName is 404, as one that does not exist', async () => {
    for (const merchantName of ['rio-moda', 'acme-air', 'no-such-merchant', 'acme-books,rio-moda']) {
      const res = await callApi(t.app, tx.list, { token: tokens.support, query: { merchantName } })
      expect(res.status, `support GET transaction?merchantName=${merchantName}`).toBe(404)
    }
    const own = await callApi(t.app, tx.list, { token: tokens.support, query: { merchantName: 'acme-games' } })
    expect(own.status).toBe(200)
  })

  it('admin: bad filters are 400 with one error per field', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ status: 'PAID' }, 'status'],
      [{ statusNot: 'NOPE' }, 'statusNot'],
      [{ direction: 'SIDEWAYS' }, 'direction'],
      [{ minAmount: '-5' }, 'minAmount'],
      [{ from: 'yesterday' }, 'from'],
      [{ cardBin: '41x' }, 'cardBin'],
      [{ cardLast4Digits: '12' }, 'cardLast4Digits'],
      [{ currency: 'euro' }, 'currency'],
      [{ limit: '0' }, 'limit'],
      [{ sort: 'merchant' }, 'sort'],
      [{ cursor: 'not-a-cursor' }, 'cursor'],
    ]
    for (const [query, field] of cases) {
      const res = await callApi(t.app, tx.list, { token: tokens.admin, query })
      expect(res.status, `admin GET transaction ${JSON.stringify(query)}`).toBe(400)
      // A list parameter names the bad item (`status.0`).
      expect(res.body.errors.map((e: { field: string }) => e.field.split('.')[0])).toContain(field)
    }
  })
})

describe('GET transaction: keyset pages while new rows arrive', () => {
  it('merchant: pages never skip nor repeat a row when rows are inserted between fetches', async () => {
    const [booksId] = await merchantIdsOf(t, { merchant: 'acme-books' })
    const query = { ...allTime, limit: 9 }
    const before = (await base().where('t.merchant_id', '=', booksId!).execute()).map((r) => r.external_id)
    const template = await t.services.db.selectFrom('transaction').selectAll().where('merchant_id', '=', booksId!).orderBy('id').executeTakeFirstOrThrow()
    const { id: _id, ...copy } = template
    const insert = (externalId: string, createdAt: Date) =>
      t.services.db
        .insertInto('transaction')
        .values({ ...copy, external_id: externalId, paywall_log_id: null, created_at: createdAt, metadata: JSON.stringify(copy.metadata) })
        .execute()

    const seen: string[] = []
    const first = await callApi(t.app, tx.list, { token: tokens.merchant, query })
    seen.push(...first.body.items.map((i: { id: string }) => i.id))
    const cursorTime = new Date(first.body.items.at(-1).created)
    // One row newer than everything (it belongs before the pages already read), one at the very
    // instant of the last row read, and one older than the cursor (still ahead of the reader).
    await insert('tx_keyset_newest', t.clock.now())
    await insert('tx_keyset_same_instant', cursorTime)
    // The very instant, to the microsecond, of the last row read.
    await sql`update "transaction" set created_at = (select created_at from "transaction" where merchant_id = ${booksId} and external_id = ${seen.at(-1)})
      where external_id = 'tx_keyset_same_instant'`.execute(t.services.db)
    await insert('tx_keyset_older', new Date(cursorTime.getTime() - 3600_000))
    let cursor: string | undefined = first.body.nextCursor
    let round = 0
    while (cursor) {
      const res = await callApi(t.app, tx.list, { token: tokens.merchant, query: { ...query, cursor } })
      expect(res.status).toBe(200)
      seen.push(...res.body.items.map((i: { id: string }) => i.id))
      cursor = res.body.nextCursor ?? undefined
      if (round++ === 1) await insert(`tx_keyset_round_${round}`, new Date('2020-06-01T00:00:00Z'))
    }
    expect(new Set(seen).size, 'no row repeated').toBe(seen.length)
    expect(seen).not.toContain('tx_keyset_newest')
    // The same-instant row has a larger id, so in newest-first order it sorts before the cursor row.
    expect(seen).not.toContain('tx_keyset_same_instant')
    expect([...seen].sort()).toEqual([...before, 'tx_keyset_older', 'tx_keyset_round_2'].sort())
  })
})

describe('GET transaction/{merchantName}/{transaction}', () => {
  it('support: the detail holds payment, customer, metadata, gateway and a timeline of activities and logs', async () => {
    const row = await pick((q) => q.where('m.name', '=', 'acme-books').where('t.status', '=', 'REFUNDED'))
    const res = await callApi(t.app, tx.get, { token: tokens.support, params: { merchantName: 'acme-books', transaction: row.external_id } })
    expect(res.status).toBe(200)
    const detail = transactionDetailSchema.parse(res.body)
    expect(detail.id).toBe(row.external_id)
    expect(detail.payment.cardHash).toBe(row.card_hash)
    expect(detail.metadata.paywallLogId).toBe(row.paywall_log_id)
    expect(detail.customer.id).toBe(row.customer_external_id)
    expect(detail.activities.map((a) => a.type)).toEqual(['CHARGE', 'REFUND'])
    expect(detail.logs.length).toBeGreaterThan(0)
    expect(detail.timeline).toHaveLength(detail.activities.length + detail.logs.length)
    const times = detail.timeline.map((e) => e.created)
    expect(times).toEqual([...times].sort())
    expect(detail.allowedActions).toEqual([])
    expect(JSON.stringify(res.body)).not.toMatch(/\d{13,19}/)
  })

  it('support: a transaction of another group is 404, as one that does not exist', async () => {
    const other = await pick((q) => q.where('m.name', '=', 'rio-moda'))
    for (const [merchantName, transaction] of [
      ['rio-moda', other.external_id],
      ['acme-books', other.external_id],
      ['acme-books', 'tx_missing'],
    ]) {
      const res = await callApi(t.app, tx.get, { token: tokens.support, params: { merchantName: merchantName!, transaction: transaction! } })
      expect(res.status, `support GET transaction/${merchantName}/${transaction}`).toBe(404)
      expect(res.body.errorCode).toBe('NOT_FOUND')
    }
  })

  it('merchant: a transaction of acme-games is 404', async () => {
    expect(await merchantAsksAboutAcmeGames(tx.get)).toBe(404)
  })
})

describe('GET transaction/{merchantName}/{transaction}/related', () => {
  it('analyst: the same card hash, customer, email and IP, with counts, newest first, within the acme space', async () => {
    const hot = await t.services.db
      .selectFrom('transaction as t')
      .innerJoin('merchant as m', 'm.id', 't.merchant_id')
      .innerJoin('space as s', 's.id', 'm.space_id')
      .select(['t.card_hash', (eb) => eb.fn.countAll<number>().as('n')])
      .where('s.name', '=', 'acme')
      .where('t.card_hash', 'in', t.services.db.selectFrom('fraud_block').select('account_id'))
      .groupBy('t.card_hash')
      .orderBy(sql`count(*)`, 'desc')
      .executeTakeFirstOrThrow()
    const acme = await merchantIdsOf(t, { space: 'acme' })
    const row = await pick((q) => q.where('t.card_hash', '=', hot.card_hash).where('t.merchant_id', 'in', acme))
    const res = await callApi(t.app, tx.related, { token: tokens.analyst, params: { merchantName: row.merchant_name, transaction: row.external_id } })
    expect(res.status).toBe(200)
    const related = transactionRelatedSchema.parse(res.body)
    expect(related.cardHash).toBe(row.card_hash)
    expect(related.sameCard.count).toBe(Number(hot.n) - 1)
    expect(related.sameCard.items.length).toBe(Math.min(10, related.sameCard.count))
    expect(related.sameCard.items.map((i) => i.id)).not.toContain(row.external_id)
    const created = related.sameCard.items.map((i) => i.created)
    expect(created).toEqual([...created].sort().reverse())
    const names = (await t.services.db.selectFrom('merchant').select('name').where('id', 'in', acme).execute()).map((m) => m.name)
    for (const list of [related.sameCard, related.sameCustomer, related.sameEmail, related.sameIp]) {
      for (const item of list.items) expect(names).toContain(item.merchantAccount)
    }
    const customer = await base().where('t.customer_external_id', '=', row.customer_external_id).where('t.merchant_id', '=', row.merchant_id).execute()
    expect(related.sameCustomer.count).toBe(customer.length - 1)
    const emails = await base().where(sql<boolean>`lower(t.email) = ${row.email!.toLowerCase()}`).where('t.merchant_id', 'in', acme).execute()
    expect(related.sameEmail.count).toBe(emails.length - 1)
    const ips = await base().where('t.ip_address', '=', row.ip_address).where('t.merchant_id', 'in', acme).execute()
    expect(related.sameIp.count).toBe(ips.length - 1)
    const blocks = await t.services.db
      .selectFrom('fraud_block as fb')
      .leftJoin('merchant as m', 'm.id', 'fb.merchant_id')
      .select('fb.id')
      .where('fb.account_id', '=', hot.card_hash!)
      .where((eb) => eb.or([eb('fb.merchant_id', 'in', acme), eb.and([eb('fb.merchant_id', 'is', null), eb('fb.space_id', '=', (eb) => eb.selectFrom('space').select('id').where('name', '=', 'acme'))])]))
      .execute()
    expect(related.fraudBlocks.count).toBe(blocks.length)
    for (const block of related.fraudBlocks.items) expect(block.accountId).toBe(row.card_hash)
  })

  it('support: the same card hash counts only acme-retail transactions; admin counts them all', async () => {
    const retail = await merchantIdsOf(t, { group: 'acme-retail' })
    const hot = await busiestCard()
    const row = await pick((q) => q.where('t.card_hash', '=', hot.card_hash).where('t.merchant_id', 'in', retail))
    const inRetail = await base().where('t.card_hash', '=', hot.card_hash).where('t.merchant_id', 'in', retail).execute()
    const params = { merchantName: row.merchant_name, transaction: row.external_id }
    const support = await callApi(t.app, tx.related, { token: tokens.support, params })
    expect(support.body.sameCard.count).toBe(inRetail.length - 1)
    const admin = await callApi(t.app, tx.related, { token: tokens.admin, params })
    expect(admin.body.sameCard.count).toBe(Number(hot.n) - 1)
    expect(admin.body.sameCard.count).toBeGreaterThan(support.body.sameCard.count)
  })

  it('merchant: the related records of another merchant are 404', async () => {
    expect(await merchantAsksAboutAcmeGames(tx.related)).toBe(404)
  })
})

describe('GET transactionlog/{merchantName}/{log}', () => {
  it('support: a gateway exchange of acme-books, with its request and response', async () => {
    const row = await pick((q) => q.where('m.name', '=', 'acme-books'))
    const log = await t.services.db.selectFrom('transaction_log').selectAll().where('transaction_id', '=', row.id).executeTakeFirstOrThrow()
    const res = await callApi(t.app, tx.log, { token: tokens.support, params: { merchantName: 'acme-books', log: log.id } })
    expect(res.status).toBe(200)
    const answer = transactionLogSchema.parse(res.body)
    expect(answer.transactionId).toBe(row.external_id)
    expect(answer.request).toContain(row.external_id)
  })

  it('merchant: a log of another merchant, or under the wrong merchant name, is 404; a non-numeric id is 400', async () => {
    const other = await pick((q) => q.where('m.name', '=', 'acme-games'))
    const log = await t.services.db.selectFrom('transaction_log').select('id').where('transaction_id', '=', other.id).executeTakeFirstOrThrow()
    for (const merchantName of ['acme-games', 'acme-books']) {
      const res = await callApi(t.app, tx.log, { token: tokens.merchant, params: { merchantName, log: log.id } })
      expect(res.status, `merchant GET transactionlog/${merchantName}/${log.id}`).toBe(404)
    }
    const bad = await callApi(t.app, tx.log, { token: tokens.merchant, params: { merchantName: 'acme-books', log: 'abc' } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].field).toBe('log')
  })
})

describe('GET transactionactivity', () => {
  it('merchant: only acme-books steps, newest first; filters by transaction, type and source', async () => {
    const res = await callApi(t.app, tx.activities, { token: tokens.merchant, query: { ...allTime, limit: 500 } })
    expect(res.status).toBe(200)
    const page = pageSchema(transactionActivitySchema).parse(res.body)
    expect(page.items.length).toBeGreaterThan(0)
    for (const item of page.items) expect(item.merchantAccount).toBe('acme-books')
    const refund = page.items.find((i) => i.type === 'REFUND')!
    const one = await callApi(t.app, tx.activities, { token: tokens.merchant, query: { ...allTime, transactionId: refund.transactionId } })
    expect(one.body.items.map((i: { type: string }) => i.type).sort()).toEqual(['CHARGE', 'REFUND'])
    const refunds = await allPages('merchant', { ...allTime, type: 'REFUND', source: refund.source, limit: 3 }, tx.activities)
    const [booksId] = await merchantIdsOf(t, { merchant: 'acme-books' })
    const expected = await t.services.db
      .selectFrom('transaction_activity')
      .select('id')
      .where('merchant_id', '=', booksId!)
      .where('type', '=', 'REFUND')
      .where('source', '=', refund.source)
      .execute()
    expect(refunds.map((r) => r.id).sort()).toEqual(expected.map((e) => String(e.id)).sort())
  })

  it('support: another group merchant is 404; a bad type is 400', async () => {
    expect((await callApi(t.app, tx.activities, { token: tokens.support, query: { merchantName: 'rio-moda' } })).status).toBe(404)
    const bad = await callApi(t.app, tx.activities, { token: tokens.support, query: { type: 'PAYMENT', source: 'ROBOT' } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors.map((e: { field: string }) => e.field.split('.')[0]).sort()).toEqual(['source', 'type'])
  })
})

describe('GET paywallmetrics', () => {
  it('admin: sessions, payments started and completed from the transactions, per method and per day', async () => {
    const res = await callApi(t.app, tx.paywallMetrics, { token: tokens.admin, query: allTime })
    expect(res.status).toBe(200)
    const metrics = paywallMetricsSchema.parse(res.body)
    const expected = await sql<{ sessions: number; started: number; completed: number }>`
      select count(distinct paywall_log_id)::int as sessions, count(*)::int as started,
        (count(*) filter (where result = 'APPROVED'))::int as completed
      from "transaction" where paywall_log_id is not null`.execute(t.services.db)
    expect(metrics.sessions).toBe(expected.rows[0]!.sessions)
    expect(metrics.paymentsStarted).toBe(expected.rows[0]!.started)
    expect(metrics.paymentsCompleted).toBe(expected.rows[0]!.completed)
    expect(metrics.byPaymentMethod.reduce((s, m) => s + m.paymentsStarted, 0)).toBe(metrics.paymentsStarted)
    expect(metrics.byDay.reduce((s, d) => s + d.paymentsCompleted, 0)).toBe(metrics.paymentsCompleted)
    expect(metrics.conversionRate).toBeCloseTo(metrics.sessionsConverted / metrics.sessions, 3)
  })

  it('merchant: one paywall session of acme-books; a session of another merchant counts nothing', async () => {
    const own = await pick((q) => q.where('m.name', '=', 'acme-books').where('t.result', '=', 'APPROVED'))
    const res = await callApi(t.app, tx.paywallMetrics, { token: tokens.merchant, query: { paywallLogId: own.paywall_log_id!, ...allTime } })
    expect(res.body).toMatchObject({ sessions: 1, paymentsStarted: 1, paymentsCompleted: 1, sessionsConverted: 1, conversionRate: 1 })
    const other = await pick((q) => q.where('m.name', '=', 'acme-games'))
    const theirs = await callApi(t.app, tx.paywallMetrics, { token: tokens.merchant, query: { paywallLogId: other.paywall_log_id!, ...allTime } })
    expect(theirs.body).toMatchObject({ sessions: 0, paymentsStarted: 0, conversionRate: null })
    expect((await callApi(t.app, tx.paywallMetrics, { token: tokens.merchant, query: { merchantName: 'acme-games' } })).status).toBe(404)
  })

  it('admin: the lookback is one of the spec choices (1, 24, 48, 168, 720 hours), the last 24 hours by default', async () => {
    const ok = await callApi(t.app, tx.paywallMetrics, { token: tokens.admin, query: { lookback: 168 } })
    expect(ok.status).toBe(200)
    expect(new Date(ok.body.to).getTime() - new Date(ok.body.from).getTime()).toBe(168 * 3600_000)
    const byDefault = await callApi(t.app, tx.paywallMetrics, { token: tokens.admin })
    expect(new Date(byDefault.body.to).getTime() - new Date(byDefault.body.from).getTime()).toBe(24 * 3600_000)
    const bad = await callApi(t.app, tx.paywallMetrics, { token: tokens.admin, query: { lookback: 5 } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].field).toBe('lookback')
  })
})

describe('GET export/{list} of the transaction, transactionactivity and customer lists', () => {
  it('support: a CSV of acme-books transactions holds every matching row, after x-total-count', async () => {
    const expected = await base().where('m.name', '=', 'acme-books').execute()
    const res = await request(t.app, 'GET', `${API_PREFIX}/export/transaction`, {
      token: tokens.support,
      query: { format: 'csv', merchantName: 'acme-books', ...allTime },
    })
    expect(res.status).toBe(200)
    expect(Number(res.headers['x-total-count'])).toBe(expected.length)
    const lines = String(res.body).trim().split('\r\n')
    expect(lines).toHaveLength(expected.length + 1)
    expect(lines[0]).toContain('payment.cardHash')
    const ids = lines.slice(1).map((l) => l.split(',')[0])
    expect(ids.sort()).toEqual(expected.map((r) => r.external_id).sort())
  })

  it('merchant: JSON exports of activities and customers stay within acme-books; another merchant is 404', async () => {
    // Customers have no time range: their list refuses from/to.
    for (const [list, range] of [['transactionactivity', allTime], ['customer', {}]] as const) {
      const res = await request(t.app, 'GET', `${API_PREFIX}/export/${list}`, { token: tokens.merchant, query: { format: 'json', ...range } })
      expect(res.status, `merchant GET export/${list}`).toBe(200)
      const rows = JSON.parse(res.raw.body) as { merchantAccount: string }[]
      expect(rows.length).toBeGreaterThan(0)
      for (const row of rows) expect(row.merchantAccount).toBe('acme-books')
    }
    const other = await request(t.app, 'GET', `${API_PREFIX}/export/transaction`, { token: tokens.merchant, query: { merchantName: 'acme-games' } })
    expect(other.status).toBe(404)
  })

  it('support: an export refuses a filter its list does not know, as the list does', async () => {
    const res = await request(t.app, 'GET', `${API_PREFIX}/export/transaction`, { token: tokens.support, query: { format: 'csv', merchantAccount: 'acme-books' } })
    expect(res.status).toBe(400)
    expect(res.body.errors).toMatchObject([{ field: 'merchantAccount', message: 'Unknown parameter' }])
  })
})
