import { describe, expect, it } from 'vitest'
import { browserTimeZone, dateRange, formatDateTime, formatInZone, zonedTimeToIso, zoneName, zoneOrBrowser } from '../../../src/console/lib/dates'

describe('date range', () => {
  const now = new Date(2024, 4, 15, 13, 45, 10)
  it('runs from the start of the day one month back to 23:59:59 today', () => {
    expect(dateRange(undefined, undefined, now)).toEqual({ from: '2024-04-15 00:00:00', to: '2024-05-15 23:59:59' })
  })
  it('takes the number of months and the format', () => {
    expect(dateRange(3, 'yyyy-MM-dd', now)).toEqual({ from: '2024-02-15', to: '2024-05-15' })
  })
})

describe('time conversion', () => {
  it('reads a local time in UTC by default, with .000Z shortened to Z', () => {
    expect(zonedTimeToIso('2024-03-01 10:00:00')).toBe('2024-03-01T10:00:00Z')
  })
  it('reads a local time in a named zone', () => {
    expect(zonedTimeToIso('2024-03-01 10:00:00', 'America/Sao_Paulo')).toBe('2024-03-01T13:00:00Z')
    expect(zonedTimeToIso('2024-07-01 10:00:00', 'Europe/Berlin')).toBe('2024-07-01T08:00:00Z')
  })
  it('keeps milliseconds that are not zero', () => {
    expect(zonedTimeToIso('2024-03-01T10:00:00.250')).toBe('2024-03-01T10:00:00.250Z')
  })
  it('rejects invalid dates', () => {
    expect(() => zonedTimeToIso('not a date')).toThrow(RangeError)
  })
})

describe('dates in the user time zone', () => {
  it('shows an instant in the given zone', () => {
    expect(formatInZone('2024-03-01T10:00:00Z', 'America/Sao_Paulo')).toBe('2024-03-01 07:00:00')
    expect(formatInZone('2024-03-01T10:00:00Z', 'Africa/Johannesburg', 'HH:mm')).toBe('12:00')
  })
})

/** Intl separates with no-break spaces and marks right-to-left text; the tests read plain spaces. */
const plain = (text: string) => text.replace(/[\s\u200f]+/g, ' ')

describe('times as the user reads them', () => {
  const at = '2026-11-25T07:28:20Z'
  it('writes the date and time the way each language does, the zone short name beside the time', () => {
    expect(plain(formatDateTime(at, 'en', 'Asia/Tokyo'))).toBe('11/25/2026, 04:28:20 PM GMT+9')
    expect(plain(formatDateTime(at, 'fr', 'Asia/Tokyo'))).toBe('25/11/2026 16:28:20 UTC+9')
    expect(plain(formatDateTime(at, 'pt', 'Asia/Tokyo'))).toBe('25/11/2026, 16:28:20 GMT+9')
    const arabic = plain(formatDateTime(at, 'ar', 'Asia/Tokyo'))
    expect(arabic).toContain('25 /11 /2026')
    expect(arabic).toContain('غرينتش+9')
  })
  it('follows the zone: the clock, the day and the zone name change with it', () => {
    expect(plain(formatDateTime(at, 'fr', 'UTC'))).toBe('25/11/2026 07:28:20 UTC')
    expect(plain(formatDateTime('2026-11-25T23:30:00Z', 'fr', 'Asia/Tokyo', 'minute'))).toBe('26/11/2026 08:30 UTC+9')
    expect(plain(formatDateTime(at, 'en', 'America/Sao_Paulo', 'minute'))).toBe('11/25/2026, 04:28 AM GMT-3')
  })
  it('writes a day alone without a zone, and shows an unreadable value as it came', () => {
    expect(formatDateTime(at, 'fr', 'Asia/Tokyo', 'date')).toBe('25/11/2026')
    expect(formatDateTime(at, 'en', 'Asia/Tokyo', 'date')).toBe('11/25/2026')
    expect(formatDateTime('not a date', 'en', 'UTC')).toBe('not a date')
  })
  it('leaves the zone out under a header that names it, in a zone kept all year or its generic name', () => {
    expect(plain(formatDateTime(at, 'en', 'Asia/Tokyo', 'second', false))).toBe('11/25/2026, 04:28:20 PM')
    expect(plain(formatDateTime(at, 'fr', 'Asia/Tokyo', 'second', false))).toBe('25/11/2026 16:28:20')
    const now = new Date(at)
    expect(zoneName('en', 'Asia/Tokyo', now)).toBe('GMT+9')
    expect(zoneName('fr', 'UTC', now)).toBe('UTC')
    expect(zoneName('en', 'America/New_York', now)).toBe('ET')
  })
  it('falls back to UTC for a zone Intl does not know', () => {
    expect(plain(formatDateTime(at, 'fr', 'Mars/Olympus'))).toBe('25/11/2026 07:28:20 UTC')
  })
  it("uses the browser's zone for a user who never chose one", () => {
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
    expect(zoneOrBrowser(null)).toBe(browserTimeZone())
    expect(zoneOrBrowser('Asia/Tokyo')).toBe('Asia/Tokyo')
  })
})
