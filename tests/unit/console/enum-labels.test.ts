import { readFileSync } from 'node:fs'
import path from 'node:path'
import * as enumerations from '@domain/enums'
import { describe, expect, it } from 'vitest'
import { enumLabel, unlabelledEnumerations } from '../../../src/console/lib/enum-label'
import { translate } from '../../../src/console/app/translate'

const languages = ['en', 'fr', 'pt', 'ar'] as const
const labels = (language: string) => JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../../locales/${language}/enums.json`), 'utf8'))

/** Every list of strings `@domain/enums` exports, found rather than listed, so a new one or a new value is checked too. */
const labelled = (Object.entries(enumerations) as [string, unknown][]).filter(
  (entry): entry is [string, readonly string[]] =>
    Array.isArray(entry[1]) && entry[1].every((value) => typeof value === 'string') && !(unlabelledEnumerations as readonly string[]).includes(entry[0]),
)

describe('enumeration labels', () => {
  it('finds the enumerations', () => {
    expect(labelled.map(([name]) => name)).toEqual(expect.arrayContaining(['transactionStatuses', 'transactionTypes', 'results', 'directions', 'userStatuses']))
  })

  for (const language of languages) {
    it(`labels every value of every enumeration in ${language}`, () => {
      const bundle = { enums: labels(language) }
      const missing = labelled.flatMap(([name, values]) =>
        values.filter((value) => enumLabel((key) => translate(bundle, undefined, key), value) === value && bundle.enums.values[value] !== value).map((value) => `${name}.${value}`),
      )
      expect(missing).toEqual([])
    })
  }

  it('falls back to the raw value while a label is missing', () => {
    expect(enumLabel((key) => translate({ enums: labels('fr') }, undefined, key), 'NO_SUCH_VALUE')).toBe('NO_SUCH_VALUE')
    expect(enumLabel((key) => translate({ enums: labels('fr') }, undefined, key), 'CHARGED')).toBe('Débité')
  })
})
