import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { splitDuration } from '../../../src/console/lib/duration'
import { formatFileSize, percentage } from '../../../src/console/lib/formats'
import { formatMinor } from '@domain/money'

/** The text with its spaces (no-break ones included) and right-to-left marks as plain spaces. */
const plain = (text: string) => text.replace(/[\s\u200f]+/g, ' ')

describe('percentage', () => {
  it('shows two decimals, as each language writes a percentage', () => {
    expect(percentage(1, 3, 'en')).toBe('33.33%')
    expect(percentage(87, 100, 'en')).toBe('87.00%')
    // A no-break space before the sign: ICU versions differ on which one.
    expect(percentage(1, 8, 'fr')).toMatch(/^12,50[\u00a0\u202f]%$/)
    expect(percentage(1, 8, 'pt')).toBe('12,50%')
    expect(percentage(1, 8, 'ar')).toContain('12.50')
  })
  it('is empty when the denominator is falsy or equals the numerator', () => {
    expect(percentage(5, 0, 'en')).toBe('')
    expect(percentage(5, null, 'en')).toBe('')
    expect(percentage(5, undefined, 'en')).toBe('')
    expect(percentage(7, 7, 'en')).toBe('')
  })
  it('takes a ratio the API divided as a numerator over 1: a whole one is empty too, and none is empty', () => {
    expect(percentage(0.875, 1, 'en')).toBe('87.50%')
    expect(percentage(1, 1, 'en')).toBe('')
    expect(percentage(null, 1, 'en')).toBe('')
    expect(percentage(undefined, 1, 'en')).toBe('')
  })
  it('is the only percentage format of the console: no screen formats one of its own', () => {
    const root = fileURLToPath(new URL('../../../src/console/', import.meta.url))
    const own = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && file !== join('lib', 'formats.ts'))
      .filter((file) => /style:\s*'percent'/.test(readFileSync(join(root, file), 'utf8')))
    expect(own).toEqual([])
  })
})

describe('file size', () => {
  it('uses bytes below 1024, kilobytes below 1 MB, megabytes above, with two decimals', () => {
    expect(formatFileSize(0, 'en')).toBe('0 bytes')
    expect(formatFileSize(1, 'en')).toBe('1 byte')
    expect(formatFileSize(1023, 'en')).toBe('1,023 bytes')
    expect(formatFileSize(1024, 'en')).toBe('1.00 kB')
    expect(formatFileSize(1536, 'en')).toBe('1.50 kB')
    expect(formatFileSize(1024 * 1024 - 1, 'en')).toBe('1,024.00 kB')
    expect(formatFileSize(1024 * 1024, 'en')).toBe('1.00 MB')
    expect(formatFileSize(5.25 * 1024 * 1024, 'en')).toBe('5.25 MB')
  })
  it('writes the number and the unit as each language does', () => {
    expect(plain(formatFileSize(1023, 'fr'))).toBe('1 023 octets')
    expect(plain(formatFileSize(1536, 'fr'))).toBe('1,50 ko')
    expect(plain(formatFileSize(5.25 * 1024 * 1024, 'fr'))).toBe('5,25 Mo')
    expect(formatFileSize(1536, 'pt')).toBe('1,50 kB')
    expect(formatFileSize(1536, 'ar')).not.toMatch(/KB|kB/)
  })
})

describe('duration in hours', () => {
  it('splits into months of 30 days, days and hours', () => {
    expect(splitDuration(0)).toEqual({ months: 0, days: 0, hours: 0 })
    expect(splitDuration(25)).toEqual({ months: 0, days: 1, hours: 1 })
    expect(splitDuration(720)).toEqual({ months: 1, days: 0, hours: 0 })
    expect(splitDuration(720 + 48 + 5)).toEqual({ months: 1, days: 2, hours: 5 })
  })
})

describe('money in minor units', () => {
  it('divides by the currency exponent', () => {
    expect(formatMinor(123456, 'EUR', 'en-US')).toBe('€1,234.56')
    expect(formatMinor(1500, 'JPY', 'en-US')).toBe('¥1,500')
    expect(formatMinor(1234, 'KWD', 'en-US')).toContain('1.234')
  })
  it('writes amounts with 0, 2 and 3 decimals as each language does', () => {
    expect(plain(formatMinor(123456, 'EUR', 'fr'))).toBe('1 234,56 €')
    expect(plain(formatMinor(123456, 'EUR', 'pt'))).toBe('€ 1.234,56')
    expect(plain(formatMinor(1500, 'JPY', 'fr'))).toBe('1 500 JPY')
    expect(plain(formatMinor(1234, 'BHD', 'pt'))).toBe('BHD 1,234')
    expect(plain(formatMinor(123456, 'EUR', 'ar'))).toBe(' 1,234.56 €')
    expect(formatMinor(-250, 'EUR', 'en')).toBe('-€2.50')
  })
  it('writes the currency once: with it, or the number alone where the currency is already shown', () => {
    const withCurrency = plain(formatMinor(48047285, 'ARS', 'en'))
    expect(withCurrency).toBe('ARS 480,472.85')
    expect(withCurrency.match(/ARS/g)).toHaveLength(1)
    expect(formatMinor(48047285, 'ARS', 'en', false)).toBe('480,472.85')
    expect(plain(formatMinor(48047285, 'ARS', 'fr', false))).toBe('480 472,85')
    expect(formatMinor(1500, 'JPY', 'en', false)).toBe('1,500')
    expect(formatMinor(1234, 'BHD', 'en', false)).toBe('1.234')
    expect(formatMinor(1000, 'EUR', 'en', false)).toBe('10.00')
  })
})
