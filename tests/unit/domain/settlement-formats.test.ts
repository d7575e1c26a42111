import { formatSettlementAmount, formatSettlementDate, parseSettlementAmount, parseSettlementDate, settlementFormatOf, settlementFormats, settlementHeader } from '@domain/settlement-formats'
import { describe, expect, it } from 'vitest'

describe('settlement file formats', () => {
  it('declares one format per gateway of the platform, each header naming distinct columns', () => {
    expect(Object.keys(settlementFormats).sort()).toEqual(['ATLAS', 'BOREAL', 'COBALT', 'DUNE', 'EMBER'])
    for (const format of Object.values(settlementFormats)) {
      const header = settlementHeader(format)
      expect(new Set(header).size).toBe(header.length)
    }
    expect(settlementFormatOf('NOPE')).toBeUndefined()
    expect(settlementFormatOf('__proto__')).toBeUndefined()
  })

  it('reads dates in each format and refuses days that do not exist', () => {
    expect(parseSettlementDate('2026-03-02', 'YYYY-MM-DD')).toBe('2026-03-02')
    expect(parseSettlementDate('02/03/2026', 'DD/MM/YYYY')).toBe('2026-03-02')
    expect(parseSettlementDate('03/02/2026', 'MM/DD/YYYY')).toBe('2026-03-02')
    expect(parseSettlementDate('20260302', 'YYYYMMDD')).toBe('2026-03-02')
    expect(parseSettlementDate('2026-02-30', 'YYYY-MM-DD')).toBeNull()
    expect(parseSettlementDate('2026-3-2', 'YYYY-MM-DD')).toBeNull()
    for (const format of ['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY', 'YYYYMMDD'] as const) {
      expect(parseSettlementDate(formatSettlementDate('2024-02-29', format), format)).toBe('2024-02-29')
    }
  })

  it('reads amounts in major units (point or comma) or minor units as integer minor units', () => {
    expect(parseSettlementAmount('12.50', 'major', 2)).toBe(1250)
    expect(parseSettlementAmount('12,5', 'major', 2)).toBe(1250)
    expect(parseSettlementAmount('12', 'major', 0)).toBe(12)
    expect(parseSettlementAmount('1.234', 'major', 3)).toBe(1234)
    expect(parseSettlementAmount('12.345', 'major', 2)).toBeNull()
    expect(parseSettlementAmount('-5', 'major', 2)).toBeNull()
    expect(parseSettlementAmount('1250', 'minor', 2)).toBe(1250)
    expect(parseSettlementAmount('12.50', 'minor', 2)).toBeNull()
    expect(parseSettlementAmount('abc', 'minor', 2)).toBeNull()
    expect(formatSettlementAmount(1205, 'major', 2)).toBe('12.05')
    expect(formatSettlementAmount(1205, 'minor', 2)).toBe('1205')
  })
})
