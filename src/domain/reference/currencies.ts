import currencyCodes from 'currency-codes'
import type { Currency } from '../entities/reference'

/**
 * ISO 4217 entries that are units of account rather than money a payment can be made in:
 * precious metals, bond-market units, SDR, SUCRE, ADB unit, and the testing and "no currency"
 * codes.
 */
const notPayable = new Set(['XAG', 'XAU', 'XBA', 'XBB', 'XBC', 'XBD', 'XDR', 'XPD', 'XPT', 'XSU', 'XTS', 'XUA', 'XXX'])

/** Every ISO 4217 currency a payment can be made in, with its minor unit digits. */
export const allCurrencies: readonly Currency[] = currencyCodes.data
  .filter((c) => !notPayable.has(c.code))
  .map((c) => ({ code: c.code, numeric: c.number, name: c.currency, minorUnits: c.digits }))
  .sort((a, b) => a.code.localeCompare(b.code))

/** Currencies the platform settles in. */
export const enabledCurrencyCodes = [
  'EUR', 'USD', 'GBP', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'HUF', 'RON', 'BGN', 'ISK', 'TRY',
  'CAD', 'MXN', 'BRL', 'ARS', 'CLP', 'COP', 'PEN', 'UYU', 'PYG', 'BOB', 'CRC', 'GTQ', 'DOP',
  'MAD', 'TND', 'EGP', 'ZAR', 'NGN', 'KES', 'GHS', 'AED', 'SAR', 'QAR', 'KWD', 'BHD', 'OMR', 'JOD', 'ILS',
  'JPY', 'SGD', 'AUD', 'NZD',
] as const

const enabled = new Set<string>(enabledCurrencyCodes)
export const currencies: readonly Currency[] = allCurrencies.filter((c) => enabled.has(c.code))

const byCode = new Map(allCurrencies.map((c) => [c.code, c]))

/** Digits after the decimal point: 2 for EUR, 0 for JPY and CLP, 3 for KWD and BHD. */
export function minorUnitsOf(code: string): number {
  return byCode.get(code)?.minorUnits ?? 2
}
