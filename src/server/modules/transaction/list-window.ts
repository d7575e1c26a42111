import { DATE_RANGE_DEFAULT_MONTHS } from '@domain/constants'

const DAY_MS = 24 * 3600_000

/**
 * The spec's date range helper on the server: from the start of the UTC day `months` back to
 * 23:59:59.999 today (UTC). A day past the end of the shorter month falls on its last day.
 */
export function defaultDateRange(now: Date, months = DATE_RANGE_DEFAULT_MONTHS): { from: Date; to: Date } {
  const y = now.getUTCFullYear()
  const m = now.getUTCMonth() - months
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate()
  const from = new Date(Date.UTC(y, m, Math.min(now.getUTCDate(), lastDay)))
  const today = Date.UTC(y, now.getUTCMonth(), now.getUTCDate())
  return { from, to: new Date(today + DAY_MS - 1) }
}

/** The window a list covers: the given bounds, or the default month when neither is given. */
export function listWindow(query: { from?: string; to?: string }, now: Date): { from?: Date; to?: Date } {
  if (!query.from && !query.to) return defaultDateRange(now)
  return { from: query.from ? new Date(query.from) : undefined, to: query.to ? new Date(query.to) : undefined }
}
