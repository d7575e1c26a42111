import { z } from 'zod'
import { resultCodeCategories, results, transactionStatuses, transactionTypes } from '../enums'
import { listQuerySchema } from '../pagination'
import { freeText, isoTime, messages, minorAmount, nameKey, patchOf, requiredText, textSearch, times } from './common'

/** The platform's own result codes, which every gateway's codes map to. */
export const resultCodeSchema = z.object({
  code: z.string(),
  result: z.enum(results),
  category: z.enum(resultCodeCategories),
  message: z.string(),
  description: z.string(),
  /** The payer may try again (a soft decline). */
  retryable: z.boolean(),
  /** How many gateway codes map to this one; a code they map to cannot be deleted. */
  pspCodeCount: z.number().int(),
  ...times,
})
export type ResultCode = z.infer<typeof resultCodeSchema>

/** A gateway code as the console code it maps to lists it. */
export const mappedPspCodeSchema = z.object({
  id: z.number(),
  gateway: z.string(),
  code: z.string(),
  message: z.string(),
})
export type MappedPspCode = z.infer<typeof mappedPspCodeSchema>

/** A transaction that ended with the code, as "where used" shows it. */
export const resultCodeUseSchema = z.object({
  /** The transaction id of its detail route. */
  id: z.string(),
  merchantAccount: z.string(),
  type: z.enum(transactionTypes),
  status: z.enum(transactionStatuses),
  amount: minorAmount,
  currency: z.string(),
  created: isoTime,
})
export type ResultCodeUse = z.infer<typeof resultCodeUseSchema>

/**
 * One console code as its get answers it: the gateway codes that map to it, and where it is used,
 * the newest transactions of the caller's merchants that carry it (null for a caller who may not
 * read transactions).
 */
export const resultCodeDetailSchema = resultCodeSchema.extend({
  pspCodes: z.array(mappedPspCodeSchema),
  recentTransactions: z.array(resultCodeUseSchema).nullable(),
})
export type ResultCodeDetail = z.infer<typeof resultCodeDetailSchema>

const codeField = requiredText(40).regex(/^[A-Za-z0-9._-]+$/, messages.format)
export const resultCodeInputSchema = z.object({
  code: codeField,
  result: z.enum(results),
  category: z.enum(resultCodeCategories),
  message: requiredText(200),
  description: freeText(1000).default(''),
  retryable: z.boolean().default(false),
})
export const resultCodeUpdateSchema = patchOf(resultCodeInputSchema.omit({ code: true }))

export const resultCodeListQuerySchema = listQuerySchema.extend({
  result: z.enum(results).optional(),
  category: z.enum(resultCodeCategories).optional(),
  /** Code, message or description contains. */
  q: textSearch,
})

/**
 * A gateway's own result code and the platform code it maps to, whose result and category it
 * takes. Gateways reuse each other's codes, so the record is addressed by its numeric id
 * (`pspresultcode/{code}`).
 */
export const pspResultCodeSchema = z.object({
  id: z.number(),
  gateway: z.string(),
  code: z.string(),
  message: z.string(),
  resultCode: z.string(),
  /** The console code's own message. */
  resultMessage: z.string(),
  result: z.enum(results),
  category: z.enum(resultCodeCategories),
  ...times,
})
export type PspResultCode = z.infer<typeof pspResultCodeSchema>

export const pspResultCodeInputSchema = z.object({
  gateway: nameKey,
  code: codeField,
  message: requiredText(200),
  resultCode: codeField,
})
export const pspResultCodeUpdateSchema = pspResultCodeInputSchema.pick({ message: true, resultCode: true }).partial()

export const pspResultCodeListQuerySchema = listQuerySchema.extend({
  gateway: z.string().max(60).optional(),
  /** The console code they map to. */
  resultCode: z.string().max(40).optional(),
  result: z.enum(results).optional(),
  category: z.enum(resultCodeCategories).optional(),
  /** Code or message contains. */
  q: textSearch,
})
