import type { EntityStatus } from '@domain/enums'
import { MAX_MINOR_UNITS } from '@domain/money'
import { ApiError } from './errors'

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

/** A blocking entry's state at `now`: an ACTIVE entry stops being in force when it expires. */
export function blockState(row: { status: string; expires_at: Stamp | null }, now: Date): { status: EntityStatus; active: boolean; expiresAt: string | null } {
  const expiresAt = row.expires_at ? new Date(row.expires_at) : null
  return {
    status: row.status as EntityStatus,
    active: row.status === 'ACTIVE' && (expiresAt === null || expiresAt > now),
    expiresAt: expiresAt?.toISOString() ?? null,
  }
}

/** What every blocking entry answers after what it blocks: why, its state at `now`, who set it and when. */
export function blockRecord(
  row: { reason: string; status: string; expires_at: Stamp | null; created_by: string | null; created_at: Stamp; updated_at: Stamp },
  now: Date,
) {
  return { reason: row.reason, ...blockState(row, now), createdBy: row.created_by, ...stamps(row) }
}

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
