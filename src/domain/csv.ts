import { majorUnits } from './money'

/**
 * A number the writer formatted itself, such as an amount in major units (`-12.50`): a
 * spreadsheet is to read it as a number, so it is written as it is. JSON writes its text.
 */
export class CsvNumber {
  constructor(readonly text: string) {}

  toJSON(): string {
    return this.text
  }
}

/** Minor units as the major-unit number a spreadsheet reads (`1099` EUR is `10.99`). */
export const csvAmount = (minor: number | string | bigint, currency: string) => new CsvNumber(majorUnits(minor, currency))

/** What a spreadsheet runs as a formula when a text cell starts with it (OWASP CSV injection). */
const formulaStart = /^[=+\-@\t\r]/

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * Text a spreadsheet would run as a formula is prefixed with `'`, whatever follows: the text
 * `-1+1` or `-12` is text. Numbers (a `number`, a `CsvNumber`) are written as they are.
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (value instanceof CsvNumber) return value.text
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value)
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value)
  if (formulaStart.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** One CSV line of fields, CRLF ended. */
export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvField).join(',')}\r\n`
}
