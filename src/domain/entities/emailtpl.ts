import { z } from 'zod'
import { type EmailType, emailTypes, type Locale, locales } from '../enums'
import { listQuerySchema } from '../pagination'
import { emailField, freeText, keyFilter, nameKey, optionalText, requiredText, stamps, textSearch } from './common'
import { type MessageType, messageTypes } from './message'

/** A sample value: one for every language, or one per language where words differ. */
type Sample = string | number | Readonly<Record<Locale, string>>

const merchantName = { en: 'Corner Books', fr: 'Librairie du Coin', pt: 'Livraria da Esquina', ar: 'مكتبة الزاوية' }
const customerName = { en: 'Jane Miller', fr: 'Jeanne Martin', pt: 'Joana Silva', ar: 'ليلى حسن' }
const realName = { en: 'Ada Admin', fr: 'Adèle Admin', pt: 'Ada Administradora', ar: 'عائشة المسؤولة' }
const appName = 'Payments Console'

/** What every notification about a transaction offers. */
const transactionSamples = {
  merchantName,
  customerName,
  amount: 4990,
  currency: 'EUR',
  transactionId: 'ORD-20250312-0042',
  date: { en: '12 March 2025', fr: '12 mars 2025', pt: '12 de março de 2025', ar: '12 مارس 2025' },
}

/**
 * The variables each message type offers its templates (what the sender passes), with sample
 * values for previews and for checking that a template renders. Amounts are in minor units, as sent.
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
    amount: 4990,
    currency: 'EUR',
    reference: 'INV-2025-0042',
    description: { en: 'Annual subscription', fr: 'Abonnement annuel', pt: 'Assinatura anual', ar: 'اشتراك سنوي' },
  },
  PASSWORD_EXPIRING: { realName, appName, link: 'https://console.example.com/password', days: 7 },
  FORGOT_PASSWORD: { realName, appName, link: 'https://console.example.com/resetpassword/3f9c2a7d', minutes: 30 },
  VERIFICATION_CODE: { realName, appName, code: '482913', minutes: 10 },
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

const templateBody = {
  subject: requiredText(300),
  bodyHtml: requiredText(200_000),
  bodyText: freeText(100_000).default(''),
}
export const emailTemplateInputSchema = z.object({
  space: nameKey,
  collectionName: nameKey,
  type: z.enum(messageTypes),
  locale: z.enum(locales),
  ...templateBody,
})
export const emailTemplateUpdateSchema = z
  .object({ subject: templateBody.subject, bodyHtml: templateBody.bodyHtml, bodyText: freeText(100_000) })
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
/** The rendered message; `messageId` is the test message's when one was sent. */
export const emailTemplatePreviewAnswerSchema = z.object({ subject: z.string(), html: z.string(), text: z.string(), messageId: z.number().optional() })
