import { z } from 'zod'
import { LOOKBACK_HOURS } from '../constants'
import { type BlocklistField, blocklistFields, entityStatuses } from '../enums'
import { listQuerySchema } from '../pagination'
import { isIpv4, isIpv6, looksLikeCardNumber } from '../value-shapes'
import { containsCardNumber, keyHoldsCardNumber } from '../card-number'
import { blockState, cardBinField, cardDigits, cardLast4, freeText, isoTime, isoTimeInput, messages, minorAmount, nameKey, numericId, requiredText } from './common'

/** Said whenever a full card number is typed where a card hash belongs. */
export const cardNumberRefused = 'Enter the card hash (token), never a card number'

/**
 * A fraud block: payments matching `accountId` (a card hash for CREDIT_CARD_NUMBER, else the
 * email, IP, ... of `field`) are refused until `expiresAt` (never, when null). Deleting keeps
 * the row, with who deleted it and why.
 */
export const fraudBlockSchema = z.object({
  id: z.number(),
  field: z.enum(blocklistFields),
  accountId: z.string(),
  ...cardDigits,
  paymentType: z.string().nullable(),
  space: z.string(),
  /** Null: every merchant of the space. */
  merchantAccount: z.string().nullable(),
  reason: z.string(),
  ...blockState,
  deletedBy: z.string().nullable(),
  deletedReason: z.string().nullable(),
})
export type FraudBlock = z.infer<typeof fraudBlockSchema>

/** An empty query parameter means "not given": the console sends every filter, set or not. */
const blankAsAbsent = (v: unknown) => (v === '' ? undefined : v)
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsAbsent, schema.optional())

export const fraudBlockListQuerySchema = listQuerySchema.extend({
  /** The blocked value: a card hash, an email, an IP, ... (exact; emails in any case). */
  accountId: optional(z.string().trim().max(200)),
  field: optional(z.enum(blocklistFields)),
  /** A BIN or its first digits. */
  cardBin: optional(z.string().regex(/^\d{1,8}$/, messages.format)),
  cardLast4Digits: optional(cardLast4),
  /** Blocks of this merchant and the space-wide blocks that cover it. */
  merchantName: optional(z.string().max(100)),
  space: optional(z.string().max(100)),
  status: optional(z.enum(entityStatuses)),
  /** true: ACTIVE and not expired; false: deleted or expired. */
  active: optional(z.stringbool()),
  from: optional(isoTimeInput),
  to: optional(isoTimeInput),
})

/**
 * The value's own format for its field: an email for EMAIL, an address for IP_ADDRESS, a card
 * hash for the card; never a card number, whatever the field.
 */
export function checkBlockedValue(field: BlocklistField, value: string): string | null {
  if (field === 'CREDIT_CARD_NUMBER') {
    if (looksLikeCardNumber(value) || containsCardNumber(value) || keyHoldsCardNumber(value)) return cardNumberRefused
    if (!/^[A-Za-z0-9_:=+/|-]{8,128}$/.test(value)) return messages.format
  } else if (containsCardNumber(value)) return messages.cardNumber
  if (field === 'EMAIL' && !z.email().safeParse(value).success) return messages.email
  if (field === 'IP_ADDRESS' && !isIpv4(value) && !isIpv6(value)) return 'Enter an IPv4 or IPv6 address'
  return null
}

const ACCOUNT_ID_MAX = 200

const blockShape = {
  field: z.enum(blocklistFields).default('CREDIT_CARD_NUMBER'),
  /** Its card number rule depends on `field`: see checkBlockedValue. */
  accountId: z.string(messages.required).trim().min(1, messages.required).max(ACCOUNT_ID_MAX, messages.maxLength(ACCOUNT_ID_MAX)),
  cardBin: cardBinField.nullable().optional(),
  cardLast4Digits: cardLast4.nullable().optional(),
  paymentType: freeText(40).nullable().optional(),
  /** The space of the block; the caller's own space unless given (super admin), or the merchant's. */
  space: nameKey.optional(),
  /** Limits the block to one merchant; null or absent: the whole space. */
  merchantAccount: nameKey.nullable().optional(),
}

const valueMatchesField = (block: { field: BlocklistField; accountId: string }, ctx: z.RefinementCtx) => {
  // A value over its length is refused for that alone: the checks below read all of it.
  if (block.accountId.length > ACCOUNT_ID_MAX) return
  const problem = checkBlockedValue(block.field, block.accountId)
  if (problem) ctx.addIssue({ code: 'custom', path: ['accountId'], message: problem })
}

export const fraudBlockInputSchema = z
  .object({
    ...blockShape,
    reason: requiredText(500),
    /** Must be in the future; null or absent: until deleted. */
    expiresAt: isoTimeInput.nullable().optional(),
  })
  .superRefine(valueMatchesField)
export type FraudBlockInput = z.infer<typeof fraudBlockInputSchema>

/** DELETE fraudblock/{id} takes its reason in the JSON body; it is kept on the block and in the audit row. */
export const fraudBlockDeleteSchema = z.object({ reason: requiredText(500) })

/** Blocks deleted at once, each kept and marked DELETED with the one reason: all of them, or none. */
export const fraudBlockBatchDeleteSchema = z.object({
  ids: z.array(numericId).min(1, messages.required).max(500, messages.format),
  reason: requiredText(500),
})

/** How many records a delete in bulk removed. */
export const batchDeleteAnswerSchema = z.object({ deleted: z.number().int() })

/**
 * Many blocks at once. A row is a value (a pasted line) or a block object; `field`, `reason`,
 * `expiresAt`, `space` and `merchantAccount` given beside the rows apply to every row that has
 * none. Rows are checked one by one, so a bad row is reported, never a 400 for the batch.
 */
export const fraudBlockBatchInputSchema = z.object({
  field: z.enum(blocklistFields).optional(),
  reason: freeText(500).optional(),
  expiresAt: isoTimeInput.nullable().optional(),
  space: nameKey.optional(),
  merchantAccount: nameKey.nullable().optional(),
  blocks: z
    .array(z.union([z.string(), z.record(z.string(), z.unknown())]))
    .min(1, messages.required)
    .max(1000, 'Enter at most 1000 entries'),
})
export type FraudBlockBatchInput = z.infer<typeof fraudBlockBatchInputSchema>

/**
 * One result per row, in row order. INVALID: the row itself is wrong (format, missing reason);
 * ERROR: a well-formed row that cannot be applied (an active block of the same value exists,
 * the merchant is unknown, the value repeats an earlier row, the write failed). The SUCCESS rows
 * are written together in one database transaction: all of them or, on a failure, none.
 */
export const fraudBlockBatchAnswerSchema = z.object({
  results: z.array(
    z.object({
      row: z.number().int(),
      accountId: z.string(),
      result: z.enum(['SUCCESS', 'ERROR', 'INVALID']),
      id: z.number().nullable(),
      message: z.string().nullable(),
      errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
    }),
  ),
  created: z.number().int(),
  failed: z.number().int(),
})
export type FraudBlockBatchAnswer = z.infer<typeof fraudBlockBatchAnswerSchema>

/** What a block would match before it is saved. */
export const fraudBlockPreviewInputSchema = z.object(blockShape).superRefine(valueMatchesField)
export const PREVIEW_DAYS = 30
export const fraudBlockPreviewSchema = z.object({
  days: z.number().int(),
  from: isoTime,
  to: isoTime,
  transactions: z.number().int(),
  customers: z.number().int(),
  merchants: z.number().int(),
  /** False for a field transactions do not carry (DEVICE_ID): the figures are then 0. */
  matchable: z.boolean(),
})
export type FraudBlockPreview = z.infer<typeof fraudBlockPreviewSchema>

const lookback = z.preprocess(
  blankAsAbsent,
  z.coerce
    .number()
    .int()
    .refine((h) => (LOOKBACK_HOURS as readonly number[]).includes(h), `Choose one of ${LOOKBACK_HOURS.join(', ')} hours`)
    .default(24),
)

/**
 * Velocity statistics search: the spec's seven parameters (empty strings mean "not given"), at
 * least one identifier besides `merchantAccountName`, which narrows to one merchant. The window
 * is the `lookback` hours before `to` (now, unless given).
 */
export const velocityStatisticsQuerySchema = z.strictObject({
  accountId: optional(z.string().trim().max(200)),
  accountName: optional(z.string().trim().max(200)),
  customerId: optional(z.string().trim().max(200)),
  customerName: optional(z.string().trim().max(200)),
  email: optional(z.string().trim().max(200)),
  ipAddress: optional(z.string().trim().max(64)),
  merchantAccountName: optional(z.string().trim().max(100)),
  lookback,
  to: optional(isoTimeInput),
})
export const velocityIdentifiers = ['accountId', 'accountName', 'customerId', 'customerName', 'email', 'ipAddress'] as const
export type VelocityIdentifier = (typeof velocityIdentifiers)[number]

/** The blocklist field each identifier is checked against. */
export const velocityIdentifierFields: Record<VelocityIdentifier, BlocklistField> = {
  accountId: 'CREDIT_CARD_NUMBER',
  accountName: 'ACCOUNT_NAME',
  customerId: 'CUSTOMER_ID',
  customerName: 'CUSTOMER_NAME',
  email: 'EMAIL',
  ipAddress: 'IP_ADDRESS',
}

export const velocityPointSchema = z.object({
  /** Start of the bucket. */
  at: isoTime,
  count: z.number().int(),
  approved: z.number().int(),
  declined: z.number().int(),
})

/** How much one identifier was used in the window, what it touched, and whether it is blocked. */
export const velocityFigureSchema = z.object({
  identifier: z.enum(velocityIdentifiers),
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
  /** Transactions per bucket over the whole window, empty buckets included: the chart. */
  series: z.array(velocityPointSchema),
})
export const velocityStatisticsSchema = z.object({
  lookbackHours: z.number().int(),
  /** 5 minutes for 1 hour, an hour up to 48 hours, a day beyond. */
  bucketMinutes: z.number().int(),
  from: isoTime,
  to: isoTime,
  merchantAccountName: z.string().nullable(),
  figures: z.array(velocityFigureSchema),
})
export type VelocityStatistics = z.infer<typeof velocityStatisticsSchema>
