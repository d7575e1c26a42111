import { calls } from '@domain/calls'
import type { SettlementRecord, SettlementUpload } from '@domain/entities/finance'
import { settlementFormatOf } from '@domain/settlement-formats'
import * as settleOnce from '@server/db/migrations/0038_settlement_once'
import type { Kysely } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { callApi, eventsOf, multipartFile, newUsersForFile, signedInForFile, testAppForFile } from './helpers'
import { settlementCsv, type SettlementLine } from './settlement-files'

const f = calls.finance
const t = testAppForFile({ transactions: 200 })
const { admin, analyst, merchant } = signedInForFile(t, ['admin', 'analyst', 'merchant'])
const { acmeSpace, acmeGroup, rioSpace } = newUsersForFile(t, {
  acmeSpace: { username: 'st-acme-space', space: 'acme', scope: 'SPACE', role: 'ADMIN' },
  acmeGroup: { username: 'st-acme-group', space: 'acme', scope: 'GROUP', role: 'ADMIN', groupName: 'acme-retail' },
  rioSpace: { username: 'st-rio-space', space: 'rio', scope: 'SPACE', role: 'ADMIN' },
})

interface Charged {
  externalId: string
  gatewayReference: string | null
  merchant: string
  amount: number
  currency: string
}

/** The acme gateway with the most charged transactions, and those transactions. */
let gateway: string
let charged: Charged[]

beforeAll(async () => {
  const rows = await t.services.db
    .selectFrom('transaction as t')
    .innerJoin('merchant as m', 'm.id', 't.merchant_id')
    .innerJoin('space as s', 's.id', 'm.space_id')
    .select(['t.external_id', 't.gateway_reference', 't.gateway', 'm.name', 't.amount', 't.currency'])
    .where('s.name', '=', 'acme')
    .where('t.status', '=', 'CHARGED')
    .where('t.gateway', 'is not', null)
    // Not settled yet (the seed settles some): a transaction is settled once.
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('settlement_record as r').select('r.id').whereRef('r.transaction_id', '=', 't.id').where('r.result', '=', 'SUCCESS'))),
    )
    .orderBy('t.id')
    .execute()
  const counts = new Map<string, number>()
  for (const r of rows) counts.set(r.gateway!, (counts.get(r.gateway!) ?? 0) + 1)
  gateway = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0]
  charged = rows
    .filter((r) => r.gateway === gateway)
    .map((r) => ({ externalId: r.external_id, gatewayReference: r.gateway_reference, merchant: r.name, amount: Number(r.amount), currency: r.currency }))
  expect(charged.length).toBeGreaterThanOrEqual(8)
})

/** The id the gateway's file names a transaction by. */
const fileId = (tx: Charged) => (settlementFormatOf(gateway)!.matchBy === 'gatewayReference' ? tx.gatewayReference! : tx.externalId)
const line = (tx: Charged, change: Partial<SettlementLine> = {}): SettlementLine => ({
  id: fileId(tx),
  reference: `REF-${tx.externalId}`,
  date: '2026-03-02',
  amount: tx.amount,
  fee: Math.round(tx.amount * 0.02),
  currency: tx.currency,
  ...change,
})

function upload(token: string, data: Buffer, options: { space?: string; gateway?: string; name?: string; type?: string } = {}) {
  const body = multipartFile('file', options.name ?? 'settlement.csv', options.type ?? 'text/csv', data)
  return callApi(t.app, f.uploadSettlement, {
    token,
    params: { space: options.space ?? 'acme', gateway: options.gateway ?? gateway },
    body: body.payload,
    headers: body.headers,
  })
}

async function uploadRecords(token: string, uploadId: number): Promise<SettlementRecord[]> {
  const res = await callApi(t.app, f.settlementRecords, { token, params: { space: 'acme' }, query: { uploadId, sort: 'row', limit: 500 } })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.items
}

describe('settlement upload: a mixed file', () => {
  let uploaded: SettlementUpload
  let file: Buffer

  it('stores the file, answers 202 with the upload PROCESSING, and audits it', async () => {
    const [a, b, c] = charged
    const delimiter = settlementFormatOf(gateway)!.delimiter
    file = settlementCsv(gateway, [
      line(a!),
      line(b!),
      line(c!, { amount: c!.amount + 100 }),
      line(a!, { id: 'no-such-transaction' }),
      line(b!, { date: '2026-02-30' }),
      `${fileId(b!)}${delimiter}only-two-cells`,
      line(c!, { currency: 'ZZZ' }),
    ])
    const res = await upload(acmeSpace.token, file, { name: 'acme-settlement.csv' })
    expect(res.status, JSON.stringify(res.body)).toBe(202)
    uploaded = res.body
    expect(uploaded).toMatchObject({ space: 'acme', gateway, fileName: 'acme-settlement.csv', fileSize: file.length, state: 'PROCESSING', totalRows: 0, uploadedBy: 'st-acme-space' })
    const [event] = (await eventsOf(t.services, 'CREATE', 'st-acme-space')).filter((e) => e.target_type === 'settlementUpload')
    expect(event?.target_id).toBe(String(uploaded.id))
  })

  it('is processed by its job: SUCCESS, ERROR and INVALID rows with their reasons, state COMPLETED', async () => {
    await t.services.jobs.drain()
    const done = await callApi(t.app, f.settlementUpload, { token: acmeSpace.token, params: { space: 'acme', uploadId: uploaded.id } })
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ state: 'COMPLETED', progress: 100, totalRows: 7, successRows: 2, errorRows: 1, invalidRows: 4, error: null })
    const records = await uploadRecords(acmeSpace.token, uploaded.id)
    expect(records.map((r) => [r.row, r.result])).toEqual([
      [1, 'SUCCESS'],
      [2, 'SUCCESS'],
      [3, 'ERROR'],
      [4, 'INVALID'],
      [5, 'INVALID'],
      [6, 'INVALID'],
      [7, 'INVALID'],
    ])
    const [a, , c] = charged
    expect(records[0]).toMatchObject({ transactionId: fileId(a!), matched: true, merchantAccount: a!.merchant, amount: a!.amount, currency: a!.currency, message: '' })
    expect(records[0]!.netAmount).toBe(a!.amount - Math.round(a!.amount * 0.02))
    expect(records[2]).toMatchObject({ matched: true, merchantAccount: c!.merchant, amount: c!.amount + 100 })
    expect(records[2]!.message).toMatch(/^Amount .* differs from the transaction's /)
    expect(records[3]).toMatchObject({ matched: false, merchantAccount: null, message: 'No transaction with this id in the space' })
    expect(records[4]!.message).toMatch(/^Unreadable settlement date "/)
    expect(records[5]!.message).toMatch(/^Expected \d+ columns, found 2$/)
    expect(records[6]!.message).toBe('Unknown currency "ZZZ"')
  })

  it('recognises the same file uploaded again: 409 on file naming the earlier upload, nothing applied twice', async () => {
    const again = await upload(admin.token, file, { name: 'renamed.csv' })
    expect(again.status).toBe(409)
    expect(again.body.errors).toMatchObject([{ field: 'file', message: expect.stringContaining(`upload ${uploaded.id}`) }])
    await t.services.jobs.drain()
    expect(await uploadRecords(admin.token, uploaded.id)).toHaveLength(7)
    const uploads = await callApi(t.app, f.settlementUploads, { token: admin.token, params: { space: 'acme' }, query: { gateway } })
    expect(uploads.body.items.filter((u: SettlementUpload) => u.fileSize === file.length)).toEqual([expect.objectContaining({ id: uploaded.id })])
  })

  it('recognises the same rows written with CRLF line ends, or with a trailing newline: 409 on file naming the earlier upload', async () => {
    // The duplicate check hashed the bytes: both copies were accepted (202) and settled their transactions again.
    const text = file.toString('utf8')
    const copies = { crlf: text.replaceAll('\n', '\r\n'), trailingNewline: `${text}\n` }
    for (const [name, copy] of Object.entries(copies)) {
      const again = await upload(acmeSpace.token, Buffer.from(copy), { name: `${name}.csv` })
      expect(again.status, name).toBe(409)
      expect(again.body.errors, name).toMatchObject([{ field: 'file', message: expect.stringContaining(`upload ${uploaded.id}`) }])
    }
    await t.services.jobs.drain()
    const uploads = await callApi(t.app, f.settlementUploads, { token: admin.token, params: { space: 'acme' }, query: { gateway, limit: 500 } })
    expect(uploads.body.items.filter((u: SettlementUpload) => u.fileName === 'crlf.csv' || u.fileName === 'trailingNewline.csv')).toEqual([])
  })

  it('takes the same file for another gateway of the space as a different upload only when its header fits', async () => {
    const other = (['ATLAS', 'BOREAL', 'COBALT', 'DUNE', 'EMBER'] as const).find((g) => g !== gateway)!
    const res = await upload(acmeSpace.token, file, { gateway: other })
    expect(res.status).toBe(400)
    expect(res.body.errors[0].field).toMatch(/^(file|gateway)$/)
  })
})

/** The file's lines with the first column moved to the end: the same rows, their columns in another order. */
function firstColumnLast(data: Buffer): Buffer {
  const delimiter = settlementFormatOf(gateway)!.delimiter
  const lines = data.toString('utf8').trimEnd().split('\n')
  return Buffer.from(`${lines.map((l) => { const [first, ...rest] = l.split(delimiter); return [...rest, first].join(delimiter) }).join('\n')}\n`)
}

/** The SUCCESS settlement records of a transaction, as stored. */
async function settledRecords(tx: Charged) {
  return t.services.db
    .selectFrom('settlement_record as r')
    .innerJoin('transaction as t', 't.id', 'r.transaction_id')
    .select(['r.upload_id'])
    .where('t.external_id', '=', tx.externalId)
    .where('r.result', '=', 'SUCCESS')
    .execute()
}

describe('settlement upload: a transaction is settled once', () => {
  let first: SettlementUpload
  let second: SettlementUpload

  it('recognises the same rows with a BOM, blank lines and their columns in another order as the same file: 409', async () => {
    const d = charged[3]!
    const file = settlementCsv(gateway, [line(d), line(charged[4]!)])
    const res = await upload(acmeSpace.token, file, { name: 'first.csv' })
    expect(res.status, JSON.stringify(res.body)).toBe(202)
    first = res.body
    await t.services.jobs.drain()
    const copy = Buffer.concat([Buffer.from('\uFEFF'), firstColumnLast(file), Buffer.from('\n  \n\n')])
    const again = await upload(acmeSpace.token, copy, { name: 'reordered.csv' })
    expect(again.status).toBe(409)
    expect(again.body.errors).toMatchObject([{ field: 'file', message: expect.stringContaining(`upload ${first.id}`) }])
  })

  it('a different file naming a transaction an earlier upload settled: that row is ERROR "already settled in upload N", no second SUCCESS', async () => {
    const [d, e] = [charged[3]!, charged[5]!]
    const file = settlementCsv(gateway, [line(d, { reference: 'REF-again' }), line(e), line(e, { reference: 'REF-twice-in-one-file' })])
    const res = await upload(acmeSpace.token, file, { name: 'second.csv' })
    expect(res.status, JSON.stringify(res.body)).toBe(202)
    second = res.body
    await t.services.jobs.drain()
    const records = await uploadRecords(acmeSpace.token, res.body.id)
    expect(records.map((r) => [r.row, r.result, r.message, r.reason])).toEqual([
      [1, 'ERROR', `Transaction already settled in upload ${first.id}`, { code: 'alreadySettled', params: { upload: first.id } }],
      [2, 'SUCCESS', '', null],
      // A row repeating one of its own file's: that file settled it.
      [3, 'ERROR', `Transaction already settled in upload ${res.body.id}`, { code: 'alreadySettled', params: { upload: res.body.id } }],
    ])
    expect(records[0]).toMatchObject({ matched: true, merchantAccount: d.merchant })
    const done = await callApi(t.app, f.settlementUpload, { token: acmeSpace.token, params: { space: 'acme', uploadId: res.body.id } })
    expect(done.body).toMatchObject({ state: 'COMPLETED', totalRows: 3, successRows: 1, errorRows: 2, invalidRows: 0 })
    expect(await settledRecords(d)).toEqual([{ upload_id: first.id }])
    expect(await settledRecords(e)).toEqual([{ upload_id: res.body.id }])
  })

  it('two uploads naming one transaction, read at the same moment: one settles it, the other row is ERROR naming that upload', async () => {
    const g = charged[6]!
    const ids: number[] = []
    for (const name of ['at-once-a', 'at-once-b']) {
      const res = await upload(acmeSpace.token, settlementCsv(gateway, [line(g, { reference: name })]), { name: `${name}.csv` })
      expect(res.status, JSON.stringify(res.body)).toBe(202)
      ids.push(res.body.id)
    }
    // The queue runs both jobs at once.
    await t.services.jobs.drain()
    const [a, b] = await Promise.all(ids.map((id) => uploadRecords(acmeSpace.token, id)))
    const results = [a![0]!, b![0]!]
    const settled = await settledRecords(g)
    expect(settled).toHaveLength(1)
    const winner = settled[0]!.upload_id
    expect(results.map((r) => r.result).sort()).toEqual(['ERROR', 'SUCCESS'])
    expect(results.find((r) => r.result === 'ERROR')!.message).toBe(`Transaction already settled in upload ${winner}`)
  })

  it('the database refuses a second SUCCESS record of a settled transaction, whatever writes it', async () => {
    const settled = await t.services.db
      .selectFrom('settlement_record')
      .selectAll()
      .where('result', '=', 'SUCCESS')
      .where('transaction_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const { id: _id, reason: _reason, ...copy } = settled
    await expect(t.services.db.insertInto('settlement_record').values({ ...copy, row_number: null }).execute()).rejects.toMatchObject({ code: '23505' })
  })

  it('migration 0038 leaves one SUCCESS per transaction settled twice before it: the earliest, the other an ERROR naming its upload, with the counters', async () => {
    const { db } = t.services
    const figures = async (id: number) =>
      db.selectFrom('settlement_upload').select(['success_rows', 'error_rows']).where('id', '=', id).executeTakeFirstOrThrow()
    await settleOnce.down(db as unknown as Kysely<unknown>)
    // What the old job wrote: a second SUCCESS record of a settled transaction, counted as a success.
    const kept = await db.selectFrom('settlement_record').selectAll().where('upload_id', '=', first.id).where('result', '=', 'SUCCESS').orderBy('id').executeTakeFirstOrThrow()
    const { id: _id, ...copy } = kept
    const twice = await db.insertInto('settlement_record').values({ ...copy, upload_id: second.id, row_number: 99 }).returning('id').executeTakeFirstOrThrow()
    await db.updateTable('settlement_upload').set((eb) => ({ success_rows: eb('success_rows', '+', 1) })).where('id', '=', second.id).execute()
    const before = await figures(second.id)

    await settleOnce.up(db as unknown as Kysely<unknown>)
    const records = await db.selectFrom('settlement_record').select(['id', 'result', 'message', 'reason']).where('id', 'in', [kept.id, twice.id]).orderBy('id').execute()
    expect(records).toEqual([
      { id: kept.id, result: 'SUCCESS', message: '', reason: null },
      { id: twice.id, result: 'ERROR', message: `Transaction already settled in upload ${first.id}`, reason: { code: 'alreadySettled', params: { upload: first.id } } },
    ])
    expect(await figures(second.id)).toEqual({ success_rows: before.success_rows - 1, error_rows: before.error_rows + 1 })
  })
})

describe('settlement records holding text a spreadsheet would run', () => {
  it('keeps the text as the file had it, and the daily settlement report writes it neutralised, amounts as numbers', async () => {
    const tx = charged[7]!
    const date = '2024-02-29'
    const file = settlementCsv(gateway, [line(tx, { reference: "=cmd|' /C calc'!A0", date }), line(tx, { id: '@SUM(1+1)', reference: '-2+3+cmd', date })])
    const res = await upload(acmeSpace.token, file, { name: 'formulas.csv' })
    expect(res.status, JSON.stringify(res.body)).toBe(202)
    await t.services.jobs.drain()
    const records = await uploadRecords(acmeSpace.token, res.body.id)
    expect(records.map((r) => [r.result, r.transactionId, r.gatewayReference])).toEqual([
      ['SUCCESS', fileId(tx), settlementFormatOf(gateway)!.columns.reference ? "=cmd|' /C calc'!A0" : null],
      ['INVALID', '@SUM(1+1)', settlementFormatOf(gateway)!.columns.reference ? '-2+3+cmd' : null],
    ])

    const space = await t.services.db.selectFrom('space').select('id').where('name', '=', 'acme').executeTakeFirstOrThrow()
    const report = await t.services.db
      .insertInto('space_daily_report')
      .values({ space_id: space.id, report_date: date, name: 'settlement', state: 'COMPLETED' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const download = await callApi(t.app, calls.report.download, { token: acmeSpace.token, params: { space: 'acme', reportId: Number(report.id) } })
    expect(download.status).toBe(200)
    const [header, ...lines] = download.raw.body.trimEnd().split('\r\n')
    const column = (name: string) => header!.split(',').indexOf(name)
    expect(lines).toHaveLength(2)
    expect(lines[1]!.split(',')[column('transactionId')]).toBe("'@SUM(1+1)")
    if (settlementFormatOf(gateway)!.columns.reference) {
      expect(lines[0]!.split(',')[column('gatewayReference')]).toBe("'=cmd|' /C calc'!A0")
      expect(lines[1]!.split(',')[column('gatewayReference')]).toBe("'-2+3+cmd")
    }
    for (const amount of ['amount', 'fee', 'netAmount']) expect(lines[0]!.split(',')[column(amount)]).toMatch(/^\d+(\.\d+)?$/)
  })
})

describe('settlement upload: bad input', () => {
  it('refuses a file that is not CSV, an empty file, a too big file and a missing file', async () => {
    const png = await upload(acmeSpace.token, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), { name: 'logo.png', type: 'image/png' })
    expect(png.status).toBe(400)
    expect(png.body.errors).toMatchObject([{ field: 'file', message: 'Upload the settlement file as CSV (.csv)' }])
    const binary = await upload(acmeSpace.token, Buffer.from('a,b\u0000c\n'), { name: 'disguised.csv' })
    expect(binary.status).toBe(400)
    const empty = await upload(acmeSpace.token, Buffer.alloc(0))
    expect(empty.status).toBe(400)
    expect(empty.body.errors).toMatchObject([{ field: 'file', message: 'The file is empty' }])
    const header = await upload(acmeSpace.token, Buffer.from('id,amount\n1,2\n'))
    expect(header.status).toBe(400)
    expect(header.body.errors[0]).toMatchObject({ field: 'file', message: expect.stringContaining(`not a ${gateway} settlement file`) })
    const big = await upload(acmeSpace.token, Buffer.alloc(50 * 1024 * 1024 + 1, 'a'))
    expect(big.status).toBe(413)
    expect(big.body.errors[0].field).toBe('file')
    const none = await callApi(t.app, f.uploadSettlement, { token: acmeSpace.token, params: { space: 'acme', gateway }, body: {} })
    expect(none.status).toBe(400)
    expect(none.body.errors[0].field).toBe('file')
  })

  it('refuses a gateway that does not exist or is not used in the space with a field error', async () => {
    const file = settlementCsv(gateway, [line(charged[0]!)])
    const unknown = await upload(acmeSpace.token, file, { gateway: 'NOPE' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors).toMatchObject([{ field: 'gateway', message: 'No gateway NOPE is used in space acme' }])
  })

  it('answers 401 without a token, 403 without finance.write or outside the whole space, 404 for another space', async () => {
    const file = settlementCsv(gateway, [line(charged[3]!)])
    expect((await callApi(t.app, f.uploadSettlement, { params: { space: 'acme', gateway } })).status).toBe(401)
    expect((await upload(merchant.token, file)).status).toBe(403)
    expect((await upload(analyst.token, file)).status).toBe(403)
    expect((await upload(acmeGroup.token, file)).status).toBe(403)
    expect((await upload(rioSpace.token, file)).status).toBe(404)
    expect((await upload(acmeSpace.token, file, { space: 'nowhere' })).status).toBe(404)
  })
})

describe('GET settlement/{space}/record', () => {
  it('lists the seeded records in keyset pages, filtered by result, gateway, merchant, currency, date and transaction', async () => {
    const first = await callApi(t.app, f.settlementRecords, { token: admin.token, params: { space: 'acme' }, query: { limit: 5 } })
    expect(first.status).toBe(200)
    expect(first.body.items).toHaveLength(5)
    const second = await callApi(t.app, f.settlementRecords, { token: admin.token, params: { space: 'acme' }, query: { limit: 5, cursor: first.body.nextCursor } })
    const ids = [...first.body.items, ...second.body.items].map((r: SettlementRecord) => r.id)
    expect(new Set(ids).size).toBe(10)

    const errors = await callApi(t.app, f.settlementRecords, { token: admin.token, params: { space: 'acme' }, query: { result: 'ERROR', limit: 500 } })
    expect(errors.body.items.length).toBeGreaterThan(0)
    expect(errors.body.items.every((r: SettlementRecord) => r.result === 'ERROR' && r.space === 'acme')).toBe(true)
    const some = errors.body.items[0] as SettlementRecord
    const narrowed = await callApi(t.app, f.settlementRecords, {
      token: admin.token,
      params: { space: 'acme' },
      query: { gateway: some.gateway, merchantName: some.merchantAccount!, currency: some.currency, fromDate: some.settlementDate, toDate: some.settlementDate, transactionId: some.transactionId },
    })
    expect(narrowed.body.items.map((r: SettlementRecord) => r.id)).toContain(some.id)
    expect(
      narrowed.body.items.every(
        (r: SettlementRecord) => r.gateway === some.gateway && r.merchantAccount === some.merchantAccount && r.currency === some.currency && r.transactionId === some.transactionId,
      ),
    ).toBe(true)
    const later = await callApi(t.app, f.settlementRecords, { token: admin.token, params: { space: 'acme' }, query: { fromDate: '2099-01-01' } })
    expect(later.body.items).toEqual([])
  })

  it('answers 400 with field errors for bad filters', async () => {
    const res = await callApi(t.app, f.settlementRecords, { token: admin.token, params: { space: 'acme' }, query: { result: 'MAYBE', fromDate: 'yesterday', uploadId: 'x' } })
    expect(res.status).toBe(400)
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['fromDate', 'result', 'uploadId'])
    const sort = await callApi(t.app, f.settlementRecords, { token: admin.token, params: { space: 'acme' }, query: { sort: 'password' } })
    expect(sort.body.errors).toMatchObject([{ field: 'sort', message: expect.stringContaining('Sort by one of') }])
    const range = await callApi(t.app, f.settlementRecords, { token: admin.token, params: { space: 'acme' }, query: { fromDate: '2026-03-02', toDate: '2026-03-01' } })
    expect(range.body.errors).toMatchObject([{ field: 'toDate', message: 'The end date is before the start date' }])
  })

  it('answers 401 without a token, 403 without finance.read, 404 for a space out of scope', async () => {
    expect((await callApi(t.app, f.settlementRecords, { params: { space: 'acme' } })).status).toBe(401)
    expect((await callApi(t.app, f.settlementRecords, { token: analyst.token, params: { space: 'acme' } })).status).toBe(403)
    expect((await callApi(t.app, f.settlementRecords, { token: rioSpace.token, params: { space: 'acme' } })).status).toBe(404)
    expect((await callApi(t.app, f.settlementUploads, { token: rioSpace.token, params: { space: 'acme' } })).status).toBe(404)
    expect((await callApi(t.app, f.settlementUpload, { token: rioSpace.token, params: { space: 'acme', uploadId: 1 } })).status).toBe(404)
    expect((await callApi(t.app, f.settlementUpload, { token: acmeSpace.token, params: { space: 'acme', uploadId: 999999 } })).status).toBe(404)
  })

  it('shows a merchant user only the records matched to its merchant, and no uploads', async () => {
    const space = merchant.user.mSpace?.name ?? 'acme'
    const mine = await callApi(t.app, f.settlementRecords, { token: merchant.token, params: { space }, query: { limit: 500 } })
    expect(mine.status).toBe(200)
    const names = new Set(mine.body.items.map((r: SettlementRecord) => r.merchantAccount))
    expect([...names].length).toBeLessThanOrEqual(1)
    expect(mine.body.items.every((r: SettlementRecord) => r.matched)).toBe(true)
    const all = await callApi(t.app, f.settlementRecords, { token: admin.token, params: { space }, query: { limit: 500 } })
    expect(all.body.items.length).toBeGreaterThan(mine.body.items.length)
    expect((await callApi(t.app, f.settlementUploads, { token: merchant.token, params: { space } })).status).toBe(403)
  })
})
