import { z } from 'zod'
import { locales, paymentKinds, paymentLinkStatuses } from '../enums'
import { listQuerySchema } from '../pagination'
import { currencyCode, emailField, freeText, isoTime, isoTimeInput, keyFilter, minorAmount, nameKey, optionalText, positiveAmount, requiredText, timeRangeFilters, times } from './common'

// Kept in enums.ts, where the list filters read them without this file's schemas.
export { type PaymentLinkStatus, paymentLinkStatuses } from '../enums'

export const paymentLinkSchema = z.object({
  id: z.number(),
  merchantAccount: z.string(),
  reference: z.string(),
  description: z.string(),
  amount: minorAmount,
  currency: z.string(),
  locale: z.enum(locales),
  status: z.enum(paymentLinkStatuses),
  /** The paywall address the customer opens. */
  url: z.string(),
  customer: z.object({ name: z.string().nullable(), email: z.string().nullable() }),
  /** The payment made through the link, once there is one. */
  transactionId: z.string().nullable(),
  expiresAt: isoTime.nullable(),
  createdBy: z.string().nullable(),
  ...times,
})
export type PaymentLink = z.infer<typeof paymentLinkSchema>

export const paymentLinkListQuerySchema = listQuerySchema.extend({
  merchantName: keyFilter,
  status: z.enum(paymentLinkStatuses).optional(),
  reference: z.string().max(100).optional(),
  email: z.string().max(200).optional(),
  ...timeRangeFilters,
})

export const paymentLinkInputSchema = z.object({
  merchantAccount: nameKey,
  reference: requiredText(100),
  description: freeText(500).default(''),
  amount: positiveAmount,
  currency: currencyCode,
  locale: z.enum(locales).default('en'),
  customer: z.object({ name: optionalText(200), email: emailField.nullable().optional() }).default({}),
  expiresAt: isoTimeInput.nullable().optional(),
  /** Send the link to the customer's email right away (a PAYMENT_LINK message). */
  sendEmail: z.boolean().default(false),
})

/** Only ACTIVE and DISABLED can be set by hand; PAID and EXPIRED are reached by themselves. */
export const paymentLinkStatusInputSchema = z.object({ status: z.enum(['ACTIVE', 'DISABLED']) })

/** What the create form of a merchant's payment link offers. */
export const paymentLinkResourceSchema = z.object({
  merchantAccount: z.string(),
  currencies: z.array(z.string()),
  paymentKinds: z.array(z.enum(paymentKinds)),
  instalments: z.array(z.number().int()),
  locales: z.array(z.enum(locales)),
  paymentMethods: z.array(z.string()),
  paywallUrl: z.string().nullable(),
})
