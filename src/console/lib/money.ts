import { currencyDigits } from '@domain/money'
import { fromMinorUnits, toMinorUnits } from '@domain/filters'

/**
 * An amount in integer minor units as the user's language writes it, with the currency's own
 * decimals: `123456` EUR is `€1,234.56` in English, `1 234,56 €` in French. Where the currency
 * is already written beside the amount (a tile labelled `EUR`), `withCurrency: false` writes the
 * number alone, so the currency never appears twice.
 */
export function formatMinor(amount: number, currency: string, locale: string, withCurrency = true): string {
  const digits = currencyDigits(currency)
  const major = amount / 10 ** digits
  try {
    return moneyFormat(locale, currency, digits, withCurrency).format(major)
  } catch {
    return withCurrency ? `${major.toFixed(digits)} ${currency}` : major.toFixed(digits)
  }
}

/** Number formats, made once per language and currency: a list draws hundreds of amounts. */
const moneyFormats = new Map<string, Intl.NumberFormat>()

function moneyFormat(locale: string, currency: string, digits: number, withCurrency: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${withCurrency}`
  let format = moneyFormats.get(key)
  if (!format) {
    const style: Intl.NumberFormatOptions = withCurrency ? { style: 'currency', currency } : {}
    format = new Intl.NumberFormat(locale, { ...style, minimumFractionDigits: digits, maximumFractionDigits: digits })
    moneyFormats.set(key, format)
  }
  return format
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
