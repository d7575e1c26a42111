import type { FailedCall } from '../lib/error-text'
import { majorUnitBounds } from '../lib/money'
import { FormProblems } from './form-errors'

/**
 * A failed call of a form that takes amounts in major units, with its amount fields' bounds said
 * that way too (see majorUnitBounds); a failure without an error on those fields is left as it is.
 */
export function amountsInMajorUnits(error: unknown, amountFields: readonly string[], currency: string | null, language: string): unknown {
  const errors = (error as FailedCall | null | undefined)?.body?.errors
  if (!errors?.some((e) => amountFields.includes(e.field))) return error
  return new FormProblems(errors.map((e) => (amountFields.includes(e.field) ? majorUnitBounds(e, currency, language) : e)))
}
