import { DATE_RANGE_DEFAULT_MONTHS, DEFAULT_DATE_FORMAT } from '@domain/constants'
import { endOfDay, format, isValid, startOfDay, subMonths } from 'date-fns'
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz'

export interface DateRange {
  from: string
  to: string
}

/** From the start of the day `months` back to 23:59:59 today, formatted. */
export function dateRange(months = DATE_RANGE_DEFAULT_MONTHS, pattern = DEFAULT_DATE_FORMAT, now = new Date()): DateRange {
  return {
    from: format(startOfDay(subMonths(now, months)), pattern),
    to: format(endOfDay(now), pattern),
  }
}

/**
 * A local time string (`2024-03-01 10:00:00`) read in a named time zone, as an ISO string in
 * UTC with the trailing `.000Z` shortened to `Z`. Invalid dates are rejected.
 */
export function zonedTimeToIso(localTime: string, timeZone = 'UTC'): string {
  const date = fromZonedTime(localTime, timeZone)
  if (!isValid(date)) throw new RangeError(`Invalid date: ${localTime}`)
  return date.toISOString().replace(/\.000Z$/, 'Z')
}

/** Shows an instant in the user's time zone; an unparsable value is shown as it came. */
export function formatInZone(value: string | number | Date, timeZone: string, pattern = DEFAULT_DATE_FORMAT): string {
  const date = value instanceof Date ? value : new Date(value)
  if (!isValid(date)) return String(value)
  try {
    return formatInTimeZone(date, timeZone, pattern)
  } catch {
    return formatInTimeZone(date, 'UTC', pattern)
  }
}

/** The pattern of a local date and time (the date-time field's value). */
export const LOCAL_INPUT_PATTERN = "yyyy-MM-dd'T'HH:mm:ss"

/** An instant as the date-time field shows it in the user's time zone; empty for none. */
export function localInputOf(iso: string | null, timeZone: string): string {
  return iso ? formatInZone(iso, timeZone, LOCAL_INPUT_PATTERN) : ''
}

/**
 * A local date and time (`2026-11-21T10:30:05`, seconds optional) read in the user's time zone, as an ISO time;
 * empty is none. What cannot be read is sent as typed, for the server's field error.
 */
export function isoOfLocalInput(local: string, timeZone: string): string | null {
  if (!local) return null
  try {
    return zonedTimeToIso(`${local.replace('T', ' ')}${local.length === 16 ? ':00' : ''}`, timeZone)
  } catch {
    return local
  }
}

let browserZone: string | undefined
/** The zone the browser runs in: what a user who never chose one sees times in. */
export function browserTimeZone(): string {
  // Asked for every time drawn, and costly to ask: the page keeps the first answer.
  browserZone ??= zoneOfBrowser()
  return browserZone
}

function zoneOfBrowser(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  } catch {
    return 'UTC'
  }
}

/** A user's chosen zone, else the browser's. */
export function zoneOrBrowser(zone: string | null | undefined): string {
  return zone || browserTimeZone()
}

/** How much of an instant a display shows: the day, or the time to the minute or the second. */
export type TimePrecision = 'date' | 'minute' | 'second'

const dateParts: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' }
const precisionParts: Record<TimePrecision, Intl.DateTimeFormatOptions> = {
  date: dateParts,
  minute: { ...dateParts, hour: '2-digit', minute: '2-digit' },
  second: { ...dateParts, hour: '2-digit', minute: '2-digit', second: '2-digit' },
}

const dateFormats = new Map<string, Intl.DateTimeFormat>()

function dateFormat(locale: string, timeZone: string, precision: TimePrecision, withZone: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${precision}|${withZone}`
  let format = dateFormats.get(key)
  if (!format) {
    const parts: Intl.DateTimeFormatOptions = { ...precisionParts[precision], ...(withZone && precision !== 'date' ? { timeZoneName: 'short' } : {}) }
    try {
      format = new Intl.DateTimeFormat(locale, { ...parts, timeZone })
    } catch {
      format = new Intl.DateTimeFormat(locale, { ...parts, timeZone: 'UTC' })
    }
    dateFormats.set(key, format)
  }
  return format
}

/**
 * An instant as the user's language writes it, in their zone, the zone's short name beside a
 * time (`25/11/2026 16:28:20 UTC+9`): the one way the console shows times. A day alone carries
 * no zone, nor a time under a header that names it (`withZone` false). An unreadable value is
 * shown as it came.
 */
export function formatDateTime(value: string | number | Date, locale: string, timeZone: string, precision: TimePrecision = 'second', withZone = true): string {
  const date = value instanceof Date ? value : new Date(value)
  if (!isValid(date)) return String(value)
  return dateFormat(locale, timeZone, precision, withZone).format(date)
}

/**
 * A zone's name over times of any season (a list column's header): its short name (`GMT+9`,
 * `UTC`) where it keeps one all year, else its generic one (`ET`, `France Time`), since a
 * column's times may fall on either side of a change of offset.
 */
export function zoneName(locale: string, timeZone: string, now = new Date()): string {
  const nameOf = (date: Date, style: 'short' | 'shortGeneric') => {
    try {
      return new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style }).formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? timeZone
    } catch {
      return timeZone
    }
  }
  const year = now.getUTCFullYear()
  const winter = nameOf(new Date(Date.UTC(year, 0, 1)), 'short')
  return winter === nameOf(new Date(Date.UTC(year, 6, 1)), 'short') ? winter : nameOf(now, 'shortGeneric')
}
