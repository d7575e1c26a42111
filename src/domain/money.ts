/**
 * The most minor units an amount or a balance holds, either way: 10^15 (ten trillion EUR, a
 * quadrillion JPY). Every money value the API takes or answers is an integer within it, so it is
 * exact as a JSON number, whose exact integers end at 2^53 (about 9 x 10^15).
 */
export const MAX_MINOR_UNITS = 10 ** 15

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

/**
 * An amount in integer minor units as the reader's language writes it, with the currency's own
 * decimals: `123456` EUR is `€1,234.56` in English, `1 234,56 €` in French, JPY has none. The
 * console, and the messages customers read, write money this one way. Where the currency is
 * already written beside the amount (a tile labelled `EUR`), `withCurrency: false` writes the
 * number alone. Exact: the decimal is formatted as text, never as a float.
 */
export function formatMinor(amount: number, currency: string, locale: string, withCurrency = true): string {
  const digits = currencyDigits(currency)
  const major = majorUnits(amount, currency)
  try {
    return moneyFormat(locale, currency, digits, withCurrency).format(major as `${number}`)
  } catch {
    return withCurrency ? `${major} ${currency}` : major
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

/** The decimal mark and the grouping mark a language writes numbers with (`.` and `,` in English). */
function numberMarks(locale: string): { decimal: string; group: string } {
  let parts: Intl.NumberFormatPart[]
  try {
    parts = new Intl.NumberFormat(locale).formatToParts(12345.6)
  } catch {
    parts = new Intl.NumberFormat('en').formatToParts(12345.6)
  }
  return { decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.', group: parts.find((part) => part.type === 'group')?.value ?? ',' }
}

const spaces = /[\s\u00a0\u202f]/

/**
 * An amount as a person types it in its language, in integer minor units: `1,250.50` in English,
 * `1 250,50` or `1250,50` in French, `1.250,50` in Portuguese (Arabic-Indic digits and marks too),
 * with a currency sign or code around it or not. Grouping must fall every three digits, so
 * `1,25` is refused in English rather than read as 125; the other mark is read as the decimal
 * one only where the language does not group with it (`1250.50` in French). Null when it is not
 * an amount of the currency: more decimals than it has, a sign, letters, or past exact integers.
 * The one reading every amount field of the console shares.
 */
export function parseAmount(text: string, digits: number, locale: string, currency = ''): number | null {
  const { decimal, group } = numberMarks(locale)
  const currencyCode = /^[A-Za-z]{3}$/.test(currency) ? currency : ''
  let value = text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, decimal)
    .replace(/\u066c/g, group)
    .replace(/[\u200e\u200f\u061c]/g, '')
    .trim()
  if (currencyCode) value = value.replace(new RegExp(`^${currencyCode}|${currencyCode}$`, 'i'), '')
  value = value.replace(/^[\p{Sc}\s\u00a0\u202f]+|[\p{Sc}\s\u00a0\u202f]+$/gu, '')
  const groups = spaces.test(group) ? spaces : new RegExp(`[${escapeMark(group)}]|${spaces.source}`)
  const other = decimal === '.' ? ',' : '.'
  const mark = !value.includes(decimal) && !groups.test(other) && value.split(other).length === 2 ? other : decimal
  const [whole = '', fraction = '', ...rest] = value.split(mark)
  if (rest.length > 0 || !/^\d*$/.test(fraction) || fraction.length > digits) return null
  const grouped = new RegExp(`^\\d{1,3}(?:(?:${groups.source})\\d{3})+$`)
  const wholeDigits = /^\d*$/.test(whole) ? whole : grouped.test(whole) ? whole.replace(new RegExp(groups.source, 'g'), '') : null
  if (wholeDigits === null || (wholeDigits === '' && fraction === '')) return null
  const minor = BigInt(`${wholeDigits || '0'}${fraction.padEnd(digits, '0')}`)
  return minor <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(minor) : null
}

function escapeMark(mark: string): string {
  return mark.replace(/[\\\]^-]/g, '\\$&')
}
