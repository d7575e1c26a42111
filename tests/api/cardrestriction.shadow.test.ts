import { calls } from '@domain/calls'
import { type CardRestrictionRuleHit, cardRestrictionRuleHitSchema, SIMULATION_DAYS } from '@domain/entities/cardrestriction'
import { pageSchema } from '@domain/pagination'
import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { callApi, createTestUser, merchantIdsOf, scopedAdminsForFile, shadowRuleOf, signIn, testAppForFile } from './helpers'

const r = calls.cardrestriction
const t = testAppForFile({ transactions: 1000 })
let admin: string
/** ADMIN role in acme at SPACE, GROUP acme-retail and MERCHANT acme-books scope. */
const acme = scopedAdminsForFile(t, 'shadow')
/** ADMIN role, SPACE scope rio. */
let rio: string
/** An acme user without roles: no cardData.read. */
let noRoles: string

const books = { space: 'acme', name: 'shadow-books' }
const wide = { space: 'acme', name: 'shadow-wide' }
/** The rules of shadow-books, one per status, all on French cards. */
const rules: Record<'SHADOW' | 'ACTIVE' | 'INACTIVE', number> = { SHADOW: 0, ACTIVE: 0, INACTIVE: 0 }
let wideRule = 0
let written = 0

beforeAll(async () => {
  admin = (await signIn(t.app, 'admin')).token
  await createTestUser(t.services, { username: 'shadow-rio', space: 'rio', scope: 'SPACE', role: 'ADMIN' })
  rio = (await signIn(t.app, 'shadow-rio')).token
  await createTestUser(t.services, { username: 'shadow-noroles', space: 'acme' })
  noRoles = (await signIn(t.app, 'shadow-noroles')).token
  for (const [at, merchantAccounts] of [
    [books, ['acme-books']],
    [wide, []],
  ] as const) {
    const res = await callApi(t.app, r.create, { token: acme.space, body: { ...at, merchantAccounts } })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
  }
  for (const status of ['SHADOW', 'ACTIVE', 'INACTIVE'] as const) {
    const res = await callApi(t.app, r.createRule, { token: acme.space, params: books, body: { scope: 'COUNTRY', operator: 'IN', values: ['FR'], action: 'DECLINE', status } })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    rules[status] = res.body.ruleId
  }
  const res = await callApi(t.app, r.createRule, { token: acme.space, params: wide, body: { scope: 'SCHEMA', operator: 'UNKNOWN', action: 'ALLOW', status: 'SHADOW' } })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  wideRule = res.body.ruleId
})

/**
 * New transactions of a merchant, written straight into the table as any writer would: copies of
 * its newest one with the given card and result, in one statement. Their ids, in order.
 */
async function writeTransactions(merchant: string, cards: { country: string | null; scheme: string | null; result: string; status: string }[]): Promise<number[]> {
  const { db } = t.services
  const [merchantId] = await merchantIdsOf(t, { merchant })
  const source = await db.selectFrom('transaction').select('id').where('merchant_id', '=', merchantId!).orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow()
  const columns = await sql<{ name: string }>`
    select column_name as name from information_schema.columns
    where table_schema = current_schema() and table_name = 'transaction' and is_identity = 'NO'
    order by ordinal_position`.execute(db)
  const names = columns.rows.map((c) => c.name)
  const given = new Set(['external_id', 'card_country', 'card_scheme', 'result', 'status'])
  const values = cards.map(
    (card, i) => sql`(${`tx_shadow_${written + i}`}::text, ${card.country}::text, ${card.scheme}::text, ${card.result}::text, ${card.status}::text, ${i}::int)`,
  )
  written += cards.length
  const column = (name: string) => (given.has(name) ? sql.ref(`v.${name}`) : name === 'created_at' ? sql`${t.clock.now().toISOString()}::timestamptz` : sql.ref(`s.${name}`))
  const inserted = await sql<{ id: number }>`
    insert into "transaction" (${sql.join(names.map((name) => sql.ref(name)))})
    select ${sql.join(names.map(column))}
    from "transaction" s cross join (values ${sql.join(values)}) v(external_id, card_country, card_scheme, result, status, n)
    where s.id = ${source.id}
    order by v.n
    returning id`.execute(db)
  return inserted.rows.map((row) => Number(row.id))
}

/** The hits of this file's rules on the transactions (the seed's SHADOW rules may match them too). */
async function hitsOf(transactionIds: number[]) {
  return t.services.db
    .selectFrom('card_restriction_rule_hit')
    .selectAll()
    .where('transaction_id', 'in', transactionIds)
    .where('rule_id', 'in', [...Object.values(rules), wideRule])
    .orderBy('transaction_id')
    .orderBy('rule_id')
    .execute()
}

async function listHits(at: { space: string; name: string }, ruleId: number, token: string, query: Record<string, string | number> = {}) {
  const res = await callApi(t.app, r.ruleHits, { token, params: { ...at, ruleId }, query })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return pageSchema(cardRestrictionRuleHitSchema).parse(res.body)
}

describe('recording a SHADOW rule hit on insert', () => {
  it('a French card at acme-books: exactly one hit, of the SHADOW rule, with its action and the result the transaction got', async () => {
    const [id] = await writeTransactions('acme-books', [{ country: 'FR', scheme: 'VISA', result: 'DECLINED', status: 'DECLINED' }])
    const hits = await hitsOf([id!])
    expect(hits).toHaveLength(1)
    expect(hits[0]).toMatchObject({ rule_id: rules.SHADOW, action: 'DECLINE', result: 'DECLINED', status: 'DECLINED', card_country: 'FR', card_scheme: 'VISA' })
    // The ACTIVE and INACTIVE rules match the same card and record nothing.
    expect(hits.some((hit) => Number(hit.rule_id) === rules.ACTIVE || Number(hit.rule_id) === rules.INACTIVE)).toBe(false)
  })

  it('a card the rule does not match, or a merchant the restriction does not list, records nothing', async () => {
    const ids = await writeTransactions('acme-books', [
      { country: 'DE', scheme: 'VISA', result: 'APPROVED', status: 'CHARGED' },
      { country: null, scheme: 'MASTERCARD', result: 'APPROVED', status: 'CHARGED' },
    ])
    const air = await writeTransactions('acme-air', [{ country: 'FR', scheme: 'VISA', result: 'APPROVED', status: 'CHARGED' }])
    expect(await hitsOf([...ids, ...air])).toEqual([])
  })

  it('one statement of several transactions records a hit for each one matched; a space-wide rule hits every merchant of its space', async () => {
    const ids = await writeTransactions('acme-books', [
      { country: 'FR', scheme: null, result: 'APPROVED', status: 'CHARGED' },
      { country: 'FR', scheme: 'VISA', result: 'PENDING', status: 'CHARGE_PENDING' },
    ])
    const air = await writeTransactions('acme-air', [{ country: 'US', scheme: null, result: 'DECLINED', status: 'DECLINED' }])
    const rio = await writeTransactions('rio-moda', [{ country: 'BR', scheme: null, result: 'DECLINED', status: 'DECLINED' }])
    const hits = await hitsOf([...ids, ...air, ...rio])
    expect(hits.map((hit) => [Number(hit.transaction_id), Number(hit.rule_id), hit.action, hit.result])).toEqual([
      [ids[0], rules.SHADOW, 'DECLINE', 'APPROVED'],
      [ids[0], wideRule, 'ALLOW', 'APPROVED'],
      [ids[1], rules.SHADOW, 'DECLINE', 'PENDING'],
      [air[0], wideRule, 'ALLOW', 'DECLINED'],
    ])
  })

  it('a card an earlier ACTIVE rule of the restriction decides first records no hit', async () => {
    const ordered = { space: 'acme', name: 'shadow-ordered' }
    expect((await callApi(t.app, r.create, { token: acme.space, body: { ...ordered, merchantAccounts: ['acme-books'] } })).status).toBe(201)
    const first = await callApi(t.app, r.createRule, { token: acme.space, params: ordered, body: { scope: 'SCHEMA', operator: 'IN', values: ['VISA'], action: 'ALLOW', priority: 1 } })
    const shadow = await callApi(t.app, r.createRule, {
      token: acme.space,
      params: ordered,
      body: { scope: 'COUNTRY', operator: 'IN', values: ['DE'], action: 'DECLINE', priority: 5, status: 'SHADOW' },
    })
    expect([first.status, shadow.status]).toEqual([201, 201])
    // The first card is VISA: the ACTIVE rule decides it before the SHADOW rule is tried.
    const [, left] = await writeTransactions('acme-books', [
      { country: 'DE', scheme: 'VISA', result: 'APPROVED', status: 'CHARGED' },
      { country: 'DE', scheme: 'MASTERCARD', result: 'APPROVED', status: 'CHARGED' },
    ])
    const hits = await t.services.db.selectFrom('card_restriction_rule_hit').select('transaction_id').where('rule_id', '=', shadow.body.ruleId).execute()
    expect(hits.map((hit) => Number(hit.transaction_id))).toEqual([left])
  })

  it('a rule of an INACTIVE restriction records nothing', async () => {
    const off = await callApi(t.app, r.update, { token: acme.space, params: wide, body: { status: 'INACTIVE' } })
    expect(off.status, JSON.stringify(off.body)).toBe(200)
    try {
      const ids = await writeTransactions('acme-air', [{ country: 'US', scheme: null, result: 'DECLINED', status: 'DECLINED' }])
      expect(await hitsOf(ids)).toEqual([])
    } finally {
      await callApi(t.app, r.update, { token: acme.space, params: wide, body: { status: 'ACTIVE' } })
    }
  })

  it('the seed recorded the hits of its SHADOW rules over the last 30 days: every transaction they match', async () => {
    const { db } = t.services
    const rule = await shadowRuleOf(t, 'acme', { restriction: 'premium-schemes' })
    const since = new Date(t.clock.now().getTime() - SIMULATION_DAYS * 24 * 3600_000)
    const linked = await db.selectFrom('merchant_card_restriction').select('merchant_id').where('restriction_id', '=', rule.restrictionId).execute()
    const expected = await db
      .selectFrom('transaction')
      .select('external_id')
      .where('merchant_id', 'in', linked.map((l) => l.merchant_id))
      .where('card_scheme', 'in', ['DISCOVER', 'MAESTRO'])
      .where('created_at', '>=', since)
      .execute()
    expect(expected.length).toBeGreaterThan(0)
    const page = await listHits({ space: 'acme', name: 'premium-schemes' }, Number(rule.id), admin, { limit: 500 })
    expect(page.items.map((hit) => hit.transactionId).sort()).toEqual(expected.map((row) => row.external_id).sort())
    expect(page.items.every((hit) => hit.action === 'DECLINE' && ['DISCOVER', 'MAESTRO'].includes(hit.cardScheme ?? ''))).toBe(true)
  })
})

describe('GET cardrestriction/{space}/{name}/rule/{ruleId}/hits', () => {
  it('lists a rule hits newest first, with the transaction, the action and the result; pages with a cursor', async () => {
    await writeTransactions('acme-books', [{ country: 'FR', scheme: 'MASTERCARD', result: 'APPROVED', status: 'CHARGED' }])
    const all = await listHits(books, rules.SHADOW, acme.space, { limit: 500 })
    expect(all.items.length).toBeGreaterThanOrEqual(4)
    expect(all.total).toBe(all.items.length)
    const times = all.items.map((hit) => hit.created)
    expect(times).toEqual([...times].sort().reverse())
    expect(all.items[0]).toMatchObject({ merchantAccount: 'acme-books', action: 'DECLINE', result: 'APPROVED', status: 'CHARGED', cardCountry: 'FR', cardScheme: 'MASTERCARD' })
    expect(all.items[0]!.transactionId).toMatch(/^tx_shadow_\d+$/)
    const paged: CardRestrictionRuleHit[] = []
    let cursor: string | undefined
    do {
      const page = await listHits(books, rules.SHADOW, acme.space, { limit: 1, ...(cursor ? { cursor } : {}) })
      paged.push(...page.items)
      cursor = page.nextCursor ?? undefined
    } while (cursor)
    expect(paged).toEqual(all.items)
    expect((await listHits(books, rules.ACTIVE, acme.space)).items).toEqual([])
  })

  it('a merchant user sees the hits of a space-wide rule on its own merchant only', async () => {
    const every = await listHits(wide, wideRule, acme.space, { limit: 500 })
    expect(new Set(every.items.map((hit) => hit.merchantAccount))).toEqual(new Set(['acme-books', 'acme-air']))
    const own = await listHits(wide, wideRule, acme.merchant, { limit: 500 })
    expect(own.items.length).toBeGreaterThan(0)
    expect(own.items).toEqual(every.items.filter((hit) => hit.merchantAccount === 'acme-books'))
  })

  it('401 without a token, 403 without cardData.read, 404 out of scope, for an unknown rule or a rule of another restriction', async () => {
    const params = { ...books, ruleId: rules.SHADOW }
    expect((await callApi(t.app, r.ruleHits, { params })).status).toBe(401)
    const forbidden = await callApi(t.app, r.ruleHits, { token: noRoles, params })
    expect(forbidden.status).toBe(403)
    expect(forbidden.body.errorCode).toBe('FORBIDDEN')
    for (const [token, at] of [
      [rio, params],
      [acme.space, { ...books, ruleId: 999_999 }],
      [acme.space, { ...wide, ruleId: rules.SHADOW }],
      [acme.space, { ...params, name: 'no-such' }],
    ] as const) {
      expect((await callApi(t.app, r.ruleHits, { token, params: at })).status, JSON.stringify(at)).toBe(404)
    }
  })

  it('400 with field errors on a bad rule id, limit, sort or cursor', async () => {
    for (const [params, query, field] of [
      [{ ...books, ruleId: 'one' }, {}, 'ruleId'],
      [{ ...books, ruleId: rules.SHADOW }, { limit: 0 }, 'limit'],
      [{ ...books, ruleId: rules.SHADOW }, { sort: 'amount' }, 'sort'],
      [{ ...books, ruleId: rules.SHADOW }, { cursor: 'not-a-cursor' }, 'cursor'],
    ] as const) {
      const res = await callApi(t.app, r.ruleHits, { token: acme.space, params: params as never, query })
      expect(res.status, JSON.stringify(query)).toBe(400)
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field)
    }
  })
})
