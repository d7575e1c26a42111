import { calls } from '@domain/calls'
import { type SearchHit, searchAnswerSchema } from '@domain/entities/search'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { SEARCH_COUNT_CAP } from '@server/modules/search/queries'
import { callApi, testAppForFile, tokensForFile } from './helpers'

const search = calls.search.search
const t = testAppForFile({ transactions: 2000 })
const tokens = tokensForFile(t, ['admin', 'analyst', 'support', 'merchant'])

async function find(user: string, q: string) {
  const answer = await callApi(t.app, search, { token: tokens[user], query: { q } })
  expect(answer.status).toBe(200)
  return searchAnswerSchema.parse(answer.body)
}

/** One transaction of a merchant, or of a space, straight from the tables. */
async function txOf(where: { merchant?: string; space?: string }) {
  const row = await sql<{
    external_id: string
    card_hash: string
    card_bin: string
    card_last4: string
    email: string
    ip_address: string
    customer_external_id: string
    merchant: string
  }>`
    select t.external_id, t.card_hash, t.card_bin, t.card_last4, t.email, t.ip_address, t.customer_external_id, m.name as merchant
    from "transaction" t join merchant m on m.id = t.merchant_id join space s on s.id = m.space_id
    where t.card_hash is not null and (${where.merchant ?? null}::text is null or m.name = ${where.merchant ?? null})
      and (${where.space ?? null}::text is null or s.name = ${where.space ?? null})
      and not exists (select 1 from "transaction" o join merchant om on om.id = o.merchant_id
        where o.card_hash = t.card_hash and om.space_id <> m.space_id)
    order by t.id limit 1`.execute(t.services.db)
  return row.rows[0]!
}

/** Transactions in a space (or of one merchant) matching a condition, counted with plain SQL. */
async function countIn(where: { space?: string; merchant?: string }, column: string, value: string) {
  const row = await sql<{ n: number }>`
    select count(*)::int as n from "transaction" t join merchant m on m.id = t.merchant_id join space s on s.id = m.space_id
    where ${sql.ref(`t.${column}`)} = ${value} and (${where.space ?? null}::text is null or s.name = ${where.space ?? null})
      and (${where.merchant ?? null}::text is null or m.name = ${where.merchant ?? null})`.execute(t.services.db)
  return row.rows[0]!.n
}

/** The count a hit shows for `n` matching transactions: capped, and saying so. */
const shown = (n: number) => (n > SEARCH_COUNT_CAP ? { count: SEARCH_COUNT_CAP, countCapped: true } : { count: n })

const kindsOf = (hits: SearchHit[]) => [...new Set(hits.map((h) => h.kind))]

describe('GET search', () => {
  it('analyst: a card hash of acme finds the card with its count; a rio card hash finds nothing', async () => {
    const acme = await txOf({ space: 'acme' })
    const answer = await find('analyst', acme.card_hash)
    expect(answer.recognised).toEqual(['cardHash'])
    expect(answer.hits).toEqual([
      { kind: 'cardHash', value: acme.card_hash, label: `${acme.card_bin}…${acme.card_last4}`, ...shown(await countIn({ space: 'acme' }, 'card_hash', acme.card_hash)) },
    ])
    const rio = await txOf({ space: 'rio' })
    expect((await find('analyst', rio.card_hash)).hits).toEqual([])
    expect((await find('admin', rio.card_hash)).hits[0]).toMatchObject({ kind: 'cardHash', value: rio.card_hash })
  })

  it('analyst: a BIN finds the catalogue range and the acme transactions of it', async () => {
    const answer = await find('analyst', '411111')
    expect(answer.recognised).toEqual(['bin'])
    const hit = answer.hits[0]!
    expect(hit).toMatchObject({ kind: 'bin', value: '411111', label: 'VISA · CREDIT · Northbank · US' })
    expect(hit).toMatchObject(shown(await countIn({ space: 'acme' }, 'card_bin', '411111')))
  })

  it('merchant (acme-books): a last 4 counts only acme-books transactions', async () => {
    const books = await txOf({ merchant: 'acme-books' })
    const answer = await find('merchant', books.card_last4)
    expect(answer.recognised).toEqual(['last4'])
    expect(answer.hits).toEqual([{ kind: 'last4', value: books.card_last4, label: `•••• ${books.card_last4}`, ...shown(await countIn({ merchant: 'acme-books' }, 'card_last4', books.card_last4)) }])
  })

  it('support (acme-retail): an email finds its transactions and its customer, in any case', async () => {
    const books = await txOf({ merchant: 'acme-books' })
    const answer = await find('support', books.email.toUpperCase())
    expect(answer.recognised).toEqual(['email'])
    expect(kindsOf(answer.hits)).toEqual(['email', 'customer'])
    expect(answer.hits[0]).toMatchObject({ kind: 'email', value: books.email, ...shown(await countIn({ merchant: 'acme-books' }, 'email', books.email)) })
    expect(answer.hits.filter((h) => h.kind === 'customer').every((h) => h.merchantName === 'acme-books')).toBe(true)
  })

  it('analyst: an IP finds its acme transactions; a rio-only IP finds nothing', async () => {
    const acme = await txOf({ space: 'acme' })
    const answer = await find('analyst', acme.ip_address)
    expect(answer.recognised).toEqual(['ip'])
    expect(answer.hits[0]).toMatchObject({ kind: 'ip', value: acme.ip_address })
    const rioOnly = await sql<{ ip_address: string }>`
      select t.ip_address from "transaction" t join merchant m on m.id = t.merchant_id join space s on s.id = m.space_id
      group by t.ip_address having bool_and(s.name = 'rio') order by t.ip_address limit 1`.execute(t.services.db)
    expect((await find('analyst', rioOnly.rows[0]!.ip_address)).hits).toEqual([])
  })

  it('merchant (acme-books): its transaction id opens the transaction; another merchant\'s finds nothing', async () => {
    const books = await txOf({ merchant: 'acme-books' })
    const answer = await find('merchant', books.external_id)
    expect(answer.recognised).toEqual(['transaction'])
    expect(answer.hits).toHaveLength(1)
    expect(answer.hits[0]).toMatchObject({ kind: 'transaction', id: books.external_id, merchantName: 'acme-books' })
    const games = await txOf({ merchant: 'acme-games' })
    expect((await find('merchant', games.external_id)).hits).toEqual([])
  })

  it('support (acme-retail): a customer id finds the customer of acme-retail; a rio customer finds nothing', async () => {
    const books = await txOf({ merchant: 'acme-books' })
    const answer = await find('support', books.customer_external_id)
    expect(answer.recognised).toEqual(['customer'])
    expect(answer.hits[0]).toMatchObject({ kind: 'customer', id: books.customer_external_id, merchantName: 'acme-books' })
    const rio = await txOf({ space: 'rio' })
    expect((await find('support', rio.customer_external_id)).hits).toEqual([])
  })

  it('analyst: a merchant name or its start finds acme merchants only', async () => {
    const answer = await find('analyst', 'acme-b')
    expect(answer.hits).toEqual([{ kind: 'merchant', value: 'acme-books', label: 'Acme Books', merchantName: 'acme-books' }])
    const display = await find('analyst', 'Acme Boo')
    expect(display.hits.map((h) => h.value)).toEqual(['acme-books'])
    expect((await find('analyst', 'rio-moda')).hits).toEqual([])
    expect((await find('admin', 'rio-moda')).hits.map((h) => h.value)).toEqual(['rio-moda'])
  })

  it('merchant (acme-books): sees only its own merchant among the acme ones', async () => {
    const answer = await find('merchant', 'acme')
    expect(answer.hits.map((h) => h.value)).toEqual(['acme-books'])
  })

  it('analyst: a full card number is never looked up', async () => {
    const answer = await find('analyst', '4111 1111 1111 1111')
    expect(answer).toEqual({ query: '4111 1111 1111 1111', recognised: [], hits: [] })
  })

  it('analyst: an empty or too long query answers 400 on q', async () => {
    const empty = await callApi(t.app, search, { token: tokens.analyst, query: { q: '  ' } })
    expect(empty.status).toBe(400)
    expect(empty.body.errors[0].field).toBe('q')
    const long = await callApi(t.app, search, { token: tokens.analyst, query: { q: 'x'.repeat(201) } })
    expect(long.status).toBe(400)
  })
})
