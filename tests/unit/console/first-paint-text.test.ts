import { readFileSync } from 'node:fs'
import { firstPaintNamespaces, signInEnglish } from '@console/app/i18n'
import { type TextTree, translate } from '@console/app/translate'
import { locales } from '@domain/enums'
import { describe, expect, it } from 'vitest'

const english = { auth: { login: { title: 'Sign in' } }, errors: { notFound: 'Page not found: {{path}}' }, common: { actions: { close: 'Close' } } }
const french = { auth: { login: { title: 'Connexion' } } }

describe('the signed-out pages’ text (before i18next loads)', () => {
  it('reads namespace:dotted.key in the language, then in English, else gives the key', () => {
    expect(translate(french, english, 'auth:login.title')).toBe('Connexion')
    expect(translate(french, english, 'errors:notFound', { path: '/x' })).toBe('Page not found: /x')
    expect(translate(french, english, 'actions.close')).toBe('Close')
    expect(translate(french, english, 'auth:login.missing')).toBe('login.missing')
  })

  it('leaves a placeholder without a value as it is', () => {
    expect(translate(english, english, 'errors:notFound')).toBe('Page not found: {{path}}')
  })

  // The sign-in page draws with the English in the entry; the rest loads after that paint.
  it('has in the entry every English text the sign-in page draws', () => {
    const files = ['screens/auth/LoginScreen.tsx', 'screens/auth/LoginForm.tsx', 'app/layouts/FullPageLayout.tsx', 'app/layouts/LanguageSwitcher.tsx', 'ui/Alerts.tsx']
    const keys = files.flatMap((file) => [...readFileSync(`src/console/${file}`, 'utf8').matchAll(/\bt\('([a-z]+:[\w.]+)'/g)].map((match) => match[1]!))
    expect(keys.length).toBeGreaterThan(10)
    const missing = keys.filter((key) => translate(signInEnglish, undefined, key) === key.slice(key.indexOf(':') + 1))
    expect(missing).toEqual([])
  })

  // The small translator knows lookup and `{{name}}` only: a plural, a nested `$t()` or a
  // formatted value in these namespaces would show wrongly on the sign-in page.
  it.each(locales.flatMap((locale) => firstPaintNamespaces.map((namespace) => [locale, namespace] as const)))(
    'locales/%s/%s.json uses nothing i18next alone understands',
    (locale, namespace) => {
      const tree = JSON.parse(readFileSync(`locales/${locale}/${namespace}.json`, 'utf8')) as TextTree
      const problems: string[] = []
      const walk = (node: TextTree, path: string) => {
        for (const [key, value] of Object.entries(node)) {
          const at = path ? `${path}.${key}` : key
          if (/_(zero|one|two|few|many|other)$/.test(key)) problems.push(`${at}: plural`)
          if (typeof value === 'object') walk(value, at)
          else if (/\$t\(|\{\{[^}]*,/.test(value)) problems.push(`${at}: nesting or format`)
        }
      }
      walk(tree, '')
      expect(problems).toEqual([])
    },
  )
})
