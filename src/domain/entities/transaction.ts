import { z } from 'zod'
import { LOOKBACK_HOURS } from '../constants'
import { cardSchemes, directions, paymentKinds, results, transactionStatuses, transactionTypes } from '../enums'
import { listQuerySchema } from '../pagination'
import { transactionActions } from '../transaction-actions'
import { amountParam, cardDigits, cardLast4, currencyCode, isoTime, keyFilter, manyOf, messages, minorAmount, positiveAmount, requiredText, timeRangeFilters, times } from './common'

/** One of the spec's lookback choices, in hours. */
export const lookbackHours = z.coerce
  .number()
  .int()
  .refine((h) => (LOOKBACK_HOURS as readonly number[]).includes(h), messages.format)

/** How the card or account paid: what the fraud and support screens pivot on. */
export const transactionPaymentSchema = z.object({
  /** The card token; the full card number is never stored. */
  cardHash: z.string().nullable(),
  ...cardDigits,
  paymentType: z.string(),
  paymentMethod: z.string(),
  scheme: z.enum(cardSchemes).nullable(),
  accountHolder: z.string().nullable(),
  emailAddress: z.string().nullable(),
  expiryMonth: z.number().int().nullable(),
  expiryYear: z.number().int().nullable(),
  issuerCountry: z.string().nullable(),
  threeDsVersion: z.string().nullable(),
  /** Electronic commerce indicator the 3-D Secure check returned. */
  eci: z.string().nullable(),
})

export const transactionCustomerSchema = z.object({
  id: z.string().nullable(),
  name: z.string().nullable(),
  ipAddress: z.string().nullable(),
  country: z.string().nullable(),
})

export const transactionMetadataSchema = z.object({
  /** The paywall session the payment came from; links to the session search. */
  paywallLogId: z.string().nullable(),
  orderId: z.string().nullable(),
  description: z.string().nullable(),
  /** Anything else the merchant sent with the payment. */
  extra: z.record(z.string(), z.unknown()),
})

export const transactionGatewaySchema = z.object({
  /** The gateway's code in the gateway catalogue. */
  code: z.string().nullable(),
  gatewayConfigId: z.number().nullable(),
  instrumentConfigId: z.number().nullable(),
  /** The acquirer's own reference for the payment. */
  reference: z.string().nullable(),
})

/** A transaction as read. Amounts are integer minor units of `currency`. */
export const transactionSchema = z.object({
  id: z.string(),
  merchantAccount: z.string(),
  merchantTransactionId: z.string().nullable(),
  parentId: z.string().nullable(),
  type: z.enum(transactionTypes),
  status: z.enum(transactionStatuses),
  result: z.enum(results),
  direction: z.enum(directions),
  paymentKind: z.enum(paymentKinds).nullable(),
  amount: minorAmount,
  currency: z.string(),
  capturedAmount: minorAmount,
  refundedAmount: minorAmount,
  instalments: z.number().int(),
  resultCode: z.string().nullable(),
  resultMessage: z.string().nullable(),
  pspResultCode: z.string().nullable(),
  payment: transactionPaymentSchema,
  customer: transactionCustomerSchema,
  metadata: transactionMetadataSchema,
  gateway: transactionGatewaySchema,
  ...times,
})
export type Transaction = z.infer<typeof transactionSchema>

/** One step in a transaction's life: authorize, capture, refund, chargeback, ... */
export const transactionActivitySchema = z.object({
  id: z.string(),
  transactionId: z.string(),
  merchantAccount: z.string(),
  type: z.enum(transactionTypes),
  status: z.enum(transactionStatuses),
  result: z.enum(results),
  amount: minorAmount,
  currency: z.string(),
  resultCode: z.string().nullable(),
  reason: z.string().nullable(),
  /** API, CONSOLE (an operator, see `username`), GATEWAY (a notification) or SYSTEM. */
  source: z.enum(['API', 'CONSOLE', 'GATEWAY', 'SYSTEM']),
  username: z.string().nullable(),
  created: isoTime,
})
export type TransactionActivity = z.infer<typeof transactionActivitySchema>

/** One exchange with the gateway. Request and response are stored with card data masked. */
export const transactionLogSchema = z.object({
  id: z.string(),
  transactionId: z.string(),
  merchantAccount: z.string(),
  gateway: z.string().nullable(),
  /** The gateway operation: AUTHORIZE, CAPTURE, REFUND, 3DS_AUTHENTICATE, NOTIFICATION, ... */
  operation: z.string(),
  url: z.string().nullable(),
  httpStatus: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  result: z.enum(results),
  request: z.string().nullable(),
  response: z.string().nullable(),
  created: isoTime,
})
export type TransactionLog = z.infer<typeof transactionLogSchema>
export const transactionLogSummarySchema = transactionLogSchema.omit({ request: true, response: true })

/** One entry of a transaction's timeline: an activity or a gateway exchange, oldest first. */
export const transactionTimelineEntrySchema = z.object({
  kind: z.enum(['ACTIVITY', 'LOG']),
  /** The activity or log id (a log opens at transactionlog/{merchantName}/{id}). */
  id: z.string(),
  created: isoTime,
  /** The activity type or the gateway operation. */
  label: z.string(),
  result: z.enum(results),
  status: z.enum(transactionStatuses).nullable(),
  amount: minorAmount.nullable(),
  reason: z.string().nullable(),
  username: z.string().nullable(),
})

export const transactionDetailSchema = transactionSchema.extend({
  activities: z.array(transactionActivitySchema),
  logs: z.array(transactionLogSummarySchema),
  timeline: z.array(transactionTimelineEntrySchema),
  /** Active fraud blocks that match the card hash, so an analyst sees them without a search. */
  activeFraudBlocks: z.number().int(),
  /** What an operator may do now (src/domain/transaction-actions.ts). */
  allowedActions: z.array(z.enum(transactionActions)),
})
export type TransactionDetail = z.infer<typeof transactionDetailSchema>

const amountFilter = amountParam.optional()

export const transactionListQuerySchema = listQuerySchema.extend({
  /** Transaction ids, separated by commas: the rows selected in a list, for their export. */
  id: z
    .preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), z.array(z.string().min(1).max(100)).max(500))
    .optional(),
  /** One merchant, or several separated by commas. */
  merchantName: manyOf(z.string().min(1).max(100)),
  status: manyOf(z.enum(transactionStatuses)),
  /** Leaves these statuses out (`-status:` in the filter bar). */
  statusNot: manyOf(z.enum(transactionStatuses)),
  type: manyOf(z.enum(transactionTypes)),
  typeNot: manyOf(z.enum(transactionTypes)),
  result: manyOf(z.enum(results)),
  resultNot: manyOf(z.enum(results)),
  direction: z.enum(directions).optional(),
  paymentKind: manyOf(z.enum(paymentKinds)),
  currency: currencyCode.optional(),
  cardHash: z.string().max(128).optional(),
  cardBin: z.string().regex(/^\d{1,8}$/, messages.format).optional(),
  cardLast4Digits: cardLast4.optional(),
  paymentType: z.string().max(40).optional(),
  email: z.string().max(200).optional(),
  ipAddress: z.string().max(64).optional(),
  customerId: z.string().max(200).optional(),
  paywallLogId: z.string().max(200).optional(),
  merchantTransactionId: z.string().max(200).optional(),
  gateway: z.string().max(60).optional(),
  minAmount: amountFilter,
  maxAmount: amountFilter,
  ...timeRangeFilters,
})
export type TransactionListQuery = z.infer<typeof transactionListQuerySchema>

export const transactionActivityListQuerySchema = listQuerySchema.extend({
  merchantName: keyFilter,
  transactionId: z.string().max(200).optional(),
  type: manyOf(z.enum(transactionTypes)),
  result: manyOf(z.enum(results)),
  source: z.enum(['API', 'CONSOLE', 'GATEWAY', 'SYSTEM']).optional(),
  ...timeRangeFilters,
})

/**
 * An operator action on a transaction (audited as UPDATE_TRANSACTION). `amount` is for a
 * partial capture or refund; without it the action takes the whole amount that remains.
 */
export const transactionUpdateSchema = z.object({
  action: z.enum(transactionActions),
  amount: positiveAmount.optional(),
  reason: requiredText(500),
})
export type TransactionUpdate = z.infer<typeof transactionUpdateSchema>

const relatedList = <T extends z.ZodType>(item: T) => z.object({ count: z.number().int(), items: z.array(item) })
/** A transaction as the related-records panel lists it. */
export const relatedTransactionSchema = transactionSchema.pick({
  id: true,
  merchantAccount: true,
  type: true,
  status: true,
  result: true,
  amount: true,
  currency: true,
  created: true,
}).extend({ cardLast4Digits: z.string().nullable(), email: z.string().nullable(), customerId: z.string().nullable() })
export const relatedBlockSchema = z.object({
  id: z.string(),
  kind: z.enum(['FRAUD_BLOCK', 'VELOCITY_BLOCK', 'CARD_BLACKLIST']),
  field: z.string(),
  accountId: z.string(),
  /** The merchant the block applies to; null for a whole space. */
  merchantAccount: z.string().nullable(),
  space: z.string().nullable(),
  reason: z.string(),
  status: z.string(),
  expiresAt: isoTime.nullable(),
  created: isoTime,
})

/**
 * Everything that shares a value with one transaction, within the caller's scope: each list is
 * the newest few with the full count. A list is empty when the transaction has no such value.
 */
export const transactionRelatedSchema = z.object({
  cardHash: z.string().nullable(),
  customerId: z.string().nullable(),
  email: z.string().nullable(),
  ipAddress: z.string().nullable(),
  sameCard: relatedList(relatedTransactionSchema),
  fraudBlocks: relatedList(relatedBlockSchema),
  velocityBlocks: relatedList(relatedBlockSchema),
  blacklist: relatedList(relatedBlockSchema),
  sameCustomer: relatedList(relatedTransactionSchema),
  sameEmail: relatedList(relatedTransactionSchema),
  sameIp: relatedList(relatedTransactionSchema),
})
export type TransactionRelated = z.infer<typeof transactionRelatedSchema>

export const paywallMetricsQuerySchema = z.strictObject({
  merchantName: keyFilter,
  /** One paywall session (metadata.paywallLogId): the /session screen's search. */
  paywallLogId: z.string().max(200).optional(),
  lookback: lookbackHours.optional(),
  ...timeRangeFilters,
})
const funnel = {
  /** Paywall sessions (distinct paywall log ids) that started a payment. */
  sessions: z.number().int(),
  paymentsStarted: z.number().int(),
  /** Approved payments. */
  paymentsCompleted: z.number().int(),
  /** Sessions with an approved payment. */
  sessionsConverted: z.number().int(),
  /** sessionsConverted / sessions, four decimals; null without sessions. */
  conversionRate: z.number().nullable(),
}
/**
 * The paywall funnel over a window (the last `lookback` hours, or from/to, or the last 24 hours):
 * sessions, payments started and completed, overall, per payment method and per UTC day.
 */
export const paywallMetricsSchema = z.object({
  from: isoTime,
  to: isoTime,
  ...funnel,
  byPaymentMethod: z.array(z.object({ paymentMethod: z.string(), ...funnel })),
  byDay: z.array(z.object({ day: z.string(), ...funnel })),
})
export type PaywallMetrics = z.infer<typeof paywallMetricsSchema>
