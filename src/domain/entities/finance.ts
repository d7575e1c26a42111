import { z } from 'zod'
import { noCardNumber } from '../card-number'
import { checkResults, jobStates, ledgerEntryTypes, transferTypes } from '../enums'
import { listQuerySchema } from '../pagination'
import { currencyCode, freeText, isoTime, keyFilter, messages, minorAmount, nameKey, positiveAmount, requiredText, spacesRecord, timeRangeFilters, timeZoneField } from './common'

/** The reasons a record gives as a code and its values, so the console says them in the user's language. */
export const settlementReasonSchema = z.discriminatedUnion('code', [
  /** The transaction has a SUCCESS record already, from upload `upload`. */
  z.object({ code: z.literal('alreadySettled'), params: z.object({ upload: z.number().int() }) }),
])
export type SettlementReason = z.infer<typeof settlementReasonSchema>

/** One line of a gateway settlement file, matched to a transaction when possible. */
export const settlementRecordSchema = z.object({
  ...spacesRecord,
  gateway: z.string(),
  uploadId: z.number().nullable(),
  /** The line of the uploaded file the record was read from (1 is the first after the header). */
  row: z.number().int().nullable(),
  transactionId: z.string(),
  /** Whether the line matched a transaction of the platform. */
  matched: z.boolean(),
  gatewayReference: z.string().nullable(),
  merchantAccount: z.string().nullable(),
  settlementDate: z.string(),
  amount: minorAmount,
  fee: minorAmount,
  netAmount: minorAmount,
  currency: z.string(),
  result: z.enum(checkResults),
  /** Why the result is not SUCCESS, in English. */
  message: z.string(),
  /** The same reason as a code with its values, for the reasons that have one. */
  reason: settlementReasonSchema.nullable(),
  created: isoTime,
})
export type SettlementRecord = z.infer<typeof settlementRecordSchema>

export const settlementRecordListQuerySchema = listQuerySchema.extend({
  gateway: z.string().max(60).optional(),
  uploadId: z.coerce.number().int().positive().optional(),
  merchantName: keyFilter,
  result: z.enum(checkResults).optional(),
  transactionId: z.string().max(200).optional(),
  currency: currencyCode.optional(),
  fromDate: z.iso.date(messages.format).optional(),
  toDate: z.iso.date(messages.format).optional(),
})

/** An uploaded settlement file: a job reads it line by line. */
export const settlementUploadSchema = z.object({
  ...spacesRecord,
  gateway: z.string(),
  fileName: z.string(),
  /** In bytes. */
  fileSize: z.number().int(),
  state: z.enum(jobStates),
  /** 0 to 100, as the job reads the file. */
  progress: z.number().int(),
  /** Why the job stopped, when it FAILED; the rows applied before stay (`totalRows`). */
  error: z.string().nullable(),
  totalRows: z.number().int(),
  successRows: z.number().int(),
  errorRows: z.number().int(),
  invalidRows: z.number().int(),
  uploadedBy: z.string().nullable(),
  created: isoTime,
  completedAt: isoTime.nullable(),
})
export type SettlementUpload = z.infer<typeof settlementUploadSchema>

export const settlementUploadListQuerySchema = listQuerySchema.extend({
  gateway: z.string().max(60).optional(),
  state: z.enum(jobStates).optional(),
})

/** A merchant's balance in one currency: one account each. */
export const accountBalanceSchema = z.object({
  accountId: z.number(),
  name: z.string(),
  currency: z.string(),
  balance: minorAmount,
  status: z.string(),
})
/** A merchant's accounts, one per currency. */
export const accountSummarySchema = z.object({
  merchantAccount: z.string(),
  accounts: z.array(accountBalanceSchema),
  updated: isoTime,
})
export const accountCurrencySummarySchema = accountBalanceSchema.extend({
  merchantAccount: z.string(),
  credits: minorAmount,
  debits: minorAmount,
  entryCount: z.number().int(),
  lastEntryAt: isoTime.nullable(),
  byTransferType: z.array(z.object({ transferType: z.enum(transferTypes), amount: minorAmount, count: z.number().int() })),
})

/** One ledger entry: a credit (CR) or debit (DR) of a merchant account in one currency. */
export const ledgerEntrySchema = z.object({
  id: z.number(),
  accountId: z.number(),
  merchantAccount: z.string(),
  currency: z.string(),
  entryType: z.enum(ledgerEntryTypes),
  transferType: z.enum(transferTypes),
  amount: minorAmount,
  balanceAfter: minorAmount,
  reference: z.string(),
  transactionId: z.string().nullable(),
  description: z.string(),
  /** The movement this entry belongs to: its counter-entry on the clearing account shares it. */
  movementId: z.number(),
  createdBy: z.string().nullable(),
  created: isoTime,
})
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>

export const ledgerEntryListQuerySchema = listQuerySchema.extend({
  merchantName: keyFilter,
  accountId: z.coerce.number().int().positive().optional(),
  currency: currencyCode.optional(),
  entryType: z.enum(ledgerEntryTypes).optional(),
  transferType: z.enum(transferTypes).optional(),
  transactionId: z.string().max(200).optional(),
  ...timeRangeFilters,
})

/** What makes a retried request the same one: the client picks it once per movement. */
export const idempotencyKey = z
  .string(messages.required)
  .min(8, messages.minLength(8))
  .max(100, messages.maxLength(100))
  .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - and _ only')
  .check(noCardNumber)

/**
 * A manual top-up or withdrawal: one movement (the merchant account's entry and its clearing
 * counter-entry), audited, applied once per idempotency key.
 */
export const accountMovementSchema = z.object({
  merchantAccount: nameKey,
  currency: currencyCode,
  amount: positiveAmount,
  reference: requiredText(100),
  description: freeText(500).default(''),
  idempotencyKey,
})
export type AccountMovement = z.infer<typeof accountMovementSchema>

export const accountDailySummarySchema = z.object({
  accountId: z.number(),
  merchantAccount: z.string(),
  currency: z.string(),
  day: z.string(),
  openingBalance: minorAmount,
  credits: minorAmount,
  debits: minorAmount,
  closingBalance: minorAmount,
  entryCount: z.number().int(),
  /** The zone the day is in. */
  timeZone: z.string(),
})
export type AccountDailySummary = z.infer<typeof accountDailySummarySchema>
export const accountDailySummaryListQuerySchema = listQuerySchema.extend({
  /** The zone whose days the summary groups by; the user's profile zone (else UTC) when absent. */
  timeZone: timeZoneField.optional(),
  merchantName: keyFilter,
  accountId: z.coerce.number().int().positive().optional(),
  currency: currencyCode.optional(),
  fromDate: z.iso.date(messages.format).optional(),
  toDate: z.iso.date(messages.format).optional(),
})
