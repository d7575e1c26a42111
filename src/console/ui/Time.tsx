import { isoWithOffset } from '@domain/time-zones'
import { useTranslation } from 'react-i18next'
import { formatDateTime, type TimePrecision } from '../lib/dates'
import { useTimeZone } from '../lib/use-time-zone'

/** A list column of times: wide enough for a date, a time to the second and the zone's name, in every language. */
export const TIME_COLUMN_WIDTH = 290

interface TimeProps {
  /** Null or empty shows a dash. */
  value: string | null
  /** Defaults to the user's time zone. */
  timeZone?: string
  /** The time to the second unless said otherwise. */
  precision?: TimePrecision
}

/**
 * An instant in the user's language and time zone, the zone's short name beside it; the ISO
 * 8601 value in that zone, with its offset, on hover.
 */
export function Time({ value, timeZone, precision }: TimeProps) {
  const userZone = useTimeZone()
  const { i18n } = useTranslation()
  if (!value) return <>—</>
  const zone = timeZone ?? userZone
  const iso = isoWithOffset(value, zone)
  return (
    <time dateTime={iso} title={iso} className="whitespace-nowrap tabular-nums">
      {formatDateTime(value, i18n.language, zone, precision)}
    </time>
  )
}
