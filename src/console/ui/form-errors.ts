import { bucketErrors, type ErrorBuckets, type FailedCall, OTHER_BUCKET } from '../lib/error-text'

export interface FormErrors {
  /** Messages by field of this form. */
  fields: Record<string, string[]>
  /** Everything else, shown above the form. */
  other: string[]
}

export const noFormErrors: FormErrors = { fields: {}, other: [] }

/**
 * Splits a failed call's errors for a form: the fields it has get their own messages, the rest
 * (and a failure without a field list) go above the form with the full error text.
 */
export function formErrorsOf(error: unknown, formFields: readonly string[]): FormErrors {
  if (!error) return noFormErrors
  const failed = error as FailedCall
  const buckets: ErrorBuckets = bucketErrors(failed)
  const fields: Record<string, string[]> = {}
  const other: string[] = []
  for (const [field, messages] of Object.entries(buckets)) {
    if (formFields.includes(field)) fields[field] = messages
    else if (field !== OTHER_BUCKET) other.push(...messages)
  }
  other.push(...(buckets[OTHER_BUCKET] ?? []))
  return { fields, other: [...new Set(other)] }
}

/** Client-side problems first; server messages for the same field follow. */
export function mergeFieldErrors(client: Record<string, string | undefined>, server: FormErrors): Record<string, string[]> {
  const merged: Record<string, string[]> = { ...server.fields }
  for (const [field, message] of Object.entries(client)) {
    if (message) merged[field] = [message, ...(merged[field] ?? [])]
  }
  return merged
}
