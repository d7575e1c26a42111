import { authCall } from '@domain/calls/auth-routes'
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from '@domain/constants'
import { type Locale, locales, rtlLocales } from '@domain/locales'
import type { i18n } from 'i18next'
import { create } from 'zustand'
import { callApi } from '../api/client'
import { readCookie, writeCookie } from '../lib/cookies'
import { connectErrorText, errorText } from '../lib/error-text'
import { showError } from '../session/alert-store'
import { isLoggedIn, useSessionStore } from '../session/session-store'
import { type TextBundles, type TextTree, type TextValues, type Translate, translate } from './translate'

type Bundle = { default: TextTree }

/**
 * The namespaces the signed-out pages draw (sign-in, password reset, error pages, alerts). They
 * render before i18next loads, through `useText`. Everything else, i18next included, loads on
 * the way into the console or after the first paint (the command layer).
 */
export const firstPaintNamespaces = ['common', 'shell', 'auth', 'errors'] as const

/** The first-paint text of every language, English included, loaded when needed. */
const firstPaintFiles = import.meta.glob<Bundle>('/locales/*/{common,shell,auth,errors}.json')

/**
 * One top-level key of an English locale file. The query makes the file a module of its own (the
 * console imports it whole), so the entry holds that key only; `&lang.json` keeps it JSON to Vite.
 */
const keyOf = (glob: Record<string, string | TextTree>): string | TextTree => Object.values(glob)[0] ?? {}

/**
 * The English the sign-in page shows, in the entry so its first paint never waits for it; the
 * rest of the first-paint text loads once that page is drawn (`loadEnglishText`).
 */
export const signInEnglish: TextBundles = {
  auth: { login: keyOf(import.meta.glob('/locales/en/auth.json', { eager: true, query: '?sign-in&lang.json', import: 'login' })) },
  common: {
    actions: keyOf(import.meta.glob('/locales/en/common.json', { eager: true, query: '?sign-in&lang.json', import: 'actions' })),
    validation: keyOf(import.meta.glob('/locales/en/common.json', { eager: true, query: '?sign-in&lang.json', import: 'validation' })),
  },
  shell: {
    language: keyOf(import.meta.glob('/locales/en/shell.json', { eager: true, query: '?sign-in&lang.json', import: 'language' })),
    poweredBy: keyOf(import.meta.glob('/locales/en/shell.json', { eager: true, query: '?sign-in&lang.json', import: 'poweredBy' })),
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

interface TextState {
  locale: Locale
  /** The first-paint namespaces of `locale`. */
  bundles: TextBundles
  /** English, the fallback: the sign-in page's text until the rest has loaded. */
  english: TextBundles
}

const useTextStore = create<TextState>()(() => ({ locale: DEFAULT_LOCALE as Locale, bundles: signInEnglish, english: signInEnglish }))

/** The texts of the API's error codes by language: only a failed call needs them, so never the first paint. */
const errorCodeTexts: Partial<Record<Locale, TextTree>> = {}
const errorCodeFiles = import.meta.glob<Bundle>('/locales/*/errorcodes.json')

/** Loads the error code texts of the language and of English, their fallback; a failed load is tried again on the next call. */
function loadErrorCodeTexts(locale: Locale): void {
  for (const language of new Set([DEFAULT_LOCALE as Locale, locale])) {
    if (errorCodeTexts[language]) continue
    errorCodeFiles[`/locales/${language}/errorcodes.json`]?.()
      .then((bundle) => {
        errorCodeTexts[language] = bundle.default
      })
      .catch(() => undefined)
  }
}

connectErrorText((key, values) =>
  translate({ errorcodes: errorCodeTexts[useTextStore.getState().locale] }, { errorcodes: errorCodeTexts[DEFAULT_LOCALE as Locale] }, key, values),
)

async function firstPaintBundles(locale: Locale): Promise<TextBundles> {
  const loaded = await Promise.all(
    firstPaintNamespaces.map(async (namespace) => {
      const load = firstPaintFiles[`/locales/${locale}/${namespace}.json`]
      return [namespace, load ? (await load()).default : {}] as const
    }),
  )
  return Object.fromEntries(loaded)
}

let englishLoading: Promise<void> | undefined

/**
 * The whole English first-paint text, loaded once the sign-in page is drawn: the other
 * signed-out pages and the console wait for it. A failed load is tried again by the next caller.
 */
export function loadEnglishText(): Promise<void> {
  englishLoading ??= firstPaintBundles(DEFAULT_LOCALE as Locale).then(
    (english) => useTextStore.setState((state) => ({ english, bundles: state.locale === DEFAULT_LOCALE ? english : state.bundles })),
    (error: unknown) => {
      englishLoading = undefined
      throw error
    },
  )
  return englishLoading
}

/** The text of the signed-out pages, in the current language; re-renders when it changes. */
export function useText(): { t: Translate; locale: Locale } {
  const { locale, bundles, english } = useTextStore()
  const t: Translate = (key: string, values?: TextValues) => translate(bundles, english, key, values)
  return { t, locale }
}

/** A first-paint text in the current language, for code outside React (a toast raised by a call). */
export function textNow(key: string, values?: TextValues): string {
  const { bundles, english } = useTextStore.getState()
  return translate(bundles, english, key, values)
}

/** Loads the first-paint text of the language the console starts in (English's is in the entry); nothing renders before it. */
export async function startText(locale: Locale): Promise<void> {
  chosenLocale = locale
  if (locale !== DEFAULT_LOCALE) useTextStore.setState({ locale, bundles: await firstPaintBundles(locale) })
  loadErrorCodeTexts(locale)
  applyDocumentLocale(locale)
}

type I18nextModule = typeof import('./i18next')

let i18nextLoading: Promise<I18nextModule> | undefined
/** The language last asked for: i18next starts in it even while its text is still loading. */
let chosenLocale: Locale = DEFAULT_LOCALE as Locale

function i18nextModule(): Promise<I18nextModule> {
  i18nextLoading ??= import('./i18next')
    .then(async (module) => {
      await module.startI18next(chosenLocale)
      return module
    })
    .catch((error: unknown) => {
      // A failed load (offline, a new deploy) is tried again by the next caller.
      i18nextLoading = undefined
      throw error
    })
  return i18nextLoading
}

/**
 * i18next with react-i18next, for the console's screens and the command layer: loaded once, in
 * the language now shown, off the sign-in page's critical path.
 */
export async function loadI18next(): Promise<i18n> {
  return (await i18nextModule()).i18next
}

/**
 * Loads the area text in the current language (and English, its fallback) before a console
 * screen renders, so no raw key ever shows. Loaded once: later language switches reload every
 * namespace i18next knows, areas included.
 */
export async function loadAreaText(): Promise<void> {
  const { i18next, areaNamespaces } = await i18nextModule()
  await i18next.loadNamespaces(areaNamespaces)
}

/**
 * Switches the console language: the translations (first-paint text, and i18next's once it is
 * loaded), the locale cookie, <html lang dir>, and, when signed in, the user's profile so the
 * choice follows them to other devices.
 */
export async function setLocale(locale: string): Promise<void> {
  if (!isLocale(locale)) return
  chosenLocale = locale
  // Without i18next (not loaded, or its load failed) the signed-out pages still switch; it starts
  // in the chosen language when it loads.
  const switchI18next = i18nextLoading?.then(({ i18next }) => i18next.changeLanguage(locale)).catch(() => undefined)
  const [bundles] = await Promise.all([firstPaintBundles(locale), switchI18next])
  useTextStore.setState({ locale, bundles })
  loadErrorCodeTexts(locale)
  writeCookie(LOCALE_COOKIE, locale, { days: LOCALE_COOKIE_DAYS })
  applyDocumentLocale(locale)
  const { user, setUser } = useSessionStore.getState()
  if (!isLoggedIn(user) || user.locale === locale) return
  try {
    const updated = await callApi(authCall('updateProfile'), {
      body: { realName: user.realName, email: user.email, timezone: user.timezone, locale },
    })
    setUser(updated)
  } catch (error) {
    showError(errorText(error as Error))
  }
}
