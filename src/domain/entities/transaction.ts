import { z } from 'zod'
import { LOOKBACK_HOURS } from '../constants'
import { cardSchemes, directions, paymentKinds, results, transactionStatuses, transactionTypes } from '../enums'
import { listQuerySchema } from '../pagination'
import { cardLast4, currencyCode, isoTime, manyOf, messages, minorAmount, requiredText, timeRangeFilters } from './common'

/** One of the spec's lookback choices, in hours. */
export const lookbackHours = z.coerce
  .number()
  .int()
  .refine((h) => (LOOKBACK_HOURS as readonly number[]).includes(h), messages.format)

/** How the card or account paid: what the fraud and support screens pivot on. */
export const transactionPaymentSchema = z.object({
  /** The card token; the full card number is never stored. */
  cardHash: z.string().nullable(),
  cardBin: z.string().nullable(),
  cardLast4Digits: z.string().nullable(),
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
  created: isoTime,
  updated: isoTime,
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

export const transactionDetailSchema = transactionSchema.extend({
  activities: z.array(transactionActivitySchema),
  logs: z.array(transactionLogSummarySchema),
  /** Fraud blocks that match the card hash, so an analyst sees them without a search. */
  activeFraudBlocks: z.number().int(),
})
export type TransactionDetail = z.infer<typeof transactionDetailSchema>

const amountFilter = z.coerce.number().int().min(0).optional()

export const transactionListQuerySchema = listQuerySchema.extend({
  merchantName: z.string().max(100).optional(),
  status: manyOf(z.enum(transactionStatuses)),
  type: manyOf(z.enum(transactionTypes)),
  result: manyOf(z.enum(results)),
  direction: z.enum(directions).optional(),
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
  merchantName: z.string().max(100).optional(),
  transactionId: z.string().max(200).optional(),
  type: manyOf(z.enum(transactionTypes)),
  result: manyOf(z.enum(results)),
  source: z.enum(['API', 'CONSOLE', 'GATEWAY', 'SYSTEM']).optional(),
  ...timeRangeFilters,
})

/** An operator's correction of a transaction (audited as UPDATE_TRANSACTION). */
export const transactionUpdateSchema = z.object({
  status: z.enum(transactionStatuses),
  resultCode: z.string().trim().max(40).nullable().optional(),
  reason: requiredText(500),
})

export const paywallMetricsQuerySchema = z.object({
  merchantName: z.string().max(100).optional(),
  lookback: lookbackHours.optional(),
  ...timeRangeFilters,
})
const funnel = { sessions: z.number().int(), paymentsStarted: z.number().int(), paymentsCompleted: z.number().int(), conversionRate: z.number().nullable() }
/** The paywall funnel: sessions opened, payments started, payments completed. */
export const paywallMetricsSchema = z.object({
  from: isoTime,
  to: isoTime,
  ...funnel,
  byPaymentMethod: z.array(z.object({ paymentMethod: z.string(), ...funnel })),
  byDay: z.array(z.object({ day: z.string(), ...funnel })),
})
