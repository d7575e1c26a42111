import { calls } from '@domain/calls'
import { messageSchema, type MessageSummary, messageSummarySchema } from '@domain/entities/message'
import * as moneyInMessages from '@server/db/migrations/0040_money_in_messages'
import { sendMessage } from '@server/mail/send'
import { describe, expect, it } from 'vitest'
import { callApi, eventsOf, fullFirstPage, newUsersForFile, type SignedIn, signedInForFile, testAppForFile } from './helpers'

const m = calls.message
const t = testAppForFile({ transactions: 300 })
const { admin, support, analyst, merchant } = signedInForFile(t, ['admin', 'support', 'analyst', 'merchant'])
const { nobody } = newUsersForFile(t, { nobody: { username: 'msg-no-role', space: 'acme' } })

/** A notification of this state the admin sees, straight from the list. */
async function notificationIn(state: string, who: SignedIn = admin): Promise<MessageSummary> {
  const page = await callApi(t.app, m.notifications, { token: who.token, query: { state, limit: 5 } })
  expect(page.status).toBe(200)
  const first = page.body.items[0] as MessageSummary | undefined
  if (!first) throw new Error(`no ${state} notification visible to ${who.user.username}`)
  return first
}

describe('GET notification and email lists', () => {
  it('lists notifications newest first, keyset paged, filtered by state, type and recipient (any case)', async () => {
    const first = await fullFirstPage(t, m.notifications, messageSummarySchema, admin.token, 20)
    const created = first.items.map((x) => x.created)
    expect([...created].sort().reverse()).toEqual(created)
    expect(first.items.every((x) => x.channel === 'NOTIFICATION')).toBe(true)
    const next = await callApi(t.app, m.notifications, { token: admin.token, query: { limit: 20, cursor: first.nextCursor! } })
    expect(next.status, JSON.stringify(next.body)).toBe(200)
    const ids = new Set(first.items.map((x) => x.id))
    expect(next.body.items.some((x: MessageSummary) => ids.has(x.id))).toBe(false)

    const failed = await notificationIn('FAILED')
    expect(failed.error).toBe('550 mailbox unavailable')
    const byRecipient = await callApi(t.app, m.notifications, { token: admin.token, query: { recipient: failed.recipient.toUpperCase(), limit: 100 } })
    expect(byRecipient.body.items.length).toBeGreaterThan(0)
    expect(byRecipient.body.items.every((x: MessageSummary) => x.recipient.toLowerCase() === failed.recipient.toLowerCase())).toBe(true)
    const byType = await callApi(t.app, m.notifications, { token: admin.token, query: { type: 'REFUND', limit: 50 } })
    expect(byType.body.items.every((x: MessageSummary) => x.type === 'REFUND')).toBe(true)
    if (failed.transactionId) {
      const byTx = await callApi(t.app, m.notifications, { token: admin.token, query: { transactionId: failed.transactionId } })
      expect(byTx.body.items.map((x: MessageSummary) => x.id)).toContain(failed.id)
    }

    const emails = await callApi(t.app, m.emails, { token: admin.token, query: { limit: 100 } })
    expect(emails.status).toBe(200)
    expect(emails.body.items.length).toBeGreaterThan(0)
    expect(emails.body.items.every((x: MessageSummary) => x.channel === 'EMAIL')).toBe(true)
  })

  it('refuses bad filters with field errors, no token with 401, no message.read with 403', async () => {
    const bad = await callApi(t.app, m.notifications, { token: admin.token, query: { state: 'LOST', sort: 'recipient' } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toContain('state')
    expect((await callApi(t.app, m.notifications, {})).status).toBe(401)
    expect((await callApi(t.app, m.emails, { token: nobody.token })).status).toBe(403)
    expect((await callApi(t.app, m.notification, { token: nobody.token, params: { id: 1 } })).status).toBe(403)
  })

  it('keeps each scope to its own: a group sees its merchants, a merchant its own, nobody reads another scope by id', async () => {
    const mine = await callApi(t.app, m.notifications, { token: merchant.token, query: { limit: 100 } })
    expect(mine.status).toBe(200)
    const merchants = new Set(mine.body.items.map((x: MessageSummary) => x.merchantAccount))
    expect(merchants.size).toBe(1)
    const all = await callApi(t.app, m.notifications, { token: admin.token, query: { limit: 200 } })
    const elsewhere = all.body.items.find((x: MessageSummary) => !merchants.has(x.merchantAccount)) as MessageSummary
    expect((await callApi(t.app, m.notification, { token: merchant.token, params: { id: elsewhere.id } })).status).toBe(404)
    expect((await callApi(t.app, m.resendNotification, { token: merchant.token, params: { id: elsewhere.id } })).status).toBe(403)

    const groups = await callApi(t.app, m.notifications, { token: support.token, query: { limit: 200 } })
    const seen = new Set(groups.body.items.map((x: MessageSummary) => x.id))
    const outside = all.body.items.find((x: MessageSummary) => !seen.has(x.id) && x.created >= groups.body.items.at(-1).created) as MessageSummary
    expect((await callApi(t.app, m.notification, { token: support.token, params: { id: outside.id } })).status).toBe(404)
    // An email to another console user is not a support agent's to read.
    const adminEmails = await callApi(t.app, m.emails, { token: admin.token, query: { limit: 100 } })
    const supportEmails = await callApi(t.app, m.emails, { token: support.token, query: { limit: 100 } })
    const readable = new Set(supportEmails.body.items.map((x: MessageSummary) => x.id))
    const notTheirs = adminEmails.body.items.find((x: MessageSummary) => !readable.has(x.id)) as MessageSummary
    expect((await callApi(t.app, m.email, { token: support.token, params: { id: notTheirs.id } })).status).toBe(404)
    // A notification's id is not an email's.
    expect((await callApi(t.app, m.email, { token: admin.token, params: { id: elsewhere.id } })).status).toBe(404)
  })
})

describe('GET notification/{id} and email/{id}', () => {
  it('answers what was sent, its deliveries and resends; hides the body of an email carrying a single-use code', async () => {
    const sent = await notificationIn('SENT', support)
    const one = await callApi(t.app, m.notification, { token: support.token, params: { id: sent.id } })
    expect(messageSchema.parse(one.body)).toMatchObject({ id: sent.id, bodyHidden: false })
    const full = await callApi(t.app, m.notification, { token: admin.token, params: { id: sent.id } })
    expect(full.status).toBe(200)
    const message = messageSchema.parse(full.body)
    expect(message.bodyHtml).toContain('<p>Hello')
    expect(message.bodyText).toContain('Hello')
    expect(message.resends).toEqual([])

    const codes = await callApi(t.app, m.emails, { token: admin.token, query: { type: 'VERIFICATION_CODE', limit: 1 } })
    const code = await callApi(t.app, m.email, { token: admin.token, params: { id: codes.body.items[0].id } })
    expect(code.body).toMatchObject({ bodyHidden: true, bodyHtml: '', bodyText: '' })
    expect(JSON.stringify(code.body)).not.toMatch(/Your code is \d/)
    expect((await callApi(t.app, m.email, { token: admin.token, params: { id: 999_999_999 } })).status).toBe(404)
    expect((await callApi(t.app, m.email, { token: admin.token, params: { id: 'x' as never } })).status).toBe(400)
  })
})

describe('POST notification/resend/{id} and email/{id}/resend', () => {
  it('refuses a message still on its way and an email carrying a single-use code (409), and a reader without message.resend (403)', async () => {
    for (const state of ['QUEUED', 'PROCESSING', 'PAUSED']) {
      const waiting = await callApi(t.app, m.notifications, { token: admin.token, query: { state, limit: 1 } })
      // The test app's queue runs only when drained: the demo data's waiting messages are still waiting.
      const one = waiting.body.items[0] as MessageSummary
      const refused = await callApi(t.app, m.resendNotification, { token: admin.token, params: { id: one.id } })
      expect(refused.status, state).toBe(409)
    }
    const codes = await callApi(t.app, m.emails, { token: admin.token, query: { type: 'FORGOT_PASSWORD', state: 'SENT', limit: 1 } })
    expect((await callApi(t.app, m.resendEmail, { token: admin.token, params: { id: codes.body.items[0].id } })).status).toBe(409)
    const expiring = await callApi(t.app, m.emails, { token: admin.token, query: { type: 'PASSWORD_EXPIRING', state: 'FAILED', limit: 1 } })
    const again = await callApi(t.app, m.resendEmail, { token: admin.token, params: { id: expiring.body.items[0].id } })
    expect(again.status).toBe(201)
    expect(again.body).toMatchObject({ channel: 'EMAIL', resendOf: expiring.body.items[0].id })
    const sent = await notificationIn('SENT')
    expect((await callApi(t.app, m.resendNotification, { token: analyst.token, params: { id: sent.id } })).status).toBe(403)
    expect((await callApi(t.app, m.resendNotification, { params: { id: sent.id } })).status).toBe(401)
    expect((await callApi(t.app, m.resendEmail, { token: admin.token, params: { id: sent.id } })).status).toBe(404)
  })

  it('resends a message of each finished state as a new queued message linked both ways, audited', async () => {
    for (const state of ['SENT', 'FAILED', 'PARTIALLY_FAILED', 'CANCELED']) {
      const original = await notificationIn(state, support)
      const resent = await callApi(t.app, m.resendNotification, { token: support.token, params: { id: original.id } })
      expect(resent.status, state).toBe(201)
      const copy = messageSchema.parse(resent.body)
      expect(copy).toMatchObject({ resendOf: original.id, recipient: original.recipient, subject: original.subject, channel: 'NOTIFICATION' })
      expect(copy.id).not.toBe(original.id)
      expect(['QUEUED', 'PROCESSING', 'SENT']).toContain(copy.state)
      const back = await callApi(t.app, m.notification, { token: admin.token, params: { id: original.id } })
      expect(back.body.resends.map((r: { id: number }) => r.id)).toContain(copy.id)
      const events = await eventsOf(t.services, 'UPDATE', 'support')
      const event = events.find((e) => e.target_type === 'message' && String(e.target_id) === String(original.id))
      expect(event?.detail).toMatchObject({ auditAction: 'RESENT' })
    }
    const mine = await callApi(t.app, m.notifications, { token: support.token, query: { state: 'SENT', limit: 1 } })
    const resent = await callApi(t.app, m.resendNotification, { token: support.token, params: { id: mine.body.items[0].id } })
    expect(resent.status).toBe(201)
    await t.services.mail.drain()
    const delivered = await callApi(t.app, m.notification, { token: support.token, params: { id: resent.body.id } })
    expect(delivered.body.state).toBe('SENT')
    expect(delivered.body.deliveries).toHaveLength(1)
  })
})

describe('amounts customers were told', () => {
  it('a notification sent with the amount in minor units, and a template printing the currency after it, are written again by migration 0040', async () => {
    const old = await sendMessage(t.services, {
      channel: 'NOTIFICATION',
      type: 'PURCHASE_SUCCESS',
      recipient: 'told-minor-units@mail.example',
      template: { subject: 'Paid', text: 'Hello Ines,\nAmount: 4099 EUR. Reference: R-1.' },
      variables: {},
    })
    const template = await t.services.db.selectFrom('email_template').select(['id', 'body_text']).where('type', '=', 'REFUND').executeTakeFirstOrThrow()
    await t.services.db.updateTable('email_template').set({ body_text: 'Refunded: {{ amount }} {{ currency }}' }).where('id', '=', template.id).execute()
    try {
      await moneyInMessages.up(t.services.db as never)
      const message = await t.services.db.selectFrom('message').select(['body_text', 'body_html']).where('id', '=', old.id).executeTakeFirstOrThrow()
      expect(message.body_text).toBe('Hello Ines,\nAmount: €40.99. Reference: R-1.')
      expect(message.body_html).toContain('Amount: €40.99. Reference: R-1.')
      const rewritten = await t.services.db.selectFrom('email_template').select('body_text').where('id', '=', template.id).executeTakeFirstOrThrow()
      expect(rewritten.body_text).toBe('Refunded: {{ amount }}')
    } finally {
      await t.services.db.updateTable('email_template').set({ body_text: template.body_text }).where('id', '=', template.id).execute()
    }
  })
})
