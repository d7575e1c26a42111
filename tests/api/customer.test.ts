import { calls } from '@domain/calls'
import { customerFinancialSummarySchema, customerSchema } from '@domain/entities/customer'
import { pageSchema } from '@domain/pagination'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { callApi, eventsOf, testAppForFile, tokensForFile } from './helpers'

const customer = calls.customer
const t = testAppForFile({ transactions: 2000 })
const tokens = tokensForFile(t, ['admin', 'analyst', 'support', 'merchant'])

function rows() {
  return t.services.db.selectFrom('customer as c').innerJoin('merchant as m', 'm.id', 'c.merchant_id').selectAll('c').select('m.name as merchant_name')
}

/** A merchant's first customer (by id), straight from the tables. */
function firstCustomerOf(merchant: string) {
  return rows().where('m.name', '=', merchant).orderBy('c.id').executeTakeFirstOrThrow()
}

/** The trust level a customer has in the table. */
async function storedTrustLevel(id: number) {
  return (await t.services.db.selectFrom('customer').select('trust_level').where('id', '=', id).executeTakeFirstOrThrow()).trust_level
}

async function allPages(user: string, query: Record<string, string | number>): Promise<{ id: string; merchantAccount: string }[]> {
  const items: { id: string; merchantAccount: string }[] = []
  let cursor: string | undefined
  for (let i = 0; i < 100; i++) {
    const res = await callApi(t.app, customer.list, { token: tokens[user], query: { ...query, cursor } })
    expect(res.status, `${user} GET customer ${JSON.stringify(query)}`).toBe(200)
    items.push(...res.body.items)
    cursor = res.body.nextCursor ?? undefined
    if (!cursor) return items
  }
  throw new Error('too many pages')
}

describe('GET customer', () => {
  it('admin: newest first, every customer once across keyset pages, each normalised', async () => {
    const first = await callApi(t.app, customer.list, { token: tokens.admin, query: { limit: 20 } })
    expect(first.status).toBe(200)
    const page = pageSchema(customerSchema).parse(first.body)
    const created = page.items.map((c) => c.created)
    expect(created).toEqual([...created].sort().reverse())
    const every = await allPages('admin', { limit: 100 })
    const total = await rows().execute()
    expect(new Set(every.map((c) => `${c.merchantAccount}/${c.id}`)).size).toBe(total.length)
    expect(every).toHaveLength(total.length)
  })

  it('admin: each filter keeps exactly the matching customers', async () => {
    const sample = await rows().where('c.email', 'is not', null).where('c.country', 'is not', null).orderBy('c.id').executeTakeFirstOrThrow()
    const cases: [Record<string, string>, (q: ReturnType<typeof rows>) => ReturnType<typeof rows>][] = [
      [{ merchantName: 'acme-books' }, (q) => q.where('m.name', '=', 'acme-books')],
      [{ email: sample.email!.toUpperCase() }, (q) => q.where(sql<boolean>`lower(c.email) = ${sample.email!.toLowerCase()}`)],
      [{ customerId: sample.external_id }, (q) => q.where('c.external_id', '=', sample.external_id)],
      [{ name: sample.name.split(' ')[1]!.toLowerCase() }, (q) => q.where(sql<boolean>`lower(c.name) like ${`%${sample.name.split(' ')[1]!.toLowerCase()}%`}`)],
      [{ trustLevel: 'RESTRICTED' }, (q) => q.where('c.trust_level', '=', 'RESTRICTED')],
      [{ country: sample.country!, merchantName: sample.merchant_name }, (q) => q.where('c.country', '=', sample.country).where('m.name', '=', sample.merchant_name)],
      [{ q: sample.external_id }, (q) => q.where('c.external_id', '=', sample.external_id)],
      [{ ipAddress: sample.ip_address! }, (q) => q.where('c.ip_address', '=', sample.ip_address)],
    ]
    for (const [query, where] of cases) {
      const expected = (await where(rows()).execute()).map((r) => `${r.merchant_name}/${r.external_id}`).sort()
      expect(expected.length, `fixture for ${JSON.stringify(query)}`).toBeGreaterThan(0)
      const got = (await allPages('admin', { ...query, limit: 200 })).map((c) => `${c.merchantAccount}/${c.id}`).sort()
      expect(got, `admin GET customer ${JSON.stringify(query)}`).toEqual(expected)
    }
  })

  it('admin: sorted by name, both ways', async () => {
    const res = await callApi(t.app, customer.list, { token: tokens.admin, query: { merchantName: 'acme-books', sort: 'name', limit: 500 } })
    const names = res.body.items.map((c: { name: string }) => c.name)
    const expected = (await rows().where('m.name', '=', 'acme-books').orderBy('c.name').orderBy('c.id').execute()).map((c) => c.name)
    expect(names).toEqual(expected)
    const down = await allPages('admin', { merchantName: 'acme-books', sort: '-name', limit: 7 })
    expect(down).toHaveLength(expected.length)
  })

  it('support sees acme-retail customers only, the merchant user acme-books only', async () => {
    for (const [user, where] of [
      ['support', (q: ReturnType<typeof rows>) => q.innerJoin('merchant_group as g', 'g.id', 'm.group_id').where('g.name', '=', 'acme-retail')],
      ['merchant', (q: ReturnType<typeof rows>) => q.where('m.name', '=', 'acme-books')],
    ] as const) {
      const expected = await where(rows()).execute()
      const got = await allPages(user, { limit: 500 })
      expect(got.length, `${user} GET customer`).toBe(expected.length)
    }
    expect((await callApi(t.app, customer.list, { token: tokens.merchant, query: { merchantName: 'acme-games' } })).status).toBe(404)
  })

  it('admin: bad filters are 400 with field errors', async () => {
    for (const [query, field] of [
      [{ trustLevel: 'GOLD' }, 'trustLevel'],
      [{ country: 'Brazil' }, 'country'],
      [{ sort: 'email' }, 'sort'],
      [{ blocked: 'maybe' }, 'blocked'],
    ] as const) {
      const res = await callApi(t.app, customer.list, { token: tokens.admin, query })
      expect(res.status, `admin GET customer ${JSON.stringify(query)}`).toBe(400)
      expect(res.body.errors[0].field).toBe(field)
    }
  })
})

describe('GET customer/{merchantName}/{customer}', () => {
  it('support: always normalised, with fraud, personalInfo (and its address) and properties even when stored empty', async () => {
    const row = await firstCustomerOf('acme-books')
    await t.services.db.updateTable('customer').set({ fraud: '{}', personal_info: '{}', properties: '{}' }).where('id', '=', row.id).execute()
    const res = await callApi(t.app, customer.get, { token: tokens.support, params: { merchantName: 'acme-books', customer: row.external_id } })
    expect(res.status).toBe(200)
    const answer = customerSchema.parse(res.body)
    expect(answer.fraud).toEqual({ blocked: false, blockReason: null, score: null, flags: [], chargebackCount: 0 })
    expect(answer.personalInfo).toEqual({
      firstName: null,
      lastName: null,
      email: null,
      phone: null,
      dateOfBirth: null,
      documentId: null,
      address: { line1: null, line2: null, city: null, postalCode: null, state: null, country: null },
    })
    expect(answer.properties).toEqual({})
  })

  it('support: a customer of another group, or of another merchant name, is 404', async () => {
    const other = await firstCustomerOf('rio-moda')
    for (const merchantName of ['rio-moda', 'acme-books']) {
      const res = await callApi(t.app, customer.get, { token: tokens.support, params: { merchantName, customer: other.external_id } })
      expect(res.status, `support GET customer/${merchantName}/${other.external_id}`).toBe(404)
    }
  })
})

describe('GET customer/{merchantName}/{customer}/financialsummary', () => {
  it('merchant: counts, approved volume, refunds, chargebacks and last seen per currency, from its transactions', async () => {
    const busiest = await sql<{ customer_external_id: string }>`
      select t.customer_external_id from "transaction" t join merchant m on m.id = t.merchant_id
      where m.name = 'acme-books' group by t.customer_external_id order by count(*) desc, t.customer_external_id limit 1`.execute(t.services.db)
    const customerId = busiest.rows[0]!.customer_external_id
    const res = await callApi(t.app, customer.financialSummary, { token: tokens.merchant, params: { merchantName: 'acme-books', customer: customerId } })
    expect(res.status).toBe(200)
    const summary = customerFinancialSummarySchema.parse(res.body)
    const expected = await sql<{ currency: string; n: number; charged: number; refunded: number; declined: number; last: Date }>`
      select t.currency, count(*)::int as n,
        coalesce(sum(t.captured_amount) filter (where t.result = 'APPROVED' and t.direction = 'PAY_IN'), 0)::bigint as charged,
        sum(t.refunded_amount)::bigint as refunded, (count(*) filter (where t.result = 'DECLINED'))::int as declined, max(t.created_at) as last
      from "transaction" t join merchant m on m.id = t.merchant_id
      where m.name = 'acme-books' and t.customer_external_id = ${customerId} group by t.currency`.execute(t.services.db)
    expect(summary.byCurrency).toHaveLength(expected.rows.length)
    for (const row of expected.rows) {
      const got = summary.byCurrency.find((c) => c.currency === row.currency)!
      expect(got).toMatchObject({ transactionCount: row.n, chargedAmount: Number(row.charged), refundedAmount: Number(row.refunded), declinedCount: row.declined })
      expect(got.lastTransactionAt).toBe(new Date(row.last).toISOString())
    }
    expect(summary.lastTransactionAt).toBe(new Date(Math.max(...expected.rows.map((r) => new Date(r.last).getTime()))).toISOString())
  })

  it('merchant: a customer without transactions has an empty summary; another merchant customer is 404', async () => {
    const [books] = await t.services.db.selectFrom('merchant').select('id').where('name', '=', 'acme-books').execute()
    await t.services.db.insertInto('customer').values({ merchant_id: books!.id, external_id: 'cus_no_payments', fraud: '{}', personal_info: '{}', properties: '{}' }).execute()
    const empty = await callApi(t.app, customer.financialSummary, { token: tokens.merchant, params: { merchantName: 'acme-books', customer: 'cus_no_payments' } })
    expect(empty.body).toEqual({ customerId: 'cus_no_payments', merchantAccount: 'acme-books', firstTransactionAt: null, lastTransactionAt: null, byCurrency: [] })
    const other = await firstCustomerOf('acme-games')
    const res = await callApi(t.app, customer.financialSummary, { token: tokens.merchant, params: { merchantName: 'acme-games', customer: other.external_id } })
    expect(res.status).toBe(404)
  })
})

describe('PUT customer/{merchantName}/{customerId}', () => {
  it('analyst: edits trust level, fraud flags and properties; audited with before and after', async () => {
    const row = await rows().where('m.name', '=', 'acme-books').orderBy('c.id', 'desc').executeTakeFirstOrThrow()
    const params = { merchantName: 'acme-books', customerId: row.external_id }
    const res = await callApi(t.app, customer.update, {
      token: tokens.analyst,
      params,
      body: { trustLevel: 'UNTRUSTED', fraud: { blocked: true, blockReason: 'Card testing', flags: ['CARD_TESTING'] }, properties: { segment: 'watch', reviews: 2 } },
    })
    expect(res.status).toBe(200)
    const answer = customerSchema.parse(res.body)
    expect(answer.trustLevel).toBe('UNTRUSTED')
    expect(answer.fraud).toMatchObject({ blocked: true, blockReason: 'Card testing', flags: ['CARD_TESTING'] })
    expect(answer.properties).toEqual({ segment: 'watch', reviews: 2 })
    const read = await callApi(t.app, customer.get, { token: tokens.analyst, params: { merchantName: 'acme-books', customer: row.external_id } })
    expect(read.body).toEqual(res.body)
    const [event] = await eventsOf(t.services, 'UPDATE', 'analyst')
    expect(event).toMatchObject({ target_type: 'customer', target_id: `acme-books/${row.external_id}` })
    const detail = event!.detail as { before: { trustLevel: string; fraud: { blocked: boolean } }; after: { trustLevel: string; fraud: { blocked: boolean } } }
    expect(detail.before.trustLevel).toBe(row.trust_level)
    expect(detail.before.fraud.blocked).toBe(false)
    expect(detail.after).toMatchObject({ trustLevel: 'UNTRUSTED', fraud: { blocked: true } })
    const unblock = await callApi(t.app, customer.update, { token: tokens.analyst, params, body: { fraud: { blocked: false } } })
    expect(unblock.body.fraud).toMatchObject({ blocked: false, blockReason: null, flags: ['CARD_TESTING'] })
    expect(unblock.body.trustLevel).toBe('UNTRUSTED')
  })

  it('analyst: bad values are 400 with field errors and change nothing', async () => {
    const row = await firstCustomerOf('acme-books')
    const res = await callApi(t.app, customer.update, {
      token: tokens.analyst,
      params: { merchantName: 'acme-books', customerId: row.external_id },
      body: { trustLevel: 'GOLD', properties: { nested: { no: true } }, personalInfo: { email: 'not-an-email' } },
    })
    expect(res.status).toBe(400)
    expect(res.body.errors.map((e: { field: string }) => e.field.split('.')[0]).sort()).toEqual(['personalInfo', 'properties', 'trustLevel'])
    expect(await storedTrustLevel(row.id)).toBe(row.trust_level)
  })

  it('analyst: a customer of the rio space is 404 and unchanged', async () => {
    const other = await firstCustomerOf('rio-moda')
    const res = await callApi(t.app, customer.update, { token: tokens.analyst, params: { merchantName: 'rio-moda', customerId: other.external_id }, body: { trustLevel: 'TRUSTED' } })
    expect(res.status).toBe(404)
    expect(await storedTrustLevel(other.id)).toBe(other.trust_level)
  })

  it('support (no customer.write) is 403', async () => {
    const row = await firstCustomerOf('acme-books')
    const res = await callApi(t.app, customer.update, { token: tokens.support, params: { merchantName: 'acme-books', customerId: row.external_id }, body: { trustLevel: 'TRUSTED' } })
    expect(res.status).toBe(403)
  })
})
