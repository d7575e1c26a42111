import { z } from 'zod'
import { listQuerySchema } from '../pagination'
import { cardSchemes, cardTypes, entityStatuses } from '../enums'
import { cardBinField, countryCode, currencyCode, messages, optionalText, requiredText, times } from './common'

// Kept in enums.ts, where the list filters read them without this file's schemas.
export { type CardType, cardTypes } from '../enums'
export const cardCategories = ['CONSUMER', 'COMMERCIAL'] as const
export type CardCategory = (typeof cardCategories)[number]

/** What the platform knows about a card range, keyed by its BIN (6 to 8 digits). */
export const cardBinSchema = z.object({
  bin: z.string(),
  scheme: z.enum(cardSchemes),
  cardType: z.enum(cardTypes),
  category: z.enum(cardCategories),
  /** Product tier as the scheme names it: CLASSIC, GOLD, PLATINUM, BUSINESS, ... */
  level: z.string().nullable(),
  issuer: z.string().nullable(),
  issuerCountry: z.string().nullable(),
  currency: z.string().nullable(),
  /** The issuer supports 3-D Secure 2 for this range. */
  threeDsSupported: z.boolean(),
  status: z.enum(entityStatuses),
  ...times,
})
export type CardBin = z.infer<typeof cardBinSchema>

export const cardBinInputSchema = z.object({
  bin: cardBinField,
  scheme: z.enum(cardSchemes),
  cardType: z.enum(cardTypes),
  category: z.enum(cardCategories).default('CONSUMER'),
  level: optionalText(40),
  issuer: requiredText(120).nullable().optional(),
  issuerCountry: countryCode.nullable().optional(),
  currency: currencyCode.nullable().optional(),
  threeDsSupported: z.boolean().default(true),
})
export const cardBinUpdateSchema = z
  .object({
    scheme: z.enum(cardSchemes),
    cardType: z.enum(cardTypes),
    category: z.enum(cardCategories),
    level: optionalText(40),
    issuer: requiredText(120).nullable(),
    issuerCountry: countryCode.nullable(),
    currency: currencyCode.nullable(),
    threeDsSupported: z.boolean(),
    status: z.enum(['ACTIVE', 'DISABLED']),
  })
  .partial()

export const cardBinListQuerySchema = listQuerySchema.extend({
  bin: z.string().regex(/^\d{1,8}$/, messages.format).optional(),
  scheme: z.enum(cardSchemes).optional(),
  cardType: z.enum(cardTypes).optional(),
  issuerCountry: countryCode.optional(),
  issuer: z.string().max(120).optional(),
  status: z.enum(entityStatuses).optional(),
})
