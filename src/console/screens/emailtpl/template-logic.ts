import { TOP_OPERATOR_SPACE } from '@domain/constants'
import { isSystemEmailType } from '@domain/entities/emailtpl'
import { type MessageType, messageTypes } from '@domain/entities/message'
import { type Locale, locales } from '@domain/enums'

/** What the console knows of the signed-in user that decides whether they may change templates. */
export interface TemplateWriter {
  permissions: readonly string[]
  scope: string
  mSpace: { name: string }
}

/**
 * Whether the user may change templates as the server allows it: with template.write, space-wide
 * (a whole space shares its templates), and for a system collection only from the platform's own
 * space. Anyone who may write can still clone a system collection into a space of their own.
 */
export function mayChangeTemplates(user: TemplateWriter | null | undefined, system: boolean): boolean {
  if (!user?.permissions.includes('template.write') || user.scope !== 'SPACE') return false
  return !system || user.mSpace.name === TOP_OPERATOR_SPACE
}

/** The message types a collection can hold: the console's own emails only in a system collection. */
export function typesFor(system: boolean): readonly MessageType[] {
  return system ? messageTypes : messageTypes.filter((type) => !isSystemEmailType(type))
}

/** The first type and locale the collection has no template for yet, else the first of all. */
export function firstFreeTemplate(types: readonly MessageType[], taken: readonly { type: string; locale: string }[]): { type: MessageType; locale: Locale } {
  const used = new Set(taken.map((template) => `${template.type}/${template.locale}`))
  for (const type of types) for (const locale of locales) if (!used.has(`${type}/${locale}`)) return { type, locale }
  return { type: types[0]!, locale: locales[0] }
}

/** The line a template error names ("Line 3: unknown variable customer_name"), or null. */
export function lineOfError(message: string): number | null {
  const match = /\bline (\d+)\b/i.exec(message)
  return match ? Number(match[1]) : null
}

/** Where a line of a text starts and ends (its line break left out); the last line when the text is shorter. */
export function lineRange(text: string, line: number): { start: number; end: number } {
  let start = 0
  for (let current = 1; current < line; current++) {
    const next = text.indexOf('\n', start)
    if (next === -1) break
    start = next + 1
  }
  const end = text.indexOf('\n', start)
  return { start, end: end === -1 ? text.length : end }
}

/** A Liquid output tag of a variable, as the editor inserts it. */
export function variableTag(name: string): string {
  return `{{ ${name} }}`
}

/** The text with `insert` in place of the selection, and where the caret goes after it. */
export function insertText(text: string, selection: { start: number; end: number }, insert: string): { text: string; caret: number } {
  const start = Math.max(0, Math.min(selection.start, text.length))
  const end = Math.max(start, Math.min(selection.end, text.length))
  return { text: text.slice(0, start) + insert + text.slice(end), caret: start + insert.length }
}

