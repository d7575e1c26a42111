import { DEFAULT_LOCALE } from '@domain/constants'
import { type EmailType, emailTypes, type Locale, type MessageChannel } from '@domain/enums'
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/database'
import type { Services } from '../services'
import { MAIL_QUEUE_CHANNEL } from './queue'
import { localeOrDefault, renderMessage } from './render'
import { type MessageTemplate, systemEmailTemplates } from './templates'

export interface SendMessageInput {
  channel?: MessageChannel
  /** An email type (FORGOT_PASSWORD, ...) or a notification template type (REFUND, ...). */
  type: string
  recipient: string
  /** Chooses the language of a system email; the recipient user's locale. */
  locale?: string | null
  /** LiquidJS sources given by the caller (a test send); otherwise the stored template is looked up (see templateOf). */
  template?: MessageTemplate
  /** The sources to use when no collection holds a template of the type. */
  fallback?: MessageTemplate
  variables: Record<string, unknown>
  userId?: number | null
  spaceId?: number | null
  merchantId?: number | null
  /** Links to the records the message is about (transaction id, ...), shown in the lists. */
  related?: Record<string, unknown>
  /** The message this one resends. */
  resendOf?: number | null
  /** Queues the message only once: a second message with the same key is not queued. */
  dedupeKey?: string
  /** The caller's transaction, so the message is queued only if its write commits. */
  db?: Kysely<Database>
}

export interface SentMessage {
  id: number
  state: 'QUEUED'
}

/**
 * The stored template of a message type, in the locale or else in English: for a merchant's
 * message the collection its email tab picks, else its space's default; then the platform's
 * default system collection. None when no collection holds one.
 */
async function storedTemplate(db: Kysely<Database>, type: string, locale: Locale, merchantId: number | null | undefined): Promise<MessageTemplate | undefined> {
  const merchant = merchantId
    ? await db
        .selectFrom('merchant')
        .select(['space_id', sql<string | null>`configuration->'email'->>'templateCollection'`.as('chosen')])
        .where('id', '=', merchantId)
        .executeTakeFirst()
    : undefined
  const chosen = merchant?.chosen ?? null
  const stored = await db
    .selectFrom('email_template as et')
    .innerJoin('email_template_collection as c', 'c.id', 'et.collection_id')
    .select(['et.subject', 'et.body_text', 'et.body_html'])
    .where('et.type', '=', type)
    .where('et.locale', 'in', [locale, DEFAULT_LOCALE])
    .where((eb) =>
      eb.or([
        eb.and([eb('c.is_system', '=', true), eb('c.is_default', '=', true)]),
        ...(merchant
          ? [
              eb.and([eb('c.space_id', '=', merchant.space_id), eb.or([eb('c.is_default', '=', true), eb('c.name', '=', chosen ?? '')])]),
              eb.and([eb('c.is_system', '=', true), eb('c.name', '=', chosen ?? '')]),
            ]
          : []),
      ]),
    )
    .orderBy(sql`case when c.name = ${chosen} then 0 when not c.is_system then 1 else 2 end`)
    .orderBy(sql`et.locale = ${locale}`, 'desc')
    .limit(1)
    .executeTakeFirst()
  return stored ? { subject: stored.subject, text: stored.body_text, html: stored.body_html } : undefined
}

/** A message's template: the caller's own, else the stored one, else the console's own for a system email or the caller's fallback. */
async function templateOf(db: Kysely<Database>, input: SendMessageInput, locale: Locale): Promise<MessageTemplate> {
  if (input.template) return input.template
  const stored = await storedTemplate(db, input.type, locale, input.merchantId)
  if (stored) return stored
  if ((emailTypes as readonly string[]).includes(input.type)) return systemEmailTemplates[input.type as EmailType][locale]
  if (input.fallback) return input.fallback
  throw new Error(`no template for message type ${input.type}`)
}

/**
 * Renders a message and queues it: a QUEUED `message` row (the emails and notifications
 * lists), due now, that a process's send queue (mail/queue.ts) delivers. With a `dedupeKey`
 * already used it queues nothing and answers null.
 */
export async function sendMessage(services: Services, input: SendMessageInput & { dedupeKey: string }): Promise<SentMessage | null>
export async function sendMessage(services: Services, input: SendMessageInput): Promise<SentMessage>
export async function sendMessage(services: Services, input: SendMessageInput): Promise<SentMessage | null> {
  const db = input.db ?? services.db
  const locale = localeOrDefault(input.locale)
  const rendered = await renderMessage(await templateOf(db, input, locale), input.type, input.variables, locale)
  const now = services.now()
  const row = await db
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
      state: 'QUEUED',
      attempts: 0,
      next_attempt_at: now,
      related: JSON.stringify(input.related ?? {}),
      resend_of: input.resendOf ?? null,
      dedupe_key: input.dedupeKey ?? null,
      created_at: now,
    })
    .onConflict((oc) => oc.column('dedupe_key').where('dedupe_key', 'is not', null).doNothing())
    // Announced to every process's queue once the row commits (with the caller's transaction, not before).
    .returning(['id', sql<unknown>`pg_notify(${MAIL_QUEUE_CHANNEL}, '')`.as('announced')])
    .executeTakeFirst()
  if (!row) return null
  if (!db.isTransaction) services.mail.wake()
  return { id: Number(row.id), state: 'QUEUED' }
}
