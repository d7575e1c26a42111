import { describe, expect, it } from 'vitest'
import { dateRange, formatInZone, zonedTimeToIso } from '../../../src/console/lib/dates'

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
