/**
 * An audit event's before and after as a readable diff: one line per field that changed,
 * nested fields by their dotted path (`dailyReport.enabled`), lists compared whole. Pure.
 */
export interface FieldChange {
  /** `status`, `dailyReport.recipients`. */
  path: string
  kind: 'added' | 'removed' | 'changed'
  before: unknown
  after: unknown
}

/** The parts of an event's detail that are neither its before nor its after (the merchant, a reason, a command's input). */
export interface EventDiff {
  changes: FieldChange[]
  /** Everything else the event keeps, by name. */
  context: Record<string, unknown>
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Whether two values are the same, lists and objects compared by their contents. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keysA = Object.keys(a)
  const keysB = Object.keys(b)
  return keysA.length === keysB.length && keysA.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
}

/**
 * The fields that differ between `before` and `after`, in the order they first appear. A
 * record created has every field `added`, one deleted every field `removed`; a field missing on
 * one side is added or removed, a value turned null is changed.
 */
export function fieldChanges(before: unknown, after: unknown, prefix = ''): FieldChange[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    return keys.flatMap((key) => {
      const path = prefix ? `${prefix}.${key}` : key
      if (!(key in before)) return leaves(after[key], path, 'added')
      if (!(key in after)) return leaves(before[key], path, 'removed')
      return fieldChanges(before[key], after[key], path)
    })
  }
  if (before === undefined || before === null) {
    if (after === undefined || after === null) return []
    return isPlainObject(after) ? leaves(after, prefix, 'added') : [{ path: prefix, kind: 'added', before: null, after }]
  }
  if (after === undefined || (after === null && isPlainObject(before))) return leaves(before, prefix, 'removed')
  return sameValue(before, after) ? [] : [{ path: prefix, kind: 'changed', before, after }]
}

/** Every field of a record that came or went whole. */
function leaves(value: unknown, path: string, kind: 'added' | 'removed'): FieldChange[] {
  if (isPlainObject(value) && Object.keys(value).length > 0) {
    return Object.entries(value).flatMap(([key, inner]) => leaves(inner, path ? `${path}.${key}` : key, kind))
  }
  if (value === null || value === undefined) return []
  return [{ path, kind, before: kind === 'removed' ? value : null, after: kind === 'added' ? value : null }]
}

/** An event's detail (`{ before, after, ...context }`) as its changes and the rest. */
export function eventDiff(detail: Readonly<Record<string, unknown>>): EventDiff {
  const { before, after, ...context } = detail
  return { changes: fieldChanges(before, after), context }
}

/** A value as one line of text: lists joined, objects as JSON, nothing as a dash. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (Array.isArray(value)) return value.length === 0 ? '[]' : value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join(', ')
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}
