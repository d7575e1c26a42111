import { calls } from '@domain/calls'
import type { EmailTemplate, TemplateCollection } from '@domain/entities/emailtpl'
import { emailTypes, locales, messageTemplateTypes } from '@domain/enums'
import { beforeAll, describe, expect, it } from 'vitest'
import { formatMinor } from '@domain/money'
import { sendMessage } from '@server/mail/send'
import { callApi, createRole, latestEventOn, newUsersForFile, signedInForFile, testAppForFile } from './helpers'

const e = calls.emailtpl
const t = testAppForFile({ transactions: 50 })
const { admin, analyst, support } = signedInForFile(t, ['admin', 'analyst', 'support'])

const key = (c: TemplateCollection) => `${c.space}/${c.name}`
const seedTemplate = { subject: 'Your payment to {{ merchantName }}', bodyHtml: '<p>Hello {{ customerName }},</p>\n<p>{{ amount }} {{ currency }}</p>', bodyText: 'Hello {{ customerName }}' }

// The demo roles other than ADMIN hold no template permission: a reader role of its own.
beforeAll(() => createRole(t.services, 'acme', 'TEMPLATE_READER', ['template.read']))
const { acmeAdmin, groupAdmin, reader } = newUsersForFile(t, {
  acmeAdmin: { username: 'et-acme-admin', space: 'acme', scope: 'SPACE', role: 'ADMIN' },
  groupAdmin: { username: 'et-retail-admin', space: 'acme', scope: 'GROUP', groupName: 'acme-retail', role: 'ADMIN' },
  reader: { username: 'et-reader', space: 'acme', scope: 'SPACE', role: 'TEMPLATE_READER' },
})

async function templateOf(space: string, collectionName: string, type: string, locale: string): Promise<EmailTemplate> {
  const list = await callApi(t.app, e.templates, { token: admin.token, query: { space, collectionName, type, locale } })
  const [summary] = list.body.items
  return (await callApi(t.app, e.get, { token: admin.token, params: { space, templateId: summary.templateId } })).body
}

describe('GET emailtplcollection and emailtplcollection/{space}/{name}', () => {
  it('a space user sees its space’s collections and the system ones; the super admin all; keyset pages', async () => {
    const all = await callApi(t.app, e.collections, { token: admin.token })
    expect(all.status).toBe(200)
    expect(all.body.items.map(key)).toEqual(['acme/acme-brand', 'platform/platform-plain', 'rio/rio-brand', 'platform/system-default'])
    const acme = await callApi(t.app, e.collections, { token: acmeAdmin.token })
    expect(acme.body.items.map(key)).toEqual(['acme/acme-brand', 'platform/system-default'])
    const system = await callApi(t.app, e.collections, { token: reader.token, query: { system: 'true' } })
    // The notifications in its two languages (en, pt), the console's own emails in all four.
    const templateCount = messageTemplateTypes.length * 2 + emailTypes.length * locales.length
    expect(system.body.items).toEqual([expect.objectContaining({ name: 'system-default', system: true, isDefault: true, templateCount })])
    expect((await callApi(t.app, e.collections, { token: admin.token, query: { q: 'BRAND', space: 'rio' } })).body.items.map(key)).toEqual(['rio/rio-brand'])
    const first = await callApi(t.app, e.collections, { token: admin.token, query: { limit: 3 } })
    expect(first.body.nextCursor).toBeTruthy()
    const next = await callApi(t.app, e.collections, { token: admin.token, query: { limit: 3, cursor: first.body.nextCursor } })
    expect(next.body.items.map(key)).toEqual(['platform/system-default'])
    expect((await callApi(t.app, e.collections, { token: admin.token, query: { sort: '__proto__' } })).body.errors[0].field).toBe('sort')
  })

  it('reads one collection: the system one from any space, another space’s is 404; 401 and 403', async () => {
    const own = await callApi(t.app, e.getCollection, { token: acmeAdmin.token, params: { space: 'acme', name: 'acme-brand' } })
    expect(own.body).toMatchObject({ space: 'acme', name: 'acme-brand', isDefault: true, system: false, templateCount: 8 })
    expect((await callApi(t.app, e.getCollection, { token: reader.token, params: { space: 'platform', name: 'system-default' } })).status).toBe(200)
    expect((await callApi(t.app, e.getCollection, { token: acmeAdmin.token, params: { space: 'rio', name: 'rio-brand' } })).status).toBe(404)
    expect((await callApi(t.app, e.getCollection, { token: acmeAdmin.token, params: { space: 'platform', name: 'platform-plain' } })).status).toBe(404)
    expect((await callApi(t.app, e.getCollection, { token: acmeAdmin.token, params: { space: 'nowhere', name: 'acme-brand' } })).status).toBe(404)
    expect((await callApi(t.app, e.getCollection, { params: { space: 'acme', name: 'acme-brand' } })).status).toBe(401)
    for (const user of [analyst, support]) {
      expect((await callApi(t.app, e.getCollection, { token: user.token, params: { space: 'acme', name: 'acme-brand' } })).status).toBe(403)
    }
  })
})

describe('POST, PUT and DELETE emailtplcollection', () => {
  it('creates and edits a collection of the caller’s space, each write audited with before and after', async () => {
    const created = await callApi(t.app, e.createCollection, { token: acmeAdmin.token, body: { space: 'acme', name: 'acme-seasonal', description: 'Holiday wording' } })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ space: 'acme', name: 'acme-seasonal', description: 'Holiday wording', isDefault: false, system: false, templateCount: 0 })
    expect(await latestEventOn(t.services, 'CREATE', 'et-acme-admin', 'emailTemplateCollection')).toMatchObject({ target_id: 'acme/acme-seasonal', detail: { after: { name: 'acme-seasonal' } } })

    const dup = await callApi(t.app, e.createCollection, { token: acmeAdmin.token, body: { space: 'acme', name: 'acme-seasonal' } })
    expect(dup.status).toBe(400)
    expect(dup.body.errors[0].field).toBe('name')
    expect((await callApi(t.app, e.createCollection, { token: acmeAdmin.token, body: { space: 'rio', name: 'mine' } })).body.errors[0].field).toBe('space')
    const bad = await callApi(t.app, e.createCollection, { token: acmeAdmin.token, body: { space: 'acme', name: 'has space', description: 'x'.repeat(501) } })
    expect(bad.body.errors.map((x: { field: string }) => x.field).sort()).toEqual(['description', 'name'])

    const edited = await callApi(t.app, e.updateCollection, { token: acmeAdmin.token, params: { space: 'acme', name: 'acme-seasonal' }, body: { description: 'Winter wording' } })
    expect(edited.body.description).toBe('Winter wording')
    expect(await latestEventOn(t.services, 'UPDATE', 'et-acme-admin', 'emailTemplateCollection')).toMatchObject({
      target_id: 'acme/acme-seasonal',
      detail: { before: { description: 'Holiday wording' }, after: { description: 'Winter wording' } },
    })
  })

  it('refuses writes without template.write (403), by a group user (403), to a system collection from a space (403), out of scope (404)', async () => {
    expect((await callApi(t.app, e.createCollection, { body: { space: 'acme', name: 'x' } })).status).toBe(401)
    expect((await callApi(t.app, e.createCollection, { token: reader.token, body: { space: 'acme', name: 'x' } })).status).toBe(403)
    expect((await callApi(t.app, e.createCollection, { token: groupAdmin.token, body: { space: 'acme', name: 'x' } })).status).toBe(403)
    const system = await callApi(t.app, e.updateCollection, { token: acmeAdmin.token, params: { space: 'platform', name: 'system-default' }, body: { description: 'mine' } })
    expect(system.status).toBe(403)
    expect(system.body.message).toMatch(/System templates/)
    expect((await callApi(t.app, e.updateCollection, { token: acmeAdmin.token, params: { space: 'rio', name: 'rio-brand' }, body: { description: 'x' } })).status).toBe(404)
    expect((await callApi(t.app, e.removeCollection, { token: acmeAdmin.token, params: { space: 'rio', name: 'rio-brand' } })).status).toBe(404)
    expect((await callApi(t.app, e.setDefaultCollection, { token: reader.token, params: { space: 'acme', name: 'acme-brand' } })).status).toBe(403)
  })

  it('moves the space’s default (the previous one loses it) and refuses to delete the default', async () => {
    await callApi(t.app, e.createCollection, { token: acmeAdmin.token, body: { space: 'acme', name: 'acme-promo' } })
    const moved = await callApi(t.app, e.setDefaultCollection, { token: acmeAdmin.token, params: { space: 'acme', name: 'acme-promo' } })
    expect(moved.status).toBe(200)
    expect(moved.body).toMatchObject({ name: 'acme-promo', isDefault: true })
    const defaults = (await callApi(t.app, e.collections, { token: acmeAdmin.token, query: { space: 'acme' } })).body.items.filter((c: TemplateCollection) => c.isDefault)
    expect(defaults.map(key)).toEqual(['acme/acme-promo'])
    expect(await latestEventOn(t.services, 'UPDATE', 'et-acme-admin', 'emailTemplateCollection')).toMatchObject({
      target_id: 'acme/acme-promo',
      detail: { before: { isDefault: false }, after: { isDefault: true }, previousDefault: 'acme-brand' },
    })
    const refused = await callApi(t.app, e.removeCollection, { token: acmeAdmin.token, params: { space: 'acme', name: 'acme-promo' } })
    expect(refused.status).toBe(409)
    await callApi(t.app, e.setDefaultCollection, { token: acmeAdmin.token, params: { space: 'acme', name: 'acme-brand' } })
    const removed = await callApi(t.app, e.removeCollection, { token: acmeAdmin.token, params: { space: 'acme', name: 'acme-promo' } })
    expect(removed.status).toBe(200)
    expect(await latestEventOn(t.services, 'DELETE', 'et-acme-admin', 'emailTemplateCollection')).toMatchObject({ target_id: 'acme/acme-promo', detail: { before: { name: 'acme-promo' }, after: null } })
    expect((await callApi(t.app, e.getCollection, { token: acmeAdmin.token, params: { space: 'acme', name: 'acme-promo' } })).status).toBe(404)
  })

  it('keeps the platform’s fallback: the system collection cannot be deleted, default or not', async () => {
    expect((await callApi(t.app, e.removeCollection, { token: admin.token, params: { space: 'platform', name: 'system-default' } })).status).toBe(409)
    await callApi(t.app, e.setDefaultCollection, { token: admin.token, params: { space: 'platform', name: 'platform-plain' } })
    const fallback = await callApi(t.app, e.removeCollection, { token: admin.token, params: { space: 'platform', name: 'system-default' } })
    expect(fallback.status).toBe(409)
    expect(fallback.body.message).toMatch(/fallback/)
    await callApi(t.app, e.setDefaultCollection, { token: admin.token, params: { space: 'platform', name: 'system-default' } })
    expect((await callApi(t.app, e.removeCollection, { token: acmeAdmin.token, params: { space: 'platform', name: 'system-default' } })).status).toBe(403)
  })

  it('clones every template of a collection, into the same space or the one named; the system emails stay in system collections', async () => {
    const copy = await callApi(t.app, e.cloneCollection, { token: acmeAdmin.token, params: { space: 'acme', name: 'acme-brand' }, body: { name: 'acme-brand-copy' } })
    expect(copy.status).toBe(201)
    expect(copy.body).toMatchObject({ space: 'acme', name: 'acme-brand-copy', isDefault: false, templateCount: 8 })
    const texts = async (name: string) =>
      (await t.services.db
        .selectFrom('email_template as t')
        .innerJoin('email_template_collection as c', 'c.id', 't.collection_id')
        .select(['t.type', 't.locale', 't.subject', 't.body_html', 't.body_text'])
        .where('c.name', '=', name)
        .orderBy('t.type')
        .orderBy('t.locale')
        .execute())
    expect(await texts('acme-brand-copy')).toEqual(await texts('acme-brand'))
    expect(await latestEventOn(t.services, 'CREATE', 'et-acme-admin', 'emailTemplateCollection')).toMatchObject({ target_id: 'acme/acme-brand-copy', detail: { clonedFrom: 'acme/acme-brand', after: { templateCount: 8 } } })

    const fromSystem = await callApi(t.app, e.cloneCollection, { token: acmeAdmin.token, params: { space: 'platform', name: 'system-default' }, body: { name: 'acme-from-system', space: 'acme' } })
    expect(fromSystem.body).toMatchObject({ space: 'acme', name: 'acme-from-system', system: false, templateCount: 16 })
    const samePlace = await callApi(t.app, e.cloneCollection, { token: acmeAdmin.token, params: { space: 'platform', name: 'system-default' }, body: { name: 'mine' } })
    expect(samePlace.body.errors[0].field).toBe('space')
    const taken = await callApi(t.app, e.cloneCollection, { token: acmeAdmin.token, params: { space: 'acme', name: 'acme-brand' }, body: { name: 'acme-brand-copy' } })
    expect(taken.body.errors[0].field).toBe('name')
    expect((await callApi(t.app, e.cloneCollection, { token: acmeAdmin.token, params: { space: 'rio', name: 'rio-brand' }, body: { name: 'stolen', space: 'acme' } })).status).toBe(404)
    expect((await callApi(t.app, e.cloneCollection, { token: reader.token, params: { space: 'acme', name: 'acme-brand' }, body: { name: 'x' } })).status).toBe(403)

    const removed = await callApi(t.app, e.removeCollection, { token: acmeAdmin.token, params: { space: 'acme', name: 'acme-brand-copy' } })
    expect(removed.status).toBe(200)
    expect((await callApi(t.app, e.templates, { token: acmeAdmin.token, query: { collectionName: 'acme-brand-copy' } })).body.items).toEqual([])
  })
})

describe('GET emailtpl and emailtpl/{space}/{templateId}', () => {
  it('lists summaries of the templates in scope, filtered; reads one with its bodies; another space’s is 404', async () => {
    const acme = await callApi(t.app, e.templates, { token: acmeAdmin.token, query: { limit: 200 } })
    expect(acme.status).toBe(200)
    expect(new Set(acme.body.items.map((x: EmailTemplate) => x.space))).toEqual(new Set(['acme', 'platform']))
    expect(acme.body.items[0]).not.toHaveProperty('bodyHtml')
    const filtered = await callApi(t.app, e.templates, { token: acmeAdmin.token, query: { collectionName: 'system-default', type: 'FORGOT_PASSWORD' } })
    expect(filtered.body.items.map((x: EmailTemplate) => x.locale).sort()).toEqual(['ar', 'en', 'fr', 'pt'])
    const rio = await callApi(t.app, e.templates, { token: admin.token, query: { space: 'rio', locale: 'pt' } })
    expect(rio.body.items).toHaveLength(8)

    const one = await callApi(t.app, e.get, { token: admin.token, params: { space: 'rio', templateId: rio.body.items[0].templateId } })
    expect(one.body).toMatchObject({ space: 'rio', collectionName: 'rio-brand', locale: 'pt', bodyHtml: expect.stringContaining('{{ customerName }}') })
    expect((await callApi(t.app, e.get, { token: acmeAdmin.token, params: { space: 'rio', templateId: one.body.templateId } })).status).toBe(404)
    expect((await callApi(t.app, e.get, { token: acmeAdmin.token, params: { space: 'acme', templateId: one.body.templateId } })).status).toBe(404)
    const system = filtered.body.items[0]
    expect((await callApi(t.app, e.get, { token: reader.token, params: { space: 'platform', templateId: system.templateId } })).body.bodyText).toContain('{{ link }}')
    expect((await callApi(t.app, e.get, { token: acmeAdmin.token, params: { space: 'acme', templateId: 'abc' } })).body.errors[0].field).toBe('templateId')
    expect((await callApi(t.app, e.templates, {})).status).toBe(401)
    expect((await callApi(t.app, e.templates, { token: analyst.token })).status).toBe(403)
  })
})

describe('POST, PUT and DELETE emailtpl', () => {
  const fields = (res: { body: { errors?: { field: string; message: string }[] } }) => Object.fromEntries((res.body.errors ?? []).map((x) => [x.field, x.message]))

  it('creates, edits and deletes a template, each write audited with before and after', async () => {
    const body = { space: 'acme', collectionName: 'acme-seasonal', type: 'PURCHASE_SUCCESS', locale: 'fr', ...seedTemplate }
    const created = await callApi(t.app, e.create, { token: acmeAdmin.token, body })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body).toMatchObject({ space: 'acme', collectionName: 'acme-seasonal', type: 'PURCHASE_SUCCESS', locale: 'fr', bodyText: 'Hello {{ customerName }}' })
    const id = created.body.templateId
    expect(await latestEventOn(t.services, 'CREATE', 'et-acme-admin', 'emailTemplate')).toMatchObject({ target_id: String(id), detail: { after: { subject: seedTemplate.subject } } })

    const edited = await callApi(t.app, e.update, { token: acmeAdmin.token, params: { space: 'acme', templateId: id }, body: { subject: 'Merci, {{ customerName }}' } })
    expect(edited.body).toMatchObject({ subject: 'Merci, {{ customerName }}', bodyText: 'Hello {{ customerName }}' })
    expect(await latestEventOn(t.services, 'UPDATE', 'et-acme-admin', 'emailTemplate')).toMatchObject({
      target_id: String(id),
      detail: { before: { subject: seedTemplate.subject }, after: { subject: 'Merci, {{ customerName }}' } },
    })

    expect((await callApi(t.app, e.remove, { token: acmeAdmin.token, params: { space: 'acme', templateId: id } })).status).toBe(200)
    expect(await latestEventOn(t.services, 'DELETE', 'et-acme-admin', 'emailTemplate')).toMatchObject({ target_id: String(id), detail: { before: { type: 'PURCHASE_SUCCESS' }, after: null } })
    expect((await callApi(t.app, e.get, { token: acmeAdmin.token, params: { space: 'acme', templateId: id } })).status).toBe(404)
  })

  it('refuses a template that cannot render: a syntax error or unknown variable naming its line, a blank render, a file tag', async () => {
    const base = { space: 'acme', collectionName: 'acme-seasonal', type: 'REFUND', locale: 'en', ...seedTemplate }
    const broken = await callApi(t.app, e.create, {
      token: acmeAdmin.token,
      body: { ...base, subject: '{% if amount > 0 %}Refund', bodyHtml: '<p>Hi</p>\n{% iff amount %}x{% endif %}', bodyText: 'Hello\n\n{{ customer_name }}' },
    })
    expect(broken.status).toBe(400)
    expect(fields(broken)).toEqual({
      subject: expect.stringMatching(/^Line 1: tag \{% if amount > 0 %\} not closed/),
      bodyHtml: "Line 2: tag 'iff' not found",
      bodyText: 'Line 3: unknown variable customer_name',
    })
    const blank = await callApi(t.app, e.create, { token: acmeAdmin.token, body: { ...base, subject: '{% if amount < 0 %}Negative{% endif %}  ' } })
    expect(fields(blank)).toEqual({ subject: 'Renders blank with the sample data' })
    const file = await callApi(t.app, e.create, { token: acmeAdmin.token, body: { ...base, bodyHtml: '{% include "../../etc/passwd" %}' } })
    expect(fields(file).bodyHtml).toMatch(/^Line 1: tag 'include' is not allowed/)
    const unbounded = await callApi(t.app, e.create, { token: acmeAdmin.token, body: { ...base, bodyText: '{% for i in (1..1000000000) %}{{ i }}{% endfor %}' } })
    expect(fields(unbounded).bodyText).toMatch(/^Line 1: .*limit exceeded/)
    const missing = await callApi(t.app, e.create, { token: acmeAdmin.token, body: { ...base, subject: '  ' } })
    expect(Object.keys(fields(missing))).toEqual(['subject'])

    const update = await callApi(t.app, e.create, { token: acmeAdmin.token, body: base })
    expect(update.status).toBe(201)
    const bad = await callApi(t.app, e.update, { token: acmeAdmin.token, params: { space: 'acme', templateId: update.body.templateId }, body: { bodyHtml: '<p>{{ link }}</p>' } })
    expect(fields(bad)).toEqual({ bodyHtml: 'Line 1: unknown variable link' })
  })

  it('one template per collection, type and language; the console’s own emails only in a system collection', async () => {
    const base = { space: 'acme', collectionName: 'acme-brand', locale: 'en', ...seedTemplate }
    const dup = await callApi(t.app, e.create, { token: acmeAdmin.token, body: { ...base, type: 'PURCHASE_SUCCESS' } })
    expect(dup.status).toBe(400)
    expect(fields(dup)).toEqual({ type: expect.stringContaining('already has') })
    const own = await callApi(t.app, e.create, { token: acmeAdmin.token, body: { ...base, type: 'FORGOT_PASSWORD', subject: 'Reset', bodyHtml: '<a href="{{ link }}">{{ link }}</a>' } })
    expect(fields(own)).toEqual({ type: expect.stringContaining('system collection') })
    const system = await callApi(t.app, e.create, {
      token: admin.token,
      body: { space: 'platform', collectionName: 'system-default', type: 'VERIFICATION_CODE', locale: 'en', subject: 'Your code', bodyHtml: '<p>{{ code }}</p>' },
    })
    expect(fields(system)).toEqual({ type: expect.stringContaining('already has') })
    expect(fields(await callApi(t.app, e.create, { token: acmeAdmin.token, body: { ...base, type: 'REFUND', collectionName: 'nope' } }))).toEqual({ collectionName: 'No such collection' })
  })

  it('403 without template.write or at group scope or on a system template from a space; 404 out of scope', async () => {
    const body = { space: 'acme', collectionName: 'acme-seasonal', type: 'CANCELLED', locale: 'en', ...seedTemplate }
    expect((await callApi(t.app, e.create, { body })).status).toBe(401)
    expect((await callApi(t.app, e.create, { token: reader.token, body })).status).toBe(403)
    expect((await callApi(t.app, e.create, { token: groupAdmin.token, body })).status).toBe(403)
    expect((await callApi(t.app, e.create, { token: acmeAdmin.token, body: { ...body, space: 'platform', collectionName: 'system-default' } })).body.errors[0].field).toBe('space')
    const system = await templateOf('platform', 'system-default', 'PURCHASE_SUCCESS', 'en')
    const refused = await callApi(t.app, e.update, { token: acmeAdmin.token, params: { space: 'platform', templateId: system.templateId }, body: { subject: 'Mine' } })
    expect(refused.status).toBe(403)
    expect((await callApi(t.app, e.remove, { token: acmeAdmin.token, params: { space: 'platform', templateId: system.templateId } })).status).toBe(403)
    const rio = await templateOf('rio', 'rio-brand', 'REFUND', 'pt')
    expect((await callApi(t.app, e.update, { token: acmeAdmin.token, params: { space: 'rio', templateId: rio.templateId }, body: { subject: 'x' } })).status).toBe(404)
    expect((await callApi(t.app, e.remove, { token: acmeAdmin.token, params: { space: 'rio', templateId: rio.templateId } })).status).toBe(404)
    const edited = await callApi(t.app, e.update, { token: admin.token, params: { space: 'platform', templateId: system.templateId }, body: { subject: 'Paid to {{ merchantName }}' } })
    expect(edited.status).toBe(200)
  })
})

describe('POST emailtpl/preview', () => {
  const preview = { type: 'PURCHASE_SUCCESS', subject: 'Paid: {{ merchantName }}', bodyHtml: '<p>Hello {{ customerName }}</p>', bodyText: 'Hello {{ customerName }}, {{ amount }}' }

  it('renders unsaved text with the type’s sample data in each language, money as its reader writes it', async () => {
    const expected = {
      en: ['Corner Books', 'Jane Miller', '€49.90'],
      fr: ['Librairie du Coin', 'Jeanne Martin', '49,90\u00a0€'],
      pt: ['Livraria da Esquina', 'Joana Silva', formatMinor(4990, 'EUR', 'pt')],
      ar: ['مكتبة الزاوية', 'ليلى حسن', formatMinor(4990, 'EUR', 'ar')],
    }
    for (const [locale, [merchant, customer, amount]] of Object.entries(expected)) {
      const res = await callApi(t.app, e.preview, { token: reader.token, body: { ...preview, locale } })
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ subject: `Paid: ${merchant}`, html: `<p>Hello ${customer}</p>`, text: `Hello ${customer}, ${amount}` })
    }
    expect((await callApi(t.app, e.preview, { body: preview })).status).toBe(401)
    expect((await callApi(t.app, e.preview, { token: analyst.token, body: preview })).status).toBe(403)
  })

  it('customer of a 40.99 EUR payment: the amount reads 40.99 in English, 40,99 in French; JPY has no decimals; the raw minor units stay available', async () => {
    const read = async (locale: string, data: Record<string, unknown>, bodyText = 'Amount: {{ amount }}') =>
      (await callApi(t.app, e.preview, { token: reader.token, body: { ...preview, bodyText, locale, data } })).body.text
    expect(await read('en', { amountMinor: 4099, currency: 'EUR' })).toBe('Amount: €40.99')
    expect(await read('fr', { amountMinor: 4099, currency: 'EUR' })).toBe(`Amount: 40,99\u00a0€`)
    expect(await read('en', { amountMinor: 1099, currency: 'USD' })).toBe('Amount: $10.99')
    expect(await read('en', { amountMinor: 4099, currency: 'JPY' })).toBe('Amount: ¥4,099')
    expect(await read('en', { amountMinor: 4099, currency: 'EUR' }, '{{ amountMinor }} {{ currency }}')).toBe('4099 EUR')
    // The variables and what each prints, in the preview's language: the editor lists them.
    const res = await callApi(t.app, e.preview, { token: reader.token, body: { ...preview, locale: 'fr' } })
    expect(res.body.variables).toEqual(expect.arrayContaining([{ name: 'amount', sample: '49,90\u00a0€' }, { name: 'amountMinor', sample: 4990 }, { name: 'currency', sample: 'EUR' }]))
  })

  it('escapes values in the HTML body only; the data given overrides the samples', async () => {
    const res = await callApi(t.app, e.preview, { token: reader.token, body: { ...preview, subject: 'For {{ customerName }}', data: { customerName: '<script>alert(1)</script>' } } })
    expect(res.body.html).toBe('<p>Hello &lt;script&gt;alert(1)&lt;/script&gt;</p>')
    expect(res.body.text).toBe('Hello <script>alert(1)</script>, €49.90')
    expect(res.body.subject).toBe('For <script>alert(1)</script>')
  })

  it('answers the same field errors as a save', async () => {
    const res = await callApi(t.app, e.preview, { token: reader.token, body: { ...preview, bodyHtml: '<p>\n{{ customer_name }}</p>', subject: '{{ merchantName' } })
    expect(res.status).toBe(400)
    expect(res.body.errors).toMatchObject([
      { field: 'subject', message: "Line 1: output '{{ merchantName' not closed" },
      { field: 'bodyHtml', message: 'Line 2: unknown variable customer_name' },
    ])
    const blank = await callApi(t.app, e.preview, { token: reader.token, body: { ...preview, data: { merchantName: ' ' }, subject: '{{ merchantName }}' } })
    expect(blank.body.errors).toMatchObject([{ field: 'subject', message: 'Renders blank with the sample data' }])
  })

  it('sends a test message with template.write only, audited', async () => {
    const refused = await callApi(t.app, e.preview, { token: reader.token, body: { ...preview, sendTo: 'tester@example.com' } })
    expect(refused.status).toBe(403)
    expect((await callApi(t.app, e.preview, { token: acmeAdmin.token, body: { ...preview, sendTo: 'not an address' } })).body.errors[0].field).toBe('sendTo')
    const sent = await callApi(t.app, e.preview, { token: acmeAdmin.token, body: { ...preview, locale: 'fr', sendTo: 'tester@example.com' } })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    expect(sent.body).toMatchObject({ subject: 'Paid: Librairie du Coin', messageId: expect.any(Number) })
    const message = await t.services.db.selectFrom('message').selectAll().where('id', '=', sent.body.messageId).executeTakeFirstOrThrow()
    expect(message).toMatchObject({ recipient: 'tester@example.com', type: 'PURCHASE_SUCCESS', subject: 'Paid: Librairie du Coin', related: expect.objectContaining({ test: true }) })
    expect(await latestEventOn(t.services, 'CREATE', 'et-acme-admin', 'message')).toMatchObject({ target_id: String(sent.body.messageId), detail: { after: { recipient: 'tester@example.com', test: true } } })
  })

  it('keeps a single-use secret out of every subject: refused in a preview and a save, blank at send in a subject stored before', async () => {
    const secretSubject = { type: 'VERIFICATION_CODE', locale: 'en', subject: 'Code {{ code }}', bodyHtml: '<p>{{ code }}</p>', bodyText: 'Your code: {{ code }}' }
    const refused = await callApi(t.app, e.preview, { token: admin.token, body: secretSubject })
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual([{ field: 'subject', message: 'Line 1: code is a single-use secret and may be used in the body only' }])
    const stored = await templateOf('platform', 'system-default', 'VERIFICATION_CODE', 'en')
    const saved = await callApi(t.app, e.update, { token: admin.token, params: { space: 'platform', templateId: stored.templateId }, body: { subject: 'Code {{ code }}' } })
    expect(saved.status).toBe(400)
    expect((await callApi(t.app, e.preview, { token: admin.token, body: { ...secretSubject, type: 'FORGOT_PASSWORD', subject: 'Reset at {{ link }}' } })).status).toBe(400)

    // A subject stored before the rule: the code renders blank in it, and stays in the body.
    const table = t.services.db.updateTable('email_template').where('id', '=', stored.templateId)
    await table.set({ subject: 'Code {{ code }} for {{ realName }}' }).execute()
    try {
      const sent = await sendMessage(t.services, { type: 'VERIFICATION_CODE', recipient: 'secret@example.com', locale: 'en', variables: { realName: 'Ana', appName: 'Console', code: '739164', minutes: 10 } })
      const message = await t.services.db.selectFrom('message').select(['subject', 'body_text']).where('id', '=', sent.id).executeTakeFirstOrThrow()
      expect(message.subject).toBe('Code for Ana')
      expect(message.body_text).toContain('739164')
    } finally {
      await table.set({ subject: stored.subject }).execute()
    }
  })
})
