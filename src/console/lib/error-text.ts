import type { ErrorBody, FieldError } from '@domain/errors'

/** What a failed call leaves behind: the answer's status and body, and the error's own fields. */
export interface FailedCall {
  status?: number
  statusText?: string
  body?: Partial<ErrorBody> | null
  message?: string
  code?: string
}

export const FALLBACK_ERROR_TEXT = 'please try again'

function unique(values: string[]): string[] {
  return [...new Set(values.filter(Boolean))]
}

/**
 * The text shown for a failed call: the answer's errors list first, else its message, else
 * its errorCode, else the error's own message or code, else 'please try again'; the HTTP
 * status text (or the status) follows in brackets.
 */
export function errorText(error: FailedCall): string {
  const listed = unique((error.body?.errors ?? []).map((e) => e.message))
  const text =
    (listed.length ? listed.join(', ') : '') ||
    error.body?.message ||
    error.body?.errorCode ||
    error.message ||
    error.code ||
    FALLBACK_ERROR_TEXT
  const status = error.statusText || (error.status ? String(error.status) : '')
  return status ? `${text} (${status})` : text
}

export const OTHER_BUCKET = 'other'

export type ErrorBuckets = Record<string, string[]>

/**
 * Errors collected by field, with the general 'other' bucket for everything not tied to a
 * field; a message already in its bucket is not added twice.
 */
export function bucketErrors(error: FailedCall, into: ErrorBuckets = {}): ErrorBuckets {
  const buckets: ErrorBuckets = Object.fromEntries(Object.entries(into).map(([k, v]) => [k, [...v]]))
  const add = (field: string, message: string) => {
    const bucket = buckets[field] ?? []
    if (!bucket.includes(message)) buckets[field] = [...bucket, message]
  }
  const listed: FieldError[] = error.body?.errors ?? []
  if (listed.length) for (const e of listed) add(e.field || OTHER_BUCKET, e.message)
  else add(OTHER_BUCKET, errorText(error))
  return buckets
}
