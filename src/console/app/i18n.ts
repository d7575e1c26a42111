import { authCall } from '@domain/calls/auth-routes'
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

/**
 * The namespaces drawn before the first route can load: the sign-in and reset pages, the
 * error pages, alerts and the command layer. Their English text is in the entry so the first
 * paint never waits; every other namespace is an area's and loads on the way into the console.
 */
export const firstPaintNamespaces = ['common', 'shell', 'auth', 'errors', 'commands'] as const

const english = import.meta.glob<Bundle>(['/locales/en/{common,shell,auth,errors,commands}.json'], { eager: true })
const lazy = import.meta.glob<Bundle>(['/locales/*/*.json', '!/locales/en/{common,shell,auth,errors,commands}.json'])

const namespaceOf = (file: string) => file.slice(file.lastIndexOf('/') + 1, -'.json'.length)

/** Every namespace of the console; English has them all. */
export const namespaces = [
  ...new Set([...Object.keys(english), ...Object.keys(lazy)].filter((file) => file.startsWith('/locales/en/')).map(namespaceOf)),
]

/** The areas' namespaces: screens, and the titles of their commands in the palette and help. */
export const areaNamespaces = namespaces.filter((ns) => !(firstPaintNamespaces as readonly string[]).includes(ns))

const lazyBundles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, done) => {
    const load = lazy[`/locales/${language}/${namespace}.json`]
    if (!load) return done(null, {})
    load().then(
      (bundle) => done(null, bundle.default),
      (error: Error) => done(error, null),
    )
  },
}

/**
 * Loads the area text in the current language (and English, its fallback) before a console
 * screen renders, so no raw key ever shows. Loaded once: later language switches reload every
 * namespace i18next knows, areas included.
 */
export function loadAreaText(): Promise<void> {
  return i18next.loadNamespaces(areaNamespaces)
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
      ns: [...firstPaintNamespaces],
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
    const updated = await callApi(authCall('updateProfile'), {
      body: { realName: user.realName, email: user.email, timezone: user.timezone as TimezoneId, locale },
    })
    setUser(updated)
  } catch (error) {
    showError(errorText(error as Error))
  }
}
