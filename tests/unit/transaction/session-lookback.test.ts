import { readFileSync } from 'node:fs'
import path from 'node:path'
import { lookbackOptions } from '@console/screens/transaction/lookback-options'
import i18next from 'i18next'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../../locales')
const languages = ['en', 'fr', 'pt', 'ar'] as const

async function translator(language: (typeof languages)[number]) {
  const instance = i18next.createInstance()
  await instance.init({
    lng: language,
    fallbackLng: 'en',
    ns: ['transaction'],
    defaultNS: 'transaction',
    resources: Object.fromEntries(
      languages.map((l) => [l, { transaction: JSON.parse(readFileSync(path.join(root, l, 'transaction.json'), 'utf8')) }]),
    ),
    interpolation: { escapeValue: false },
  })
  return instance.t
}

describe('session look-back choices', () => {
  it.each([
    ['en', '24 hours'],
    ['fr', '24 heures'],
    ['pt', '24 horas'],
    ['ar', '24 ساعة'],
  ] as const)('read the number of hours in %s', async (language, expected) => {
    const options = lookbackOptions(await translator(language))
    expect(options.find((option) => option.value === '24')?.label).toBe(expected)
    for (const option of options) {
      expect(option.label).not.toContain('{{')
      expect(option.label).toContain(option.value)
    }
  })
})
