import type { Customer } from '@domain/entities/customer'
import { bucketErrors, type FailedCall, OTHER_BUCKET } from '../../lib/error-text'

export type PropertyValue = string | number | boolean

/** Properties as the editor shows them: one `key=value` per line. */
export function formatProperties(properties: Customer['properties']): string {
  return Object.entries(properties)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join('\n')
}

const numberPattern = /^-?(0|[1-9]\d*)(\.\d+)?$/

/**
 * Reads the properties editor: `key=value` per line, blank lines ignored. `true`/`false` and
 * plain numbers keep their type; anything else is text. A line without a key is a problem.
 */
export function parseProperties(text: string): { properties: Record<string, PropertyValue>; problems: number[] } {
  const properties: Record<string, PropertyValue> = {}
  const problems: number[] = []
  text.split('\n').forEach((line, index) => {
    if (!line.trim()) return
    const at = line.indexOf('=')
    const key = at === -1 ? '' : line.slice(0, at).trim()
    if (!key) {
      problems.push(index + 1)
      return
    }
    const raw = line.slice(at + 1).trim()
    properties[key] = raw === 'true' ? true : raw === 'false' ? false : numberPattern.test(raw) ? Number(raw) : raw
  })
  return { properties, problems }
}

/** Fraud flags typed comma separated: trimmed, empty ones dropped, each once. */
export function parseFlags(text: string): string[] {
  return [...new Set(text.split(',').map((flag) => flag.trim()).filter(Boolean))]
}

/**
 * The server's field errors by the form field they belong to: `fraud.flags.2` goes under
 * `fraud.flags`; errors of no field of the form go to `other`.
 */
export function customerFormErrors(error: unknown, formFields: readonly string[]): { fields: Record<string, string[]>; other: string[] } {
  if (!error) return { fields: {}, other: [] }
  const fields: Record<string, string[]> = {}
  const other: string[] = []
  for (const [field, messages] of Object.entries(bucketErrors(error as FailedCall))) {
    const owner = field === OTHER_BUCKET ? undefined : formFields.find((name) => field === name || field.startsWith(`${name}.`))
    if (owner) fields[owner] = [...(fields[owner] ?? []), ...messages]
    else other.push(...messages)
  }
  return { fields, other: [...new Set(other)] }
}
