import { readFileSync } from 'node:fs'
import { templateVariableNames } from '@domain/entities/emailtpl'
import { messageTypes } from '@domain/entities/message'
import { locales } from '@domain/enums'
import {
  firstFreeTemplate,
  insertText,
  lineOfError,
  lineRange,
  mayChangeTemplates,
  typesFor,
  variableTag,
} from '@console/screens/emailtpl/template-logic'
import { describe, expect, it } from 'vitest'

const admin = (space: string, scope = 'SPACE', permissions = ['template.read', 'template.write']) => ({ permissions, scope, mSpace: { name: space } })

describe('who may change templates', () => {
  it('takes template.write and a space-wide user', () => {
    expect(mayChangeTemplates(admin('acme'), false)).toBe(true)
    expect(mayChangeTemplates(admin('acme', 'GROUP'), false)).toBe(false)
    expect(mayChangeTemplates(admin('acme', 'SPACE', ['template.read']), false)).toBe(false)
    expect(mayChangeTemplates(null, false)).toBe(false)
  })

  it('leaves the system collections to the platform space', () => {
    expect(mayChangeTemplates(admin('platform'), true)).toBe(true)
    expect(mayChangeTemplates(admin('acme'), true)).toBe(false)
  })
})

describe('the types of a collection', () => {
  it("holds the console's own emails only in a system collection", () => {
    expect(typesFor(true)).toContain('FORGOT_PASSWORD')
    expect(typesFor(false)).not.toContain('FORGOT_PASSWORD')
    expect(typesFor(false)).not.toContain('VERIFICATION_CODE')
    expect(typesFor(false)).toContain('PAYMENT_LINK')
  })

  it('starts a new template on the first type and locale the collection lacks', () => {
    const types = typesFor(false)
    expect(firstFreeTemplate(types, [])).toEqual({ type: 'PURCHASE_SUCCESS', locale: 'en' })
    expect(firstFreeTemplate(types, [{ type: 'PURCHASE_SUCCESS', locale: 'en' }])).toEqual({ type: 'PURCHASE_SUCCESS', locale: 'fr' })
    const all = types.flatMap((type) => ['en', 'fr', 'pt', 'ar'].map((locale) => ({ type, locale })))
    expect(firstFreeTemplate(types, all)).toEqual({ type: 'PURCHASE_SUCCESS', locale: 'en' })
  })
})

describe('a template error naming a line', () => {
  it('is read from the server message', () => {
    expect(lineOfError('Line 3: unknown variable customer_name')).toBe(3)
    expect(lineOfError('line 12: tag if not closed')).toBe(12)
    expect(lineOfError('The template renders nothing')).toBeNull()
  })

  it('selects that line of the source, its break left out', () => {
    const text = '<p>Hello</p>\n<p>{{ customer_name }}</p>\nBye'
    expect(text.slice(lineRange(text, 1).start, lineRange(text, 1).end)).toBe('<p>Hello</p>')
    expect(text.slice(lineRange(text, 2).start, lineRange(text, 2).end)).toBe('<p>{{ customer_name }}</p>')
    expect(text.slice(lineRange(text, 3).start, lineRange(text, 3).end)).toBe('Bye')
    // A line past the end is the last one.
    expect(lineRange(text, 9)).toEqual(lineRange(text, 3))
  })
})

describe('inserting a variable', () => {
  it('replaces the selection with its tag and puts the caret after it', () => {
    expect(variableTag('customerName')).toBe('{{ customerName }}')
    expect(insertText('Hello !', { start: 6, end: 6 }, '{{ x }}')).toEqual({ text: 'Hello {{ x }}!', caret: 13 })
    expect(insertText('Hello NAME!', { start: 6, end: 10 }, '{{ x }}')).toEqual({ text: 'Hello {{ x }}!', caret: 13 })
  })

  it('keeps a selection outside the text inside it', () => {
    expect(insertText('ab', { start: 5, end: 9 }, 'X')).toEqual({ text: 'abX', caret: 3 })
  })
})

describe('the variables the template editor lists', () => {
  it('says what every variable of every message type prints, in all four languages', () => {
    const names = new Set(messageTypes.flatMap((type) => templateVariableNames(type)))
    for (const locale of locales) {
      const help = (JSON.parse(readFileSync(`locales/${locale}/emailtpl.json`, 'utf8')) as { variables: { help: Record<string, string> } }).variables.help
      for (const name of names) expect(help[name], `${locale} ${name}`).toBeTruthy()
      expect(Object.keys(help).sort()).toEqual([...names].sort())
    }
  })
})
