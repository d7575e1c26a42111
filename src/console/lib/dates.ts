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
