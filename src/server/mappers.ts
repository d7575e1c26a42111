import type { EntityStatus } from '@domain/enums'

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
