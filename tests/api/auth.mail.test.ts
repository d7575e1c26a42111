import { once } from 'node:events'
import { createServer, type Server } from 'node:net'
import { emailTypes, locales } from '@domain/enums'
import { sendMessage, startMailQueue, systemEmailTemplates } from '@server/mail'
import { renderMessage } from '@server/mail/render'
import type { Services } from '@server/services'
import { describe, expect, it } from 'vitest'
import { testAppForFile } from './helpers'

const t = testAppForFile()

/** A minimal SMTP server that accepts every message and keeps its raw text. */
async function startSmtpServer(): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = []
  const server = createServer((socket) => {
    let data = ''
    let inData = false
    socket.write('220 test ESMTP\r\n')
    socket.on('data', (chunk) => {
      data += chunk.toString('utf8')
      let end = data.indexOf('\r\n')
      while (end >= 0) {
        const line = data.slice(0, end)
        data = data.slice(end + 2)
        if (inData) {
          if (line === '.') {
            inData = false
            socket.write('250 queued\r\n')
          } else {
            received[received.length - 1] += `${line}\n`
          }
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n')
        else if (/^DATA/i.test(line)) {
          inData = true
          received.push('')
          socket.write('354 go on\r\n')
        } else if (/^QUIT/i.test(line)) {
          socket.end('221 bye\r\n')
        } else socket.write('250 ok\r\n')
        end = data.indexOf('\r\n')
      }
    })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  return { server, port: typeof address === 'object' && address ? address.port : 0, received }
}

/** A send queue of its own delivering to `smtpUrl`, giving up after the first failed attempt. */
const queueTo = (services: Services, smtpUrl: string) =>
  startMailQueue({ ...services, config: { ...services.config, smtpUrl, mailQueue: { ...services.config.mailQueue, maxAttempts: 1 } } })

describe('mail', () => {
  it('system templates: every email type renders in en, fr, pt and ar with no Liquid left over', async () => {
    for (const type of emailTypes) {
      for (const locale of locales) {
        const rendered = await renderMessage(
          systemEmailTemplates[type][locale],
          type,
          { realName: 'Rui', link: 'https://console.example/x', code: '123456', minutes: 10, days: 5, appName: 'Acme' },
          locale,
        )
        expect(rendered.subject, `${type} ${locale}`).not.toMatch(/{{|}}|{%|123456|console\.example/)
        expect(rendered.text, `${type} ${locale}`).toContain('Rui')
        expect(rendered.html).toContain(`lang="${locale}"`)
      }
    }
    const arabic = await renderMessage(systemEmailTemplates.FORGOT_PASSWORD.ar, 'FORGOT_PASSWORD', { realName: 'x', link: 'https://a.example', minutes: 1, appName: 'A' }, 'ar')
    expect(arabic.html).toContain('dir="rtl"')
  })

  it('sendMessage: variables are escaped in the HTML body and links become anchors', async () => {
    const sent = await sendMessage(t.services, {
      type: 'FORGOT_PASSWORD',
      recipient: 'escape@test.example',
      variables: { realName: '<script>alert(1)</script>', link: 'https://console.example/resetpassword/abc', minutes: 30, appName: 'Console' },
    })
    await t.services.mail.drain()
    const row = await t.services.db.selectFrom('message').selectAll().where('id', '=', sent.id).executeTakeFirstOrThrow()
    expect(row.body_html).not.toContain('<script>')
    expect(row.body_html).toContain('&lt;script&gt;')
    expect(row.body_html).toContain('<a href="https://console.example/resetpassword/abc">')
    expect(row.state).toBe('SENT')
    expect(row.related).toEqual({ delivery: 'recorded' })
  })

  it('sendMessage with SMTP_URL: the queue delivers the message to the SMTP server and the row is SENT', async () => {
    const smtp = await startSmtpServer()
    const queue = await queueTo(t.services, `smtp://127.0.0.1:${smtp.port}?from=console%40test.example`)
    try {
      const sent = await sendMessage(t.services, {
        type: 'VERIFICATION_CODE',
        recipient: 'smtp-user@test.example',
        locale: 'pt',
        variables: { realName: 'Rita', code: '654321', minutes: 10, appName: 'Rio Console' },
      })
      expect(sent.state).toBe('QUEUED')
      await queue.drain()
      const row = await t.services.db.selectFrom('message').selectAll().where('id', '=', sent.id).executeTakeFirstOrThrow()
      expect(row).toMatchObject({ state: 'SENT', attempts: 1, error: null, recipient: 'smtp-user@test.example' })
      expect(row.sent_at).not.toBeNull()
      expect(smtp.received).toHaveLength(1)
      expect(smtp.received[0]).toContain('smtp-user@test.example')
      expect(smtp.received[0]).toContain('654321')
    } finally {
      await queue.close()
      smtp.server.close()
    }
  })

  it('sendMessage with an SMTP server that does not answer: the row is FAILED with the error once its attempts are used', async () => {
    const closed = await startSmtpServer()
    closed.server.close()
    await once(closed.server, 'close')
    const queue = await queueTo(t.services, `smtp://127.0.0.1:${closed.port}`)
    const sent = await sendMessage(t.services, {
      type: 'VERIFICATION_CODE',
      recipient: 'nowhere@test.example',
      variables: { realName: 'N', code: '111111', minutes: 10, appName: 'Console' },
    })
    await queue.drain()
    await queue.close()
    const row = await t.services.db.selectFrom('message').selectAll().where('id', '=', sent.id).executeTakeFirstOrThrow()
    expect(row.state).toBe('FAILED')
    expect(row.error).toMatch(/ECONNREFUSED|connect/i)
  })
})
