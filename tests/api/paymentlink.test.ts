import { calls } from '@domain/calls'
import { paymentLinkResourceSchema, paymentLinkSchema } from '@domain/entities/paymentlink'
import { formatMinor } from '@domain/money'
import { describe, expect, it } from 'vitest'
import { callApi, daysFromNow, eventsOf, firstIdOfMerchant, fullFirstPage, merchantOfGroup, newUsersForFile, signedInForFile, signIn, testAppForFile } from './helpers'

const link = calls.paymentlink
const t = testAppForFile()
const { spaceUser } = newUsersForFile(t, { spaceUser: { username: 'pl-space', space: 'acme', scope: 'SPACE', role: 'ADMIN' } })
const { support, merchant } = signedInForFile(t, ['support', 'merchant'])

describe('GET paymentlink', () => {
  it('support (group acme-retail): keyset pages of its group merchants only', async () => {
    const page = await fullFirstPage(t, link.list, paymentLinkSchema, support.token, 5)
    const rest = await callApi(t.app, link.list, { token: support.token, query: { limit: 500, cursor: page.nextCursor! } })
    const all = [...page.items, ...rest.body.items]
    expect(new Set(all.map((l) => l.id)).size).toBe(all.length)
    const travel = await merchantOfGroup(t, 'acme-travel')
    expect(all.some((l) => l.merchantAccount === travel)).toBe(false)
    for (let i = 1; i < all.length; i++) expect(all[i - 1]!.created >= all[i]!.created).toBe(true)
  })

  it('merchant (acme-books): filters by status and date; only its own links', async () => {
    const res = await callApi(t.app, link.list, { token: merchant.token, query: { status: 'PAID', limit: 500 } })
    expect(res.status).toBe(200)
    expect(res.body.items.every((l: { status: string; merchantAccount: string }) => l.status === 'PAID' && l.merchantAccount === 'acme-books')).toBe(true)
    const from = daysFromNow(t, -20)
    const recent = await callApi(t.app, link.list, { token: merchant.token, query: { from, limit: 500 } })
    expect(recent.body.items.every((l: { created: string }) => l.created >= from)).toBe(true)
    const bad = await callApi(t.app, link.list, { token: merchant.token, query: { from: 'yesterday' } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].field).toBe('from')
  })

  it('space user (acme): filtering by a rio merchant lists nothing', async () => {
    const rio = await merchantOfGroup(t, 'rio-services')
    const res = await callApi(t.app, link.list, { token: spaceUser.token, query: { merchantName: rio } })
    expect(res.body.items).toEqual([])
  })
})

describe('GET paymentlink/{id} and paymentlink/resource/{id}', () => {
  it('merchant: reads its link; a link of another group merchant is 404; a bad id is 400', async () => {
    const own = await callApi(t.app, link.get, { token: merchant.token, params: { id: await firstIdOfMerchant(t, 'payment_link', 'acme-books') } })
    expect(own.status).toBe(200)
    expect(paymentLinkSchema.parse(own.body).url).toContain('/link/')
    expect((await callApi(t.app, link.get, { token: merchant.token, params: { id: await firstIdOfMerchant(t, 'payment_link', 'acme-games') } })).status).toBe(404)
    expect((await callApi(t.app, link.get, { token: merchant.token, params: { id: 0 } })).status).toBe(400)
  })

  it('support: the create form resource of acme-books lists its currencies and instruments; acme-travel is 404', async () => {
    const res = await callApi(t.app, link.resource, { token: support.token, params: { id: 'acme-books' } })
    expect(res.status).toBe(200)
    const resource = paymentLinkResourceSchema.parse(res.body)
    expect(resource.currencies.length).toBeGreaterThan(0)
    expect(resource.paymentMethods).toContain('CARD')
    expect(resource.instalments).toContain(1)
    const travel = await merchantOfGroup(t, 'acme-travel')
    expect((await callApi(t.app, link.resource, { token: support.token, params: { id: travel } })).status).toBe(404)
  })
})

describe('POST paymentlink and PUT paymentlink/{id}/status', () => {
  let id: number

  it('merchant: creates a link in minor units, audited', async () => {
    const { currencies } = (await callApi(t.app, link.resource, { token: merchant.token, params: { id: 'acme-books' } })).body
    const res = await callApi(t.app, link.create, {
      token: merchant.token,
      body: { merchantAccount: 'acme-books', reference: 'inv-2041', description: 'Invoice 2041', amount: 12_550, currency: currencies[0], expiresAt: daysFromNow(t, 7), customer: { name: 'Ines Ortiz', email: 'ines@mail.example' } },
    })
    expect(res.status).toBe(200)
    const created = paymentLinkSchema.parse(res.body)
    expect(created).toMatchObject({ amount: 12_550, status: 'ACTIVE', createdBy: 'merchant', customer: { email: 'ines@mail.example' } })
    id = created.id
    const events = await eventsOf(t.services, 'CREATE', 'merchant')
    expect(events[0]).toMatchObject({ target_type: 'paymentLink', target_id: String(id) })
  })

  it('merchant: bad input is 400 with field errors; unknown currency, taken reference, past expiry; another merchant is 404', async () => {
    const bad = await callApi(t.app, link.create, { token: merchant.token, body: { merchantAccount: 'acme-books', reference: '', amount: -5, currency: 'euro', customer: { email: 'nope' } } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['reference', 'amount', 'currency', 'customer.email']))
    const { currency } = (await callApi(t.app, link.get, { token: merchant.token, params: { id } })).body
    const base = { merchantAccount: 'acme-books', reference: 'inv-2042', amount: 100, currency }
    const unknown = await callApi(t.app, link.create, { token: merchant.token, body: { ...base, currency: 'JPY' } })
    expect(unknown.body.errors[0].field).toBe('currency')
    const taken = await callApi(t.app, link.create, { token: merchant.token, body: { ...base, reference: 'inv-2041' } })
    expect(taken.body.errors[0].field).toBe('reference')
    const past = await callApi(t.app, link.create, { token: merchant.token, body: { ...base, expiresAt: daysFromNow(t, -1) } })
    expect(past.body.errors[0].field).toBe('expiresAt')
    const other = await callApi(t.app, link.create, { token: merchant.token, body: { ...base, merchantAccount: 'acme-games' } })
    expect(other.status).toBe(404)
  })

  it('merchant: sendEmail emails the link to the customer as a PAYMENT_LINK notification; without an email it is 400', async () => {
    const { currency } = (await callApi(t.app, link.get, { token: merchant.token, params: { id } })).body
    const base = { merchantAccount: 'acme-books', amount: 990, currency, sendEmail: true }
    const missing = await callApi(t.app, link.create, { token: merchant.token, body: { ...base, reference: 'inv-2050' } })
    expect(missing.status).toBe(400)
    expect(missing.body.errors[0].field).toBe('customer.email')
    const res = await callApi(t.app, link.create, { token: merchant.token, body: { ...base, reference: 'inv-2051', customer: { email: 'noor@mail.example' } } })
    expect(res.status).toBe(200)
    const message = await t.services.db.selectFrom('message').selectAll().where('recipient', '=', 'noor@mail.example').executeTakeFirstOrThrow()
    expect(message).toMatchObject({ type: 'PAYMENT_LINK', channel: 'NOTIFICATION' })
    expect(message.body_text).toContain(res.body.url)

    // A customer reads the amount as money of the link's language, not in minor units.
    const paymentLinkTemplates = () => t.services.db.updateTable('email_template').where('type', '=', 'PAYMENT_LINK')
    await paymentLinkTemplates().where('body_text', 'like', '%Pay here: {{ link }}').set({ body_text: 'Pay {{ amount }} ({{ amountMinor }} {{ currency }}): {{ link }}' }).execute()
    try {
      await callApi(t.app, link.create, { token: merchant.token, body: { ...base, amount: 4099, locale: 'fr', reference: 'inv-2052', customer: { email: 'lea@mail.example' } } })
      const french = await t.services.db.selectFrom('message').select('body_text').where('recipient', '=', 'lea@mail.example').executeTakeFirstOrThrow()
      expect(french.body_text).toContain(`Pay ${formatMinor(4099, currency, 'fr')} (4099 ${currency})`)
      if (currency === 'EUR') expect(french.body_text).toContain('40,99')
    } finally {
      await paymentLinkTemplates().where('body_text', 'like', 'Pay {{ amount }}%').set({ body_text: 'Hello {{ customerName }},\nPay here: {{ link }}' }).execute()
    }
  })

  it("the email uses the collection the merchant's email tab picks, else its space's default", async () => {
    const { token: admin } = await signIn(t.app, 'admin')
    const { currency } = (await callApi(t.app, link.get, { token: merchant.token, params: { id } })).body
    const send = async (reference: string, email: string) => {
      await callApi(t.app, link.create, { token: merchant.token, body: { merchantAccount: 'acme-books', amount: 990, currency, sendEmail: true, reference, customer: { email } } })
      return t.services.db.selectFrom('message').select('subject').where('recipient', '=', email).executeTakeFirstOrThrow()
    }
    expect((await send('inv-2060', 'default@mail.example')).subject).toContain('sent you a payment link')
    const tpl = calls.emailtpl
    expect((await callApi(t.app, tpl.cloneCollection, { token: admin, params: { space: 'acme', name: 'acme-brand' }, body: { name: 'acme-books-voice' } })).status).toBe(201)
    const copies = await callApi(t.app, tpl.templates, { token: admin, query: { space: 'acme', collectionName: 'acme-books-voice', type: 'PAYMENT_LINK' } })
    const copy = copies.body.items[0]
    const edited = await callApi(t.app, tpl.update, { token: admin, params: { space: 'acme', templateId: copy.templateId }, body: { subject: 'Your invoice from {{ merchantName }} is ready' } })
    expect(edited.status).toBe(200)
    const chose = await callApi(t.app, calls.merchant.configure, { token: admin, params: { name: 'acme-books' }, body: { configuration: { email: { templateCollection: 'acme-books-voice' } } } })
    expect(chose.status).toBe(200)
    try {
      expect((await send('inv-2061', 'chosen@mail.example')).subject).toMatch(/^Your invoice from .+ is ready$/)
    } finally {
      await callApi(t.app, calls.merchant.configure, { token: admin, params: { name: 'acme-books' }, body: { configuration: { email: { templateCollection: null } } } })
    }
  })

  it('merchant: ACTIVE -> DISABLED -> ACTIVE, audited; ACTIVE again is 409; a bad status is 400', async () => {
    const off = await callApi(t.app, link.setStatus, { token: merchant.token, params: { id }, body: { status: 'DISABLED' } })
    expect(off.status).toBe(200)
    expect(off.body.status).toBe('DISABLED')
    const events = await eventsOf(t.services, 'UPDATE', 'merchant')
    expect(events[0]!.detail).toMatchObject({ before: { status: 'ACTIVE' }, after: { status: 'DISABLED' } })
    expect((await callApi(t.app, link.setStatus, { token: merchant.token, params: { id }, body: { status: 'ACTIVE' } })).body.status).toBe('ACTIVE')
    expect((await callApi(t.app, link.setStatus, { token: merchant.token, params: { id }, body: { status: 'ACTIVE' } })).status).toBe(409)
    const bad = await callApi(t.app, link.setStatus, { token: merchant.token, params: { id }, body: { status: 'PAID' } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].field).toBe('status')
  })

  it('merchant: a PAID link cannot be disabled (409); an expired one reads EXPIRED and cannot be re-enabled', async () => {
    const paid = await firstIdOfMerchant(t, 'payment_link', 'acme-books')
    await t.services.db.updateTable('payment_link').set({ status: 'PAID', expires_at: null }).where('id', '=', paid).execute()
    expect((await callApi(t.app, link.setStatus, { token: merchant.token, params: { id: paid }, body: { status: 'DISABLED' } })).status).toBe(409)
    await t.services.db.updateTable('payment_link').set({ expires_at: new Date(t.clock.now().getTime() - 1000) }).where('id', '=', id).execute()
    expect((await callApi(t.app, link.get, { token: merchant.token, params: { id } })).body.status).toBe('EXPIRED')
    const res = await callApi(t.app, link.setStatus, { token: merchant.token, params: { id }, body: { status: 'DISABLED' } })
    expect(res.status).toBe(409)
    expect(res.body.message).toMatch(/EXPIRED/)
  })

  it('space user (acme): a rio link status change is 404', async () => {
    const rio = await firstIdOfMerchant(t, 'payment_link', await merchantOfGroup(t, 'rio-services'))
    expect((await callApi(t.app, link.setStatus, { token: spaceUser.token, params: { id: rio }, body: { status: 'DISABLED' } })).status).toBe(404)
  })
})
