import { formatInZone } from '../lib/dates'
import { useSessionStore } from '../session/session-store'

interface TimeProps {
  /** Null or empty shows a dash. */
  value: string | null
  /** Defaults to the user's time zone. */
  timeZone?: string
  pattern?: string
}

/** An instant in the user's time zone (or the one given). */
export function Time({ value, timeZone, pattern }: TimeProps) {
  const userZone = useSessionStore((s) => s.user?.timezone ?? 'UTC')
  if (!value) return <>—</>
  return (
    <time dateTime={value} className="tabular-nums">
      {formatInZone(value, timeZone ?? userZone, pattern)}
    </time>
  )
}
