import { ALL_TIME_FROM, defaultRange, defaultWindow, listRouteOf, toRouteSearch, withListMerchant } from '@console/lib/list-search'
import { describe, expect, it } from 'vitest'

const now = new Date('2026-11-21T10:30:00Z')

describe('transaction list filters with the defaults the URL leaves out', () => {
  it('bounds a plain list to the start of the day one month back and 23:59:59 today, in the user time zone', () => {
    expect(defaultWindow('UTC', now)).toEqual({ from: '2026-10-21T00:00:00Z', to: '2026-11-21T23:59:59.999Z' })
    expect(defaultWindow('America/Sao_Paulo', now)).toEqual({ from: '2026-10-21T03:00:00Z', to: '2026-11-22T02:59:59.999Z' })
  })

  const window = defaultWindow('UTC', now)

  it('shows the default month as a chip and sends it to the list call, not as terms of the filter', () => {
    expect(defaultRange({ status: 'DECLINED' }, window)).toEqual({ chip: true, query: { from: '2026-10-21T00:00:00Z', to: '2026-11-21T23:59:59.999Z' } })
  })

  it('keeps a time bound the user gave, with no default', () => {
    expect(defaultRange({ from: '2026-01-01T00:00:00.000Z' }, window)).toEqual({ chip: false, query: {} })
  })

  it('covers all of history once the default is removed, and for a pivot on a card hash, email or session', () => {
    expect(defaultRange({ period: 'all' }, window)).toEqual({ chip: false, query: { from: ALL_TIME_FROM } })
    expect(defaultRange({ cardHash: 'h1' }, window)).toEqual({ chip: false, query: { from: ALL_TIME_FROM } })
    expect(defaultRange({ email: 'a@b.com' }, window).query).toEqual({ from: ALL_TIME_FROM })
    expect(defaultRange({ paywallLogId: 'pw_1' }, window).query).toEqual({ from: ALL_TIME_FROM })
  })

  it("filters by the path's merchant only while the list is shown alone", () => {
    expect(withListMerchant({ status: 'DECLINED' }, 'acme-books')).toEqual({ status: 'DECLINED', merchantName: 'acme-books' })
    expect(withListMerchant({ merchantName: 'rio-shop' }, 'acme-books')).toEqual({ merchantName: 'rio-shop' })
    expect(withListMerchant({ status: 'DECLINED' }, undefined)).toEqual({ status: 'DECLINED' })
  })

  it('returns to the list the record was opened from: its path merchant, else the filter in the search', () => {
    expect(listRouteOf({ merchantName: 'acme-books', status: 'DECLINED' }, 'acme-books')).toEqual({ merchantName: 'acme-books', search: { status: 'DECLINED' } })
    expect(listRouteOf({ status: 'DECLINED' }, undefined)).toEqual({ merchantName: undefined, search: { status: 'DECLINED' } })
    // The filter changed to another merchant, or the path's merchant was removed from the bar.
    expect(listRouteOf({ merchantName: 'rio-shop' }, 'acme-books')).toEqual({ merchantName: undefined, search: { merchantName: 'rio-shop' } })
    expect(listRouteOf({ status: '' }, 'acme-books')).toEqual({ merchantName: undefined, search: {} })
  })

  it('writes back to the URL without empty values and without the merchant the path already names', () => {
    expect(toRouteSearch({ merchantName: 'acme-books', status: '', cardBin: '411111', sort: undefined }, 'acme-books')).toEqual({ cardBin: '411111' })
    expect(toRouteSearch({ merchantName: 'rio-shop' }, 'acme-books')).toEqual({ merchantName: 'rio-shop' })
  })

  it('leaves the default month out of the URL, even as the filter bar writes it back', () => {
    expect(toRouteSearch({ from: '2026-10-21T00:00:00.000Z', to: '2026-11-21T23:59:59.999Z', status: 'ERROR' }, undefined, window)).toEqual({ status: 'ERROR' })
    expect(toRouteSearch({ from: '2026-10-01T00:00:00.000Z', to: '2026-11-21T23:59:59.000Z' }, undefined, window)).toEqual({
      from: '2026-10-01T00:00:00.000Z',
      to: '2026-11-21T23:59:59.000Z',
    })
  })
})
