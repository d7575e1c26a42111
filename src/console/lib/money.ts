import type { FieldError } from '@domain/errors'
import { currencyDigits, formatMinor, parseAmount } from '@domain/money'

/** Digits an amount of the currency is typed with; two while no valid currency is chosen. */
export function amountDigits(currency: string | null): number {
  return currency && /^[A-Z]{3}$/.test(currency) ? currencyDigits(currency) : 2
}

/**
 * An amount in minor units as a form shows it, in major units written the user's way (`125050`
 * EUR is `1,250.50` in English, `1 250,50` in French), which the form reads back; empty for none.
 */
export function majorAmountText(amount: number | null, currency: string | null, language: string): string {
  return amount === null ? '' : formatMinor(amount, currency ?? '', language, false)
}

/**
 * An amount as typed in the user's language (`1,250.50`, `1 250,50`) in minor units of the
 * currency (see parseAmount); null for empty, undefined when it is not an amount.
 */
export function minorAmountOf(text: string, currency: string | null, language: string): number | null | undefined {
  if (text.trim() === '') return null
  return parseAmount(text, amountDigits(currency), language, currency ?? '') ?? undefined
}

/** An amount as the user's language writes it, for the examples of hints and refusals (`1,250.50`, `1 250,50`). */
export function amountExample(currency: string | null, language: string): string {
  const digits = amountDigits(currency)
  return formatMinor(Number(`1250${'50'.padEnd(digits, '0').slice(0, digits)}`), currency ?? '', language, false)
}

/** The params of an amount's field error that are amounts in minor units of the form's currency. */
const amountParams = ['maximum', 'minimum', 'available']

/**
 * A field error of an amount as a form that takes major units shows it: its bounds (`maximum`,
 * `minimum`, the `available` balance), which the API gives in minor units, written as amounts of the currency in the
 * user's language (`Enter at most $10,000,000,000,000.00`); with two decimals and no currency
 * while none is chosen, as the form reads amounts then.
 */
export function majorUnitBounds(error: FieldError, currency: string | null, language: string): FieldError {
  if (!error.params) return error
  const major = (minor: number) => formatMinor(minor, currency ?? '', language, currency !== null)
  const params = Object.fromEntries(
    Object.entries(error.params).map(([key, value]) => [key, amountParams.includes(key) && typeof value === 'number' ? major(value) : value]),
  )
  return { ...error, params }
}
