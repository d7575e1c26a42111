import { defaultWindow, toRouteSearch, withListDefaults } from '@console/screens/transactions/list-search'
import { describe, expect, it } from 'vitest'

const now = new Date('2026-11-21T10:30:00Z')

describe('transaction list filters with the defaults the URL leaves out', () => {
  it('bounds a plain list to the start of the day one month back and 23:59:59 today, in the user time zone', () => {
    expect(defaultWindow('UTC', now)).toEqual({ from: '2026-10-21T00:00:00Z', to: '2026-11-21T23:59:59.999Z' })
    expect(defaultWindow('America/Sao_Paulo', now)).toEqual({ from: '2026-10-21T03:00:00Z', to: '2026-11-22T02:59:59.999Z' })
  })

  const window = defaultWindow('UTC', now)

  it('adds the merchant of the path and the default month to a plain list', () => {
    expect(withListDefaults({ status: 'DECLINED' }, 'acme-books', window)).toEqual({
      status: 'DECLINED',
      merchantName: 'acme-books',
      from: '2026-10-21T00:00:00Z',
      to: '2026-11-21T23:59:59.999Z',
    })
  })

  it('keeps a time bound the user gave', () => {
    expect(withListDefaults({ from: '2026-01-01T00:00:00.000Z' }, undefined, window)).toEqual({ from: '2026-01-01T00:00:00.000Z' })
  })

  it('does not bound a pivot on a card hash, email or session (the ?cardHash= deep link finds all of history)', () => {
    expect(withListDefaults({ cardHash: 'h1' }, undefined, window)).toEqual({ cardHash: 'h1' })
    expect(withListDefaults({ email: 'a@b.com' }, undefined, window)).toEqual({ email: 'a@b.com' })
    expect(withListDefaults({ paywallLogId: 'pw_1' }, undefined, window)).toEqual({ paywallLogId: 'pw_1' })
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
