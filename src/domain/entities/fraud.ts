import { z } from 'zod'
import { blocklistFields, entityStatuses } from '../enums'
import { listQuerySchema } from '../pagination'
import { cardBinField, cardLast4, checkResultSchema, isoTime, isoTimeInput, messages, minorAmount, nameKey, requiredText, timeRangeFilters } from './common'
import { lookbackHours } from './transaction'

/**
 * A fraud block: payments matching `accountId` (a card hash for CREDIT_CARD_NUMBER, else the
 * email, IP, ... of `field`) are refused until `expiresAt` (never, when null).
 */
export const fraudBlockSchema = z.object({
  id: z.number(),
  field: z.enum(blocklistFields),
  accountId: z.string(),
  cardBin: z.string().nullable(),
  cardLast4Digits: z.string().nullable(),
  paymentType: z.string().nullable(),
  space: z.string(),
  /** Null: every merchant of the space. */
  merchantAccount: z.string().nullable(),
  reason: z.string(),
  status: z.enum(entityStatuses),
  expiresAt: isoTime.nullable(),
  createdBy: z.string().nullable(),
  created: isoTime,
})
export type FraudBlock = z.infer<typeof fraudBlockSchema>

export const fraudBlockListQuerySchema = listQuerySchema.extend({
  accountId: z.string().max(200).optional(),
  field: z.enum(blocklistFields).optional(),
  cardBin: z.string().regex(/^\d{1,8}$/, messages.format).optional(),
  cardLast4Digits: cardLast4.optional(),
  merchantName: z.string().max(100).optional(),
  space: z.string().max(100).optional(),
  active: z.stringbool().optional(),
  ...timeRangeFilters,
})

export const fraudBlockInputSchema = z.object({
  field: z.enum(blocklistFields).default('CREDIT_CARD_NUMBER'),
  accountId: requiredText(200),
  cardBin: cardBinField.nullable().optional(),
  cardLast4Digits: cardLast4.nullable().optional(),
  paymentType: z.string().max(40).nullable().optional(),
  space: nameKey.optional(),
  merchantAccount: nameKey.nullable().optional(),
  reason: requiredText(500),
  expiresAt: isoTimeInput.nullable().optional(),
})
export type FraudBlockInput = z.infer<typeof fraudBlockInputSchema>

/** Many blocks at once, each checked on its own. */
export const fraudBlockBatchInputSchema = z.object({
  blocks: z.array(fraudBlockInputSchema).min(1, messages.required).max(1000, 'Enter at most 1000 entries'),
})
export const fraudBlockBatchAnswerSchema = z.object({
  results: z.array(
    z.object({ accountId: z.string(), result: checkResultSchema, id: z.number().nullable(), message: z.string().nullable() }),
  ),
  created: z.number().int(),
  failed: z.number().int(),
})

/** Velocity statistics search: any of the identifiers, over a lookback window. */
export const velocityStatisticsQuerySchema = z.object({
  accountId: z.string().max(200).optional(),
  accountName: z.string().max(200).optional(),
  customerId: z.string().max(200).optional(),
  customerName: z.string().max(200).optional(),
  email: z.string().max(200).optional(),
  ipAddress: z.string().max(64).optional(),
  merchantAccountName: z.string().max(100).optional(),
  lookback: lookbackHours.default(24),
  ...timeRangeFilters,
})

/** How much one identifier was used in the window, what it touched, and whether it is blocked. */
export const velocityFigureSchema = z.object({
  field: z.enum(blocklistFields),
  value: z.string(),
  transactionCount: z.number().int(),
  approvedCount: z.number().int(),
  declinedCount: z.number().int(),
  amounts: z.array(z.object({ currency: z.string(), amount: minorAmount })),
  distinctCards: z.number().int(),
  distinctCustomers: z.number().int(),
  distinctEmails: z.number().int(),
  distinctIps: z.number().int(),
  merchants: z.array(z.string()),
  firstSeenAt: isoTime.nullable(),
  lastSeenAt: isoTime.nullable(),
  fraudBlocked: z.boolean(),
  velocityBlocked: z.boolean(),
})
export const velocityStatisticsSchema = z.object({
  lookbackHours: z.number().int(),
  from: isoTime,
  to: isoTime,
  figures: z.array(velocityFigureSchema),
})
