/** One line of a key and value editor. */
export interface KeyValueRow {
  /** Identity of the row while it is edited (React key, focus target). */
  id: string
  key: string
  value: string
  /** The value the record held under this key: an edited value is read back as its type. */
  original?: unknown
  /** A stored write-only value as the server shows it (`••••1234`); `value` is then its replacement, empty to keep it. */
  masked?: string
}

export type KeyValueProblem = { code: 'keyRequired' } | { code: 'duplicateKey'; key: string }

let lastRowId = 0

/** A row with an id of its own, blank unless given a key and a value. */
export function keyValueRow(key = '', value = ''): KeyValueRow {
  lastRowId += 1
  return { id: `key-value-${lastRowId}`, key, value }
}

/** A record's values as rows, in its order: text is edited as typed, numbers, booleans and objects as JSON. */
export function rowsOf(values: Record<string, unknown>): KeyValueRow[] {
  return Object.entries(values).map(([key, original]) => ({
    ...keyValueRow(key, typeof original === 'string' ? original : JSON.stringify(original)),
    original,
  }))
}

/** Stored write-only values as rows that show the mask and start with nothing typed. */
export function maskedRowsOf(masked: Record<string, string>): KeyValueRow[] {
  return Object.entries(masked).map(([key, mask]) => ({ ...keyValueRow(key), masked: mask }))
}

const isBlank = (text: string) => text.trim() === ''

/** What stops the rows being sent: a value without a key, or a key given twice. */
export function rowsProblem(rows: readonly KeyValueRow[]): KeyValueProblem | null {
  if (rows.some((row) => isBlank(row.key) && !isBlank(row.value))) return { code: 'keyRequired' }
  const seen = new Set<string>()
  for (const row of rows) {
    const key = row.key.trim()
    if (key === '') continue
    if (seen.has(key)) return { code: 'duplicateKey', key }
    seen.add(key)
  }
  return null
}

const keyed = (rows: readonly KeyValueRow[]) => rows.filter((row) => !isBlank(row.key))

/** Every row with a key, key and value trimmed, as text; a row without a key is no value. */
export function textsOf(rows: readonly KeyValueRow[]): Record<string, string> {
  return Object.fromEntries(keyed(rows).map((row) => [row.key.trim(), row.value.trim()]))
}

/**
 * The values the rows describe. A row whose record value was a number, boolean or object reads
 * its text as JSON again (text that no longer is JSON stays text); every other value is text.
 */
export function valuesOf(rows: readonly KeyValueRow[]): Record<string, unknown> {
  return Object.fromEntries(keyed(rows).map((row) => [row.key.trim(), typedValue(row)]))
}

function typedValue(row: KeyValueRow): unknown {
  const text = row.value.trim()
  if (row.original === undefined || typeof row.original === 'string') return text
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** The row to focus once `index` is removed: the one taking its place, else the one before; null when none is left. */
export function focusAfterRemoval(rows: readonly KeyValueRow[], index: number): string | null {
  const left = rows.filter((_, i) => i !== index)
  return left[Math.min(index, left.length - 1)]?.id ?? null
}
