
/** Number formats, made once per language and kind: a list draws hundreds of figures. */
const numberFormats = new Map<string, Intl.NumberFormat>()

function numberFormat(locale: string, kind: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${kind}`
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, options)
    numberFormats.set(key, format)
  }
  return format
}

const TWO_DECIMALS = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const

/**
 * The one percentage of the console: a ratio with two decimals, as the user's language writes it
 * (`33.33%`, `33,33 %`); empty when there is no numerator, when the denominator is falsy or equals
 * the numerator (the spec's rule). A ratio the API already divided (0.5) is `percentage(ratio, 1)`.
 */
export function percentage(numerator: number | null | undefined, denominator: number | null | undefined, locale: string): string {
  if (numerator === null || numerator === undefined || !denominator || denominator === numerator) return ''
  return numberFormat(locale, 'percent', { style: 'percent', ...TWO_DECIMALS }).format(numerator / denominator)
}

const KB = 1024
const MB = KB * 1024

/** Bytes below 1024, kilobytes below 1 MB, otherwise megabytes with two decimals, in the user's language (`1.50 kB`, `1,50 ko`). */
export function formatFileSize(bytes: number, locale: string): string {
  if (bytes < KB) return numberFormat(locale, 'byte', { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(bytes)
  if (bytes < MB) return numberFormat(locale, 'kilobyte', { style: 'unit', unit: 'kilobyte', unitDisplay: 'short', ...TWO_DECIMALS }).format(bytes / KB)
  return numberFormat(locale, 'megabyte', { style: 'unit', unit: 'megabyte', unitDisplay: 'short', ...TWO_DECIMALS }).format(bytes / MB)
}
