import { calls } from '@domain/calls'
import { type CardRestriction, cardRestrictionRuleSchema, cardRestrictionSchema, cardRestrictionSummarySchema } from '@domain/entities/cardrestriction'
import { pageSchema } from '@domain/pagination'
import { beforeAll, describe, expect, it } from 'vitest'
import { callApi, createTestUser, eventsOf, scopedAdminsForFile, signIn, testAppForFile } from './helpers'

const r = calls.cardrestriction
const t = testAppForFile()
let admin: string
/** FRAUD_ANALYST, SPACE scope acme. */
let analyst: string
/** ADMIN role in acme at SPACE, GROUP acme-retail and MERCHANT acme-books scope. */
const acme = scopedAdminsForFile(t, 'restriction')
/** ADMIN role, SPACE scope rio. */
let rio: string

type Summary = Omit<CardRestriction, 'rules'> & { ruleCount: number }

beforeAll(async () => {
  admin = (await signIn(t.app, 'admin')).token
  analyst = (await signIn(t.app, 'analyst')).token
  await createTestUser(t.services, { username: 'restriction-rio', space: 'rio', scope: 'SPACE', role: 'ADMIN' })
  rio = (await signIn(t.app, 'restriction-rio')).token
  // One restriction of acme for a single merchant of each group, one for both, one space-wide.
  for (const [name, merchantAccounts] of [
    ['books-only', ['acme-books']],
    ['air-only', ['acme-air']],
    ['books-and-air', ['acme-books', 'acme-air']],
    ['acme-wide', []],
  ] as const) {
    const res = await callApi(t.app, r.create, { token: acme.space, body: { space: 'acme', name, merchantAccounts } })
    expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(201)
  }
  const rules = await callApi(t.app, r.createRule, { token: acme.space, params: { space: 'acme', name: 'acme-wide' }, body: { scope: 'COUNTRY', operator: 'IN', values: ['KP'], action: 'DECLINE' } })
  expect(rules.status).toBe(201)
})

async function listAll(token: string, query: Record<string, string | number> = {}): Promise<Summary[]> {
  const res = await callApi(t.app, r.list, { token, query: { limit: 500, ...query } })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return pageSchema(cardRestrictionSummarySchema).parse(res.body).items
}

const names = (items: { name: string }[]) => items.map((i) => i.name)
const at = (name: string, space = 'acme') => ({ space, name })

describe('GET cardrestriction', () => {
  it('analyst (space acme): lists only acme restrictions, with their merchants and rule counts; admin sees every space', async () => {
    const own = await listAll(analyst)
    expect(own.every((i) => i.space === 'acme')).toBe(true)
    expect(names(own)).toEqual(expect.arrayContaining(['books-only', 'air-only', 'acme-wide', 'sanctioned-countries']))
    expect(own.find((i) => i.name === 'acme-wide')).toMatchObject({ merchantAccounts: [], ruleCount: 1, status: 'ACTIVE' })
    expect(own.find((i) => i.name === 'books-and-air')?.merchantAccounts).toEqual(['acme-air', 'acme-books'])
    const all = await listAll(admin)
    expect(new Set(all.map((i) => i.space))).toEqual(new Set(['platform', 'acme', 'rio']))
  })

  it('analyst: filters by space, status and text; pages by name with a cursor', async () => {
    expect(await listAll(analyst, { space: 'rio' })).toEqual([])
    const inactive = await listAll(analyst, { status: 'INACTIVE' })
    expect(names(inactive)).toEqual(['domestic-only'])
    expect(names(await listAll(analyst, { q: 'BOOKS' })).sort()).toEqual(['books-and-air', 'books-only'])
    const first = await callApi(t.app, r.list, { token: analyst, query: { limit: 2, sort: 'name' } })
    expect(first.body.items).toHaveLength(2)
    const rest = await callApi(t.app, r.list, { token: analyst, query: { limit: 500, sort: 'name', cursor: first.body.nextCursor } })
    const paged = names([...first.body.items, ...rest.body.items])
    expect(paged).toEqual([...paged].sort())
    expect(paged).toEqual(names(await listAll(analyst, { sort: 'name' })))
  })

  it('analyst: merchantName gives the restrictions that apply to the merchant: its own and the space-wide ones', async () => {
    const books = await listAll(analyst, { merchantName: 'acme-books' })
    expect(names(books)).toEqual(expect.arrayContaining(['books-only', 'books-and-air', 'acme-wide']))
    expect(names(books)).not.toContain('air-only')
    expect(books.every((i) => i.merchantAccounts.length === 0 || i.merchantAccounts.includes('acme-books'))).toBe(true)
    const everyApplying = (await listAll(analyst)).filter((i) => i.merchantAccounts.length === 0 || i.merchantAccounts.includes('acme-books'))
    expect(names(books).sort()).toEqual(names(everyApplying).sort())
    expect(await listAll(analyst, { merchantName: 'rio-moda' })).toEqual([])
  })

  it('analyst: an unknown sort or status answers 400 on that field', async () => {
    const sort = await callApi(t.app, r.list, { token: analyst, query: { sort: 'ruleCount' } })
    expect(sort.status).toBe(400)
    expect(sort.body.errors[0].field).toBe('sort')
    const status = await callApi(t.app, r.list, { token: analyst, query: { status: 'DELETED' } })
    expect(status.status).toBe(400)
    expect(status.body.errors[0].field).toBe('status')
  })
})

describe('cardrestriction create, update, delete and rules', () => {
  it('analyst: creates a restriction, adds, changes and removes a rule, updates and deletes it, each write audited', async () => {
    const created = await callApi(t.app, r.create, {
      token: analyst,
      body: { space: 'acme', name: 'high-risk-issuers', description: 'Issuers with high fraud rates', merchantAccounts: ['acme-games'] },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(cardRestrictionSchema.parse(created.body)).toMatchObject({ space: 'acme', name: 'high-risk-issuers', status: 'ACTIVE', merchantAccounts: ['acme-games'], rules: [] })
    const [createEvent] = await eventsOf(t.services, 'CREATE', 'analyst')
    expect(createEvent).toMatchObject({ target_type: 'cardRestriction', target_id: 'acme/high-risk-issuers' })
    expect(createEvent!.detail).toMatchObject({ after: { name: 'high-risk-issuers', merchantAccounts: ['acme-games'] } })

    const path = at('high-risk-issuers')
    const rule = await callApi(t.app, r.createRule, { token: analyst, params: path, body: { scope: 'SCHEMA', operator: 'IN', values: ['JCB', 'DINERS'], action: 'DECLINE', priority: 5 } })
    expect(rule.status, JSON.stringify(rule.body)).toBe(201)
    const { ruleId } = cardRestrictionRuleSchema.parse(rule.body)
    expect(rule.body).toMatchObject({ scope: 'SCHEMA', values: ['JCB', 'DINERS'], status: 'ACTIVE', priority: 5 })
    const [ruleEvent] = await eventsOf(t.services, 'CREATE', 'analyst')
    expect(ruleEvent).toMatchObject({ target_type: 'cardRestrictionRule', target_id: String(ruleId) })
    expect(ruleEvent!.detail).toMatchObject({ space: 'acme', restriction: 'high-risk-issuers', after: { ruleId } })

    const changed = await callApi(t.app, r.updateRule, { token: analyst, params: { ...path, ruleId }, body: { operator: 'ANY', values: [], status: 'SHADOW' } })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect(changed.body).toMatchObject({ ruleId, operator: 'ANY', values: [], status: 'SHADOW', action: 'DECLINE' })
    const [ruleUpdate] = await eventsOf(t.services, 'UPDATE', 'analyst')
    expect(ruleUpdate!.detail).toMatchObject({ before: { operator: 'IN', status: 'ACTIVE' }, after: { operator: 'ANY', status: 'SHADOW' } })
    const read = await callApi(t.app, r.getRule, { token: analyst, params: { ...path, ruleId } })
    expect(read.body).toEqual(changed.body)

    const updated = await callApi(t.app, r.update, { token: analyst, params: path, body: { status: 'INACTIVE', merchantAccounts: ['acme-games', 'acme-air'] } })
    expect(updated.status, JSON.stringify(updated.body)).toBe(200)
    expect(updated.body).toMatchObject({ status: 'INACTIVE', merchantAccounts: ['acme-air', 'acme-games'], description: 'Issuers with high fraud rates', rules: [{ ruleId }] })
    const [updateEvent] = await eventsOf(t.services, 'UPDATE', 'analyst')
    expect(updateEvent).toMatchObject({ target_type: 'cardRestriction', target_id: 'acme/high-risk-issuers' })
    expect(updateEvent!.detail).toMatchObject({ before: { status: 'ACTIVE', merchantAccounts: ['acme-games'] }, after: { status: 'INACTIVE' } })

    const removedRule = await callApi(t.app, r.removeRule, { token: analyst, params: { ...path, ruleId } })
    expect(removedRule.body).toEqual({ ok: true })
    expect((await callApi(t.app, r.getRule, { token: analyst, params: { ...path, ruleId } })).status).toBe(404)
    const [ruleDelete] = await eventsOf(t.services, 'DELETE', 'analyst')
    expect(ruleDelete).toMatchObject({ target_type: 'cardRestrictionRule', target_id: String(ruleId) })

    const removed = await callApi(t.app, r.remove, { token: analyst, params: path })
    expect(removed.body).toEqual({ ok: true })
    expect((await callApi(t.app, r.get, { token: analyst, params: path })).status).toBe(404)
    const [deleteEvent] = await eventsOf(t.services, 'DELETE', 'analyst')
    expect(deleteEvent).toMatchObject({ target_type: 'cardRestriction', target_id: 'acme/high-risk-issuers' })
    expect(deleteEvent!.detail).toMatchObject({ before: { name: 'high-risk-issuers', status: 'INACTIVE' }, after: null })
    const links = await t.services.db.selectFrom('merchant_card_restriction as l').innerJoin('card_restriction as c', 'c.id', 'l.restriction_id').select('l.merchant_id').where('c.name', '=', 'high-risk-issuers').execute()
    expect(links).toEqual([])
  })

  it('analyst: a missing or bad name, a taken name and a merchant of another space answer 400 on that field', async () => {
    const noName = await callApi(t.app, r.create, { token: analyst, body: { space: 'acme', name: '' } })
    expect(noName.status).toBe(400)
    expect(noName.body.errors[0]).toMatchObject({ field: 'name', message: 'This field is required' })
    const badName = await callApi(t.app, r.create, { token: analyst, body: { space: 'acme', name: 'has space' } })
    expect(badName.body.errors[0].field).toBe('name')
    const taken = await callApi(t.app, r.create, { token: analyst, body: { space: 'acme', name: 'books-only' } })
    expect(taken.status).toBe(400)
    expect(taken.body.errors[0].field).toBe('name')
    const rioMerchant = await callApi(t.app, r.create, { token: analyst, body: { space: 'acme', name: 'cross-space', merchantAccounts: ['acme-books', 'rio-moda'] } })
    expect(rioMerchant.status).toBe(400)
    expect(rioMerchant.body.errors).toMatchObject([{ field: 'merchantAccounts.1', message: 'No such merchant in this space' }])
    const badStatus = await callApi(t.app, r.update, { token: analyst, params: at('books-only'), body: { status: 'DONE' } })
    expect(badStatus.body.errors[0].field).toBe('status')
    expect(await t.services.db.selectFrom('card_restriction').select('id').where('name', '=', 'cross-space').execute()).toEqual([])
  })

  it('analyst: rules need values for IN and NOT_IN, and known countries or schemes', async () => {
    const path = at('books-only')
    const noValues = await callApi(t.app, r.createRule, { token: analyst, params: path, body: { scope: 'COUNTRY', operator: 'IN', action: 'DECLINE' } })
    expect(noValues.status).toBe(400)
    expect(noValues.body.errors[0]).toMatchObject({ field: 'values', message: 'This field is required' })
    const country = await callApi(t.app, r.createRule, { token: analyst, params: path, body: { scope: 'COUNTRY', operator: 'NOT_IN', values: ['US', 'XX'], action: 'DECLINE' } })
    expect(country.body.errors).toMatchObject([{ field: 'values.1', message: 'Not an ISO 3166 country code' }])
    const scheme = await callApi(t.app, r.createRule, { token: analyst, params: path, body: { scope: 'SCHEMA', operator: 'IN', values: ['VISA', 'US'], action: 'ALLOW' } })
    expect(scheme.body.errors).toMatchObject([{ field: 'values.1', message: 'Not a card scheme' }])
    const action = await callApi(t.app, r.createRule, { token: analyst, params: path, body: { scope: 'SCHEMA', operator: 'ANY', action: 'BLOCK' } })
    expect(action.body.errors[0].field).toBe('action')

    const any = await callApi(t.app, r.createRule, { token: analyst, params: path, body: { scope: 'COUNTRY', operator: 'UNKNOWN', action: 'REJECT_PURCHASE' } })
    expect(any.status).toBe(201)
    const toIn = await callApi(t.app, r.updateRule, { token: analyst, params: { ...path, ruleId: any.body.ruleId }, body: { operator: 'IN' } })
    expect(toIn.status).toBe(400)
    expect(toIn.body.errors[0].field).toBe('values')
    const badId = await callApi(t.app, r.getRule, { token: analyst, params: { ...path, ruleId: 'first' } })
    expect(badId.status).toBe(400)
    expect(badId.body.errors[0].field).toBe('ruleId')
    expect((await callApi(t.app, r.get, { token: analyst, params: path })).body.rules).toHaveLength(1)
  })

  it('analyst: a rule keeps a description of up to 500 characters, empty when none is sent, with its restriction and in the audit', async () => {
    const path = at('air-only')
    const plain = await callApi(t.app, r.createRule, { token: analyst, params: path, body: { scope: 'SCHEMA', operator: 'ANY', action: 'ALLOW' } })
    expect(cardRestrictionRuleSchema.parse(plain.body).description).toBe('')
    const body = { scope: 'COUNTRY', operator: 'IN', values: ['KP'], action: 'DECLINE', description: '  Sanctioned issuers, per the compliance desk  ' }
    const created = await callApi(t.app, r.createRule, { token: analyst, params: path, body })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const { ruleId } = created.body
    expect(created.body.description).toBe('Sanctioned issuers, per the compliance desk')
    const changed = await callApi(t.app, r.updateRule, { token: analyst, params: { ...path, ruleId }, body: { description: 'Sanctioned issuers' } })
    expect(changed.body).toMatchObject({ ruleId, description: 'Sanctioned issuers', values: ['KP'] })
    const [event] = await eventsOf(t.services, 'UPDATE', 'analyst')
    expect(event!.detail).toMatchObject({ before: { description: 'Sanctioned issuers, per the compliance desk' }, after: { description: 'Sanctioned issuers' } })
    const restriction = cardRestrictionSchema.parse((await callApi(t.app, r.get, { token: analyst, params: path })).body)
    expect(restriction.rules.find((rule) => rule.ruleId === ruleId)?.description).toBe('Sanctioned issuers')
    const tooLong = await callApi(t.app, r.updateRule, { token: analyst, params: { ...path, ruleId }, body: { description: 'x'.repeat(501) } })
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.errors[0]).toMatchObject({ field: 'description', message: 'Enter at most 500 characters' })
  })
})

describe('cardrestriction scope', () => {
  it('rio admin: never sees, reads or changes an acme restriction or its rules', async () => {
    expect((await listAll(rio)).every((i) => i.space === 'rio')).toBe(true)
    expect(await listAll(rio, { space: 'acme' })).toEqual([])
    expect(await listAll(rio, { merchantName: 'acme-books' })).toEqual([])
    const path = at('acme-wide')
    const ruleId = (await callApi(t.app, r.get, { token: analyst, params: path })).body.rules[0].ruleId
    expect((await callApi(t.app, r.get, { token: rio, params: path })).status).toBe(404)
    expect((await callApi(t.app, r.update, { token: rio, params: path, body: { status: 'INACTIVE' } })).status).toBe(404)
    expect((await callApi(t.app, r.remove, { token: rio, params: path })).status).toBe(404)
    expect((await callApi(t.app, r.getRule, { token: rio, params: { ...path, ruleId } })).status).toBe(404)
    expect((await callApi(t.app, r.createRule, { token: rio, params: path, body: { scope: 'SCHEMA', operator: 'ANY', action: 'ALLOW' } })).status).toBe(404)
    expect((await callApi(t.app, r.updateRule, { token: rio, params: { ...path, ruleId }, body: { status: 'INACTIVE' } })).status).toBe(404)
    expect((await callApi(t.app, r.removeRule, { token: rio, params: { ...path, ruleId } })).status).toBe(404)
    expect((await callApi(t.app, r.create, { token: rio, body: { space: 'acme', name: 'from-rio' } })).status).toBe(404)
    const still = await callApi(t.app, r.get, { token: analyst, params: path })
    expect(still.body).toMatchObject({ status: 'ACTIVE', rules: [{ ruleId, status: 'ACTIVE' }] })
  })

  it('admin (super admin): reads and changes a rio restriction', async () => {
    const read = await callApi(t.app, r.get, { token: admin, params: at('premium-schemes', 'rio') })
    expect(read.status).toBe(200)
    expect(read.body.rules.length).toBeGreaterThan(0)
    const updated = await callApi(t.app, r.update, { token: admin, params: at('premium-schemes', 'rio'), body: { description: 'Reviewed' } })
    expect(updated.body.description).toBe('Reviewed')
  })

  it('group admin (acme-retail): sees its merchants’ and the space-wide restrictions, changes only those of its own merchants', async () => {
    const seen = names(await listAll(acme.group))
    expect(seen).toEqual(expect.arrayContaining(['books-only', 'books-and-air', 'acme-wide']))
    expect(seen).not.toContain('air-only')
    expect(await listAll(acme.group, { merchantName: 'acme-air' })).toEqual([])
    expect((await callApi(t.app, r.get, { token: acme.group, params: at('air-only') })).status).toBe(404)
    expect((await callApi(t.app, r.remove, { token: acme.group, params: at('air-only') })).status).toBe(404)

    for (const name of ['acme-wide', 'books-and-air']) {
      const update = await callApi(t.app, r.update, { token: acme.group, params: at(name), body: { description: 'Mine now' } })
      expect(update.status, name).toBe(403)
      expect((await callApi(t.app, r.remove, { token: acme.group, params: at(name) })).status).toBe(403)
      expect((await callApi(t.app, r.createRule, { token: acme.group, params: at(name), body: { scope: 'SCHEMA', operator: 'ANY', action: 'ALLOW' } })).status).toBe(403)
    }
    const wide = await callApi(t.app, r.get, { token: acme.group, params: at('acme-wide') })
    const ruleId = wide.body.rules[0].ruleId
    expect((await callApi(t.app, r.updateRule, { token: acme.group, params: { ...at('acme-wide'), ruleId }, body: { status: 'INACTIVE' } })).status).toBe(403)
    expect((await callApi(t.app, r.removeRule, { token: acme.group, params: { ...at('acme-wide'), ruleId } })).status).toBe(403)
    const unchanged = await callApi(t.app, r.get, { token: analyst, params: at('acme-wide') })
    expect(unchanged.body).toMatchObject({ description: '', rules: [{ ruleId, status: 'ACTIVE' }] })

    const spaceWide = await callApi(t.app, r.create, { token: acme.group, body: { space: 'acme', name: 'retail-wide' } })
    expect(spaceWide.status).toBe(400)
    expect(spaceWide.body.errors[0].field).toBe('merchantAccounts')
    const outside = await callApi(t.app, r.create, { token: acme.group, body: { space: 'acme', name: 'retail-air', merchantAccounts: ['acme-air'] } })
    expect(outside.body.errors).toMatchObject([{ field: 'merchantAccounts.0', message: 'No such merchant in this space' }])
    const own = await callApi(t.app, r.create, { token: acme.group, body: { space: 'acme', name: 'retail-games', merchantAccounts: ['acme-games'] } })
    expect(own.status, JSON.stringify(own.body)).toBe(201)
    const widen = await callApi(t.app, r.update, { token: acme.group, params: at('retail-games'), body: { merchantAccounts: [] } })
    expect(widen.status).toBe(400)
    expect(widen.body.errors[0].field).toBe('merchantAccounts')
    const rule = await callApi(t.app, r.createRule, { token: acme.group, params: at('retail-games'), body: { scope: 'COUNTRY', operator: 'IN', values: ['CU'], action: 'DECLINE' } })
    expect(rule.status).toBe(201)
  })

  it('merchant admin (acme-books): sees only what applies to acme-books and changes only what names acme-books alone', async () => {
    const seen = names(await listAll(acme.merchant))
    expect(seen).toEqual(expect.arrayContaining(['books-only', 'books-and-air', 'acme-wide']))
    expect(seen).not.toContain('air-only')
    expect(seen).not.toContain('retail-games')
    expect((await callApi(t.app, r.get, { token: acme.merchant, params: at('retail-games') })).status).toBe(404)
    const ruleId = (await callApi(t.app, r.get, { token: analyst, params: at('retail-games') })).body.rules[0].ruleId
    expect((await callApi(t.app, r.getRule, { token: acme.merchant, params: { ...at('retail-games'), ruleId } })).status).toBe(404)
    expect((await callApi(t.app, r.removeRule, { token: acme.merchant, params: { ...at('retail-games'), ruleId } })).status).toBe(404)
    expect((await callApi(t.app, r.update, { token: acme.merchant, params: at('books-and-air'), body: { status: 'INACTIVE' } })).status).toBe(403)
    const own = await callApi(t.app, r.update, { token: acme.merchant, params: at('books-only'), body: { status: 'SHADOW' } })
    expect(own.status, JSON.stringify(own.body)).toBe(200)
    expect(own.body).toMatchObject({ status: 'SHADOW', merchantAccounts: ['acme-books'] })
    const games = await callApi(t.app, r.update, { token: acme.merchant, params: at('books-only'), body: { merchantAccounts: ['acme-books', 'acme-games'] } })
    expect(games.body.errors).toMatchObject([{ field: 'merchantAccounts.1', message: 'No such merchant in this space' }])
  })
})
