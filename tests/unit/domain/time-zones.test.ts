import { timeZoneField } from '@domain/entities/common'
import { timezoneIds } from '@domain/enums'
import { currencyDigits, majorUnits } from '@domain/money'
import { isoWithOffset, isTimeZone, timeZoneChoices } from '@domain/time-zones'
import { describe, expect, it } from 'vitest'

describe('time zones', () => {
  it('knows every IANA zone Intl knows, UTC included, and nothing else', () => {
    for (const zone of ['UTC', 'Asia/Tokyo', 'America/Argentina/Buenos_Aires', 'Asia/Kolkata', 'Pacific/Chatham', 'Etc/GMT+5']) expect(isTimeZone(zone), zone).toBe(true)
    for (const zone of ['Mars/Olympus', '+05:00', '-0300', 'UTC; drop', '', 'Asia/Tokyo/']) expect(isTimeZone(zone), zone).toBe(false)
  })

  it('offers the spec six first, then the full list alphabetically, each once', () => {
    const choices = timeZoneChoices()
    expect(choices.slice(0, 6)).toEqual([...timezoneIds])
    expect(choices.length).toBeGreaterThan(300)
    expect(new Set(choices).size).toBe(choices.length)
    expect(choices).toContain('Asia/Tokyo')
    const rest = choices.slice(6)
    expect(rest).toEqual([...rest].sort())
    expect(choices.every(isTimeZone)).toBe(true)
  })

  it('refuses a bad zone as a field error', () => {
    expect(timeZoneField.safeParse('Europe/Lisbon').success).toBe(true)
    const bad = timeZoneField.safeParse('Mars/Olympus')
    expect(bad.success).toBe(false)
    expect(bad.error?.issues[0]?.message).toBe('Unknown time zone')
  })

  it('writes an instant in ISO 8601 with the offset of the zone, summer time and half hours included', () => {
    expect(isoWithOffset('2026-11-25T07:28:20.123Z')).toBe('2026-11-25T07:28:20+00:00')
    expect(isoWithOffset('2026-11-25T07:28:20.123Z', 'UTC', { milliseconds: true })).toBe('2026-11-25T07:28:20.123+00:00')
    expect(isoWithOffset('2026-11-25T20:00:00Z', 'Asia/Tokyo')).toBe('2026-11-26T05:00:00+09:00')
    expect(isoWithOffset('2026-11-25T07:28:20Z', 'Asia/Kolkata')).toBe('2026-11-25T12:58:20+05:30')
    expect(isoWithOffset('2026-11-25T07:28:20Z', 'America/Sao_Paulo')).toBe('2026-11-25T04:28:20-03:00')
    expect(isoWithOffset('2026-07-01T12:00:00Z', 'Europe/Berlin')).toBe('2026-07-01T14:00:00+02:00')
    expect(isoWithOffset('2026-01-01T12:00:00Z', 'Europe/Berlin')).toBe('2026-01-01T13:00:00+01:00')
    expect(isoWithOffset(new Date('2026-01-01T00:00:00Z'), 'America/St_Johns')).toBe('2025-12-31T20:30:00-03:30')
    expect(isoWithOffset('not a time', 'UTC')).toBe('not a time')
  })
})

describe('currency digits', () => {
  it('are 0, 2 or 3 as the currency has them, 2 for an unknown code', () => {
    expect([currencyDigits('JPY'), currencyDigits('EUR'), currencyDigits('BHD'), currencyDigits('KWD'), currencyDigits('ZZZ')]).toEqual([0, 2, 3, 3, 2])
    expect(majorUnits(5, 'BHD')).toBe('0.005')
    expect(majorUnits(-1, 'JPY')).toBe('-1')
  })
})
