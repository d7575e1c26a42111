import { calls } from '@domain/calls'
import { type CustomReportDefinition, type CustomReportResult, type SpaceDailyReport, spaceDailyReportSchema } from '@domain/entities/report'
import { queueDailyReports } from '@server/jobs/daily-reports'
import { transactionReportColumns } from '@server/daily-report'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { callApi, eventsOf, fullFirstPage, newUsersForFile, request, signedInForFile, testAppForFile } from './helpers'

const r = calls.report
const t = testAppForFile({ transactions: 3000 })
const { admin, analyst, support, merchant } = signedInForFile(t, ['admin', 'analyst', 'support', 'merchant'])
const { rioAdmin } = newUsersForFile(t, { rioAdmin: { username: 'report-rio-admin', space: 'rio', scope: 'SPACE', role: 'ADMIN' } })

/** A seeded report of a space by its date and name. */
async function seededReport(space: string, name: string, daysBack: number) {
  const row = await t.services.db
    .selectFrom('space_daily_report as d')
    .innerJoin('space as s', 's.id', 'd.space_id')
    .select(['d.id', sql<string>`to_char(d.report_date, 'YYYY-MM-DD')`.as('report_date')])
    .where('s.name', '=', space)
    .where('d.name', '=', name)
    .where('d.state', '=', 'COMPLETED')
    .orderBy('d.report_date', 'desc')
    .offset(daysBack)
    .executeTakeFirstOrThrow()
  return { reportId: Number(row.id), reportDate: row.report_date }
}

/** CSV text to rows of fields (the report's fields hold no quotes or commas but the quoted ones). */
function csvRows(text: string): string[][] {
  return text
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.slice(0, -1).map((f) => f.replace(/,$/, '').replace(/^"|"$/g, '').replaceAll('""', '"')))
}

describe('GET spacedailyreport', () => {
  it('lists reports newest first in keyset pages, each user the spaces in its scope, with filters', async () => {
    const first = await fullFirstPage(t, r.list, spaceDailyReportSchema, admin.token, 5)
    const dates = first.items.map((item) => item.reportDate)
    expect(dates).toEqual([...dates].sort().reverse())
    const next = await callApi(t.app, r.list, { token: admin.token, query: { limit: 5, cursor: first.nextCursor! } })
    const ids = new Set([...first.items, ...next.body.items].map((item: SpaceDailyReport) => item.reportId))
    expect(ids.size).toBe(10)

    const acme = await callApi(t.app, r.list, { token: analyst.token, query: { limit: 200 } })
    expect(acme.status).toBe(200)
    expect(acme.body.items.length).toBeGreaterThan(30)
    expect(new Set(acme.body.items.map((item: SpaceDailyReport) => item.space))).toEqual(new Set(['acme']))
    // Another space's name as a filter finds nothing for a user of acme.
    expect((await callApi(t.app, r.list, { token: analyst.token, query: { space: 'rio' } })).body.items).toEqual([])
    // A space's report holds every merchant of the space: a merchant user sees none of them.
    expect((await callApi(t.app, r.list, { token: merchant.token })).body.items).toEqual([])

    const filtered = await callApi(t.app, r.list, {
      token: admin.token,
      query: { space: 'rio', state: 'COMPLETED', fromDate: '2026-10-20', toDate: '2026-10-22', limit: 50 },
    })
    expect(filtered.body.items).toHaveLength(6)
    for (const item of filtered.body.items as SpaceDailyReport[]) {
      expect(item).toMatchObject({ space: 'rio', state: 'COMPLETED', format: 'CSV' })
      expect(item.reportDate >= '2026-10-20' && item.reportDate <= '2026-10-22').toBe(true)
    }
    const processing = await callApi(t.app, r.list, { token: admin.token, query: { state: 'PROCESSING' } })
    expect(processing.body.items.length).toBeGreaterThanOrEqual(3)
  })

  it('refuses bad filters as field errors; 401 without a token; 403 without report.read', async () => {
    const bad = await callApi(t.app, r.list, { token: admin.token, query: { state: 'DONE', fromDate: '2026-13-40' } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['fromDate', 'state'])
    expect((await callApi(t.app, r.list, { token: admin.token, query: { sort: 'name' } })).body.errors[0].field).toBe('sort')
    expect((await callApi(t.app, r.list, {})).status).toBe(401)
    expect((await callApi(t.app, r.list, { token: support.token })).status).toBe(403)
  })
})

describe('GET spacedailyreport/{space}/{reportId}', () => {
  it('reads a report of a space in scope; another space, or a wrong space in the path, is 404', async () => {
    const { reportId, reportDate } = await seededReport('acme', 'transactions', 1)
    const one = await callApi(t.app, r.get, { token: analyst.token, params: { space: 'acme', reportId } })
    expect(one.status).toBe(200)
    expect(one.body).toMatchObject({ reportId, space: 'acme', reportDate, name: 'transactions', state: 'COMPLETED', format: 'CSV' })
    const rio = await seededReport('rio', 'transactions', 1)
    expect((await callApi(t.app, r.get, { token: analyst.token, params: { space: 'rio', reportId: rio.reportId } })).status).toBe(404)
    expect((await callApi(t.app, r.get, { token: admin.token, params: { space: 'acme', reportId: rio.reportId } })).status).toBe(404)
    expect((await callApi(t.app, r.get, { token: merchant.token, params: { space: 'acme', reportId } })).status).toBe(404)
    expect((await callApi(t.app, r.get, { token: rioAdmin.token, params: { space: 'acme', reportId } })).status).toBe(404)
    const bad = await callApi(t.app, r.get, { token: analyst.token, params: { space: 'acme', reportId: 'x' } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].field).toBe('reportId')
    expect((await callApi(t.app, r.get, { params: { space: 'acme', reportId } })).status).toBe(401)
    expect((await callApi(t.app, r.get, { token: support.token, params: { space: 'acme', reportId } })).status).toBe(403)
  })
})

describe('the daily report job', () => {
  it('queues yesterday’s reports once per space, day and name, and writes a CSV whose rows match the transactions', async () => {
    const { db } = t.services
    const yesterday = new Date(t.clock.now().getTime() - 86_400_000).toISOString().slice(0, 10)
    // The seed already holds yesterday's reports; without acme's transactions report it is due again.
    await sql`delete from space_daily_report where report_date = ${yesterday}::date and name = 'transactions'
      and space_id = (select id from space where name = 'acme')`.execute(db)
    expect(await queueDailyReports(t.services)).toBe(1)
    expect(await queueDailyReports(t.services)).toBe(0)
    await t.services.jobs.drain()

    const report = await db
      .selectFrom('space_daily_report')
      .selectAll()
      .where('report_date', '=', yesterday)
      .where('name', '=', 'transactions')
      .where('space_id', '=', (eb) => eb.selectFrom('space').select('id').where('name', '=', 'acme'))
      .executeTakeFirstOrThrow()
    expect(report.state).toBe('COMPLETED')
    const job = await db.selectFrom('job').selectAll().where('kind', '=', 'DAILY_REPORT').orderBy('id', 'desc').executeTakeFirstOrThrow()
    expect(job).toMatchObject({ state: 'COMPLETED', progress: 100 })
    expect(job.result).toMatchObject({ reportId: Number(report.id), rowCount: report.row_count })

    const download = await callApi(t.app, r.download, { token: analyst.token, params: { space: 'acme', reportId: Number(report.id) } })
    expect(download.status).toBe(200)
    expect(Number(report.file_size)).toBe(Buffer.byteLength(download.body))
    const [header, ...rows] = csvRows(download.body)
    expect(header).toEqual([...transactionReportColumns])
    const { rows: expected } = await sql<{ external_id: string; merchant: string; amount: string; currency: string; status: string; created: string }>`
      select t.external_id, m.name as merchant, t.amount::text, t.currency, t.status,
        to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"+00:00"') as created
      from "transaction" t join merchant m on m.id = t.merchant_id join space s on s.id = m.space_id
      where s.name = 'acme' and (t.created_at at time zone 'UTC')::date = ${yesterday}::date
      order by t.created_at, t.id`.execute(db)
    expect(expected.length).toBeGreaterThan(0)
    expect(report.row_count).toBe(expected.length)
    const col = (name: (typeof transactionReportColumns)[number]) => transactionReportColumns.indexOf(name)
    expect(rows.map((row) => [row[col('transactionId')], row[col('merchant')], row[col('status')], row[col('currency')], row[col('created')]])).toEqual(
      expected.map((e) => [e.external_id, e.merchant, e.status, e.currency, e.created]),
    )
    // Amounts in major units beside their currency, exactly.
    const first = expected[0]!
    const digits = first.currency === 'JPY' ? 0 : 2
    expect(Math.round(Number(rows[0]![col('amount')]) * 10 ** digits)).toBe(Number(first.amount))
  })

  it('takes over the seeded PROCESSING job of today and completes its report', async () => {
    await t.services.jobs.drain()
    const today = await t.services.db
      .selectFrom('space_daily_report as d')
      .innerJoin('space as s', 's.id', 'd.space_id')
      .select(['d.state', 'd.row_count', 'd.file_key'])
      .where('s.name', '=', 'acme')
      .orderBy('d.report_date', 'desc')
      .orderBy('d.id', 'desc')
      .executeTakeFirstOrThrow()
    expect(today.state).toBe('COMPLETED')
    expect(today.file_key).toMatch(/^reports\/acme\/\d{4}-\d{2}-\d{2}-transactions\.csv$/)
  })
})

describe('presignurl and download', () => {
  it('downloads a report as a CSV attachment, writing a seeded report’s file on first use, and audits it', async () => {
    const { reportId, reportDate } = await seededReport('acme', 'settlement', 2)
    const res = await callApi(t.app, r.download, { token: analyst.token, params: { space: 'acme', reportId } })
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toContain('text/csv')
    expect(res.headers['content-disposition']).toBe(`attachment; filename="acme-${reportDate}-settlement.csv"`)
    expect(res.body.split('\r\n')[0]).toBe('transactionId,merchant,gateway,gatewayReference,settlementDate,amount,fee,netAmount,currency,result,message,recorded')
    const [event] = await eventsOf(t.services, 'DOWNLOAD', 'analyst')
    expect(event).toMatchObject({ target_type: 'spaceDailyReport', target_id: `acme/${reportId}` })
    expect(event!.detail).toMatchObject({ via: 'download', reportDate, name: 'settlement' })

    const { rows: processing } = await sql<{ id: number }>`insert into space_daily_report (space_id, report_date, name, state)
      select id, '2026-01-01', 'transactions', 'PROCESSING' from space where name = 'acme' returning id`.execute(t.services.db)
    const notReady = await callApi(t.app, r.download, { token: admin.token, params: { space: 'acme', reportId: Number(processing[0]!.id) } })
    expect(notReady.status).toBe(409)
    expect((await callApi(t.app, r.download, { token: merchant.token, params: { space: 'acme', reportId } })).status).toBe(404)
    expect((await callApi(t.app, r.download, { params: { space: 'acme', reportId } })).status).toBe(401)
    expect((await callApi(t.app, r.download, { token: support.token, params: { space: 'acme', reportId } })).status).toBe(403)
  })

  it('answers a signed link valid for 5 minutes to the file, audited as a download; it expires', async () => {
    const { reportId } = await seededReport('acme', 'transactions', 3)
    const signed = await callApi(t.app, r.presignUrl, { token: analyst.token, params: { space: 'acme', reportId } })
    expect(signed.status).toBe(200)
    const expiresIn = Date.parse(signed.body.expiresAt) - t.clock.now().getTime()
    expect(expiresIn).toBeGreaterThan(250_000)
    expect(expiresIn).toBeLessThanOrEqual(300_000)
    const [event] = await eventsOf(t.services, 'DOWNLOAD', 'analyst')
    expect(event).toMatchObject({ target_id: `acme/${reportId}` })
    expect(event!.detail).toMatchObject({ via: 'presignurl' })

    // The link needs no token: the browser opens it.
    const file = await request(t.app, 'GET', signed.body.url)
    expect(file.status).toBe(200)
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename=".+-transactions\.csv"$/)
    expect(file.body.split('\r\n')[0]).toBe(transactionReportColumns.join(','))
    // Another first character, whatever the signature's own is.
    const tampered = signed.body.url.replace(/signature=(.)/, (_: string, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`)
    expect((await request(t.app, 'GET', tampered)).status).toBe(404)

    expect((await callApi(t.app, r.presignUrl, { token: rioAdmin.token, params: { space: 'acme', reportId } })).status).toBe(404)
    expect((await callApi(t.app, r.presignUrl, { params: { space: 'acme', reportId } })).status).toBe(401)
    expect((await callApi(t.app, r.presignUrl, { token: support.token, params: { space: 'acme', reportId } })).status).toBe(403)
    expect((await callApi(t.app, r.presignUrl, { token: analyst.token, params: { space: 'acme', reportId: 0 } })).body.errors[0].field).toBe('reportId')

    t.clock.advanceMinutes(6)
    expect((await request(t.app, 'GET', signed.body.url)).status).toBe(404)
  })
})

describe('POST customreport/{space}/run', () => {
  const definition: CustomReportDefinition = {
    measures: ['count', 'volume', 'approvalRate', 'chargebacks'],
    dimensions: ['merchant', 'currency'],
    filters: {},
    period: { lastDays: 60 },
  }

  /** The same figures straight from the transactions and their chargeback activities. */
  async function direct(from: string, to: string, merchantName?: string) {
    const { rows } = await sql<{ merchant: string; currency: string; count: string; amount: string; approved: string; chargebacks: string }>`
      select m.name as merchant, t.currency, count(*)::text as count, sum(t.amount)::text as amount,
        (count(*) filter (where t.result = 'APPROVED'))::text as approved,
        sum((select count(*) from transaction_activity a where a.transaction_id = t.id and a.type = 'CHARGEBACK'))::text as chargebacks
      from "transaction" t join merchant m on m.id = t.merchant_id join space s on s.id = m.space_id
      where s.name = 'acme' and (t.created_at at time zone 'UTC')::date between ${from}::date and ${to}::date
        and (${merchantName ?? null}::text is null or m.name = ${merchantName ?? null})
      group by m.name, t.currency order by m.name, t.currency`.execute(t.services.db)
    return rows.map((row) => ({
      merchant: row.merchant,
      currency: row.currency,
      count: Number(row.count),
      volume: [{ currency: row.currency, amount: Number(row.amount) }],
      approvalRate: Math.round((Number(row.approved) / Number(row.count)) * 10_000) / 10_000,
      chargebacks: Number(row.chargebacks),
    }))
  }

  it('answers the figures of a direct query over the transactions, kept by the triggers as transactions change', async () => {
    const run = async () => {
      const res = await callApi(t.app, r.runCustom, { token: analyst.token, params: { space: 'acme' }, body: definition })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return res.body as CustomReportResult
    }
    const before = await run()
    expect(before.truncated).toBe(false)
    expect(before.rows.length).toBeGreaterThan(1)
    expect(before.rows).toEqual(await direct(before.from, before.to))
    expect(before.rows.some((row) => (row.chargebacks ?? 0) > 0)).toBe(true)

    // A status change, a chargeback and a new transaction: the rollup follows each.
    const { db } = t.services
    const [charged] = (
      await sql<{ id: number }>`select t.id from "transaction" t join merchant m on m.id = t.merchant_id join space s on s.id = m.space_id
        where s.name = 'acme' and t.status = 'CHARGED'
          and t.created_at >= ${t.clock.now().toISOString()}::timestamptz - interval '20 days' order by t.id limit 1`.execute(db)
    ).rows
    await sql`insert into transaction_activity (transaction_id, merchant_id, type, status, result, amount, currency, source, created_at)
      select id, merchant_id, 'CHARGEBACK', 'CHARGED_BACK', 'APPROVED', amount, currency, 'GATEWAY', now() from "transaction" where id = ${charged!.id}`.execute(db)
    await sql`update "transaction" set status = 'CHARGED_BACK' where id = ${charged!.id}`.execute(db)
    await sql`insert into "transaction" (merchant_id, external_id, status, type, result, amount, currency, payment_type, payment_method, gateway, card_country, created_at, updated_at)
      select merchant_id, 'tx_report_new', 'CHARGED', 'CHARGE', 'APPROVED', 12345, currency, payment_type, payment_method, gateway, card_country, created_at, created_at
      from "transaction" where id = ${charged!.id}`.execute(db)
    const after = await run()
    expect(after.rows).toEqual(await direct(after.from, after.to))
    expect(after.rows).not.toEqual(before.rows)
  })

  it('splits by day and status within a date range and filters; a merchant user sees only its merchant', async () => {
    const res = await callApi(t.app, r.runCustom, {
      token: admin.token,
      params: { space: 'acme' },
      body: { measures: ['count'], dimensions: ['day', 'status'], filters: { status: ['CHARGED', 'DECLINED'] }, period: { from: '2026-10-01', to: '2026-10-07' } },
    })
    expect(res.status).toBe(200)
    const rows = (res.body as CustomReportResult).rows
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      expect(['CHARGED', 'DECLINED']).toContain(row.status)
      expect(row.day! >= '2026-10-01' && row.day! <= '2026-10-07').toBe(true)
      expect(row.volume).toBeUndefined()
    }
    const { rows: counted } = await sql<{ n: string }>`select count(*)::text as n from "transaction" t join merchant m on m.id = t.merchant_id join space s on s.id = m.space_id
      where s.name = 'acme' and t.status in ('CHARGED', 'DECLINED') and (t.created_at at time zone 'UTC')::date between '2026-10-01' and '2026-10-07'`.execute(t.services.db)
    expect(rows.reduce((sum, row) => sum + row.count!, 0)).toBe(Number(counted[0]!.n))

    const own = await callApi(t.app, r.runCustom, { token: merchant.token, params: { space: 'acme' }, body: definition })
    expect(own.status).toBe(200)
    const body = own.body as CustomReportResult
    expect(new Set(body.rows.map((row) => row.merchant))).toEqual(new Set(['acme-books']))
    expect(body.rows).toEqual(await direct(body.from, body.to, 'acme-books'))
  })

  it('refuses a bad definition field by field; 401; 403 without report.read; another space is 404', async () => {
    const bad = await callApi(t.app, r.runCustom, {
      token: admin.token,
      params: { space: 'acme' },
      body: { measures: [], dimensions: ['day', 'day'], filters: { currency: ['euro'] }, period: { from: '2026-10-01' } },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['dimensions', 'filters.currency.0', 'measures', 'period.to'])
    const range = await callApi(t.app, r.runCustom, { token: admin.token, params: { space: 'acme' }, body: { ...definition, period: { from: '2026-10-09', to: '2026-10-01' } } })
    expect(range.body.errors).toMatchObject([{ field: 'period.to', message: 'The end is before the start' }])
    expect((await callApi(t.app, r.runCustom, { params: { space: 'acme' }, body: definition })).status).toBe(401)
    expect((await callApi(t.app, r.runCustom, { token: support.token, params: { space: 'acme' }, body: definition })).status).toBe(403)
    expect((await callApi(t.app, r.runCustom, { token: analyst.token, params: { space: 'rio' }, body: definition })).status).toBe(404)
    expect((await callApi(t.app, r.runCustom, { token: analyst.token, params: { space: 'nowhere' }, body: definition })).status).toBe(404)
  })

  it('keeps a definition on a report config of the space', async () => {
    const s = calls.mspace
    const created = await callApi(t.app, s.createQuicksightReport, {
      token: admin.token,
      params: { space: 'acme' },
      body: { name: 'Approval by gateway', dashboardId: 'approval-1', region: 'eu-west-1', definition: { ...definition, dimensions: ['gateway'] } },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body.definition).toEqual({ ...definition, dimensions: ['gateway'] })
    const id = created.body.id
    const cleared = await callApi(t.app, s.updateQuicksightReport, { token: admin.token, params: { space: 'acme', id }, body: { definition: null } })
    expect(cleared.status).toBe(200)
    expect(cleared.body.definition).toBeNull()
    const bad = await callApi(t.app, s.updateQuicksightReport, { token: admin.token, params: { space: 'acme', id }, body: { definition: { ...definition, measures: ['profit'] } } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].field).toBe('definition.measures.0')
  })
})
