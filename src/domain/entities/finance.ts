import { z } from 'zod'
import { checkResults, jobStates, ledgerEntryTypes, transferTypes } from '../enums'
import { listQuerySchema } from '../pagination'
import { currencyCode, freeText, isoTime, messages, minorAmount, nameKey, positiveAmount, requiredText, timeRangeFilters } from './common'

/** One line of a gateway settlement file, matched to a transaction when possible. */
export const settlementRecordSchema = z.object({
  id: z.number(),
  space: z.string(),
  gateway: z.string(),
  uploadId: z.number().nullable(),
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
  message: z.string(),
  created: isoTime,
})
export type SettlementRecord = z.infer<typeof settlementRecordSchema>

export const settlementRecordListQuerySchema = listQuerySchema.extend({
  gateway: z.string().max(60).optional(),
  uploadId: z.coerce.number().int().positive().optional(),
  merchantName: z.string().max(100).optional(),
  result: z.enum(checkResults).optional(),
  transactionId: z.string().max(200).optional(),
  currency: currencyCode.optional(),
  fromDate: z.iso.date(messages.format).optional(),
  toDate: z.iso.date(messages.format).optional(),
})

/** An uploaded settlement file: a job reads it line by line. */
export const settlementUploadSchema = z.object({
  id: z.number(),
  space: z.string(),
  gateway: z.string(),
  fileName: z.string(),
  state: z.enum(jobStates),
  totalRows: z.number().int(),
  successRows: z.number().int(),
  errorRows: z.number().int(),
  invalidRows: z.number().int(),
  uploadedBy: z.string().nullable(),
  created: isoTime,
  completedAt: isoTime.nullable(),
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
  createdBy: z.string().nullable(),
  created: isoTime,
})
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>

export const ledgerEntryListQuerySchema = listQuerySchema.extend({
  merchantName: z.string().max(100).optional(),
  accountId: z.coerce.number().int().positive().optional(),
  currency: currencyCode.optional(),
  entryType: z.enum(ledgerEntryTypes).optional(),
  transferType: z.enum(transferTypes).optional(),
  transactionId: z.string().max(200).optional(),
  ...timeRangeFilters,
})

/** A manual top-up or withdrawal: one ledger entry, audited. */
export const accountMovementSchema = z.object({
  merchantAccount: nameKey,
  currency: currencyCode,
  amount: positiveAmount,
  reference: requiredText(100),
  description: freeText(500).default(''),
})

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
})
export const accountDailySummaryListQuerySchema = listQuerySchema.extend({
  merchantName: z.string().max(100).optional(),
  accountId: z.coerce.number().int().positive().optional(),
  currency: currencyCode.optional(),
  fromDate: z.iso.date(messages.format).optional(),
  toDate: z.iso.date(messages.format).optional(),
})
