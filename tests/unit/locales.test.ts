import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../locales')
const languages = ['en', 'fr', 'pt', 'ar'] as const
const namespaces = readdirSync(path.join(root, 'en'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length))

/** Keys whose value is legitimately the same as in English in some language: names, codes, loanwords. */
const sameAsEnglishAllowed = new Set([
  'shell:menu',
  'shell:screens.version',
  'shell:screens.transactions',
  'muser:records.transaction',
  'auth:timezones.UTC',
  'auth:timezones.America/Argentina/Buenos_Aires',
  // French writes these words as English does.
  'workspace:time.date',
  'workspace:time.minute',
  // Codes that read the same in every language among the enumeration labels (English shows the codes).
  ...'values.B2B values.B2C values.CSV values.JCB values.JSON values.Production values.UUID'.split(' ').map((key) => `enums:${key}`),
])

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((flat, [key, value]) => {
    const full = prefix ? `${prefix}.${key}` : key
    return typeof value === 'string' ? Object.assign(flat, { [full]: value }) : Object.assign(flat, flatten(value, full))
  }, {})
}

function load(language: string, namespace: string): Record<string, string> {
  return flatten(JSON.parse(readFileSync(path.join(root, language, `${namespace}.json`), 'utf8')) as Tree)
}

describe('locales', () => {
  it('has namespaces', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'shell', 'auth', 'system', 'errors']))
  })

  for (const namespace of namespaces) {
    describe(namespace, () => {
      const english = load('en', namespace)

      for (const language of languages) {
        it(`${language}/${namespace}.json exists with exactly the English keys and no empty value`, () => {
          expect(existsSync(path.join(root, language, `${namespace}.json`))).toBe(true)
          const bundle = load(language, namespace)
          expect(Object.keys(bundle).sort()).toEqual(Object.keys(english).sort())
          const empty = Object.entries(bundle).filter(([, value]) => !value.trim())
          expect(empty).toEqual([])
        })
      }

      for (const language of languages.filter((l) => l !== 'en')) {
        it(`${language}/${namespace}.json is translated, not copied from English`, () => {
          const bundle = load(language, namespace)
          const copied = Object.keys(english).filter(
            (key) => bundle[key] === english[key] && !sameAsEnglishAllowed.has(`${namespace}:${key}`),
          )
          expect(copied).toEqual([])
        })
      }

      it('uses the same interpolation variables in every language', () => {
        const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort()
        for (const language of languages) {
          const bundle = load(language, namespace)
          for (const [key, value] of Object.entries(english)) {
            expect({ language, key, variables: variables(bundle[key] ?? '') }).toEqual({ language, key, variables: variables(value) })
          }
        }
      })
    })
  }
})
