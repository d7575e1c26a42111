import type { CallDef } from '@domain/call'
import { calls } from '@domain/calls'
import { beforeAll, describe, expect, it } from 'vitest'
import { callApi, signIn, testAppForFile } from './helpers'

const t = testAppForFile({ transactions: 1500 })
let support: string
let booksId: number
const allTime = { from: '2020-01-01T00:00:00Z', to: '2030-01-01T00:00:00Z' }

beforeAll(async () => {
  support = (await signIn(t.app, 'support')).token
  booksId = Number((await t.services.db.selectFrom('merchant').select('id').where('name', '=', 'acme-books').executeTakeFirstOrThrow()).id)
})

/**
 * Reads a list page by page with `between(round)` run after each page, and returns the keys
 * of every row read, in order.
 */
async function readWhileInserting(call: CallDef, query: Record<string, string | number>, between: (round: number) => Promise<void>) {
  const seen: string[] = []
  let cursor: string | undefined
  for (let round = 0; round < 500; round++) {
    const res = await callApi(t.app, call, { token: support, query: { ...query, cursor } })
    expect(res.status, `support GET ${call.path} page ${round + 1}`).toBe(200)
    seen.push(...res.body.items.map((i: { id: string; merchantAccount: string }) => `${i.merchantAccount}/${i.id}`))
    cursor = res.body.nextCursor ?? undefined
    if (!cursor) return seen
    await between(round)
  }
  throw new Error('too many pages')
}

describe('keyset pages stay exact while new rows arrive', () => {
  it('support GET customer?merchantName=acme-books sort=name: rows inserted ahead are read once, rows behind never', async () => {
    const before = await t.services.db.selectFrom('customer').select('external_id').where('merchant_id', '=', booksId).execute()
    const insert = (externalId: string, name: string) =>
      t.services.db
        .insertInto('customer')
        .values({ merchant_id: booksId, external_id: externalId, name, fraud: '{}', personal_info: '{}', properties: '{}' })
        .execute()
    const seen = await readWhileInserting(calls.customer.list, { merchantName: 'acme-books', sort: 'name', limit: 2 }, async (round) => {
      // "Aaa" sorts before every page already read; "Zzz" after every page still to come.
      await insert(`cus_behind_${round}`, `Aaa Behind ${round}`)
      await insert(`cus_ahead_${round}`, `Zzz Ahead ${round}`)
    })
    expect(new Set(seen).size, 'no row repeated').toBe(seen.length)
    const ahead = seen.filter((k) => k.includes('cus_ahead_'))
    // Every "Zzz" row sorts after all the original rows, so each one inserted is still ahead.
    expect(ahead.length).toBeGreaterThan(1)
    expect(seen.slice(-ahead.length)).toEqual(ahead)
    expect(seen.filter((k) => k.includes('cus_behind_'))).toEqual([])
    const original = seen.filter((k) => !k.includes('cus_ahead_'))
    expect(original.sort()).toEqual(before.map((c) => `acme-books/${c.external_id}`).sort())
  })

  it('support GET transactionactivity?merchantName=acme-books: new steps land before the pages read and are never repeated', async () => {
    const before = await t.services.db.selectFrom('transaction_activity').select('id').where('merchant_id', '=', booksId).execute()
    const tx = await t.services.db.selectFrom('transaction').select(['id', 'currency']).where('merchant_id', '=', booksId).orderBy('id').executeTakeFirstOrThrow()
    const seen = await readWhileInserting(calls.transaction.activities, { merchantName: 'acme-books', ...allTime, limit: 6 }, async () => {
      await t.services.db
        .insertInto('transaction_activity')
        .values({ transaction_id: tx.id, merchant_id: booksId, type: 'REFUND', status: 'REFUNDED', result: 'APPROVED', amount: 100, currency: tx.currency, created_at: t.clock.now() })
        .execute()
    })
    expect(new Set(seen).size, 'no row repeated').toBe(seen.length)
    expect(seen.sort()).toEqual(before.map((a) => `acme-books/${a.id}`).sort())
  })
})

describe('a list says how many rows match on its first page', () => {
  it('support GET transaction: the first page carries the total of every page, a later page none', async () => {
    const query = { ...allTime, limit: 50 }
    const first = await callApi(t.app, calls.transaction.list, { token: support, query })
    expect(first.status, 'support GET transaction first page').toBe(200)
    expect(first.body.nextCursor).toBeTruthy()
    let read = first.body.items.length
    let cursor: string | null = first.body.nextCursor
    while (cursor) {
      const page = await callApi(t.app, calls.transaction.list, { token: support, query: { ...query, cursor } })
      expect(page.body.total, 'a page after the first has no total').toBeUndefined()
      read += page.body.items.length
      cursor = page.body.nextCursor
    }
    expect(first.body.total).toBe(read)
  })
})
