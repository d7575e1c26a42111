import { calls } from '@domain/calls'
import { fraudBlockBatchAnswerSchema, fraudBlockPreviewSchema, fraudBlockSchema, velocityStatisticsSchema } from '@domain/entities/fraud'
import { pageSchema } from '@domain/pagination'
import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { callApi, eventsOf, signIn, testAppForFile } from './helpers'

const fraud = calls.fraud
const t = testAppForFile({ transactions: 2000 })
let admin: string
let analyst: string
let support: string

beforeAll(async () => {
  ;[admin, analyst, support] = await Promise.all(['admin', 'analyst', 'support'].map(async (u) => (await signIn(t.app, u)).token)) as [string, string, string]
})

/** A card hash used in a merchant of the space (and, when given, of the group), from the tables. */
async function cardOf(where: { space: string; group?: string; notBlocked?: boolean }) {
  const rows = await sql<{ card_hash: string; card_bin: string; card_last4: string; merchant: string }>`
    select t.card_hash, t.card_bin, t.card_last4, m.name as merchant from "transaction" t
    join merchant m on m.id = t.merchant_id join space s on s.id = m.space_id join merchant_group g on g.id = m.group_id
    where t.card_hash is not null and s.name = ${where.space} and (${where.group ?? null}::text is null or g.name = ${where.group ?? null})
      and (${!where.notBlocked} or not exists (select 1 from fraud_block fb where fb.account_id = t.card_hash))
    order by t.id limit 1`.execute(t.services.db)
  return rows.rows[0]!
}

async function blockIdIn(space: string): Promise<number> {
  const row = await sql<{ id: number }>`
    select fb.id from fraud_block fb join space s on s.id = fb.space_id where s.name = ${space} order by fb.id limit 1`.execute(t.services.db)
  return Number(row.rows[0]!.id)
}

const future = (days: number) => new Date(t.clock.now().getTime() + days * 24 * 3600_000).toISOString()

describe('GET fraudblock', () => {
  it('admin: lists blocks of every space in keyset pages that neither skip nor repeat', async () => {
    const ids: number[] = []
    let cursor: string | undefined
    do {
      const answer = await callApi(t.app, fraud.list, { token: admin, query: { limit: 4, cursor } })
      expect(answer.status).toBe(200)
      const page = pageSchema(fraudBlockSchema).parse(answer.body)
      expect(page.items.length).toBeLessThanOrEqual(4)
      ids.push(...page.items.map((b) => b.id))
      cursor = page.nextCursor ?? undefined
    } while (cursor)
    const all = await t.services.db.selectFrom('fraud_block').select('id').orderBy('created_at', 'desc').orderBy('id', 'desc').execute()
    expect(ids).toEqual(all.map((b) => Number(b.id)))
    const spaces = await callApi(t.app, fraud.list, { token: admin, query: { limit: 500 } })
    expect(new Set(spaces.body.items.map((b: { space: string }) => b.space)).size).toBeGreaterThan(1)
  })

  it('analyst (space acme): sees only acme blocks', async () => {
    const answer = await callApi(t.app, fraud.list, { token: analyst, query: { limit: 500 } })
    expect(answer.status).toBe(200)
    expect(answer.body.items.length).toBeGreaterThan(0)
    expect(answer.body.items.every((b: { space: string }) => b.space === 'acme')).toBe(true)
  })

  it('support (group acme-retail): sees space-wide acme blocks and blocks of acme-retail merchants only', async () => {
    const retail = (await t.services.db.selectFrom('merchant as m').innerJoin('merchant_group as g', 'g.id', 'm.group_id').select('m.name').where('g.name', '=', 'acme-retail').execute()).map((m) => m.name)
    const answer = await callApi(t.app, fraud.list, { token: support, query: { limit: 500 } })
    expect(answer.status).toBe(200)
    for (const block of answer.body.items as { space: string; merchantAccount: string | null }[]) {
      expect(block.space).toBe('acme')
      if (block.merchantAccount !== null) expect(retail).toContain(block.merchantAccount)
    }
  })

  it('analyst: accountId (any case), field, cardBin, active and blank filters narrow the list', async () => {
    const card = await cardOf({ space: 'acme', notBlocked: true })
    const created = await callApi(t.app, fraud.create, { token: analyst, body: { accountId: card.card_hash, cardBin: card.card_bin, reason: 'Filter check' } })
    expect(created.status).toBe(200)
    const byAccount = await callApi(t.app, fraud.list, { token: analyst, query: { accountId: card.card_hash.toUpperCase() } })
    expect(byAccount.body.items.map((b: { id: number }) => b.id)).toEqual([created.body.id])
    const byBin = await callApi(t.app, fraud.list, { token: analyst, query: { cardBin: card.card_bin.slice(0, 4), field: 'CREDIT_CARD_NUMBER' } })
    expect(byBin.body.items.map((b: { id: number }) => b.id)).toContain(created.body.id)
    expect(byBin.body.items.every((b: { cardBin: string }) => b.cardBin.startsWith(card.card_bin.slice(0, 4)))).toBe(true)
    const emails = await callApi(t.app, fraud.list, { token: analyst, query: { field: 'EMAIL', limit: 500 } })
    expect(emails.body.items.every((b: { field: string }) => b.field === 'EMAIL')).toBe(true)
    const active = await callApi(t.app, fraud.list, { token: analyst, query: { active: 'true', limit: 500 } })
    expect(active.body.items.every((b: { active: boolean; status: string }) => b.active && b.status === 'ACTIVE')).toBe(true)
    const inactive = await callApi(t.app, fraud.list, { token: analyst, query: { active: 'false', limit: 500 } })
    expect(inactive.body.items.every((b: { active: boolean }) => !b.active)).toBe(true)
    const blank = await callApi(t.app, fraud.list, { token: analyst, query: { accountId: '', field: '', limit: 500 } })
    expect(blank.body.items.length).toBe(active.body.items.length + inactive.body.items.length)
  })

  it('analyst: a bad filter answers 400 with one error per field', async () => {
    const answer = await callApi(t.app, fraud.list, { token: analyst, query: { cardBin: 'abc', field: 'SHOE_SIZE', active: 'maybe' } })
    expect(answer.status).toBe(400)
    expect(answer.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['active', 'cardBin', 'field'])
  })
})

describe('GET fraudblock/{id}', () => {
  it('analyst: reads an acme block; a rio block answers 404', async () => {
    const own = await callApi(t.app, fraud.get, { token: analyst, params: { id: await blockIdIn('acme') } })
    expect(own.status).toBe(200)
    expect(fraudBlockSchema.parse(own.body).space).toBe('acme')
    const other = await callApi(t.app, fraud.get, { token: analyst, params: { id: await blockIdIn('rio') } })
    expect(other.status).toBe(404)
  })

  it('analyst: a non-numeric id answers 400', async () => {
    const answer = await callApi(t.app, fraud.get, { token: analyst, params: { id: 'abc' } })
    expect(answer.status).toBe(400)
    expect(answer.body.errors[0].field).toBe('id')
  })
})

describe('POST fraudblock', () => {
  it('analyst: blocks an acme card with a reason and expiry; audited CREATE with the block after', async () => {
    const card = await cardOf({ space: 'acme', notBlocked: true })
    const answer = await callApi(t.app, fraud.create, {
      token: analyst,
      body: { accountId: card.card_hash, cardBin: card.card_bin, cardLast4Digits: card.card_last4, reason: 'Card testing', expiresAt: future(10) },
    })
    expect(answer.status).toBe(200)
    const block = fraudBlockSchema.parse(answer.body)
    expect(block).toMatchObject({ field: 'CREDIT_CARD_NUMBER', accountId: card.card_hash, space: 'acme', merchantAccount: null, active: true, createdBy: 'analyst' })
    const [event] = await eventsOf(t.services, 'CREATE', 'analyst')
    expect(event).toMatchObject({ target_type: 'fraudBlock', target_id: String(block.id) })
    expect(event!.detail).toMatchObject({ auditAction: 'BLOCKED', after: { accountId: card.card_hash } })
    expect((event!.detail as { after: unknown }).after).toEqual(answer.body)

    const listed = await callApi(t.app, fraud.list, { token: analyst, query: { accountId: card.card_hash } })
    expect(listed.body.items.map((b: { id: number }) => b.id)).toContain(block.id)

    const again = await callApi(t.app, fraud.create, { token: analyst, body: { accountId: card.card_hash, reason: 'Twice' } })
    expect(again.status).toBe(409)
    expect(again.body.message).toContain(`#${block.id}`)
  })

  it('analyst: a merchant-only block names its merchant; a rio merchant answers 404', async () => {
    const card = await cardOf({ space: 'acme', group: 'acme-travel', notBlocked: true })
    const answer = await callApi(t.app, fraud.create, { token: analyst, body: { accountId: card.card_hash, merchantAccount: card.merchant, reason: 'Merchant request' } })
    expect(answer.status).toBe(200)
    expect(answer.body.merchantAccount).toBe(card.merchant)
    const rio = await callApi(t.app, fraud.create, { token: analyst, body: { accountId: card.card_hash, merchantAccount: 'rio-moda', reason: 'x' } })
    expect(rio.status).toBe(404)
    const rioSpace = await callApi(t.app, fraud.create, { token: analyst, body: { accountId: card.card_hash, space: 'rio', reason: 'x' } })
    expect(rioSpace.status).toBe(404)
  })

  it('analyst: no reason, a past expiry, a card number, a bad email and a bad IP answer 400 with field errors', async () => {
    const before = await t.services.db.selectFrom('fraud_block').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    const noReason = await callApi(t.app, fraud.create, { token: analyst, body: { accountId: 'c0ffee00-1111-2222-3333-444455556666', reason: ' ' } })
    expect(noReason.status).toBe(400)
    expect(noReason.body.errors).toMatchObject([{ field: 'reason', message: 'This field is required' }])
    const past = await callApi(t.app, fraud.create, {
      token: analyst,
      body: { accountId: 'c0ffee00-1111-2222-3333-444455556666', reason: 'x', expiresAt: '2020-01-01T00:00:00Z' },
    })
    expect(past.status).toBe(400)
    expect(past.body.errors[0].field).toBe('expiresAt')
    const pan = await callApi(t.app, fraud.create, { token: analyst, body: { accountId: '4111 1111 1111 1111', reason: 'x' } })
    expect(pan.status).toBe(400)
    expect(pan.body.errors[0]).toMatchObject({ field: 'accountId', message: 'Enter the card hash (token), never a card number' })
    const email = await callApi(t.app, fraud.create, { token: analyst, body: { field: 'EMAIL', accountId: 'not-an-email', reason: 'x' } })
    expect(email.body.errors[0].field).toBe('accountId')
    const ip = await callApi(t.app, fraud.create, { token: analyst, body: { field: 'IP_ADDRESS', accountId: '300.1.1.1', reason: 'x' } })
    expect(ip.body.errors[0].field).toBe('accountId')
    const after = await t.services.db.selectFrom('fraud_block').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    expect(Number(after.n)).toBe(Number(before.n))
  })

  it('admin: an EMAIL block in the rio space', async () => {
    const answer = await callApi(t.app, fraud.create, { token: admin, body: { field: 'EMAIL', accountId: 'Fraud.Ring@Mail.Example', space: 'rio', reason: 'Disposable' } })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ field: 'EMAIL', space: 'rio' })
    const hidden = await callApi(t.app, fraud.get, { token: analyst, params: { id: answer.body.id } })
    expect(hidden.status).toBe(404)
  })
})

describe('DELETE fraudblock/{id}', () => {
  it('analyst: deletes with a reason in the body; the block stays, DELETED, and the audit row keeps the reason', async () => {
    const card = await cardOf({ space: 'acme', group: 'acme-retail', notBlocked: true })
    const created = await callApi(t.app, fraud.create, { token: analyst, body: { accountId: card.card_hash, reason: 'Suspicious' } })
    const id = created.body.id as number
    const noReason = await callApi(t.app, fraud.remove, { token: analyst, params: { id }, body: {} })
    expect(noReason.status).toBe(400)
    expect(noReason.body.errors[0].field).toBe('reason')
    const removed = await callApi(t.app, fraud.remove, { token: analyst, params: { id }, body: { reason: 'Customer verified' } })
    expect(removed.status).toBe(200)
    const read = await callApi(t.app, fraud.get, { token: analyst, params: { id } })
    expect(read.body).toMatchObject({ status: 'DELETED', active: false, deletedBy: 'analyst', deletedReason: 'Customer verified' })
    const [event] = await eventsOf(t.services, 'DELETE', 'analyst')
    expect(event).toMatchObject({ target_type: 'fraudBlock', target_id: String(id) })
    const detail = event!.detail as { reason: string; before: { status: string }; after: { status: string } }
    expect(detail).toMatchObject({ auditAction: 'RELEASED', reason: 'Customer verified', before: { status: 'ACTIVE' }, after: { status: 'DELETED' } })
    const twice = await callApi(t.app, fraud.remove, { token: analyst, params: { id }, body: { reason: 'again' } })
    expect(twice.status).toBe(409)
    // Deleted, the value may be blocked again.
    const anew = await callApi(t.app, fraud.create, { token: analyst, body: { accountId: card.card_hash, reason: 'Back again' } })
    expect(anew.status).toBe(200)
  })

  it('analyst: a rio block answers 404 and stays active', async () => {
    const id = await blockIdIn('rio')
    const answer = await callApi(t.app, fraud.remove, { token: analyst, params: { id }, body: { reason: 'x' } })
    expect(answer.status).toBe(404)
    const row = await t.services.db.selectFrom('fraud_block').select('deleted_reason').where('id', '=', id).executeTakeFirstOrThrow()
    expect(row.deleted_reason).not.toBe('x')
  })
})

describe('POST fraudblock/batch', () => {
  it('analyst: mixed rows give SUCCESS, INVALID and ERROR per row, and only the good rows are written', async () => {
    const fresh = await sql<{ card_hash: string }>`
      select distinct t.card_hash from "transaction" t join merchant m on m.id = t.merchant_id join space s on s.id = m.space_id
      where s.name = 'acme' and t.card_hash is not null
        and not exists (select 1 from fraud_block fb where lower(fb.account_id) = lower(t.card_hash))
      order by t.card_hash limit 3`.execute(t.services.db)
    const [a, b, c] = fresh.rows.map((r) => r.card_hash) as [string, string, string]
    const existing = await callApi(t.app, fraud.create, { token: analyst, body: { accountId: c, reason: 'Already' } })
    expect(existing.status).toBe(200)
    const before = await t.services.db.selectFrom('fraud_block').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    const answer = await callApi(t.app, fraud.createBatch, {
      token: analyst,
      body: {
        reason: 'Ring of cards',
        blocks: [
          a,
          { accountId: b, reason: 'Own reason' },
          '4111111111111111',
          { field: 'EMAIL', accountId: 'nope' },
          c,
          a,
          { accountId: 'c0ffee00-aaaa-bbbb-cccc-ddddeeeeffff', merchantAccount: 'rio-moda' },
        ],
      },
    })
    expect(answer.status).toBe(200)
    const batch = fraudBlockBatchAnswerSchema.parse(answer.body)
    expect(batch.results.map((r) => r.result)).toEqual(['SUCCESS', 'SUCCESS', 'INVALID', 'INVALID', 'ERROR', 'ERROR', 'ERROR'])
    expect(batch.results[2]!.errors).toMatchObject([{ field: 'accountId', message: 'Enter the card hash (token), never a card number' }])
    expect(batch.results[4]!.message).toContain('already exists')
    expect(batch.results[5]!.message).toBe('The same value as row 1')
    expect(batch.results[6]!.message).toBe('Merchant not found')
    expect(batch).toMatchObject({ created: 2, failed: 5 })
    const after = await t.services.db.selectFrom('fraud_block').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    expect(Number(after.n)).toBe(Number(before.n) + 2)
    const written = await t.services.db.selectFrom('fraud_block').select(['id', 'account_id', 'reason']).where('id', 'in', [batch.results[0]!.id!, batch.results[1]!.id!]).orderBy('id').execute()
    expect(written.map((w) => [w.account_id, w.reason])).toEqual([[a, 'Ring of cards'], [b, 'Own reason']])
    const none = await t.services.db.selectFrom('fraud_block').select('id').where('account_id', 'in', ['4111111111111111', 'nope', 'c0ffee00-aaaa-bbbb-cccc-ddddeeeeffff']).execute()
    expect(none).toEqual([])
    const audited = await t.services.db.selectFrom('user_event').select('target_id').where('type', '=', 'CREATE').where('target_type', '=', 'fraudBlock')
      .where('target_id', 'in', batch.results.slice(0, 2).map((r) => String(r.id))).execute()
    expect(audited).toHaveLength(2)
  })

  it('analyst: when the database refuses one row of the batch, no row of it is written and each says ERROR', async () => {
    // A trigger stands in for a failure only the database sees (a lost connection, a constraint).
    await sql`create function refuse_block() returns trigger language plpgsql as $$
      begin if new.account_id = 'ffffffff-0000-4000-8000-000000000000' then raise exception 'refused'; end if; return new; end $$`.execute(t.services.db)
    await sql`create trigger refuse_block before insert on fraud_block for each row execute function refuse_block()`.execute(t.services.db)
    try {
      const before = await t.services.db.selectFrom('fraud_block').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
      const events = await t.services.db.selectFrom('user_event').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
      const answer = await callApi(t.app, fraud.createBatch, {
        token: analyst,
        body: { reason: 'Ring', blocks: ['eeeeeeee-0000-4000-8000-000000000000', 'ffffffff-0000-4000-8000-000000000000', '4111111111111111'] },
      })
      expect(answer.status).toBe(200)
      expect(answer.body.results.map((r: { result: string }) => r.result)).toEqual(['ERROR', 'ERROR', 'INVALID'])
      expect(answer.body.results[0]).toMatchObject({ id: null, message: 'Not saved: the batch could not be written, so no row of it was' })
      expect(answer.body).toMatchObject({ created: 0, failed: 3 })
      const after = await t.services.db.selectFrom('fraud_block').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
      expect(after.n).toEqual(before.n)
      const eventsAfter = await t.services.db.selectFrom('user_event').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
      expect(eventsAfter.n).toEqual(events.n)
    } finally {
      await sql`drop trigger refuse_block on fraud_block`.execute(t.services.db)
      await sql`drop function refuse_block()`.execute(t.services.db)
    }
  })

  it('analyst: a batch of only bad rows writes nothing', async () => {
    const before = await t.services.db.selectFrom('fraud_block').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    const answer = await callApi(t.app, fraud.createBatch, { token: analyst, body: { blocks: ['4111111111111111', { accountId: 'abcd1234efgh5678' }] } })
    expect(answer.status).toBe(200)
    expect(answer.body.results.map((r: { result: string }) => r.result)).toEqual(['INVALID', 'INVALID'])
    expect(answer.body.results[1].errors[0].field).toBe('reason')
    const after = await t.services.db.selectFrom('fraud_block').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    expect(after.n).toEqual(before.n)
  })

  it('analyst: an empty batch answers 400 on blocks', async () => {
    const answer = await callApi(t.app, fraud.createBatch, { token: analyst, body: { blocks: [] } })
    expect(answer.status).toBe(400)
    expect(answer.body.errors[0].field).toBe('blocks')
  })
})

describe('POST fraudblock/preview', () => {
  it('analyst: counts the transactions and customers of the last 30 days the block would match, within acme', async () => {
    const hot = await sql<{ card_hash: string }>`
      select t.card_hash from "transaction" t join merchant m on m.id = t.merchant_id join space s on s.id = m.space_id
      where s.name = 'acme' and t.card_hash is not null and t.created_at > ${new Date(t.clock.now().getTime() - 20 * 86400_000).toISOString()}::timestamptz
      group by t.card_hash order by count(*) desc limit 1`.execute(t.services.db)
    const card = hot.rows[0]!.card_hash
    const answer = await callApi(t.app, fraud.preview, { token: analyst, body: { accountId: card } })
    expect(answer.status).toBe(200)
    const preview = fraudBlockPreviewSchema.parse(answer.body)
    const expected = await sql<{ n: number; c: number }>`
      select count(*)::int as n, count(distinct (t.merchant_id, t.customer_external_id))::int as c from "transaction" t
      join merchant m on m.id = t.merchant_id join space s on s.id = m.space_id
      where s.name = 'acme' and t.card_hash = ${card} and t.created_at >= ${preview.from}::timestamptz and t.created_at <= ${preview.to}::timestamptz`.execute(t.services.db)
    expect(preview.transactions).toBeGreaterThan(0)
    expect(preview).toMatchObject({ days: 30, matchable: true, transactions: expected.rows[0]!.n, customers: expected.rows[0]!.c })
  })

  it('analyst: a device id cannot be matched; a rio merchant answers 404; a card number answers 400', async () => {
    const device = await callApi(t.app, fraud.preview, { token: analyst, body: { field: 'DEVICE_ID', accountId: 'device-1' } })
    expect(device.body).toMatchObject({ matchable: false, transactions: 0 })
    const rio = await callApi(t.app, fraud.preview, { token: analyst, body: { accountId: 'c0ffee00-1111-2222-3333-444455556666', merchantAccount: 'rio-moda' } })
    expect(rio.status).toBe(404)
    const pan = await callApi(t.app, fraud.preview, { token: analyst, body: { accountId: '5500000000000004' } })
    expect(pan.status).toBe(400)
  })
})

describe('GET velocitystatistics', () => {
  it('analyst: figures for a card hash over 720 hours equal the acme transactions, with a daily series', async () => {
    const hot = await sql<{ card_hash: string }>`
      select t.card_hash from "transaction" t join merchant m on m.id = t.merchant_id join space s on s.id = m.space_id
      where s.name = 'acme' and t.card_hash is not null group by t.card_hash order by count(*) desc limit 1`.execute(t.services.db)
    const card = hot.rows[0]!.card_hash
    const answer = await callApi(t.app, fraud.velocityStatistics, {
      token: analyst,
      query: { accountId: card, accountName: '', customerId: '', customerName: '', email: '', ipAddress: '', merchantAccountName: '', lookback: 720 },
    })
    expect(answer.status).toBe(200)
    const stats = velocityStatisticsSchema.parse(answer.body)
    expect(stats).toMatchObject({ lookbackHours: 720, bucketMinutes: 1440 })
    expect(stats.figures).toHaveLength(1)
    const figure = stats.figures[0]!
    const expected = await sql<{ n: number; approved: number; declined: number; customers: number }>`
      select count(*)::int as n, count(*) filter (where t.result = 'APPROVED')::int as approved,
        count(*) filter (where t.result = 'DECLINED')::int as declined, count(distinct t.customer_external_id)::int as customers
      from "transaction" t join merchant m on m.id = t.merchant_id join space s on s.id = m.space_id
      where s.name = 'acme' and t.card_hash = ${card} and t.created_at >= ${stats.from}::timestamptz and t.created_at <= ${stats.to}::timestamptz`.execute(t.services.db)
    const e = expected.rows[0]!
    expect(figure).toMatchObject({ identifier: 'accountId', field: 'CREDIT_CARD_NUMBER', transactionCount: e.n, approvedCount: e.approved, declinedCount: e.declined, distinctCustomers: e.customers, distinctCards: e.n > 0 ? 1 : 0 })
    expect(figure.series.reduce((s, p) => s + p.count, 0)).toBe(e.n)
    expect(figure.series.length).toBeGreaterThanOrEqual(30)
    expect(figure.merchants.every((m) => m.startsWith('acme-'))).toBe(true)
  })

  it('analyst: an email and an IP together give one figure each, hourly over 24 hours', async () => {
    const tx = await sql<{ email: string; ip_address: string }>`
      select t.email, t.ip_address from "transaction" t join merchant m on m.id = t.merchant_id join space s on s.id = m.space_id
      where s.name = 'acme' order by t.created_at desc limit 1`.execute(t.services.db)
    const answer = await callApi(t.app, fraud.velocityStatistics, { token: analyst, query: { email: tx.rows[0]!.email.toUpperCase(), ipAddress: tx.rows[0]!.ip_address, lookback: 24 } })
    expect(answer.status).toBe(200)
    expect(answer.body.bucketMinutes).toBe(60)
    expect(answer.body.figures.map((f: { identifier: string }) => f.identifier)).toEqual(['email', 'ipAddress'])
    expect(answer.body.figures[0].transactionCount).toBeGreaterThan(0)
  })

  it('analyst: no identifier (empty strings only) answers 400; a bad lookback answers 400; a rio merchant 404', async () => {
    const none = await callApi(t.app, fraud.velocityStatistics, { token: analyst, query: { accountId: '', email: '', merchantAccountName: 'acme-books' } })
    expect(none.status).toBe(400)
    expect(none.body.errors[0].field).toBe('accountId')
    const lookback = await callApi(t.app, fraud.velocityStatistics, { token: analyst, query: { email: 'a@b.example', lookback: 5 } })
    expect(lookback.status).toBe(400)
    expect(lookback.body.errors[0].field).toBe('lookback')
    const rio = await callApi(t.app, fraud.velocityStatistics, { token: analyst, query: { email: 'a@b.example', merchantAccountName: 'rio-moda' } })
    expect(rio.status).toBe(404)
  })

  it('support: a card used in rio only counts nothing for a user of acme-retail', async () => {
    const card = await cardOf({ space: 'rio' })
    const answer = await callApi(t.app, fraud.velocityStatistics, { token: support, query: { accountId: card.card_hash, lookback: 720 } })
    expect(answer.status).toBe(200)
    expect(answer.body.figures[0]).toMatchObject({ transactionCount: 0, merchants: [] })
  })
})

describe('GET export/{list} of the fraud blocks', () => {
  it('analyst: exports the acme fraud blocks as JSON, every row the list shows, with its filters', async () => {
    const listed = await callApi(t.app, fraud.list, { token: analyst, query: { limit: 500, field: 'CREDIT_CARD_NUMBER' } })
    const exported = await callApi(t.app, calls.export.list, { token: analyst, params: { list: 'fraudblock' }, query: { format: 'json', field: 'CREDIT_CARD_NUMBER' } })
    expect(exported.status).toBe(200)
    const rows = JSON.parse(exported.raw.body) as { id: number; space: string }[]
    expect(rows.map((r) => r.id)).toEqual(listed.body.items.map((b: { id: number }) => b.id))
    expect(rows.every((r) => r.space === 'acme')).toBe(true)
  })
})
