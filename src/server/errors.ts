import { messages } from '@domain/entities/common'
import type { ErrorCode, ErrorParams, FieldError, FieldErrorCode } from '@domain/errors'
import type { FastifyReply } from 'fastify'
import type { z } from 'zod'

/**
 * A failure that answers with the API error body. Anything else becomes a bare 500. `message`
 * is the English text; a client translates `errorCode` with `params` instead when it knows it.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
    readonly params?: ErrorParams,
  ) {
    super(message)
  }
}

export const badRequest = (message: string, errors?: FieldError[]) =>
  new ApiError(400, 'VALIDATION_FAILED', message, errors)
export const fieldError = (field: string, message: string, code?: FieldError['code'], params?: ErrorParams) =>
  badRequest(message, [{ field, message, code, params }])
export const unauthorized = (message = 'Sign in to continue', code: ErrorCode = 'UNAUTHENTICATED', params?: ErrorParams) =>
  new ApiError(401, code, message, undefined, params)
export const forbidden = (message = 'You do not have permission for this') => new ApiError(403, 'FORBIDDEN', message)
export const notFound = (what = 'Record') => new ApiError(404, 'NOT_FOUND', `${what} not found`)
export const conflict = (message: string, params?: ErrorParams) => new ApiError(409, 'CONFLICT', message, undefined, params)
/** 429, with the seconds to wait in Retry-After and in `params.seconds`. */
export function tooManyRequests(reply: FastifyReply, seconds: number, message: string, params?: ErrorParams): ApiError {
  reply.header('retry-after', String(seconds))
  return new ApiError(429, 'TOO_MANY_REQUESTS', message, undefined, { seconds, ...params })
}

/** An `expiresAt` sent with a write must lie after `now`: a time already past is a field error. */
export function mustExpireLater(expiresAt: string | null | undefined, now: Date): void {
  if (expiresAt && new Date(expiresAt) <= now) throw fieldError('expiresAt', 'Choose a time in the future', 'future_time')
}

/** The spec's form messages (SPEC section 5) a schema chose, as codes; the message names the rule. */
const specMessageCodes = new Map<string, FieldErrorCode>([
  [messages.required, 'required'],
  [messages.email, 'email'],
  [messages.format, 'invalid_format'],
  [messages.cardNumber, 'card_number'],
])

/** The value at a path of the input, or undefined where the path leads nowhere. */
function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let node = input
  for (const key of path) node = node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined
  return node
}

/**
 * The code and values a client translates a zod issue with. With the input, a value that is
 * absent is `required` whatever type it should have had (zod says only what it expected).
 */
function issueCode(issue: z.core.$ZodIssue, input?: unknown): Pick<FieldError, 'code' | 'params'> {
  const spec = specMessageCodes.get(issue.message)
  if (spec) return { code: spec }
  const missing = input !== undefined && valueAt(input, issue.path) == null
  if (missing && (issue.code === 'invalid_type' || issue.code === 'invalid_value')) return { code: 'required' }
  switch (issue.code) {
    case 'too_big':
      return { code: 'too_big', params: { maximum: Number(issue.maximum), origin: issue.origin, ...(issue.inclusive === false ? { inclusive: false } : {}) } }
    case 'too_small':
      return { code: 'too_small', params: { minimum: Number(issue.minimum), origin: issue.origin, ...(issue.inclusive === false ? { inclusive: false } : {}) } }
    case 'invalid_type':
      return { code: 'invalid_type', params: { expected: issue.expected } }
    case 'invalid_format':
      return { code: issue.format === 'email' ? 'email' : 'invalid_format' }
    case 'invalid_value':
      return { code: 'invalid_value', params: { values: issue.values.map(String).join(', ') } }
    case 'unrecognized_keys':
      return { code: 'unrecognized_keys' }
    default:
      // A refinement of our own, with its own English text and no shared code.
      return {}
  }
}

/**
 * zod issues -> one field error per field, first message wins; path joined with dots. A key
 * the schema does not know is an error of that key, so the caller learns which one to drop.
 * Each carries its code; the input, when given, tells a missing value from a wrong one.
 */
export function zodFieldErrors(error: z.ZodError, prefix?: string, input?: unknown): FieldError[] {
  const seen = new Map<string, FieldError>()
  const add = (path: PropertyKey[], message: string, coded: Pick<FieldError, 'code' | 'params'>) => {
    const field = [prefix, ...path.map(String)].filter(Boolean).join('.') || 'other'
    if (!seen.has(field)) seen.set(field, { field, message, ...coded })
  }
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...issue.path, key], 'Unknown parameter', { code: 'unrecognized_keys' })
    } else {
      add(issue.path, issue.message, issueCode(issue, input))
    }
  }
  return [...seen.values()]
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
