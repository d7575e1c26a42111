import { z } from 'zod'
import { errorCodes, fieldErrorCodes } from './error-codes'

export * from './error-codes'

/** The values a code's text is filled with (`{{maximum}}`), and `reason` (an `ErrorReason`). */
export const errorParamsSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
export type ErrorParams = z.infer<typeof errorParamsSchema>

/** Body of every 4xx/5xx answer; `message` is the English text, for a client that does not know the code. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
  code: z.enum([...fieldErrorCodes, ...errorCodes]).optional(),
  params: errorParamsSchema.optional(),
})
export const errorBodySchema = z.object({
  errorCode: z.string(),
  message: z.string(),
  params: errorParamsSchema.optional(),
  errors: z.array(fieldErrorSchema).optional(),
})
export type FieldError = z.infer<typeof fieldErrorSchema>
export type ErrorBody = z.infer<typeof errorBodySchema>
