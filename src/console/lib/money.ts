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
