import { isoWithOffset } from '@domain/time-zones'
import { createContext, useContext } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime, type TimePrecision } from '../lib/dates'
import { useTimeZone } from '../lib/use-time-zone'

/** True under a header that names the zone (a list's time column): the times there leave it out. */
export const ZoneInHeader = createContext(false)

interface TimeProps {
  /** Null or empty shows a dash. */
  value: string | null
  /** Defaults to the user's time zone. */
  timeZone?: string
  /** The time to the second unless said otherwise. */
  precision?: TimePrecision
}

/**
 * An instant in the user's language and time zone, the zone's short name beside it unless a
 * header above names it; the ISO
 * 8601 value in that zone, with its offset, on hover.
 */
export function Time({ value, timeZone, precision }: TimeProps) {
  const userZone = useTimeZone()
  const { i18n } = useTranslation()
  const zoneInHeader = useContext(ZoneInHeader)
  if (!value) return <>—</>
  const zone = timeZone ?? userZone
  const iso = isoWithOffset(value, zone)
  return (
    // On one line where there is room; a phone's narrow column breaks it between date and time rather than overflow the screen.
    <time dateTime={iso} title={iso} className="tabular-nums md:whitespace-nowrap">
      {formatDateTime(value, i18n.language, zone, precision, !zoneInHeader)}
    </time>
  )
}
