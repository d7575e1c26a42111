import { z } from 'zod'

/** Body of every 4xx/5xx answer. */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() })
export const errorBodySchema = z.object({
  errorCode: z.string(),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
})
export type FieldError = z.infer<typeof fieldErrorSchema>
export type ErrorBody = z.infer<typeof errorBodySchema>

export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'INVALID_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'ACCOUNT_DISABLED',
  'TOTP_REQUIRED',
  'TOTP_INVALID',
  'PASSWORD_EXPIRED',
  'PASSWORD_REUSED',
  'TOKEN_INVALID',
  'CODE_INVALID',
  'PAYLOAD_TOO_LARGE',
  'TOO_MANY_REQUESTS',
  'INTERNAL_ERROR',
] as const
export type ErrorCode = (typeof errorCodes)[number]
