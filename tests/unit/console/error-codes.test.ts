import { readFileSync } from 'node:fs'
import path from 'node:path'
import { errorCodes, errorReasons, fieldErrorCodes, sizeOrigins } from '@domain/errors'
import { describe, expect, it } from 'vitest'
import type { TextTree } from '../../../src/console/app/translate'

const root = path.resolve(import.meta.dirname, '../../../locales')
const languages = ['en', 'fr', 'pt', 'ar'] as const
const errorsOf = (language: string) => JSON.parse(readFileSync(path.join(root, language, 'errorcodes.json'), 'utf8')) as TextTree

/** Every text key the console may look up for a declared code, reason or size variant. */
const expectedKeys = [
  ...errorCodes.map((code) => `codes.${code}`),
  ...errorReasons.map((reason) => `reasons.${reason}`),
  ...fieldErrorCodes.map((code) => `fields.${code}`),
  ...(['too_big', 'too_small'] as const).flatMap((code) => [...sizeOrigins, 'exclusive'].map((variant) => `fields.${code}_${variant}`)),
]

const textAt = (tree: TextTree, key: string) => key.split('.').reduce<TextTree | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree)

describe('error codes declared in the domain', () => {
  for (const language of languages) {
    it(`each has a text in ${language}/errorcodes.json`, () => {
      const errors = errorsOf(language)
      const missing = expectedKeys.filter((key) => {
        const text = textAt(errors, key)
        return typeof text !== 'string' || !text.trim()
      })
      expect(missing).toEqual([])
    })
  }

  it('have no text in the locales for a code the domain does not declare', () => {
    const english = errorsOf('en')
    const declared = new Set(expectedKeys)
    const listed = (['codes', 'reasons', 'fields'] as const).flatMap((group) => Object.keys((english[group] as TextTree) ?? {}).map((key) => `${group}.${key}`))
    expect(listed.filter((key) => !declared.has(key))).toEqual([])
  })
})
