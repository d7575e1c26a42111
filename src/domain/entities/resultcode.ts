import { z } from 'zod'
import { results } from '../enums'
import { listQuerySchema } from '../pagination'
import { freeText, messages, nameKey, patchOf, requiredText, times } from './common'

/** Where a platform result code comes from. */
export const resultCodeCategories = ['APPROVAL', 'ISSUER', 'AUTHENTICATION', 'RISK', 'GATEWAY', 'REQUEST', 'PROCESSING'] as const
export type ResultCodeCategory = (typeof resultCodeCategories)[number]

/** The platform's own result codes, which every gateway's codes map to. */
export const resultCodeSchema = z.object({
  code: z.string(),
  result: z.enum(results),
  category: z.string(),
  message: z.string(),
  description: z.string(),
  /** The payer may try again (a soft decline). */
  retryable: z.boolean(),
  ...times,
})
export type ResultCode = z.infer<typeof resultCodeSchema>

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
  q: z.string().max(100).optional(),
})

/**
 * A gateway's own result code and the platform code it maps to. Gateways reuse each other's
 * codes, so the record is addressed by its numeric id (`pspresultcode/{code}`).
 */
export const pspResultCodeSchema = z.object({
  id: z.number(),
  gateway: z.string(),
  code: z.string(),
  message: z.string(),
  resultCode: z.string(),
  result: z.enum(results),
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
  resultCode: z.string().max(40).optional(),
  result: z.enum(results).optional(),
  q: z.string().max(100).optional(),
})
