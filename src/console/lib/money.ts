import { fromMinorUnits, toMinorUnits } from '@domain/filters'

/** Digits after the decimal point of a currency (2 for EUR, 0 for JPY, 3 for KWD). */
export function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  } catch {
    return 2
  }
}

/** Formats an amount in integer minor units, e.g. 123456 EUR -> €1,234.56. */
export function formatMinor(amount: number, currency: string, locale: string): string {
  const digits = currencyDigits(currency)
  const major = amount / 10 ** digits
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(major)
  } catch {
    return `${major.toFixed(digits)} ${currency}`
  }
}

/** Digits an amount of the currency is typed with; two while no valid currency is chosen. */
export function amountDigits(currency: string | null): number {
  return currency && /^[A-Z]{3}$/.test(currency) ? currencyDigits(currency) : 2
}

/** An amount in minor units as a form shows it, in major units (`1050` EUR -> `10.50`); empty for none. */
export function majorAmountText(amount: number | null, currency: string | null): string {
  return amount === null ? '' : fromMinorUnits(amount, amountDigits(currency))
}

/** Major units typed (`10.50`) as minor units of the currency; null for empty, undefined when it is not an amount. */
export function minorAmountOf(text: string, currency: string | null): number | null | undefined {
  const trimmed = text.trim()
  if (trimmed === '') return null
  return toMinorUnits(trimmed, amountDigits(currency)) ?? undefined
}
