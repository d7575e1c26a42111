import { emailTypes, locales, messageTemplateTypes } from '@domain/enums'
import { formatMinor } from '@domain/money'
import { type Kysely, sql } from 'kysely'
import { htmlTemplateOfText } from '../../mail/render'
import { systemEmailTemplates } from '../../mail/templates'
import type { Database } from '../database'
import type { IdentitySeed } from './identity'
import { DAY_MS, type Random } from './random'

const subjects: Record<string, Record<string, string>> = {
  en: {
    PURCHASE_SUCCESS: 'Your payment to {{ merchantName }} was successful',
    PURCHASE_FAILED: 'Your payment to {{ merchantName }} did not go through',
    PURCHASE_PENDING: 'Your payment to {{ merchantName }} is being processed',
    REFUND: 'Your refund from {{ merchantName }}',
    CHARGEBACK: 'A chargeback was opened on your payment',
    CHARGEBACK_REVERSED: 'A chargeback on your payment was reversed',
    CANCELLED: 'Your payment to {{ merchantName }} was cancelled',
    PAYMENT_LINK: '{{ merchantName }} sent you a payment link',
    PASSWORD_EXPIRING: 'Your console password expires soon',
    FORGOT_PASSWORD: 'Reset your console password',
    VERIFICATION_CODE: 'Your verification code',
    EMAIL_CHANGE: 'Confirm your new email address',
    EMAIL_CHANGED: 'A new email address was given for your account',
  },
  pt: {
    PURCHASE_SUCCESS: 'Seu pagamento para {{ merchantName }} foi aprovado',
    PURCHASE_FAILED: 'Seu pagamento para {{ merchantName }} nao foi aprovado',
    PURCHASE_PENDING: 'Seu pagamento para {{ merchantName }} esta em processamento',
    REFUND: 'Seu reembolso de {{ merchantName }}',
    CHARGEBACK: 'Uma contestacao foi aberta no seu pagamento',
    CHARGEBACK_REVERSED: 'A contestacao do seu pagamento foi revertida',
    CANCELLED: 'Seu pagamento para {{ merchantName }} foi cancelado',
    PAYMENT_LINK: '{{ merchantName }} enviou um link de pagamento',
  },
}

function body(type: string): { html: string; text: string } {
  const line = type === 'PAYMENT_LINK' ? 'Pay here: {{ link }}' : 'Amount: {{ amount }}. Reference: {{ transactionId }}.'
  return { html: `<p>Hello {{ customerName }},</p><p>${line}</p>`, text: `Hello {{ customerName }},\n${line}` }
}

/** What a seeded email without a code says. */
const notices: Partial<Record<string, string>> = {
  PASSWORD_EXPIRING: 'Your password expires in 7 days.',
  EMAIL_CHANGED: 'A new email address was given for your account.',
}

/** The console's own emails, as kept in code, in every language: the system collection shows them. */
const systemEmails = emailTypes.flatMap((type) =>
  locales.map((locale) => {
    const { subject, text } = systemEmailTemplates[type][locale]
    return { type, locale, subject, body_html: htmlTemplateOfText(text, locale), body_text: text }
  }),
)

/** Template collections (the system one and each partner's), sent notifications and emails. */
export async function seedMessages(db: Kysely<Database>, rng: Random, now: Date, identity: IdentitySeed, transactions: number): Promise<void> {
  await seedTemplateCollections(db, identity, new Date(now.getTime() - 300 * DAY_MS))
  await seedNotifications(db, transactions)
  await seedConsoleEmails(db, rng, now)
  // Each finished message's delivery attempts, as the queue writes them: a failed one tried until
  // its attempts ran out, each try keeping the SMTP server's answer.
  await sql`
    insert into message_attempt (message_id, attempt, worker, started_at, finished_at, outcome, response)
    select msg.id, n, 'mail-1', msg.created_at + n * interval '10 seconds', msg.created_at + n * interval '10 seconds' + interval '1 second',
      case when msg.state = 'FAILED' then case when n = msg.attempts then 'FAILED' else 'RETRY' end else msg.state end,
      case when msg.state = 'FAILED' then msg.error when msg.state = 'PARTIALLY_FAILED' then '250 2.0.0 OK; 1 of 2 recipients refused' else '250 2.0.0 OK queued' end
    from message msg
    cross join lateral generate_series(1, greatest(msg.attempts, 1)) as n
    where msg.state in ('SENT', 'FAILED', 'PARTIALLY_FAILED')
    order by msg.id, n`.execute(db)
}

/** The system collection and each space's own, with a template of every type in each of their languages. */
async function seedTemplateCollections(db: Kysely<Database>, identity: IdentitySeed, at: Date): Promise<void> {
  const collections = identity.spaces.flatMap((space) =>
    space.name === 'platform'
      ? [
          { space, name: 'system-default', description: 'Templates every space falls back to', is_default: true, is_system: true, locales: ['en', 'pt'] },
          { space, name: 'platform-plain', description: 'Plain-text house style', is_default: false, is_system: false, locales: ['en'] },
        ]
      : [{ space, name: `${space.name}-brand`, description: `${space.name} branded templates`, is_default: true, is_system: false, locales: space.name === 'rio' ? ['pt', 'en'] : ['en'] }],
  )
  for (const c of collections) {
    const row = await db
      .insertInto('email_template_collection')
      .values({ space_id: c.space.id, name: c.name, description: c.description, is_default: c.is_default, is_system: c.is_system, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow()
    const notifications = c.locales.flatMap((locale) =>
      messageTemplateTypes.map((type) => ({ type, locale, subject: subjects[locale]![type]!, body_html: body(type).html, body_text: body(type).text })),
    )
    await db
      .insertInto('email_template')
      .values(
        [...notifications, ...(c.is_system ? systemEmails : [])].map((template) => ({
          ...template,
          collection_id: row.id,
          space_id: c.space.id,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute()
  }
}

/** One notification per sampled transaction, about 5,000 whatever the data set size. */
async function seedNotifications(db: Kysely<Database>, transactions: number): Promise<void> {
  const step = Math.max(1, Math.floor(transactions / 5000))
  // Amounts as the customer reads them, written here: SQL knows no language's money format.
  const sampled = await db
    .selectFrom('transaction')
    .select(['id', 'amount', 'currency'])
    .where(sql<boolean>`id % ${sql.lit(step)} = 0 and email is not null`)
    .execute()
  const amountIds = sampled.map((t) => String(t.id))
  const amountTexts = sampled.map((t) => formatMinor(Number(t.amount), t.currency, 'en'))
  await sql`
    insert into message (channel, type, space_id, merchant_id, user_id, recipient, subject, body_html, body_text, state, attempts, error, related, transaction_id, sent_at, created_at, next_attempt_at, locked_until)
    select 'NOTIFICATION', v.type, m.space_id, t.merchant_id, null, t.email, replace(s.subject, '{{ merchantName }}', m.display_name),
      '<p>Hello ' || coalesce(t.customer_name, '') || ',</p><p>Amount: ' || a.amount || '. Reference: ' || t.external_id || '.</p>',
      'Hello ' || coalesce(t.customer_name, '') || E',\nAmount: ' || a.amount || '. Reference: ' || t.external_id || '.',
      v.state, case when v.state = 'FAILED' then 3 when v.state = 'QUEUED' then 0 else 1 end,
      case when v.state = 'FAILED' then '550 mailbox unavailable' end,
      jsonb_build_object('transactionId', t.external_id, 'merchantAccount', m.name, 'customerId', t.customer_external_id),
      t.id, case when v.state in ('SENT', 'PARTIALLY_FAILED') then t.created_at + interval '20 seconds' end, t.created_at + interval '5 seconds',
      -- The queue takes the QUEUED ones, and the PROCESSING ones whose sender is long gone, at its first run.
      case when v.state = 'QUEUED' then t.created_at + interval '5 seconds' end, case when v.state = 'PROCESSING' then t.created_at + interval '1 minute' end
    from "transaction" t
    join merchant m on m.id = t.merchant_id
    join unnest(${sql.val(amountIds)}::bigint[], ${sql.val(amountTexts)}::text[]) as a(id, amount) on a.id = t.id
    cross join lateral (select
      case when t.status in ('CHARGED', 'AUTHORIZED') then 'PURCHASE_SUCCESS' when t.result = 'DECLINED' then 'PURCHASE_FAILED'
           when t.result = 'PENDING' then 'PURCHASE_PENDING' when t.status = 'REFUNDED' then 'REFUND'
           when t.status in ('CHARGED_BACK', 'CHARGEBACK_PENDING') then 'CHARGEBACK' when t.status = 'CHARGEBACK_REVERSED' then 'CHARGEBACK_REVERSED'
           when t.status = 'CANCELLED' then 'CANCELLED' else 'PURCHASE_SUCCESS' end as type,
      (array['SENT','SENT','SENT','SENT','SENT','SENT','SENT','SENT','FAILED','QUEUED','PROCESSING','PARTIALLY_FAILED','CANCELED','PAUSED'])[1 + (t.id % 14)::int] as state
    ) v
    join (select unnest(${sql.val(Object.keys(subjects.en!))}::text[]) as type, unnest(${sql.val(Object.values(subjects.en!))}::text[]) as subject) s
      on s.type = v.type
    where t.id % ${sql.lit(step)} = 0 and t.email is not null
    order by t.id`.execute(db)
}

/** Sixty emails of the console to its users, of every type, every fourth of a type failed. */
async function seedConsoleEmails(db: Kysely<Database>, rng: Random, now: Date): Promise<void> {
  const users = await db.selectFrom('app_user').select(['id', 'username', 'email', 'real_name', 'space_id']).orderBy('id').execute()
  const sentOfType = new Map<string, number>()
  const emails = Array.from({ length: 60 }, (_, i) => {
    const user = users[i % users.length]!
    // Each round of the users moves the types on by one, so every user has emails of every type.
    const type = emailTypes[(i + Math.floor(i / users.length)) % emailTypes.length]!
    const sent = new Date(now.getTime() - rng.int(0, 60) * DAY_MS - rng.int(0, 86_399) * 1000)
    // Every fourth email of a type failed, so every type has failed emails to show.
    const nth = (sentOfType.get(type) ?? 0) + 1
    sentOfType.set(type, nth)
    const state = nth % 4 === 0 ? 'FAILED' : 'SENT'
    const code = String(rng.int(100000, 999999))
    const line = notices[type] ?? `Your code is ${code}.`
    return {
      channel: 'EMAIL' as const,
      type,
      space_id: user.space_id,
      merchant_id: null,
      user_id: user.id,
      recipient: user.email,
      subject: subjects.en![type]!,
      body_html: `<p>Hello ${user.real_name},</p><p>${line}</p>`,
      body_text: `Hello ${user.real_name},\n${line}`,
      state,
      attempts: state === 'FAILED' ? 3 : 1,
      error: state === 'FAILED' ? '421 try again later' : null,
      related: JSON.stringify({ username: user.username }),
      sent_at: state === 'SENT' ? sent : null,
      created_at: sent,
    }
  })
  await db.insertInto('message').values(emails).execute()
}
