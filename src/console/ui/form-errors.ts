import type { FieldError } from '@domain/errors'
import { bucketErrors, type ErrorBuckets, type FailedCall, OTHER_BUCKET } from '../lib/error-text'

export interface FormErrors {
  /** Messages by field of this form. */
  fields: Record<string, string[]>
  /** Everything else, shown above the form. */
  other: string[]
}

export const noFormErrors: FormErrors = { fields: {}, other: [] }

/**
 * The form field a server error path belongs to. Paths can be deeper than the form: an item of
 * a list (`currencies.1`), a key of a map (`settings.mid`), a nested part of a record
 * (`configuration.settings.website`). List indexes are dropped, then the longest run of the
 * path's names that is a field of the form wins, the start of the path before its end.
 */
export function formFieldOf(path: string, formFields: readonly string[]): string | null {
  const names = path.split('.').filter((name) => !/^\d+$/.test(name))
  for (let length = names.length; length > 0; length -= 1) {
    const prefix = names.slice(0, length).join('.')
    if (formFields.includes(prefix)) return prefix
    const suffix = names.slice(names.length - length).join('.')
    if (formFields.includes(suffix)) return suffix
  }
  return null
}

/**
 * Splits a failed call's errors for a form: each goes beside the field of the form it belongs
 * to; the rest (and a failure without a field list) go above the form with the full error text.
 */
export function formErrorsOf(error: unknown, formFields: readonly string[]): FormErrors {
  if (!error) return noFormErrors
  const failed = error as FailedCall
  const buckets: ErrorBuckets = bucketErrors(failed)
  const fields: Record<string, string[]> = {}
  const other: string[] = []
  for (const [path, messages] of Object.entries(buckets)) {
    if (path === OTHER_BUCKET) continue
    const field = formFieldOf(path, formFields)
    if (field) fields[field] = [...new Set([...(fields[field] ?? []), ...messages])]
    else other.push(...messages)
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

/**
 * A form's own problems, found before anything is sent, in the shape of the server's 400
 * answer: thrown from a save, each shows beside its field as the server's errors do.
 */
export class FormProblems extends Error implements FailedCall {
  readonly status = 400
  readonly body: { errors: FieldError[] }

  constructor(errors: FieldError[]) {
    super(errors.map((error) => error.message).join(' '))
    this.name = 'FormProblems'
    this.body = { errors }
  }
}

/**
 * The server's errors of the fields still holding the value it refused: a field's go as soon as
 * it is changed, since only the value sent was judged. `sent` is what the call carried (a
 * mutation's variables), undefined before any.
 */
export function standingErrors<Values extends object>(errors: FormErrors, sent: Values | undefined, current: Values): FormErrors {
  if (!sent) return errors
  const fields: Record<string, string[]> = {}
  for (const [field, messages] of Object.entries(errors.fields)) {
    const key = field as keyof Values
    if (!(field in current) || sent[key] === current[key]) fields[field] = messages
  }
  return { fields, other: errors.other }
}
