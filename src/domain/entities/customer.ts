import { z } from 'zod'
import { containsCardNumber } from '../card-number'
import { customerTrustLevels } from '../enums'
import { listQuerySchema } from '../pagination'
import { countryCode, emailField, freeText, isoTime, keyFilter, messages, minorAmount, namedValues, optionalText, requiredText, times } from './common'

const address = z.object({
  line1: z.string().nullable(),
  line2: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
})

/** Always present, even when empty (the spec's normalised customer). */
export const customerFraudSchema = z.object({
  blocked: z.boolean(),
  blockReason: z.string().nullable(),
  /** Last risk score from the fraud vendor, 0 to 100. */
  score: z.number().nullable(),
  flags: z.array(z.string()),
  chargebackCount: z.number().int(),
})
export const customerPersonalInfoSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  documentId: z.string().nullable(),
  address,
})
export const customerPropertiesSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))

/** A merchant's customer, keyed by merchant name and the merchant's own customer id. */
export const customerSchema = z.object({
  id: z.string(),
  merchantAccount: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  /** The address of the customer's latest payment. */
  ipAddress: z.string().nullable(),
  trustLevel: z.enum(customerTrustLevels),
  fraud: customerFraudSchema,
  personalInfo: customerPersonalInfoSchema,
  properties: customerPropertiesSchema,
  ...times,
})
export type Customer = z.infer<typeof customerSchema>

export const customerListQuerySchema = listQuerySchema.extend({
  merchantName: keyFilter,
  /** Free text: the exact customer id or email, or part of the name. */
  q: z.string().max(200).optional(),
  customerId: z.string().max(200).optional(),
  email: z.string().max(200).optional(),
  name: z.string().max(200).optional(),
  ipAddress: z.string().max(64).optional(),
  country: countryCode.optional(),
  trustLevel: z.enum(customerTrustLevels).optional(),
  blocked: z.stringbool().optional(),
})

/** Totals per currency over the customer's whole history, from its transactions. */
export const customerFinancialSummarySchema = z.object({
  customerId: z.string(),
  merchantAccount: z.string(),
  firstTransactionAt: isoTime.nullable(),
  lastTransactionAt: isoTime.nullable(),
  byCurrency: z.array(
    z.object({
      currency: z.string(),
      transactionCount: z.number().int(),
      /** Approved volume: captured pay-ins. */
      chargedAmount: minorAmount,
      chargedCount: z.number().int(),
      refundedAmount: minorAmount,
      refundedCount: z.number().int(),
      chargebackAmount: minorAmount,
      chargebackCount: z.number().int(),
      declinedCount: z.number().int(),
      /** Last seen in this currency. */
      lastTransactionAt: isoTime,
    }),
  ),
})

/**
 * A phone number. With its `+` it is international, at most 15 digits (E.164), which a
 * 16-digit card number is not; without it, a card number is refused like in any text.
 */
const phoneNumber = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{4,24}$/, messages.format)
  .refine((phone) => !phone.startsWith('+') || phone.replace(/\D/g, '').length <= 15, messages.format)
  .refine((phone) => phone.startsWith('+') || !containsCardNumber(phone), messages.cardNumber)

export const customerUpdateSchema = z
  .object({
    trustLevel: z.enum(customerTrustLevels),
    fraud: z.object({ blocked: z.boolean(), blockReason: optionalText(500), flags: z.array(requiredText(40)).max(20) }).partial(),
    personalInfo: z
      .object({
        firstName: optionalText(100),
        lastName: optionalText(100),
        email: emailField.nullable(),
        phone: phoneNumber.nullable(),
        dateOfBirth: z.iso.date(messages.format).nullable(),
        documentId: optionalText(60),
        address: z
          .object({
            line1: optionalText(200),
            line2: optionalText(200),
            city: optionalText(100),
            postalCode: optionalText(20),
            state: optionalText(100),
            country: optionalText(100),
          })
          .partial(),
      })
      .partial(),
    properties: namedValues(z.string(), z.union([freeText(1000), z.number(), z.boolean()])),
  })
  .partial()
