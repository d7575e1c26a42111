import type { TrustLevel } from '@domain/entities/merchant'
import { trustLevelInputSchema, trustLevelUpdateSchema } from '@domain/entities/merchant'
import { trustLevelBodyOf, trustLevelFormOf } from '@console/screens/merchant/trust-level-form'
import { describe, expect, it } from 'vitest'

const record: TrustLevel = {
  id: 7,
  merchantAccount: 'berlin-bikes',
  name: 'New customers',
  level: 'NEW',
  description: 'First purchase',
  maxAmount: 20_050,
  currency: 'EUR',
  instrumentConfigIds: [3, 4],
  restrictions: ['sanctioned-countries'],
  status: 'ENABLED',
  created: '2026-01-01T00:00:00Z',
  updated: '2026-01-02T00:00:00Z',
}

const defaults = { currency: 'EUR', takenLevels: ['NEW', 'STANDARD', 'TRUSTED', 'RESTRICTED'], language: 'en' }

describe('trust level form', () => {
  it('shows a stored maximum in major units of its currency', () => {
    expect(trustLevelFormOf(record, defaults).maxAmount).toBe('200.50')
    expect(trustLevelFormOf(record, { ...defaults, language: 'fr' }).maxAmount).toBe('200,50')
    expect(trustLevelFormOf({ ...record, maxAmount: 5000, currency: 'JPY' }, defaults).maxAmount).toBe('5,000')
    expect(trustLevelFormOf({ ...record, maxAmount: null }, defaults).maxAmount).toBe('')
  })

  it('starts a new trust level at the first level the merchant lacks, in its first currency, with empty lists', () => {
    const form = trustLevelFormOf(null, defaults)
    expect(form.level).toBe('UNRESTRICTED')
    expect(form.currency).toBe('EUR')
    expect(form.instrumentConfigIds).toEqual([])
    expect(form.restrictions).toEqual([])
    expect(form.status).toBe('ENABLED')
  })

  it('sends the maximum in minor units, and both lists always, as the create and update calls accept', () => {
    const form = { ...trustLevelFormOf(record, defaults), maxAmount: '150.5', instrumentConfigIds: [], restrictions: [] }
    const { body } = trustLevelBodyOf(form, 'en')
    expect(body).toEqual({
      name: 'New customers',
      level: 'NEW',
      description: 'First purchase',
      maxAmount: 15_050,
      currency: 'EUR',
      instrumentConfigIds: [],
      restrictions: [],
      status: 'ENABLED',
    })
    expect(trustLevelInputSchema.safeParse(body).success).toBe(true)
    expect(trustLevelUpdateSchema.safeParse(body).success).toBe(true)
  })

  it('sends no maximum when the amount is empty, keeping the chosen configs once each', () => {
    const form = { ...trustLevelFormOf(null, defaults), name: ' VIP ', maxAmount: ' ', currency: '', instrumentConfigIds: [5, 9, 5] }
    expect(trustLevelBodyOf(form, 'en').body).toMatchObject({ name: 'VIP', maxAmount: null, currency: null, instrumentConfigIds: [5, 9] })
  })

  it('refuses an amount that is not a number, and a maximum without its currency, by their fields', () => {
    const base = trustLevelFormOf(record, defaults)
    expect(trustLevelBodyOf({ ...base, maxAmount: '12,345.6' }, 'en').body?.maxAmount).toBe(1_234_560)
    expect(trustLevelBodyOf({ ...base, maxAmount: '12,34.5' }, 'en').problems).toEqual([{ field: 'maxAmount', problem: 'amountFormat' }])
    expect(trustLevelBodyOf({ ...base, maxAmount: '1.234' }, 'en').problems).toEqual([{ field: 'maxAmount', problem: 'amountFormat' }])
    expect(trustLevelBodyOf({ ...base, maxAmount: '100', currency: '' }, 'en').problems).toEqual([{ field: 'currency', problem: 'currencyRequired' }])
  })
})
