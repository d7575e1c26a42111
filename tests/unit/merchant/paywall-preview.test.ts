import {
  type CookieJar,
  dropEmpty,
  parsePreviewChoices,
  paywallPreviewUrl,
  previewCookieName,
  readPreviewChoices,
  rememberPreviewChoices,
  serializePreviewChoices,
} from '@console/screens/merchant/paywall-preview'
import { describe, expect, it } from 'vitest'

/** A cookie jar in memory, recording how long each cookie was written for. */
function memoryJar(): CookieJar & { cookies: Map<string, string>; days: Map<string, number> } {
  const cookies = new Map<string, string>()
  const days = new Map<string, number>()
  return {
    cookies,
    days,
    read: (name) => cookies.get(name) ?? null,
    write: (name, value, options) => {
      cookies.set(name, value)
      days.set(name, options.days)
    },
    remove: (name) => {
      cookies.delete(name)
      days.delete(name)
    },
  }
}

describe('paywall preview settings', () => {
  it('drops null, undefined and blank values and trims the rest', () => {
    expect(dropEmpty({ skin: 'dark', locale: '', amount: '  ', currency: null, logoUrl: undefined, sessionTimeout: 30, note: ' x ' })).toEqual({
      skin: 'dark',
      sessionTimeout: '30',
      note: 'x',
    })
  })

  it('remembers the choices of each merchant account in its own cookie, for a year', () => {
    const jar = memoryJar()
    rememberPreviewChoices('acme-books', { environment: 'production', amount: '12.50', currency: 'EUR' }, jar)
    rememberPreviewChoices('rio-moda', { environment: 'development' }, jar)
    expect(readPreviewChoices('acme-books', jar)).toEqual({ environment: 'production', amount: '12.50', currency: 'EUR' })
    expect(readPreviewChoices('rio-moda', jar)).toEqual({ environment: 'development' })
    expect(readPreviewChoices('london-tea', jar)).toEqual({})
    expect(jar.days.get(previewCookieName('acme-books'))).toBe(365)
  })

  it('stores no empty value, and removes the cookie when nothing is left', () => {
    const jar = memoryJar()
    rememberPreviewChoices('acme-books', { environment: 'production', amount: '', currency: '  ' }, jar)
    expect(JSON.parse(jar.cookies.get(previewCookieName('acme-books'))!)).toEqual({ environment: 'production' })
    rememberPreviewChoices('acme-books', { amount: '' }, jar)
    expect(jar.cookies.has(previewCookieName('acme-books'))).toBe(false)
    expect(serializePreviewChoices({})).toBeNull()
  })

  it('reads a damaged or foreign cookie as no choice, keeping what is valid', () => {
    expect(parsePreviewChoices('not json')).toEqual({})
    expect(parsePreviewChoices('[1,2]')).toEqual({})
    expect(parsePreviewChoices(null)).toEqual({})
    expect(parsePreviewChoices(JSON.stringify({ environment: 'staging', amount: '5', currency: null }))).toEqual({ amount: '5' })
  })

  it('opens the paywall with the settings as query parameters, empty ones left out', () => {
    const url = paywallPreviewUrl('https://pay.example/checkout?partner=acme', {
      merchantAccount: 'acme-books',
      skin: 'default',
      locale: 'fr',
      logoUrl: '',
      stylesheetUrl: null,
      amount: '9.90',
      sessionTimeout: '30',
    })
    const parsed = new URL(url!)
    expect(parsed.origin + parsed.pathname).toBe('https://pay.example/checkout')
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      partner: 'acme',
      merchantAccount: 'acme-books',
      skin: 'default',
      locale: 'fr',
      amount: '9.90',
      sessionTimeout: '30',
    })
  })

  it('has no preview link without a valid absolute paywall address', () => {
    expect(paywallPreviewUrl(null, { skin: 'default' })).toBeNull()
    expect(paywallPreviewUrl('/checkout', { skin: 'default' })).toBeNull()
  })
})
