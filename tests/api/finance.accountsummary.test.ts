import { calls } from '@domain/calls'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { callApi, newUsersForFile, signedInForFile, testAppForFile } from './helpers'

const f = calls.finance
const t = testAppForFile({ transactions: 300 })
const { admin, merchant } = signedInForFile(t, ['admin', 'merchant'])
const { groupReader } = newUsersForFile(t, {
  /** MERCHANT role (finance.read), GROUP scope acme-retail. */
  groupReader: { username: 'retail-finance', space: 'acme', scope: 'GROUP', role: 'MERCHANT', groupName: 'acme-retail' },
})

/** The merchant's accounts as the ledger has them: credits, debits and the last running balance. */
async function ledgerOf(name: string) {
  return t.services.db
    .selectFrom('account as a')
    .innerJoin('merchant as m', 'm.id', 'a.merchant_id')
    .leftJoin('ledger_entry as l', 'l.account_id', 'a.id')
    .where('m.name', '=', name)
    .select([
      'a.id',
      'a.currency',
      sql<string>`coalesce(sum(l.amount) filter (where l.entry_type = 'CR'), 0)`.as('credits'),
      sql<string>`coalesce(sum(l.amount) filter (where l.entry_type = 'DR'), 0)`.as('debits'),
      sql<string>`count(l.id)`.as('entries'),
      sql<string | null>`(array_agg(l.balance_after order by l.created_at desc, l.id desc))[1]`.as('lastBalance'),
    ])
    .groupBy(['a.id', 'a.currency'])
    .execute()
}

describe('accountsummary', () => {
  it('merchant GET accountsummary/acme-books: one USD account whose balance is the ledger running balance', async () => {
    const res = await callApi(t.app, f.accountSummary, { token: merchant.token, params: { id: 'acme-books' } })
    expect(res.status).toBe(200)
    const [ledger] = await ledgerOf('acme-books')
    expect(res.body.merchantAccount).toBe('acme-books')
    expect(res.body.accounts).toEqual([
      { accountId: Number(ledger!.id), name: expect.any(String), currency: 'USD', balance: Number(ledger!.credits) - Number(ledger!.debits), status: expect.any(String) },
    ])
    expect(res.body.accounts[0].balance).toBe(Number(ledger!.lastBalance))
    expect(Number(ledger!.entries)).toBeGreaterThan(0)
    expect(Date.parse(res.body.updated)).not.toBeNaN()
  })

  it('merchant GET accountsummary/{its account id}: the same merchant and account', async () => {
    const [ledger] = await ledgerOf('acme-books')
    const res = await callApi(t.app, f.accountSummary, { token: merchant.token, params: { id: String(ledger!.id) } })
    expect(res.status).toBe(200)
    expect(res.body.merchantAccount).toBe('acme-books')
    expect(res.body.accounts.map((a: { accountId: number }) => a.accountId)).toEqual([Number(ledger!.id)])
  })

  it('merchant GET accountsummary/acme-books/USD: credits, debits, entries and transfer types add up to the ledger', async () => {
    const res = await callApi(t.app, f.accountCurrencySummary, { token: merchant.token, params: { id: 'acme-books', currency: 'USD' } })
    expect(res.status).toBe(200)
    const [ledger] = await ledgerOf('acme-books')
    expect(res.body).toMatchObject({
      merchantAccount: 'acme-books',
      currency: 'USD',
      credits: Number(ledger!.credits),
      debits: Number(ledger!.debits),
      entryCount: Number(ledger!.entries),
      balance: Number(ledger!.credits) - Number(ledger!.debits),
    })
    const byType = res.body.byTransferType as { transferType: string; amount: number; count: number }[]
    expect(byType.reduce((s, x) => s + x.count, 0)).toBe(Number(ledger!.entries))
    const credited = byType.filter((x) => x.transferType === 'TOP_UP' || x.transferType === 'PAY_IN').reduce((s, x) => s + x.amount, 0)
    expect(credited).toBe(Number(ledger!.credits))
    expect(Date.parse(res.body.lastEntryAt)).not.toBeNaN()
  })

  it('merchant GET accountsummary/{account id}/USD: the same as by merchant name', async () => {
    const [ledger] = await ledgerOf('acme-books')
    const byId = await callApi(t.app, f.accountCurrencySummary, { token: merchant.token, params: { id: String(ledger!.id), currency: 'USD' } })
    const byName = await callApi(t.app, f.accountCurrencySummary, { token: merchant.token, params: { id: 'acme-books', currency: 'USD' } })
    expect(byId.status).toBe(200)
    expect(byId.body).toEqual(byName.body)
  })

  it('merchant GET accountsummary/acme-books/EUR (no such account): 404', async () => {
    const res = await callApi(t.app, f.accountCurrencySummary, { token: merchant.token, params: { id: 'acme-books', currency: 'EUR' } })
    expect(res.status).toBe(404)
  })

  it('merchant GET accountsummary/acme-books/usd: 400 on currency', async () => {
    const res = await callApi(t.app, f.accountCurrencySummary, { token: merchant.token, params: { id: 'acme-books', currency: 'usd' } })
    expect(res.status).toBe(400)
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['currency'])
  })

  it('merchant GET accountsummary of acme-games, by name and by account id: 404', async () => {
    const [other] = await ledgerOf('acme-games')
    expect((await callApi(t.app, f.accountSummary, { token: merchant.token, params: { id: 'acme-games' } })).status).toBe(404)
    expect((await callApi(t.app, f.accountSummary, { token: merchant.token, params: { id: String(other!.id) } })).status).toBe(404)
    expect((await callApi(t.app, f.accountCurrencySummary, { token: merchant.token, params: { id: 'acme-games', currency: 'USD' } })).status).toBe(404)
  })

  it('retail-finance (GROUP acme-retail) GET accountsummary of acme-games: 200; of acme-air: 404', async () => {
    const games = await callApi(t.app, f.accountSummary, { token: groupReader.token, params: { id: 'acme-games' } })
    expect(games.status).toBe(200)
    expect(games.body.merchantAccount).toBe('acme-games')
    expect((await callApi(t.app, f.accountSummary, { token: groupReader.token, params: { id: 'acme-air' } })).status).toBe(404)
  })

  it('admin GET accountsummary/nobody and accountsummary/999999: 404', async () => {
    expect((await callApi(t.app, f.accountSummary, { token: admin.token, params: { id: 'nobody' } })).status).toBe(404)
    expect((await callApi(t.app, f.accountSummary, { token: admin.token, params: { id: '999999' } })).status).toBe(404)
  })
})
