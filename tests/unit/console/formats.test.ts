import { describe, expect, it } from 'vitest'
import { formatDuration, formatFileSize, percentage, splitDuration } from '../../../src/console/lib/formats'
import { formatMinor } from '../../../src/console/lib/money'

describe('percentage', () => {
  it('shows two decimals', () => {
    expect(percentage(1, 3)).toBe('33.33%')
    expect(percentage(87, 100)).toBe('87.00%')
  })
  it('is empty when the denominator is falsy or equals the numerator', () => {
    expect(percentage(5, 0)).toBe('')
    expect(percentage(5, null)).toBe('')
    expect(percentage(5, undefined)).toBe('')
    expect(percentage(7, 7)).toBe('')
  })
})

describe('file size', () => {
  it('uses bytes below 1024, KB below 1 MB, MB above, with two decimals', () => {
    expect(formatFileSize(0)).toBe('0 bytes')
    expect(formatFileSize(1023)).toBe('1023 bytes')
    expect(formatFileSize(1024)).toBe('1.00 KB')
    expect(formatFileSize(1536)).toBe('1.50 KB')
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1024.00 KB')
    expect(formatFileSize(1024 * 1024)).toBe('1.00 MB')
    expect(formatFileSize(5.25 * 1024 * 1024)).toBe('5.25 MB')
  })
})

describe('duration in hours', () => {
  it('splits into months of 30 days, days and hours', () => {
    expect(splitDuration(0)).toEqual({ months: 0, days: 0, hours: 0 })
    expect(splitDuration(25)).toEqual({ months: 0, days: 1, hours: 1 })
    expect(splitDuration(720)).toEqual({ months: 1, days: 0, hours: 0 })
    expect(splitDuration(720 + 48 + 5)).toEqual({ months: 1, days: 2, hours: 5 })
  })
  it('reads as words, leaving out zero parts', () => {
    expect(formatDuration(1)).toBe('1 hour')
    expect(formatDuration(168)).toBe('7 days')
    expect(formatDuration(1440 + 24 + 2)).toBe('2 months 1 day 2 hours')
    expect(formatDuration(0)).toBe('0 hours')
  })
})

describe('money in minor units', () => {
  it('divides by the currency exponent', () => {
    expect(formatMinor(123456, 'EUR', 'en-US')).toBe('€1,234.56')
    expect(formatMinor(1500, 'JPY', 'en-US')).toBe('¥1,500')
    expect(formatMinor(1234, 'KWD', 'en-US')).toContain('1.234')
  })
})
