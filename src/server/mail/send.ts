import type { EmailType, MessageChannel } from '@domain/enums'
import { createTransport, type Transporter } from 'nodemailer'
import type { Services } from '../services'
import { localeOrDefault, renderMessage } from './render'
import { type MessageTemplate, systemEmailTemplates } from './templates'

const DEFAULT_FROM = 'Payments Console <no-reply@localhost>'

export interface SendMessageInput {
  channel?: MessageChannel
  /** An email type (FORGOT_PASSWORD, ...) or a notification template type (REFUND, ...). */
  type: string
  recipient: string
  /** Chooses the language of a system email; the recipient user's locale. */
  locale?: string | null
  /** LiquidJS sources; omitted for the system emails, whose templates live in mail/templates. */
  template?: MessageTemplate
  variables: Record<string, unknown>
  userId?: number | null
  spaceId?: number | null
  merchantId?: number | null
  /** Links to the records the message is about (transaction id, ...), shown in the lists. */
  related?: Record<string, unknown>
}

export interface SentMessage {
  id: number
  state: 'SENT' | 'FAILED'
}

const transports = new Map<string, Transporter>()

function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl)
  if (!transport) {
    const from = new URL(smtpUrl).searchParams.get('from') ?? DEFAULT_FROM
    transport = createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }, { from })
    transports.set(smtpUrl, transport)
  }
  return transport
}

function systemTemplate(type: string, locale: string | null | undefined): MessageTemplate {
  const localized = systemEmailTemplates[type as EmailType]
  if (!localized) throw new Error(`no template for message type ${type}`)
  return localized[localeOrDefault(locale)]
}

/**
 * Renders a message, records it as a `message` row (the emails and notifications lists) and
 * delivers it by SMTP when SMTP_URL is set. Without SMTP the row is marked SENT with
 * related.delivery = 'recorded': the message is complete and readable in the console, and
 * leaving it QUEUED would wrongly promise a later delivery of codes that will have expired.
 */
export async function sendMessage(services: Services, input: SendMessageInput): Promise<SentMessage> {
  const locale = localeOrDefault(input.locale)
  const rendered = await renderMessage(input.template ?? systemTemplate(input.type, locale), input.variables, locale)
  const now = services.now()
  const smtpUrl = services.config.smtpUrl
  const row = await services.db
    .insertInto('message')
    .values({
      channel: input.channel ?? 'EMAIL',
      type: input.type,
      space_id: input.spaceId ?? null,
      merchant_id: input.merchantId ?? null,
      user_id: input.userId ?? null,
      recipient: input.recipient,
      subject: rendered.subject,
      body_html: rendered.html,
      body_text: rendered.text,
      state: smtpUrl ? 'PROCESSING' : 'SENT',
      attempts: smtpUrl ? 0 : 1,
      sent_at: smtpUrl ? null : now,
      related: JSON.stringify({ ...input.related, ...(smtpUrl ? {} : { delivery: 'recorded' }) }),
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (!smtpUrl) return { id: row.id, state: 'SENT' }

  try {
    await transportFor(smtpUrl).sendMail({ to: input.recipient, subject: rendered.subject, text: rendered.text, html: rendered.html })
    await services.db
      .updateTable('message')
      .set({ state: 'SENT', attempts: 1, sent_at: services.now(), error: null })
      .where('id', '=', row.id)
      .execute()
    return { id: row.id, state: 'SENT' }
  } catch (error) {
    await services.db
      .updateTable('message')
      .set({ state: 'FAILED', attempts: 1, error: String((error as Error).message ?? error).slice(0, 1000) })
      .where('id', '=', row.id)
      .execute()
    return { id: row.id, state: 'FAILED' }
  }
}
