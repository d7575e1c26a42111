import type { Locale } from '@domain/enums'
import { DEFAULT_LOCALE } from '@domain/constants'
import { locales } from '@domain/enums'
import i18next, { type BackendModule, type ResourceKey } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { firstPaintNamespaces } from './i18n'

type Bundle = { default: ResourceKey }

const localeFiles = import.meta.glob<Bundle>('/locales/*/*.json')

const namespaceOf = (file: string) => file.slice(file.lastIndexOf('/') + 1, -'.json'.length)

/** The areas' namespaces (English has them all): screens, and the titles of their commands in the palette and help. */
export const areaNamespaces = Object.keys(localeFiles)
  .filter((file) => file.startsWith('/locales/en/'))
  .map(namespaceOf)
  .filter((namespace) => !(firstPaintNamespaces as readonly string[]).includes(namespace))

const lazyBundles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, done) => {
    const load = localeFiles[`/locales/${language}/${namespace}.json`]
    if (!load) return done(null, {})
    load().then(
      (bundle) => done(null, bundle.default),
      (error: Error) => done(error, null),
    )
  },
}

/**
 * Starts i18next for react-i18next's `useTranslation` (screens, the palette, the help), its text
 * from the locale files. `commands` holds
 * the titles the palette and the shortcuts show on every page, signed in or not.
 */
export async function startI18next(locale: Locale): Promise<void> {
  await i18next
    .use(lazyBundles)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...locales],
      ns: [...firstPaintNamespaces, 'commands'],
      defaultNS: 'common',
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
    })
}

export { i18next }
