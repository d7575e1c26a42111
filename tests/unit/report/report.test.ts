import { adjustedDefinition, chartMeasure, chartValue, resultCsv, rowLabel } from '@console/screens/report/custom-report'
import type { CustomReportDefinition } from '@domain/entities/report'
import { majorUnits } from '@domain/money'
import { isoWithOffset } from '@domain/time-zones'
import { describe, expect, it } from 'vitest'

const saved: CustomReportDefinition = {
  measures: ['count', 'volume', 'approvalRate'],
  dimensions: ['merchant', 'currency'],
  filters: { status: ['CHARGED'] },
  period: { lastDays: 30 },
}

describe('a daily report file', () => {
  it('writes amounts in major units of their currency, exactly, and times with their offset', () => {
    expect(majorUnits(1099, 'EUR')).toBe('10.99')
    expect(majorUnits(5, 'USD')).toBe('0.05')
    expect(majorUnits(-250, 'EUR')).toBe('-2.50')
    expect(majorUnits(1500, 'JPY')).toBe('1500')
    expect(majorUnits(1234, 'BHD')).toBe('1.234')
    expect(majorUnits('900719925474099312', 'EUR')).toBe('9007199254740993.12')
    expect(isoWithOffset(new Date('2026-10-31T23:59:59.123Z'), 'UTC', { milliseconds: true })).toBe('2026-10-31T23:59:59.123+00:00')
  })
})

describe('the custom report screen', () => {
  it('runs the saved definition with the period and filters of the URL over it', () => {
    expect(adjustedDefinition(saved, {})).toEqual(saved)
    expect(adjustedDefinition(saved, { days: 7, currency: 'eur, usd', status: '' })).toEqual({
      ...saved,
      filters: { currency: ['EUR', 'USD'], status: undefined },
      period: { lastDays: 7 },
    })
    expect(adjustedDefinition(saved, { from: '2026-10-01', to: '2026-10-07', merchant: 'acme-books' }).period).toEqual({ from: '2026-10-01', to: '2026-10-07' })
    // A mangled link keeps the saved definition rather than failing.
    expect(adjustedDefinition(saved, { from: '2026-10-09', to: '2026-10-01' })).toEqual(saved)
  })

  it('charts a count first, and exports the table as CSV with volume per currency in minor units', () => {
    const result = {
      from: '2026-10-01',
      to: '2026-10-30',
      measures: saved.measures,
      dimensions: saved.dimensions,
      truncated: false,
      rows: [
        { merchant: 'acme-books', currency: 'EUR', count: 12, volume: [{ currency: 'EUR', amount: 125000 }], approvalRate: 0.75 },
        { merchant: '=cmd', currency: 'USD', count: 3, volume: [{ currency: 'USD', amount: 900 }], approvalRate: null },
        // Text starting like a number still runs as a formula: the export's old check let it through.
        { merchant: "-2+3+cmd|' /C calc'!A0", currency: 'EUR', count: 1, volume: [], approvalRate: 1 },
      ],
    }
    expect(chartMeasure(result.measures)).toBe('count')
    expect(chartMeasure(['volume', 'approvalRate'])).toBe('approvalRate')
    expect(chartValue(result.rows[0]!, 'approvalRate')).toBe(75)
    expect(chartValue(result.rows[0]!, 'volume')).toBe(125000)
    expect(rowLabel(result.rows[0]!, result.dimensions)).toBe('acme-books · EUR')
    // Volume is written in major units of each currency, as every export writes amounts.
    expect(resultCsv(result, { merchant: 'Merchant', count: 'Transactions, all' })).toBe(
      'Merchant,currency,"Transactions, all",volume,approvalRate\r\nacme-books,EUR,12,1250.00 EUR,0.75\r\n\'=cmd,USD,3,9.00 USD,\r\n\'-2+3+cmd|\' /C calc\'!A0,EUR,1,,1\r\n',
    )
  })
})
