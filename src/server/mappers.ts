import { MAX_MINOR_UNITS } from '@domain/money'
import { ApiError } from './errors'
import type { Lapsing } from './record-fields'

type Stamp = Date | string

/** A time as the API answers it: ISO 8601 in UTC; a time not set stays null. */
export function isoTime(value: Stamp | number): string
export function isoTime(value: Stamp | null): string | null
export function isoTime(value: Stamp | number | null): string | null {
  return value === null ? null : new Date(value).toISOString()
}

/** The created and updated times every editable record answers, as ISO strings. */
export function stamps(row: { created_at: Stamp; updated_at: Stamp }): { created: string; updated: string } {
  return { created: isoTime(row.created_at), updated: isoTime(row.updated_at) }
}

/** A blocking entry (a fraud block, a blacklisted card) is in force while ACTIVE and not expired. */
export const inForce = ({ status, expiresAt }: Lapsing, now: Date): boolean => status === 'ACTIVE' && (expiresAt === null || expiresAt > now)

/**
 * A sum of amounts the database made (numeric or bigint, as a number or as text) as the API
 * answers money: integer minor units within MAX_MINOR_UNITS. Each amount is within the bound but
 * a sum of many may not be; such a total is refused (422) rather than answered past the rule.
 */
export function moneyTotal(value: number | string | bigint): number {
  const total = Number(value)
  if (!Number.isInteger(total) || Math.abs(total) > MAX_MINOR_UNITS) {
    throw new ApiError(422, 'TOTAL_TOO_LARGE', `A total of ${value} minor units is past the ${MAX_MINOR_UNITS} the API answers; narrow the period or the filters`, undefined, {
      maximum: MAX_MINOR_UNITS,
    })
  }
  return total
}
