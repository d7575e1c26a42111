import { authCalls } from '@domain/calls/auth'
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from '@domain/constants'
import type { TimezoneId } from '@domain/enums'
import { type Locale, locales, rtlLocales } from '@domain/enums'
import i18next, { type BackendModule, type ResourceKey } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { callApi } from '../api/client'
import { readCookie, writeCookie } from '../lib/cookies'
import { errorText } from '../lib/error-text'
import { showError } from '../session/alert-store'
import { isLoggedIn, useSessionStore } from '../session/session-store'

type Bundle = { default: ResourceKey }

// English is in the main bundle so the first paint never waits; other languages load on demand.
const english = import.meta.glob<Bundle>('/locales/en/*.json', { eager: true })
const others = import.meta.glob<Bundle>(['/locales/*/*.json', '!/locales/en/*.json'])

const namespaceOf = (file: string) => file.slice(file.lastIndexOf('/') + 1, -'.json'.length)

export const namespaces = Object.keys(english).map(namespaceOf)

const lazyBundles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, done) => {
    const load = others[`/locales/${language}/${namespace}.json`]
    if (!load) return done(null, {})
    load().then(
      (bundle) => done(null, bundle.default),
      (error: Error) => done(error, null),
    )
  },
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** The language the console starts in: the locale cookie, else the browser's, else English. */
export function initialLocale(): Locale {
  const cookie = readCookie(LOCALE_COOKIE)
  if (isLocale(cookie)) return cookie
  const browser = globalThis.navigator?.language?.slice(0, 2)
  return isLocale(browser) ? browser : (DEFAULT_LOCALE as Locale)
}

export function applyDocumentLocale(locale: Locale): void {
  document.documentElement.lang = locale
  document.documentElement.dir = rtlLocales.includes(locale) ? 'rtl' : 'ltr'
}

export async function initI18n(locale: Locale): Promise<typeof i18next> {
  await i18next
    .use(lazyBundles)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...locales],
      ns: namespaces,
      defaultNS: 'common',
      partialBundledLanguages: true,
      resources: {
        en: Object.fromEntries(Object.entries(english).map(([file, bundle]) => [namespaceOf(file), bundle.default])),
      },
      interpolation: { escapeValue: false },
      returnNull: false,
    })
  i18next.on('languageChanged', (language) => {
    if (isLocale(language)) applyDocumentLocale(language)
  })
  applyDocumentLocale(locale)
  return i18next
}

/**
 * Switches the console language: the translations, the locale cookie, <html lang dir>, and,
 * when signed in, the user's profile so the choice follows them to other devices.
 */
export async function setLocale(locale: string): Promise<void> {
  if (!isLocale(locale)) return
  await i18next.changeLanguage(locale)
  writeCookie(LOCALE_COOKIE, locale, { days: LOCALE_COOKIE_DAYS })
  applyDocumentLocale(locale)
  const { user, setUser } = useSessionStore.getState()
  if (!isLoggedIn(user) || user.locale === locale) return
  try {
    const updated = await callApi(authCalls.updateProfile, {
      body: { realName: user.realName, email: user.email, timezone: user.timezone as TimezoneId, locale },
    })
    setUser(updated)
  } catch (error) {
    showError(errorText(error as Error))
  }
}
