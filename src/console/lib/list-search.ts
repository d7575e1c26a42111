import { DEFAULT_DATE_FORMAT } from '@domain/constants'
import { toZonedTime } from 'date-fns-tz'
import { dateRange, zonedTimeToIso } from './dates'

/** The list's search params as the route holds them. */
export type ListSearch = Record<string, string | number | undefined>

/** Filters that name one card, person or session: a pivot on them searches all of history. */
const pivotParams = ['cardHash', 'email', 'customerId', 'ipAddress', 'paywallLogId', 'merchantTransactionId', 'transactionId'] as const

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

/** The earliest bound the list call takes: sent for "all of history", as the server bounds a list given neither. */
export const ALL_TIME_FROM = '1970-01-01T00:00:00.000Z'

/**
 * The list's time range beyond what the bar shows: the default month while the user gives no
 * bound (a chip), all of history once the chip is removed (`?period=all`) or for a pivot on a
 * card hash, email, customer, IP, session or transaction, so `?cardHash=` finds every transaction of the card.
 */
export function defaultRange(search: ListSearch, window: TimeWindow): { chip: boolean; query: ListSearch } {
  if (search.from !== undefined || search.to !== undefined) return { chip: false, query: {} }
  const pivot = pivotParams.some((param) => search[param] !== undefined && search[param] !== '')
  if (pivot || search.period === 'all') return { chip: false, query: { from: ALL_TIME_FROM } }
  return { chip: true, query: { ...window } }
}

/**
 * The list's own merchant filter: the path's merchant (`/merchant/acme-books/transactions`)
 * while the list is shown alone. With a record open the path names the record's merchant, so
 * the list's filter travels in the search instead.
 */
export function withListMerchant(search: ListSearch, listMerchant: string | undefined): ListSearch {
  return listMerchant && !search.merchantName ? { ...search, merchantName: listMerchant } : search
}

/**
 * The list's route for these filters: a single merchant that the list's path named stays in
 * the path, anything else goes in the search, so Esc and a filter change land on the same list.
 */
export function listRouteOf(search: ListSearch, pathMerchant: string | undefined): { merchantName: string | undefined; search: ListSearch } {
  const clean = toRouteSearch(search, undefined)
  if (pathMerchant && clean.merchantName === pathMerchant) {
    const { merchantName: _merchant, ...rest } = clean
    return { merchantName: pathMerchant, search: rest }
  }
  return { merchantName: undefined, search: clean }
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
