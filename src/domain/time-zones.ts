import { timezoneIds } from './enums'

/** How an IANA zone name is written: `UTC`, `Europe/Paris`, `America/Argentina/Buenos_Aires`. */
export const timeZoneShape = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/

/**
 * Whether the value is an IANA zone name Intl knows (`Europe/Paris`, `UTC`): the test the server
 * runs before storing or using a zone, and the console before offering a typed one. Offsets
 * (`+05:00`) and abbreviations are not zones, and the name's shape is checked first, as a zone
 * may reach SQL as a literal.
 */
export function isTimeZone(value: string): boolean {
  if (!timeZoneShape.test(value)) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return true
  } catch {
    return false
  }
}

/** The field error of a zone Intl does not know. */
export const unknownTimeZone = 'Unknown time zone'

/**
 * Every zone a user may pick: the spec's six first, as the suggestions, then the rest of the
 * IANA list Intl knows (which leaves out UTC itself), alphabetically.
 */
export function timeZoneChoices(): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  const suggested = new Set<string>(timezoneIds)
  return [...suggested, ...[...new Set(known)].filter((zone) => !suggested.has(zone)).sort()]
}

const offsetParts = ['year', 'month', 'day', 'hour', 'minute', 'second'] as const

/** A zone's wall-clock reader, made once per zone: making one costs far more than using it. */
const wallClocks = new Map<string, Intl.DateTimeFormat>()

function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', ...Object.fromEntries(offsetParts.map((p) => [p, 'numeric'])) })
    wallClocks.set(timeZone, format)
  }
  return format
}

/** The offset of a zone at an instant, in minutes east of UTC. */
function offsetMinutes(date: Date, timeZone: string): number {
  const parts = wallClock(timeZone).formatToParts(date)
  const part = (type: (typeof offsetParts)[number]) => Number(parts.find((p) => p.type === type)?.value)
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour') % 24, part('minute'), part('second'))
  return Math.round((wall - Math.floor(date.getTime() / 1000) * 1000) / 60_000)
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/**
 * An instant in ISO 8601 as a clock in the zone reads it, with that zone's offset
 * (`2026-11-25T16:28:20+09:00`); UTC is written `+00:00`, which spreadsheets read as an offset.
 * Milliseconds are written when asked for. An unreadable value comes back as it came.
 */
export function isoWithOffset(value: Date | string | number, timeZone = 'UTC', options: { milliseconds?: boolean } = {}): string {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return String(value)
  let offset = 0
  try {
    offset = offsetMinutes(date, timeZone)
  } catch {
    offset = 0
  }
  const local = new Date(date.getTime() + offset * 60_000)
  const clock = local.toISOString().slice(0, options.milliseconds ? 23 : 19)
  const sign = offset < 0 ? '-' : '+'
  const abs = Math.abs(offset)
  return `${clock}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
}
