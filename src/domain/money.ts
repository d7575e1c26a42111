const digitsByCurrency = new Map<string, number>()

/**
 * Digits after the decimal point of a currency's major unit, as Intl knows it (JPY 0, EUR 2,
 * BHD 3): the one reading the console, the exports and the reports share. Two when unknown.
 */
export function currencyDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency)
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
    } catch {
      digits = 2
    }
    digitsByCurrency.set(currency, digits)
  }
  return digits
}

/** Minor units as the major-unit decimal a spreadsheet reads (`1099` EUR -> `10.99`), exactly, without floats. */
export function majorUnits(minor: number | string | bigint, currency: string): string {
  const digits = currencyDigits(currency)
  const value = BigInt(minor)
  const sign = value < 0n ? '-' : ''
  const text = (value < 0n ? -value : value).toString().padStart(digits + 1, '0')
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`
}
