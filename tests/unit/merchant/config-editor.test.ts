import { ApiCallError } from '@console/api/client'
import { amountDigits, amountExample, majorAmountText, minorAmountOf } from '@console/lib/money'
import { CONFIG_FIELDS, configBodyOf, configFormOf } from '@console/screens/merchant/ConfigEditor'
import { formErrorsOf } from '@console/ui/form-errors'
import { describe, expect, it } from 'vitest'
import { fieldErrorsAnswer } from '../field-errors-answer'

const stored = {
  id: 4,
  name: 'atlas-primary',
  status: 'DISABLED',
  priority: 20,
  settings: { mid: '000123', retryOnTimeout: true },
  created: '2024-01-01T00:00:00.000Z',
  updated: '2024-01-02T00:00:00.000Z',
}

describe('the fields both kinds of config share', () => {
  it('start a new config enabled, at priority 100, with no settings', () => {
    expect(configFormOf(null)).toEqual({ name: '', status: 'ENABLED', priority: '100', settings: [] })
  })

  it('send back what the record held, settings with their types', () => {
    expect(configBodyOf(configFormOf(stored))).toEqual({
      name: 'atlas-primary',
      status: 'DISABLED',
      priority: 20,
      settings: { mid: '000123', retryOnTimeout: true },
    })
  })

  it('leave an empty priority to the server default', () => {
    expect(configBodyOf({ ...configFormOf(stored), priority: ' ' }).priority).toBeUndefined()
  })

  it('show the errors of a list item or a setting beside the list', () => {
    const failed = new ApiCallError({
      ...fieldErrorsAnswer([
        { field: 'currencies.1', message: 'Not an ISO 4217 currency' },
        { field: 'settings.mid', message: 'Too long' },
        { field: 'name', message: 'Required' },
      ]),
      callId: 'merchant.createGatewayConfig',
      publicCall: false,
    })
    expect(formErrorsOf(failed, [...CONFIG_FIELDS, 'currencies'])).toEqual({
      fields: { currencies: ['Not an ISO 4217 currency'], settings: ['Too long'], name: ['Required'] },
      other: [],
    })
  })
})

describe('limits typed in major units', () => {
  it('send minor units of the currency, typed the way the user\'s language writes numbers', () => {
    expect(minorAmountOf('10.50', 'EUR', 'en')).toBe(1050)
    expect(minorAmountOf('1500', 'JPY', 'en')).toBe(1500)
    expect(minorAmountOf('1.234', 'KWD', 'en')).toBe(1234)
    expect(minorAmountOf(' 7,5 ', 'BRL', 'pt')).toBe(750)
    expect(minorAmountOf('1 250,50', 'EUR', 'fr')).toBe(125_050)
  })

  it('read an empty field as no limit and refuse what is not an amount', () => {
    expect(minorAmountOf('', 'EUR', 'en')).toBeNull()
    expect(minorAmountOf('ten', 'EUR', 'en')).toBeUndefined()
    expect(minorAmountOf('1.005', 'EUR', 'en')).toBeUndefined()
    expect(minorAmountOf('1.5', 'JPY', 'en')).toBeUndefined()
  })

  it('use two digits while no valid currency is chosen, and show a stored limit back in major units the user reads back', () => {
    expect(amountDigits('eu')).toBe(2)
    expect(majorAmountText(1050, 'EUR', 'en')).toBe('10.50')
    expect(majorAmountText(125_050, 'EUR', 'fr')).toBe('1\u202f250,50')
    for (const language of ['en', 'fr', 'pt', 'ar']) {
      for (const [amount, currency] of [[1, 'EUR'], [1234, 'KWD'], [50_000_000, 'ARS'], [123_456_789, 'JPY'], [null, null]] as const) {
        expect(minorAmountOf(majorAmountText(amount, currency, language), currency, language)).toBe(amount)
      }
    }
  })

  it('give an example of an amount the way the user\'s language writes it', () => {
    expect(amountExample('EUR', 'en')).toBe('1,250.50')
    expect(amountExample('EUR', 'pt')).toBe('1.250,50')
    expect(amountExample('JPY', 'en')).toBe('1,250')
    expect(amountExample(null, 'fr')).toBe('1\u202f250,50')
  })
})
