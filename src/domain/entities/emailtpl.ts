import { z } from 'zod'
import { type EmailType, emailTypes, type Locale, locales } from '../enums'
import { formatMinor } from '../money'
import { listQuerySchema } from '../pagination'
import { emailField, freeText, keyFilter, nameKey, optionalText, requiredText, stamps, textSearch } from './common'
import { type MessageType, messageTypes } from './message'

/** A sample value: one for every language, or one per language where words differ. */
type Sample = string | number | Readonly<Record<Locale, string>>

const merchantName = { en: 'Corner Books', fr: 'Librairie du Coin', pt: 'Livraria da Esquina', ar: 'مكتبة الزاوية' }
const customerName = { en: 'Jane Miller', fr: 'Jeanne Martin', pt: 'Joana Silva', ar: 'ليلى حسن' }
const realName = { en: 'Ada Admin', fr: 'Adèle Admin', pt: 'Ada Administradora', ar: 'عائشة المسؤولة' }
const appName = 'Payments Console'

/** A sample amount of money in every language, as `moneyVariables` writes it. */
const moneySample = (amountMinor: number, currency: string) =>
  Object.fromEntries(locales.map((locale) => [locale, formatMinor(amountMinor, currency, locale)])) as Record<Locale, string>

/**
 * The money variables of a message: `amount` as its reader's language writes it with the
 * currency's own decimals ("€40.99", "40,99 €", "¥4,099"), `amountMinor` the integer minor units
 * the API uses, for templates that do their own arithmetic, and `currency` its code.
 */
export function moneyVariables(amountMinor: number, currency: string, locale: Locale): { amount: string; amountMinor: number; currency: string } {
  return { amount: formatMinor(amountMinor, currency, locale), amountMinor, currency }
}

/** What every notification about a transaction offers. */
const transactionSamples = {
  merchantName,
  customerName,
  amount: moneySample(4990, 'EUR'),
  amountMinor: 4990,
  currency: 'EUR',
  transactionId: 'ORD-20250312-0042',
  date: { en: '12 March 2025', fr: '12 mars 2025', pt: '12 de março de 2025', ar: '12 مارس 2025' },
}

/**
 * The variables each message type offers its templates (what the sender passes), with sample
 * values for previews and for checking that a template renders. Money is written for the reader (see moneyVariables).
 */
export const templateVariables = {
  PURCHASE_SUCCESS: transactionSamples,
  PURCHASE_FAILED: transactionSamples,
  PURCHASE_PENDING: transactionSamples,
  REFUND: transactionSamples,
  CHARGEBACK: transactionSamples,
  CHARGEBACK_REVERSED: transactionSamples,
  CANCELLED: transactionSamples,
  PAYMENT_LINK: {
    merchantName,
    customerName,
    link: 'https://pay.example.com/l/7Hq2xK',
    amount: moneySample(4990, 'EUR'),
    amountMinor: 4990,
    currency: 'EUR',
    reference: 'INV-2025-0042',
    description: { en: 'Annual subscription', fr: 'Abonnement annuel', pt: 'Assinatura anual', ar: 'اشتراك سنوي' },
  },
  PASSWORD_EXPIRING: { realName, appName, link: 'https://console.example.com/password', days: 7 },
  FORGOT_PASSWORD: { realName, appName, link: 'https://console.example.com/resetpassword/3f9c2a7d', minutes: 30 },
  VERIFICATION_CODE: { realName, appName, code: '482913', minutes: 10 },
  EMAIL_CHANGE: { realName, appName, email: 'ada.new@example.com', link: 'https://console.example.com/confirmemail/8b1d4e0c', hours: 24 },
  EMAIL_CHANGED: { realName, appName, email: 'ada.new@example.com', changedBy: 'Ada Admin' },
} as const satisfies Record<MessageType, Readonly<Record<string, Sample>>>

/** The names of the variables a message type offers, in the order the editor lists them. */
export function templateVariableNames(type: MessageType): string[] {
  return Object.keys(templateVariables[type])
}

/** The sample values of a message type's variables in one language. */
export function templateSampleData(type: MessageType, locale: Locale): Record<string, string | number> {
  const samples: Readonly<Record<string, Sample>> = templateVariables[type]
  return Object.fromEntries(Object.entries(samples).map(([name, sample]) => [name, typeof sample === 'object' ? sample[locale] : sample]))
}

/**
 * The data a preview renders with: the type's samples, then the data given; money given as
 * `amountMinor` or `currency` is written again for the preview's language unless `amount` is given.
 */
export function templatePreviewData(type: MessageType, locale: Locale, given: Record<string, unknown> = {}): Record<string, unknown> {
  const data: Record<string, unknown> = { ...templateSampleData(type, locale), ...given }
  const { amountMinor, currency } = data
  const moneyGiven = 'amountMinor' in given || 'currency' in given
  if (moneyGiven && !('amount' in given) && typeof amountMinor === 'number' && Number.isSafeInteger(amountMinor) && typeof currency === 'string') {
    Object.assign(data, moneyVariables(amountMinor, currency, locale))
  }
  return data
}

/** The console's own emails: only a system collection holds their templates. */
export function isSystemEmailType(type: MessageType): type is EmailType {
  return (emailTypes as readonly string[]).includes(type)
}

/**
 * A named set of message templates of a space. System collections belong to the top
 * operator space and are the fallback for every space.
 */
export const templateCollectionSchema = z.object({
  space: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  isDefault: z.boolean(),
  system: z.boolean(),
  templateCount: z.number().int(),
  ...stamps,
})
export type TemplateCollection = z.infer<typeof templateCollectionSchema>

export const templateCollectionListQuerySchema = listQuerySchema.extend({
  space: keyFilter,
  system: z.stringbool().optional(),
  q: textSearch,
})
export const templateCollectionInputSchema = z.object({
  space: nameKey,
  name: nameKey,
  description: optionalText(500),
})
export const templateCollectionUpdateSchema = z.object({ description: optionalText(500) })
export const templateCollectionCloneSchema = z.object({ name: nameKey, space: nameKey.optional() })

/** One template: subject and bodies (Liquid) for a message type in a locale. */
export const emailTemplateSchema = z.object({
  templateId: z.number(),
  space: z.string(),
  collectionName: z.string(),
  type: z.enum(messageTypes),
  locale: z.enum(locales),
  subject: z.string(),
  bodyHtml: z.string(),
  bodyText: z.string(),
  ...stamps,
})
export type EmailTemplate = z.infer<typeof emailTemplateSchema>
export const emailTemplateSummarySchema = emailTemplateSchema.omit({ bodyHtml: true, bodyText: true })

export const emailTemplateListQuerySchema = listQuerySchema.extend({
  space: keyFilter,
  collectionName: keyFilter,
  type: z.enum(messageTypes).optional(),
  locale: z.enum(locales).optional(),
})

/** The most Liquid tags and outputs a template text may hold: the server checks each one, in its own thread. */
export const TEMPLATE_MAX_MARKUP = 500

/**
 * How many Liquid tags and outputs a text holds, each line of a `{% liquid %}` tag counted as
 * the tag it is: what parsing and checking the text costs.
 */
function liquidMarkupCount(text: string): number {
  let count = 0
  for (let at = text.indexOf('{'); at !== -1; at = text.indexOf('{', at + 1)) {
    if (text[at + 1] === '{') {
      count++
      at++
    } else if (text[at + 1] === '%') {
      const end = text.indexOf('%}', at)
      const close = end === -1 ? text.length : end
      count++
      for (let line = text.indexOf('\n', at); line !== -1 && line < close; line = text.indexOf('\n', line + 1)) count++
      at = close
    }
  }
  return count
}

const withinMarkupLimit = <T extends z.ZodString>(text: T) =>
  text.refine((value) => liquidMarkupCount(value) <= TEMPLATE_MAX_MARKUP, `Use at most ${TEMPLATE_MAX_MARKUP} Liquid tags and outputs`)

const templateBody = {
  subject: requiredText(300),
  bodyHtml: withinMarkupLimit(requiredText(200_000)),
  bodyText: withinMarkupLimit(freeText(100_000)).default(''),
}
export const emailTemplateInputSchema = z.object({
  space: nameKey,
  collectionName: nameKey,
  type: z.enum(messageTypes),
  locale: z.enum(locales),
  ...templateBody,
})
export const emailTemplateUpdateSchema = z
  .object({ subject: templateBody.subject, bodyHtml: templateBody.bodyHtml, bodyText: withinMarkupLimit(freeText(100_000)) })
  .partial()

/**
 * Renders unsaved template text with sample data of its type (the data given overriding it);
 * `sendTo` also sends the result to that address as a test message.
 */
export const emailTemplatePreviewSchema = z.object({
  type: z.enum(messageTypes),
  locale: z.enum(locales).default('en'),
  ...templateBody,
  data: z.record(z.string(), z.unknown()).optional(),
  sendTo: emailField.optional(),
})
/** A variable a template of the type may use, with what it prints in the preview's language. */
export const templateVariableSchema = z.object({ name: z.string(), sample: z.union([z.string(), z.number()]) })
/** The rendered message, and the variables its type offers; `messageId` is the test message's when one was sent. */
export const emailTemplatePreviewAnswerSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  variables: z.array(templateVariableSchema),
  messageId: z.number().optional(),
})
