import { calls } from '@domain/calls'
import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { callApi, eventsOf, signIn, testAppForFile } from './helpers'

const merchant = calls.merchant
const t = testAppForFile({ transactions: 2000 })
let analyst: string

beforeAll(async () => {
  analyst = (await signIn(t.app, 'analyst')).token
})

describe('merchant/{name}/velocityblock', () => {
  async function velocityIn(space: string) {
    const row = await sql<{ id: number; account_id: string; merchant: string }>`
      select vb.id, vb.account_id, m.name as merchant from velocity_block vb join merchant m on m.id = vb.merchant_id
      join space s on s.id = m.space_id where s.name = ${space} order by vb.id limit 1`.execute(t.services.db)
    return row.rows[0]!
  }

  it('analyst: lists, filters by accountId and reads the velocity blocks of an acme merchant', async () => {
    const vb = await velocityIn('acme')
    const list = await callApi(t.app, merchant.velocityBlocks, { token: analyst, params: { name: vb.merchant } })
    expect(list.status).toBe(200)
    expect(list.body.items.every((b: { merchantAccount: string }) => b.merchantAccount === vb.merchant)).toBe(true)
    const filtered = await callApi(t.app, merchant.velocityBlocks, { token: analyst, params: { name: vb.merchant }, query: { accountId: vb.account_id } })
    expect(filtered.body.items.length).toBeGreaterThan(0)
    expect(filtered.body.items.every((b: { accountId: string }) => b.accountId === vb.account_id)).toBe(true)
    const one = await callApi(t.app, merchant.getVelocityBlock, { token: analyst, params: { name: vb.merchant, id: vb.id } })
    expect(one.body).toMatchObject({ id: Number(vb.id), merchantAccount: vb.merchant })
  })

  it('analyst: a rio merchant answers 404 for list, get and delete; a bad status filter answers 400', async () => {
    const vb = await velocityIn('rio')
    expect((await callApi(t.app, merchant.velocityBlocks, { token: analyst, params: { name: vb.merchant } })).status).toBe(404)
    expect((await callApi(t.app, merchant.getVelocityBlock, { token: analyst, params: { name: vb.merchant, id: vb.id } })).status).toBe(404)
    expect((await callApi(t.app, merchant.removeVelocityBlock, { token: analyst, params: { name: vb.merchant, id: vb.id } })).status).toBe(404)
    const acme = await velocityIn('acme')
    const bad = await callApi(t.app, merchant.velocityBlocks, { token: analyst, params: { name: acme.merchant }, query: { status: 'NOPE' } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].field).toBe('status')
  })

  it('analyst: deletes an acme velocity block; audited with the block before; then 404', async () => {
    const vb = await velocityIn('acme')
    const removed = await callApi(t.app, merchant.removeVelocityBlock, { token: analyst, params: { name: vb.merchant, id: vb.id } })
    expect(removed.status).toBe(200)
    const [event] = await eventsOf(t.services, 'DELETE', 'analyst')
    expect(event).toMatchObject({ target_type: 'velocityBlock', target_id: String(vb.id) })
    expect((event!.detail as { before: { accountId: string } }).before.accountId).toBe(vb.account_id)
    expect((await callApi(t.app, merchant.getVelocityBlock, { token: analyst, params: { name: vb.merchant, id: vb.id } })).status).toBe(404)
  })
})

describe('GET export/velocityblock', () => {
  it('analyst: exports the velocity blocks of every acme merchant, or of the one named, as CSV', async () => {
    const all = await callApi(t.app, calls.export.list, { token: analyst, params: { list: 'velocityblock' }, query: { format: 'csv' } })
    expect(all.status).toBe(200)
    const lines = all.raw.body.trim().split('\r\n')
    expect(lines[0]).toContain('merchantAccount')
    const merchantColumn = lines[0]!.split(',').indexOf('merchantAccount')
    expect(lines.slice(1).every((l) => l.split(',')[merchantColumn]!.startsWith('acme-'))).toBe(true)
    const rio = await callApi(t.app, calls.export.list, { token: analyst, params: { list: 'velocityblock' }, query: { merchantName: 'rio-moda' } })
    expect(rio.status).toBe(404)
  })
})
