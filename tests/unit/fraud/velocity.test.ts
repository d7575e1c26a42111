import { formatHours } from '@console/lib/duration'
import { velocityQueryOf, velocityStatisticsSearch } from '@console/screens/fraud/velocity-search'
import { describe, expect, it } from 'vitest'

describe('velocity statistics URL', () => {
  it('reads the seven parameters of the transaction shortcut, empty ones included, with the default lookback', () => {
    const search = velocityStatisticsSearch({
      accountId: 'tok_abc123def456',
      accountName: '',
      customerId: 'cus_1',
      customerName: '',
      email: '',
      ipAddress: '',
      merchantAccountName: 'acme-books',
    })
    expect(velocityQueryOf(search)).toEqual({ accountId: 'tok_abc123def456', customerId: 'cus_1', merchantAccountName: 'acme-books', lookback: 24 })
  })

  it('keeps an all-digit customer id as text, as the router reads it as a number', () => {
    expect(velocityQueryOf(velocityStatisticsSearch({ customerId: 1234567 }))).toEqual({ customerId: '1234567', lookback: 24 })
  })

  it('asks nothing while no identifier is filled: the merchant alone only narrows', () => {
    expect(velocityQueryOf(velocityStatisticsSearch({ accountId: ' ', merchantAccountName: 'acme-books' }))).toBeNull()
  })

  it('takes only the spec lookback choices from the URL', () => {
    expect(velocityStatisticsSearch({ lookback: '168' }).lookback).toBe(168)
    expect(() => velocityStatisticsSearch({ lookback: '5' })).toThrow(/lookback/)
    expect(velocityQueryOf(velocityStatisticsSearch({ email: 'a@b.com', lookback: '720' }))).toEqual({ email: 'a@b.com', lookback: 720 })
  })
})

describe('lookback durations', () => {
  it('shows hours as months of 30 days, days and hours, in the user language', () => {
    expect([1, 24, 48, 168, 720].map((hours) => formatHours(hours, 'en'))).toEqual(['1 hour', '1 day', '2 days', '7 days', '1 month'])
    expect(formatHours(745, 'en')).toBe('1 month, 1 day, 1 hour')
    // French puts a no-break space between the number and its unit.
    expect(formatHours(48, 'fr')).toBe('2\u00a0jours')
    expect(formatHours(0, 'en')).toBe('0 hours')
  })
})
