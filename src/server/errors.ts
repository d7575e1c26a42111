import type { ErrorCode, FieldError } from '@domain/errors'
import type { z } from 'zod'

/** A failure that answers with the API error body. Anything else becomes a bare 500. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message)
  }
}

export const badRequest = (message: string, errors?: FieldError[]) =>
  new ApiError(400, 'VALIDATION_FAILED', message, errors)
export const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }])
export const unauthorized = (message = 'Sign in to continue', code: ErrorCode = 'UNAUTHENTICATED') =>
  new ApiError(401, code, message)
export const forbidden = (message = 'You do not have permission for this') => new ApiError(403, 'FORBIDDEN', message)
export const notFound = (what = 'Record') => new ApiError(404, 'NOT_FOUND', `${what} not found`)
export const conflict = (message: string) => new ApiError(409, 'CONFLICT', message)

/**
 * zod issues -> one field error per field, first message wins; path joined with dots. A key
 * the schema does not know is an error of that key, so the caller learns which one to drop.
 */
export function zodFieldErrors(error: z.ZodError, prefix?: string): FieldError[] {
  const seen = new Map<string, string>()
  const add = (path: PropertyKey[], message: string) => {
    const field = [prefix, ...path.map(String)].filter(Boolean).join('.') || 'other'
    if (!seen.has(field)) seen.set(field, message)
  }
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...issue.path, key], 'Unknown parameter')
    } else {
      add(issue.path, issue.message)
    }
  }
  return [...seen].map(([field, message]) => ({ field, message }))
}

const unpairedSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/**
 * What is wrong with text no column can hold, or undefined: a NUL (PostgreSQL text refuses it)
 * or an unpaired surrogate (not Unicode: jsonb refuses it, text would store a replacement).
 */
export function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'Remove the NUL character'
  if (unpairedSurrogate.test(text)) return 'Use well-formed Unicode text'
  return undefined
}

/**
 * SQLSTATEs of a value its column's type cannot hold: text that is no number or date, a number
 * or date out of range, text too long or outside the encoding. Input validation should stop
 * these first; one that slips through is still the client's value, so a 400, not a 500.
 */
const badValueStates = new Set(['22P02', '22003', '22007', '22008', '22001', '22021', '22P05'])
export const isBadValue = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && badValueStates.has(String((error as { code?: unknown }).code))
