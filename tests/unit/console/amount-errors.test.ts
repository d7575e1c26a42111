import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { FieldError } from '@domain/errors'
import { MAX_MINOR_UNITS } from '@domain/money'
import { describe, expect, it } from 'vitest'
import { type TextTree, translate } from '../../../src/console/app/translate'
import { fieldErrorText } from '../../../src/console/lib/error-text'
import { formatMinor } from '@domain/money'
import { majorUnitBounds } from '../../../src/console/lib/money'
import { amountsInMajorUnits } from '../../../src/console/ui/amount-errors'

/** The console's error texts in one language, English behind it. */
function textIn(language: string) {
  const bundle = (lang: string) => ({
    errorcodes: JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../../locales/${lang}/errorcodes.json`), 'utf8')) as TextTree,
  })
  return (key: string, values?: Record<string, string | number>) => translate(bundle(language), bundle('en'), key, values)
}

/** The API's answers on an amount field: past the bound, and a top-up past the most a balance holds. */
const tooBig: FieldError = { field: 'amount', message: `Enter at most ${MAX_MINOR_UNITS} minor units`, code: 'too_big', params: { maximum: MAX_MINOR_UNITS, origin: 'number' } }
const balanceTooBig: FieldError = { field: 'amount', message: 'Amount would take the balance above 10000000000000 USD', code: 'balance_too_big', params: { maximum: MAX_MINOR_UNITS, currency: 'USD' } }

describe('an amount past the bound, beside its field, in major units and the user language', () => {
  it('says the maximum as an amount of the currency, in each of the four languages', () => {
    expect(fieldErrorText(majorUnitBounds(tooBig, 'USD', 'en'), textIn('en'))).toBe('Enter at most $10,000,000,000,000.00')
    expect(fieldErrorText(majorUnitBounds(tooBig, 'JPY', 'en'), textIn('en'))).toBe('Enter at most ¥1,000,000,000,000,000')
    for (const language of ['fr', 'pt', 'ar']) {
      for (const error of [tooBig, balanceTooBig]) {
        const text = fieldErrorText(majorUnitBounds(error, 'EUR', language), textIn(language))
        expect(text, `${language} ${error.code}`).toContain(formatMinor(MAX_MINOR_UNITS, 'EUR', language))
        expect(text).not.toContain(String(MAX_MINOR_UNITS))
        expect(text).not.toBe(fieldErrorText(majorUnitBounds(error, 'EUR', 'en'), textIn('en')))
      }
    }
    expect(fieldErrorText(majorUnitBounds(balanceTooBig, 'USD', 'en'), textIn('en'))).toBe(
      'This would take the balance above $10,000,000,000,000.00, the most an account can hold',
    )
  })

  it('says the available balance of a withdrawal above it as an amount in the user language', () => {
    const aboveBalance: FieldError = { field: 'amount', message: 'Amount is above the available balance of 73762.23 EUR', code: 'above_balance', params: { available: 7_376_223, currency: 'EUR' } }
    const text = fieldErrorText(majorUnitBounds(aboveBalance, 'EUR', 'fr'), textIn('fr'))
    expect(text).toBe(`Le montant dépasse le solde disponible de ${formatMinor(7_376_223, 'EUR', 'fr')}`)
    expect(text).toMatch(/73\s762,23\s€/)
  })

  it('writes two decimals and no currency while the form has none chosen', () => {
    expect(majorUnitBounds(tooBig, null, 'en').params?.maximum).toBe('10,000,000,000,000.00')
  })

  it('rewrites only the amount fields of a failed call; a failure without one stays as it is', () => {
    const failed = { status: 400, body: { errorCode: 'VALIDATION_FAILED', message: 'Invalid input', errors: [tooBig, { field: 'reference', message: 'This field is required', code: 'required' as const }] } }
    const shown = amountsInMajorUnits(failed, ['amount'], 'USD', 'en') as { body: { errors: FieldError[] } }
    expect(shown.body.errors).toEqual([{ ...tooBig, params: { maximum: '$10,000,000,000,000.00', origin: 'number' } }, failed.body.errors[1]])
    const signedOut = { status: 401, body: { errorCode: 'UNAUTHENTICATED', message: 'Sign in to continue' } }
    expect(amountsInMajorUnits(signedOut, ['amount'], 'USD', 'en')).toBe(signedOut)
    expect(amountsInMajorUnits(null, ['amount'], 'USD', 'en')).toBeNull()
  })
})
