import { readFileSync } from 'node:fs'
import { auditTargetOf, type KindName, kinds } from '@domain/kinds'
import { describe, expect, it } from 'vitest'

const auditTargetTypes = [...new Set((Object.keys(kinds) as KindName[]).map(auditTargetOf))]
const locales = ['en', 'fr', 'pt', 'ar'] as const
const nouns = (locale: string) => (JSON.parse(readFileSync(`locales/${locale}/muser.json`, 'utf8')) as { records: Record<string, string> }).records

describe('the audit target types of the kind table', () => {
  it.each(locales)('each have a noun in %s, which the audit log and the history show for them', (locale) => {
    const known = nouns(locale)
    expect(auditTargetTypes.filter((targetType) => !known[targetType])).toEqual([])
  })

  it('are spelled one way, camelCase', () => {
    expect(auditTargetTypes.filter((targetType) => !/^[a-z][a-zA-Z]*$/.test(targetType))).toEqual([])
  })
})
