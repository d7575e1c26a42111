import { defineCall } from '@domain/call'
import { calls } from '@domain/calls'
import { type ExportableList, exportableLists } from '@domain/calls/export'
import type { CardBin } from '@domain/entities/cardbin'
import type { CardBlacklistEntry } from '@domain/entities/cardblacklist'
import type { UserEvent } from '@domain/entities/muser'
import type { Transaction } from '@domain/entities/transaction'
import { listQuerySchema } from '@domain/pagination'
import { registerExportable } from '@server/exports'
import { keysetPage, parseSort } from '@server/lists'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { callApi, newUsersForFile, signedInForFile, testAppForFile } from './helpers'

const exportCall = calls.export.list
const t = testAppForFile({ transactions: 300 })
const { admin, analyst, support } = signedInForFile(t, ['admin', 'analyst', 'support'])
const { acmeAdmin } = newUsersForFile(t, { acmeAdmin: { username: 'ex-acme-admin', space: 'acme', scope: 'SPACE', role: 'ADMIN' } })

/**
 * A list of this file only: the spaces, two per page, so an export crosses several keyset
 * pages; its count gives the total header.
 */
const spacesCall = defineCall({ area: 'test', method: 'GET', path: 'test/spaces', access: 'cardData.read', query: listQuerySchema })
registerExportable({
  // A list of this file only: the console exports none by this name.
  id: 'testspaces' as ExportableList,
  call: spacesCall,
  page: (services, _principal, query) =>
    keysetPage(
      services.db.selectFrom('space').select(['name', 'display_name as displayName', 'name as sortKey', 'id as rowId']),
      { limit: 2, cursor: query.cursor, sort: parseSort(query.sort, { name: 'name' }), idColumn: 'id' },
      ({ name, displayName }) => ({ name, displayName }),
    ),
  count: async (services) => Number((await services.db.selectFrom('space').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
})

/** Parses the CSV the export writes (quoted fields, doubled quotes, CRLF lines). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(field)
      field = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      i++
    } else field += c
  }
  return rows
}

async function visaBins(): Promise<string[]> {
  const rows = await t.services.db.selectFrom('card_bin').select('bin').where('scheme', '=', 'VISA').execute()
  return rows.map((r) => r.bin).sort()
}

describe('export/{list}', () => {
  it('admin GET export/cardbin?format=csv&scheme=VISA: every VISA BIN, a header row, the total first, a file name', async () => {
    const expected = await visaBins()
    expect(expected.length).toBeGreaterThan(0)
    const res = await callApi(t.app, exportCall, { token: admin.token, params: { list: 'cardbin' }, query: { format: 'csv', scheme: 'VISA' } })
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toContain('text/csv')
    expect(res.headers['x-total-count']).toBe(String(expected.length))
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="cardbin-\d{4}-\d{2}-\d{2}\.csv"$/)
    const [header, ...rows] = parseCsv(res.raw.body)
    expect(header).toEqual(expect.arrayContaining(['bin', 'scheme', 'cardType', 'issuer']))
    const binAt = header!.indexOf('bin')
    const schemeAt = header!.indexOf('scheme')
    expect(rows.map((r) => r[binAt]).sort()).toEqual(expected)
    expect(new Set(rows.map((r) => r[schemeAt]))).toEqual(new Set(['VISA']))
    expect(rows.every((r) => r.length === header!.length)).toBe(true)
  })

  it('admin GET export/cardbin?format=json&scheme=VISA: a JSON array of the same rows the list call answers', async () => {
    const res = await callApi(t.app, exportCall, { token: admin.token, params: { list: 'cardbin' }, query: { format: 'json', scheme: 'VISA' } })
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toContain('application/json')
    const rows = JSON.parse(res.raw.body) as CardBin[]
    expect(rows.map((r) => r.bin).sort()).toEqual(await visaBins())
    const list = await callApi(t.app, calls.cardbin.list, { token: admin.token, query: { scheme: 'VISA', limit: 500 } })
    expect(rows).toEqual((list.body as { items: CardBin[] }).items)
  })

  it('admin GET export/cardbin with a filter nothing matches: total 0, an empty JSON array', async () => {
    const res = await callApi(t.app, exportCall, { token: admin.token, params: { list: 'cardbin' }, query: { format: 'json', bin: '00000000' } })
    expect(res.status).toBe(200)
    expect(res.headers['x-total-count']).toBe('0')
    expect(JSON.parse(res.raw.body)).toEqual([])
  })

  it('analyst GET export/cardblacklist: the same entries, within their scope, as the list call', async () => {
    const res = await callApi(t.app, exportCall, { token: analyst.token, params: { list: 'cardblacklist' }, query: { format: 'json' } })
    expect(res.status).toBe(200)
    const rows = JSON.parse(res.raw.body) as CardBlacklistEntry[]
    const list = await callApi(t.app, calls.cardblacklist.list, { token: analyst.token, query: { limit: 500 } })
    expect(rows).toEqual((list.body as { items: CardBlacklistEntry[] }).items)
    expect(rows.every((r) => r.space === 'acme')).toBe(true)
    expect(res.headers['x-total-count']).toBe(String(rows.length))
  })

  it('admin GET export/cardbin of more rows than one page: the total is counted before the first row', async () => {
    const bins = Array.from({ length: 620 }, (_, i) => ({
      bin: String(30000000 + i),
      scheme: 'DISCOVER',
      issuer: 'Export Test Bank',
      issuer_country: 'US',
      currency: 'USD',
      card_type: 'CREDIT',
    }))
    await t.services.db.insertInto('card_bin').values(bins).execute()
    const res = await callApi(t.app, exportCall, { token: admin.token, params: { list: 'cardbin' }, query: { format: 'json', issuer: 'Export Test Bank' } })
    expect(res.status).toBe(200)
    expect(res.headers['x-total-count']).toBe('620')
    expect((JSON.parse(res.raw.body) as unknown[]).length).toBe(620)
  })

  it('admin GET export of a list read two rows a page: every row once, in order, total from the count', async () => {
    const spaces = (await t.services.db.selectFrom('space').select('name').orderBy('name').execute()).map((r) => r.name)
    expect(spaces.length).toBeGreaterThan(2)
    const csv = await callApi(t.app, exportCall, { token: admin.token, params: { list: 'testspaces' }, query: { format: 'csv', sort: 'name' } })
    expect(csv.status).toBe(200)
    expect(csv.headers['x-total-count']).toBe(String(spaces.length))
    const [header, ...rows] = parseCsv(csv.raw.body)
    expect(header).toEqual(['name', 'displayName'])
    expect(rows.map((r) => r[0])).toEqual(spaces)
    const json = await callApi(t.app, exportCall, { token: admin.token, params: { list: 'testspaces' }, query: { format: 'json', sort: 'name' } })
    expect((JSON.parse(json.raw.body) as { name: string }[]).map((r) => r.name)).toEqual(spaces)
  })

  it('admin in Asia/Tokyo GET export/transaction?format=csv: amounts in major units beside the currency (0, 2 and 3 decimals), times in ISO 8601 with +09:00', async () => {
    // Spreadsheets read CSV: minor units (1099 for 10.99) and times without the reader's offset were misread.
    const suffix = Math.random().toString(36).slice(2, 8)
    const ids = { USD: `tx-usd-${suffix}`, JPY: `tx-jpy-${suffix}`, BHD: `tx-bhd-${suffix}` }
    const amounts = { USD: 1099, JPY: 1500, BHD: 1234 }
    const at = new Date(t.clock.now().getTime() - 3600_000)
    for (const currency of ['USD', 'JPY', 'BHD'] as const) {
      await sql`insert into "transaction" (merchant_id, external_id, status, type, result, amount, captured_amount, currency, payment_type, payment_method, gateway, card_country, created_at, updated_at)
        select merchant_id, ${ids[currency]}, 'CHARGED', 'CHARGE', 'APPROVED', ${amounts[currency]}, ${amounts[currency]}, ${currency}, payment_type, payment_method, gateway, card_country, ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz
        from "transaction" order by id limit 1`.execute(t.services.db)
    }
    await t.services.db.updateTable('app_user').set({ timezone: 'Asia/Tokyo' }).where('username', '=', 'admin').execute()
    const query = { format: 'csv', id: Object.values(ids).join(',') }
    const res = await callApi(t.app, exportCall, { token: admin.token, params: { list: 'transaction' }, query })
    await t.services.db.updateTable('app_user').set({ timezone: 'UTC' }).where('username', '=', 'admin').execute()
    expect(res.status).toBe(200)
    const [header, ...rows] = parseCsv(res.raw.body)
    expect(header!.slice(header!.indexOf('amount'), header!.indexOf('amount') + 4)).toEqual(['amount', 'currency', 'capturedAmount', 'refundedAmount'])
    const cell = (row: string[], column: string) => row[header!.indexOf(column)]
    const byCurrency = Object.fromEntries(rows.map((row) => [cell(row, 'currency'), row]))
    expect(Object.keys(byCurrency).sort()).toEqual(['BHD', 'JPY', 'USD'])
    expect(['USD', 'JPY', 'BHD'].map((c) => [cell(byCurrency[c]!, 'amount'), cell(byCurrency[c]!, 'capturedAmount'), cell(byCurrency[c]!, 'refundedAmount')])).toEqual([
      ['10.99', '10.99', '0.00'],
      ['1500', '1500', '0'],
      ['1.234', '1.234', '0.000'],
    ])
    const tokyo = new Date(at.getTime() + 9 * 3600_000).toISOString().slice(0, 23)
    for (const row of rows) expect(cell(row, 'created')).toBe(`${tokyo}+09:00`)
    // The JSON export keeps the API's own form: integer minor units, UTC times.
    const json = await callApi(t.app, exportCall, { token: admin.token, params: { list: 'transaction' }, query: { ...query, format: 'json' } })
    const items = JSON.parse(json.raw.body) as Transaction[]
    expect(items.find((tx) => tx.currency === 'USD')).toMatchObject({ amount: 1099, created: at.toISOString() })
  })

  it("support GET export/cardbin without the list's permission (cardData.read): 403", async () => {
    const res = await callApi(t.app, exportCall, { token: support.token, params: { list: 'cardbin' }, query: { format: 'csv' } })
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject({ errorCode: 'FORBIDDEN' })
  })

  it('admin GET export of a list that is not exportable: 404', async () => {
    const res = await callApi(t.app, exportCall, { token: admin.token, params: { list: 'nosuchlist' } })
    expect(res.status).toBe(404)
  })

  it("admin GET export/cardbin with a filter the list refuses, or an unknown format: 400 on that field", async () => {
    const bad = await callApi(t.app, exportCall, { token: admin.token, params: { list: 'cardbin' }, query: { scheme: 'NOPE' } })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ errors: [{ field: 'scheme' }] })
    const format = await callApi(t.app, exportCall, { token: admin.token, params: { list: 'cardbin' }, query: { format: 'xml' } })
    expect(format.status).toBe(400)
    expect(format.body).toMatchObject({ errors: [{ field: 'format' }] })
  })

  it('GET export/cardbin without a token: 401', async () => {
    const res = await callApi(t.app, exportCall, { params: { list: 'cardbin' } })
    expect(res.status).toBe(401)
  })
})

/** Text a spreadsheet runs as a formula, one kind per row: `=`, `+`, `-` (even before digits), `@`, tab and CR first. */
const hostileTexts = ['=HYPERLINK("http://evil.example","x")', '+1+cmd', "-2+3+cmd|' /C calc'!A0", '@SUM(1+1)*cmd', '\t=1+1', '\r=1+1']
/** The text columns behind each exportable list's names, descriptions, references and emails. */
const hostileColumns: Record<ExportableList, readonly [table: string, columns: readonly string[]]> = {
  transaction: ['transaction', ['email', 'merchant_transaction_id', 'description', 'order_id', 'customer_name', 'account_holder']],
  transactionactivity: ['transaction_activity', ['reason']],
  customer: ['customer', ['name', 'email']],
  merchant: ['merchant', ['display_name']],
  cardbin: ['card_bin', ['issuer']],
  cardblacklist: ['card_blacklist', ['reason']],
  fraudblock: ['fraud_block', ['reason']],
  velocityblock: ['velocity_block', ['reason']],
  userevent: ['user_event', ['target_id']],
}
const formulaStart = /^[=+\-@\t\r]/
/** A number the writer formats itself (an amount in major units): it stays a number. */
const writtenNumber = /^-?\d+(\.\d+)?$/

describe('export/{list}?format=csv of records holding text a spreadsheet would run', () => {
  it.each(exportableLists)('admin GET export/%s?format=csv: every such text cell starts with a quote, numbers stay numbers', async (list) => {
    const [table, columns] = hostileColumns[list]
    const hostile = sql`(array[${sql.join(hostileTexts)}])[1 + id % ${hostileTexts.length}]`
    await sql`update ${sql.table(table)} set ${sql.join(columns.map((column) => sql`${sql.ref(column)} = ${hostile}`))}`.execute(t.services.db)
    const res = await callApi(t.app, exportCall, { token: admin.token, params: { list }, query: { format: 'csv' } })
    expect(res.status, res.raw.body.slice(0, 300)).toBe(200)
    const [header, ...rows] = parseCsv(res.raw.body)
    expect(rows.length, `${list} exports rows`).toBeGreaterThan(0)
    expect(rows.every((row) => row.length === header!.length)).toBe(true)
    const cells = rows.flat()
    expect(cells.filter((cell) => formulaStart.test(cell) && !writtenNumber.test(cell))).toEqual([])
    const neutralised = new Set(cells.filter((cell) => cell.startsWith("'")).map((cell) => cell.slice(1)))
    expect([...neutralised].filter((text) => hostileTexts.includes(text)).length, `${list} carries the hostile text, neutralised`).toBeGreaterThan(0)
  })
})

describe('export/userevent', () => {
  it('a space admin GET export/userevent?format=csv&type=CREATE: the audit list with its filters and scope, a header and a row per event', async () => {
    const query = { type: 'CREATE', limit: 500 }
    const list = await callApi(t.app, calls.muser.events, { token: acmeAdmin.token, query })
    expect(list.status).toBe(200)
    const events = (list.body as { items: UserEvent[] }).items
    expect(events.length).toBeGreaterThan(0)
    const res = await callApi(t.app, exportCall, { token: acmeAdmin.token, params: { list: 'userevent' }, query: { format: 'csv', type: 'CREATE' } })
    expect(res.status).toBe(200)
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="userevent-\d{4}-\d{2}-\d{2}\.csv"$/)
    const [header, ...rows] = parseCsv(res.raw.body)
    expect(header).toEqual(['id', 'userId', 'username', 'space', 'type', 'action', 'targetType', 'targetId', 'ip', 'detail', 'created'])
    const cell = (row: string[], column: string) => row[header!.indexOf(column)]
    expect(rows.map((row) => Number(cell(row, 'id')))).toEqual(events.map((e) => e.id))
    expect(new Set(rows.map((row) => cell(row, 'type')))).toEqual(new Set(['CREATE']))
    expect(new Set(rows.map((row) => cell(row, 'space')))).toEqual(new Set(['acme']))
    // Each event's before and after is one JSON cell, whatever its fields.
    expect(rows.map((row) => JSON.parse(cell(row, 'detail')!))).toEqual(events.map((e) => e.detail))
    const json = await callApi(t.app, exportCall, { token: acmeAdmin.token, params: { list: 'userevent' }, query: { format: 'json', type: 'CREATE' } })
    expect(JSON.parse(json.raw.body)).toEqual(events)
  })

  it("analyst GET export/userevent without the audit list's permission (user.audit): 403", async () => {
    const res = await callApi(t.app, exportCall, { token: analyst.token, params: { list: 'userevent' }, query: { format: 'csv' } })
    expect(res.status).toBe(403)
  })
})
