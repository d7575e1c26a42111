import { patchOf } from '@domain/entities/common'
import { fraudBlockInputSchema } from '@domain/entities/fraud'
import { countrySchema, currencySchema, gatewayDetailSchema, paymentMethodSchema, paymentTypeSchema } from '@domain/entities/reference'
import {
  allCountries,
  allCurrencies,
  countries,
  currencies,
  enabledCountryCodes,
  enabledCurrencyCodes,
  gatewayCatalogue,
  minorUnitsOf,
  paymentMethods,
  paymentTypes,
} from '@domain/reference'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'

describe('countries', () => {
  it('lists every ISO 3166-1 country once, with alpha-2, alpha-3, numeric code and English name', () => {
    expect(allCountries.length).toBeGreaterThanOrEqual(249)
    for (const c of allCountries) expect(() => countrySchema.parse(c)).not.toThrow()
    expect(new Set(allCountries.map((c) => c.code)).size).toBe(allCountries.length)
    expect(allCountries.every((c) => /^[A-Z]{2}$/.test(c.code) && /^[A-Z]{3}$/.test(c.alpha3) && /^\d{3}$/.test(c.numeric))).toBe(true)
    expect(allCountries.find((c) => c.code === 'BR')).toEqual({ code: 'BR', alpha3: 'BRA', numeric: '076', name: 'Brazil' })
    expect(allCountries.find((c) => c.code === 'MA')?.alpha3).toBe('MAR')
  })

  it('enables a subset of the full list, every code of it real', () => {
    expect(countries.map((c) => c.code).sort()).toEqual([...enabledCountryCodes].sort())
  })
})

describe('currencies', () => {
  it('lists ISO 4217 currencies with their minor unit digits', () => {
    expect(allCurrencies.length).toBeGreaterThan(150)
    for (const c of allCurrencies) expect(() => currencySchema.parse(c)).not.toThrow()
    expect(minorUnitsOf('EUR')).toBe(2)
    expect(minorUnitsOf('JPY')).toBe(0)
    expect(minorUnitsOf('CLP')).toBe(0)
    expect(minorUnitsOf('KWD')).toBe(3)
    expect(minorUnitsOf('BHD')).toBe(3)
    expect(allCurrencies.find((c) => c.code === 'BRL')).toMatchObject({ numeric: '986', name: 'Brazilian Real' })
  })

  it('leaves out units that are not money (gold, SDR, test code)', () => {
    const codes = allCurrencies.map((c) => c.code)
    for (const code of ['XAU', 'XDR', 'XTS', 'XXX']) expect(codes).not.toContain(code)
  })

  it('enables a subset of the full list, every code of it real', () => {
    expect(currencies.map((c) => c.code).sort()).toEqual([...enabledCurrencyCodes].sort())
  })
})

describe('payment types, methods and gateways', () => {
  const typeIds = new Set<string>(paymentTypes.map((t) => t.id))
  const methodIds = new Set(paymentMethods.map((m) => m.id))
  const countryCodes = new Set(allCountries.map((c) => c.code))
  const currencyCodes = new Set(allCurrencies.map((c) => c.code))

  it('has the card schemes and the local methods, each of a known payment type', () => {
    for (const t of paymentTypes) expect(() => paymentTypeSchema.parse(t)).not.toThrow()
    for (const m of paymentMethods) {
      expect(() => paymentMethodSchema.parse(m)).not.toThrow()
      expect(typeIds, `${m.id} has an unknown payment type ${m.paymentType}`).toContain(m.paymentType)
      for (const c of m.countries) expect(countryCodes, `${m.id}: ${c}`).toContain(c)
      for (const c of m.currencies) expect(currencyCodes, `${m.id}: ${c}`).toContain(c)
    }
    for (const id of ['VISA', 'MASTERCARD', 'ELO', 'PIX', 'BOLETO', 'SEPA_DIRECT_DEBIT']) expect(methodIds).toContain(id)
    expect(methodIds.size).toBe(paymentMethods.length)
  })

  it('describes gateways only with known types, methods, currencies and countries', () => {
    expect(new Set(gatewayCatalogue.map((g) => g.id)).size).toBe(gatewayCatalogue.length)
    for (const g of gatewayCatalogue) {
      expect(() => gatewayDetailSchema.parse({ ...g, enabled: true })).not.toThrow()
      for (const t of g.paymentTypes) expect(typeIds, `${g.id}: ${t}`).toContain(t)
      for (const m of g.paymentMethods) expect(methodIds, `${g.id}: ${m}`).toContain(m)
      for (const c of g.currencies) expect(currencyCodes, `${g.id}: ${c}`).toContain(c)
      for (const c of g.countries) expect(countryCodes, `${g.id}: ${c}`).toContain(c)
      expect(g.credentialFields.some((f) => f.secret), `${g.id} has a secret credential field`).toBe(true)
    }
  })
})

describe('request schemas', () => {
  it('leaves out defaults in update forms, so a missing field keeps its value', () => {
    const create = z.object({ name: z.string(), status: z.enum(['ACTIVE', 'DISABLED']).default('ACTIVE') })
    expect(create.parse({ name: 'a' })).toEqual({ name: 'a', status: 'ACTIVE' })
    expect(patchOf(create).parse({ name: 'b' })).toEqual({ name: 'b' })
  })

  it('answers a fraud block without a reason with the spec message', () => {
    const result = fraudBlockInputSchema.safeParse({ accountId: 'tok_4f9a8b7c6d5e' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.find((i) => i.path[0] === 'reason')?.message).toBe('This field is required')
  })

  it('refuses an expiry that is not a date', () => {
    const result = fraudBlockInputSchema.safeParse({ accountId: 'tok_4f9a8b7c6d5e', reason: 'Chargeback', expiresAt: '31/02/2026' })
    expect(result.error?.issues[0]?.message).toBe('Invalid format')
  })
})
