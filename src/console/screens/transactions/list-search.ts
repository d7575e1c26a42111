import { DEFAULT_DATE_FORMAT } from '@domain/constants'
import { toZonedTime } from 'date-fns-tz'
import { dateRange, zonedTimeToIso } from '../../lib/dates'

/** The list's search params as the route holds them. */
export type ListSearch = Record<string, string | number | undefined>

/** Filters that name one card, person or session: a pivot on them searches all of history. */
const pivotParams = ['cardHash', 'email', 'customerId', 'ipAddress', 'paywallLogId', 'merchantTransactionId'] as const

/**
 * The spec's date range helper (start of the day one month back to 23:59:59 today) in the
 * user's time zone, as the ISO times the list call takes.
 */
export interface TimeWindow {
  from: string
  to: string
}

export function defaultWindow(timeZone: string, now = new Date()): TimeWindow {
  // Milliseconds kept, so the window ends at the day's last instant and the filter bar reads `created<2026-11-21`.
  const range = dateRange(undefined, `${DEFAULT_DATE_FORMAT}.SSS`, toZonedTime(now, timeZone))
  return { from: zonedTimeToIso(range.from, timeZone), to: zonedTimeToIso(range.to, timeZone) }
}

/**
 * The transaction list's filters with what the URL leaves implicit: the merchant of the path
 * (`/merchant/acme-books/transactions`) and, when no time bound is given, the default month.
 * A pivot on a card hash, email, customer, IP or session is not bounded, so `?cardHash=` finds
 * every transaction of the card.
 */
export function withListDefaults(search: ListSearch, merchantName: string | undefined, window?: TimeWindow): ListSearch {
  const next: ListSearch = { ...search }
  if (merchantName && !next.merchantName) next.merchantName = merchantName
  const bounded = next.from !== undefined || next.to !== undefined
  const pivot = pivotParams.some((param) => next[param] !== undefined && next[param] !== '')
  if (window && !bounded && !pivot) Object.assign(next, window)
  return next
}

function sameInstant(a: string | number | undefined, b: string): boolean {
  return typeof a === 'string' && Date.parse(a) === Date.parse(b)
}

/**
 * What goes back into the URL: no empty values, not the merchant the path already names, and
 * not the default window, so a shared link or saved view keeps meaning "the last month".
 */
export function toRouteSearch(search: ListSearch, merchantName: string | undefined, window?: TimeWindow): ListSearch {
  const next: ListSearch = {}
  for (const [key, value] of Object.entries(search)) if (value !== undefined && value !== '') next[key] = value
  if (merchantName && next.merchantName === merchantName) delete next.merchantName
  if (window && sameInstant(next.from, window.from) && sameInstant(next.to, window.to)) {
    delete next.from
    delete next.to
  }
  return next
}
