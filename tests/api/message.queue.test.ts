import { once } from 'node:events'
import type { MailQueueConfig } from '@server/config'
import { connectDatabase, type Listen } from '@server/db/connect'
import { queuePasswordExpiringEmails } from '@server/jobs/password-expiring'
import { type MailQueue, startMailQueue } from '@server/mail/queue'
import { renderMessage } from '@server/mail/render'
import { sendMessage } from '@server/mail/send'
import { systemEmailTemplates } from '@server/mail/templates'
import type { Services } from '@server/services'
import { simpleParser } from 'mailparser'
import { SMTPServer, type SMTPServerError, type SMTPServerSession } from 'smtp-server'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestUser, testAppForFile } from './helpers'

const t = testAppForFile()
const RETRY_BASE_MS = 60_000
const LEASE_MS = 60_000

interface Delivery {
  recipients: string[]
  raw: Buffer
}

/**
 * A real SMTP server in this process. `refuse` answers a recipient or a message with an SMTP
 * error; `hold` keeps a message's DATA unanswered until the test releases it.
 */
async function startSmtp(
  options: {
    refuseRecipient?: (address: string) => SMTPServerError | undefined
    refuseMessage?: (session: SMTPServerSession) => SMTPServerError | undefined
    hold?: boolean
  } = {},
) {
  const deliveries: Delivery[] = []
  const held: ((error?: Error) => void)[] = []
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    closeTimeout: 50,
    onRcptTo(address, _session, callback) {
      callback(options.refuseRecipient?.(address.address))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (options.hold) {
          held.push((error) => callback(error))
          return
        }
        const refusal = options.refuseMessage?.(session)
        if (!refusal) deliveries.push({ recipients: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks) })
        callback(refusal)
      })
    },
  })
  server.listen(0, '127.0.0.1')
  await once(server.server, 'listening')
  const address = server.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `smtp://127.0.0.1:${port}?from=console%40test.example`,
    deliveries,
    held,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const smtpError = (responseCode: number, message: string): SMTPServerError => Object.assign(new Error(message), { responseCode })

const queues: MailQueue[] = []
const servers: { close: () => Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(queues.splice(0).map((q) => q.close()))
  await Promise.all(servers.splice(0).map((s) => s.close()))
})

/** A send queue of its own (another process, as far as the rows can tell) delivering to `smtpUrl`. */
async function queueTo(smtpUrl: string | undefined, settings: Partial<MailQueueConfig> = {}, services: Services = t.services, listen?: Listen) {
  const config = { ...services.config, smtpUrl, mailQueue: { ...services.config.mailQueue, retryBaseMs: RETRY_BASE_MS, leaseMs: LEASE_MS, ...settings } }
  const queue = await startMailQueue({ ...services, config }, listen)
  queues.push(queue)
  return queue
}

async function smtp(options: Parameters<typeof startSmtp>[0] = {}) {
  const server = await startSmtp(options)
  servers.push(server)
  return server
}

/** A server that refuses for good every recipient whose address starts with "nobody", and a queue sending to it. */
async function queueRefusingNobody() {
  const server = await smtp({ refuseRecipient: (address) => (address.startsWith('nobody') ? smtpError(550, 'No such user here') : undefined) })
  return { server, queue: await queueTo(server.url) }
}

function queueMessage(recipient: string, code = '246810', extra: { db?: Services['db'] } = {}) {
  return sendMessage(t.services, {
    type: 'VERIFICATION_CODE',
    recipient,
    locale: 'en',
    variables: { realName: 'Queue Tester', code, minutes: 10, appName: 'Queue Console' },
    ...extra,
  })
}

const messageRow = (id: number) => t.services.db.selectFrom('message').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const attemptsOf = (id: number) => t.services.db.selectFrom('message_attempt').selectAll().where('message_id', '=', id).orderBy('id').execute()

describe('send queue', () => {
  // The demo data's QUEUED messages are due too: recorded first, so each test meets only its own.
  beforeAll(async () => {
    await (await queueTo(undefined)).drain()
  })

  it('a queued message arrives by SMTP and is SENT, with the server answer on its attempt', async () => {
    const server = await smtp()
    const sent = await queueMessage('arrives@test.example', '135790')
    expect(sent.state).toBe('QUEUED')
    expect(await messageRow(sent.id)).toMatchObject({ state: 'QUEUED', attempts: 0 })

    const queue = await queueTo(server.url)
    await queue.drain()
    expect(server.deliveries).toHaveLength(1)
    const mail = await simpleParser(server.deliveries[0]!.raw)
    expect(server.deliveries[0]!.recipients).toEqual(['arrives@test.example'])
    expect(mail.subject).toMatch(/verification code/i)
    expect(mail.text).toContain('135790')
    expect(mail.html).toContain('135790')

    const row = await messageRow(sent.id)
    expect(row).toMatchObject({ state: 'SENT', attempts: 1, error: null, locked_by: null, locked_until: null })
    expect(row.sent_at).not.toBeNull()
    const [attempt, ...more] = await attemptsOf(sent.id)
    expect(more).toHaveLength(0)
    expect(attempt).toMatchObject({ attempt: 1, worker: queue.worker, outcome: 'SENT' })
    expect(attempt!.response).toMatch(/^250 /)
    expect(attempt!.finished_at).not.toBeNull()
  })

  it('without SMTP_URL a due message is recorded: SENT, related.delivery = recorded, the attempt says why', async () => {
    const sent = await queueMessage('recorded@test.example')
    await t.services.mail.drain()
    expect(await messageRow(sent.id)).toMatchObject({ state: 'SENT', related: { delivery: 'recorded' } })
    expect((await attemptsOf(sent.id))[0]).toMatchObject({ outcome: 'SENT', response: expect.stringMatching(/No SMTP server is configured/) })
  })

  it('a temporary failure (4xx) is retried after a growing wait, then SENT once', async () => {
    let refusals = 2
    const server = await smtp({ refuseMessage: () => (refusals-- > 0 ? smtpError(451, 'Greylisted, try again later') : undefined) })
    const queue = await queueTo(server.url)
    const sent = await queueMessage('greylisted@test.example')

    await queue.drain()
    let row = await messageRow(sent.id)
    expect(row).toMatchObject({ state: 'QUEUED', attempts: 1, error: expect.stringMatching(/^451 Greylisted/) })
    const firstWait = row.next_attempt_at!.getTime() - t.clock.now().getTime()
    expect(firstWait).toBeGreaterThan(RETRY_BASE_MS - 1000)
    expect(firstWait).toBeLessThanOrEqual(RETRY_BASE_MS)

    await queue.drain()
    expect((await messageRow(sent.id)).attempts).toBe(1)

    t.clock.advance(RETRY_BASE_MS)
    await queue.drain()
    row = await messageRow(sent.id)
    expect(row).toMatchObject({ state: 'QUEUED', attempts: 2 })
    const secondWait = row.next_attempt_at!.getTime() - t.clock.now().getTime()
    expect(secondWait).toBeGreaterThan(2 * RETRY_BASE_MS - 1000)

    t.clock.advance(2 * RETRY_BASE_MS)
    await queue.drain()
    expect(await messageRow(sent.id)).toMatchObject({ state: 'SENT', attempts: 3, error: null })
    expect(server.deliveries).toHaveLength(1)
    const attempts = await attemptsOf(sent.id)
    expect(attempts.map((a) => a.outcome)).toEqual(['RETRY', 'RETRY', 'SENT'])
    expect(attempts[0]!.response).toMatch(/^451 Greylisted/)
  })

  it('a temporary failure on every attempt ends FAILED after the last one', async () => {
    const server = await smtp({ refuseMessage: () => smtpError(452, 'Mailbox full') })
    const queue = await queueTo(server.url, { maxAttempts: 2 })
    const sent = await queueMessage('always-full@test.example')
    await queue.drain()
    t.clock.advance(RETRY_BASE_MS)
    await queue.drain()
    expect(await messageRow(sent.id)).toMatchObject({ state: 'FAILED', attempts: 2, error: expect.stringMatching(/^452 Mailbox full/) })
    expect((await attemptsOf(sent.id)).map((a) => a.outcome)).toEqual(['RETRY', 'FAILED'])
  })

  it('a permanent failure (5xx) is FAILED at once with the server answer in error and on the attempt', async () => {
    const { server, queue } = await queueRefusingNobody()
    const sent = await queueMessage('nobody@test.example')
    await queue.drain()
    const row = await messageRow(sent.id)
    expect(row).toMatchObject({ state: 'FAILED', attempts: 1, next_attempt_at: null, sent_at: null })
    expect(row.error).toMatch(/^550 No such user here/)
    const attempts = await attemptsOf(sent.id)
    expect(attempts).toHaveLength(1)
    expect(attempts[0]).toMatchObject({ outcome: 'FAILED', response: expect.stringMatching(/^550 No such user here/) })
    expect(server.deliveries).toHaveLength(0)
  })

  it('some recipients refused: PARTIALLY_FAILED, delivered to the others, the refusal in error', async () => {
    const { server, queue } = await queueRefusingNobody()
    const sent = await queueMessage('someone@test.example, nobody-else@test.example')
    await queue.drain()
    const row = await messageRow(sent.id)
    expect(row).toMatchObject({ state: 'PARTIALLY_FAILED', attempts: 1 })
    expect(row.sent_at).not.toBeNull()
    expect(row.error).toMatch(/550 No such user here/)
    expect(server.deliveries.map((d) => d.recipients)).toEqual([['someone@test.example']])
    expect((await attemptsOf(sent.id))[0]).toMatchObject({ outcome: 'PARTIALLY_FAILED', response: expect.stringMatching(/^250 [\s\S]*550 No such user/) })
  })

  it('a process stopped mid-send: once its lease runs out another one sends the message, and the first cannot finish it', async () => {
    const stuck = await smtp({ hold: true })
    const good = await smtp()
    const first = await queueTo(stuck.url)
    const sent = await queueMessage('mid-send@test.example')
    const firstDrain = first.drain()
    await expect.poll(() => stuck.held.length).toBe(1)
    expect(await messageRow(sent.id)).toMatchObject({ state: 'PROCESSING', locked_by: first.worker })

    const second = await queueTo(good.url)
    await second.drain()
    expect(await messageRow(sent.id)).toMatchObject({ state: 'PROCESSING' })
    expect(good.deliveries).toHaveLength(0)

    t.clock.advance(LEASE_MS + 1000)
    await second.drain()
    expect(good.deliveries).toHaveLength(1)
    expect(await messageRow(sent.id)).toMatchObject({ state: 'SENT', attempts: 2, locked_by: null })

    // The first process's SMTP server answers at last: its finish must not touch the message again.
    stuck.held[0]!()
    await firstDrain
    expect(await messageRow(sent.id)).toMatchObject({ state: 'SENT', attempts: 2 })
    const attempts = await attemptsOf(sent.id)
    expect(attempts.map((a) => [a.worker, a.outcome])).toEqual([
      [first.worker, 'RETRY'],
      [second.worker, 'SENT'],
    ])
    expect(attempts[0]!.response).toMatch(/stopped/)
  })

  it('the SMTP server stops mid-delivery: the message goes back to the queue and is sent on the retry', async () => {
    const stopping = await smtp({ hold: true })
    const queue = await queueTo(stopping.url)
    const sent = await queueMessage('server-stopped@test.example')
    const drained = queue.drain()
    await expect.poll(() => stopping.held.length).toBe(1)
    await stopping.close()
    await drained
    const row = await messageRow(sent.id)
    expect(row).toMatchObject({ state: 'QUEUED', attempts: 1, locked_by: null })
    expect(row.error).toBeTruthy()

    const good = await smtp()
    t.clock.advance(RETRY_BASE_MS)
    await (await queueTo(good.url)).drain()
    expect(good.deliveries).toHaveLength(1)
    expect(await messageRow(sent.id)).toMatchObject({ state: 'SENT', attempts: 2 })
  })

  it('queued inside a transaction, the message is announced at commit and a running queue sends it without a poll', async () => {
    const server = await smtp()
    await queueTo(server.url, { autoRun: true, pollMs: 3600_000 }, t.services, t.listen)
    const sent = await t.services.db.transaction().execute((trx) => queueMessage('in-a-transaction@test.example', '112233', { db: trx }))
    await expect.poll(async () => (await messageRow(sent.id)).state).toBe('SENT')
    expect(server.deliveries).toHaveLength(1)
  })

  it('two processes on one database share the messages and send each exactly once', async () => {
    const server = await smtp()
    const count = 200
    const ids: number[] = []
    for (let i = 0; i < count; i++) ids.push((await queueMessage(`bulk-${i}@test.example`, String(100000 + i))).id)

    // On PostgreSQL the second process has a connection pool of its own; PGlite has one connection to share.
    const other = t.services.engine === 'postgres' ? await connectDatabase({ databaseUrl: t.services.config.databaseUrl }) : undefined
    try {
      const a = await queueTo(server.url)
      const b = await queueTo(server.url, {}, other ? { ...t.services, db: other.db } : t.services)
      await Promise.all([a.drain(), b.drain()])

      const byRecipient = new Map<string, number>()
      for (const d of server.deliveries) for (const r of d.recipients) byRecipient.set(r, (byRecipient.get(r) ?? 0) + 1)
      expect(byRecipient.size).toBe(count)
      expect([...byRecipient.values()].every((n) => n === 1)).toBe(true)

      const rows = await t.services.db.selectFrom('message').select(['state', 'attempts']).where('id', 'in', ids).execute()
      expect(rows.every((r) => r.state === 'SENT' && r.attempts === 1)).toBe(true)
      const workers = await t.services.db
        .selectFrom('message_attempt')
        .select(['worker', (eb) => eb.fn.countAll<number>().as('n')])
        .where('message_id', 'in', ids)
        .groupBy('worker')
        .execute()
      expect(workers.reduce((sum, w) => sum + Number(w.n), 0)).toBe(count)
      expect(workers.map((w) => w.worker).sort()).toEqual([a.worker, b.worker].sort())
    } finally {
      await other?.close()
    }
  })
})

describe('system email templates', () => {
  it('the default system collection template in the user language, else its English one, else the code template', async () => {
    const rollback = new Error('rollback')
    const variables = { realName: 'Rosa', link: 'https://console.example/resetpassword/abc', minutes: 30, appName: 'Acme' }
    const attempt = t.services.db.transaction().execute(async (trx) => {
      const system = trx.selectFrom('email_template_collection').select('id').where('is_system', '=', true).where('is_default', '=', true)
      const forgotTemplates = () => trx.updateTable('email_template').where('collection_id', 'in', system).where('type', '=', 'FORGOT_PASSWORD')
      await forgotTemplates().set({ subject: 'Réinitialiser {{ appName }}', body_text: 'Lien : {{ link }}', body_html: '<p>Lien : {{ link }}</p>' }).where('locale', '=', 'fr').execute()
      await forgotTemplates().set({ subject: 'Reset {{ appName }} now' }).where('locale', '=', 'en').execute()
      const queued = async (locale: string) => {
        const sent = await sendMessage(t.services, { type: 'FORGOT_PASSWORD', recipient: 'templates@test.example', locale, variables, db: trx })
        return trx.selectFrom('message').select(['subject', 'body_text', 'body_html']).where('id', '=', sent.id).executeTakeFirstOrThrow()
      }
      const french = await queued('fr')
      expect(french).toMatchObject({ subject: 'Réinitialiser Acme', body_text: `Lien : ${variables.link}` })
      expect(french.body_html).toContain('<p>Lien : ')

      await trx.deleteFrom('email_template').where('collection_id', 'in', system).where('type', '=', 'FORGOT_PASSWORD').where('locale', '=', 'pt').execute()
      expect((await queued('pt')).subject).toBe('Reset Acme now')

      await trx.deleteFrom('email_template').where('collection_id', 'in', system).where('type', '=', 'FORGOT_PASSWORD').execute()
      expect((await queued('pt')).subject).toBe((await renderMessage(systemEmailTemplates.FORGOT_PASSWORD.pt, 'FORGOT_PASSWORD', variables, 'pt')).subject)
      throw rollback
    })
    await expect(attempt).rejects.toBe(rollback)
  })
})

describe('PASSWORD_EXPIRING job', () => {
  it('queues one email a day to each active user whose password expires within 7 days, in their language', async () => {
    const now = t.clock.now()
    const inDays = (days: number) => new Date(now.getTime() + days * 24 * 3600_000)
    const soon = await createTestUser(t.services, { username: 'pe-soon', passwordExpiresAt: inDays(3) })
    const french = await createTestUser(t.services, { username: 'pe-francais', passwordExpiresAt: inDays(6.5) })
    await t.services.db.updateTable('app_user').set({ locale: 'fr' }).where('id', '=', french.id).execute()
    const later = await createTestUser(t.services, { username: 'pe-later', passwordExpiresAt: inDays(10) })
    const disabled = await createTestUser(t.services, { username: 'pe-disabled', passwordExpiresAt: inDays(2) })
    await t.services.db.updateTable('app_user').set({ status: 'DISABLED' }).where('id', '=', disabled.id).execute()
    const expired = await createTestUser(t.services, { username: 'pe-expired', passwordExpiresAt: inDays(-1) })
    const userIds = [soon.id, french.id, later.id, disabled.id, expired.id]
    const emails = () =>
      t.services.db
        .selectFrom('message')
        .selectAll()
        .where('type', '=', 'PASSWORD_EXPIRING')
        .where('user_id', 'in', userIds)
        .orderBy('id')
        .execute()

    expect(await queuePasswordExpiringEmails(t.services)).toBeGreaterThanOrEqual(2)
    const first = await emails()
    expect(first.map((m) => m.user_id)).toEqual([soon.id, french.id])
    expect(first[0]).toMatchObject({ state: 'QUEUED', channel: 'EMAIL', recipient: 'pe-soon@test.example' })
    expect(first[0]!.dedupe_key).toBe(`PASSWORD_EXPIRING:${soon.id}:${now.toISOString().slice(0, 10)}`)
    expect(first[0]!.body_text).toContain('Test pe-soon')
    expect(first[0]!.subject).toContain('3 days')
    expect(first[0]!.body_text).toMatch(/https?:\/\/\S+\/password\b/)
    expect(first[1]!.subject).toMatch(/^Votre mot de passe .* expire dans 7 jours/)

    expect(await queuePasswordExpiringEmails(t.services)).toBe(0)
    expect(await emails()).toHaveLength(2)

    const server = await smtp()
    await (await queueTo(server.url)).drain()
    const delivered = server.deliveries.filter((d) => d.recipients[0] === 'pe-soon@test.example')
    expect(delivered).toHaveLength(1)
    expect((await simpleParser(delivered[0]!.raw)).subject).toContain('3 days')

    t.clock.advanceDays(1)
    expect(await queuePasswordExpiringEmails(t.services)).toBeGreaterThanOrEqual(2)
    const second = await emails()
    expect(second.map((m) => m.user_id)).toEqual([soon.id, french.id, soon.id, french.id])
    expect(second[2]!.subject).toContain('2 days')
  })

  it('two processes running the job at once still queue one email per user that day', async () => {
    const user = await createTestUser(t.services, { username: 'pe-race', passwordExpiresAt: new Date(t.clock.now().getTime() + 24 * 3600_000) })
    await Promise.all([queuePasswordExpiringEmails(t.services), queuePasswordExpiringEmails(t.services)])
    const rows = await t.services.db.selectFrom('message').select('id').where('user_id', '=', user.id).where('type', '=', 'PASSWORD_EXPIRING').execute()
    expect(rows).toHaveLength(1)
  })
})
