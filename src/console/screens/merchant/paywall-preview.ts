import { z } from 'zod'
import { readCookie, removeCookie, writeCookie } from '../../lib/cookies'

/** The partner's two paywall addresses. */
export const paywallEnvironments = ['development', 'production'] as const
export type PaywallEnvironment = (typeof paywallEnvironments)[number]

/** What the preview asks besides the merchant's saved paywall settings. */
export interface PaywallPreviewChoices {
  environment?: PaywallEnvironment
  amount?: string
  currency?: string
}

/** Remembered for a year: a merchant's preview is tried again and again while its page is set up. */
const COOKIE_DAYS = 365

type Value = string | number | boolean | null | undefined

/** The entries that hold something: null, undefined and blank text are dropped, text is trimmed. */
export function dropEmpty(values: Record<string, Value>): Record<string, string> {
  const kept: Record<string, string> = {}
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue
    const text = String(value).trim()
    if (text !== '') kept[key] = text
  }
  return kept
}

const choicesSchema = z.object({
  environment: z.enum(paywallEnvironments).optional().catch(undefined),
  amount: z.string().max(20).optional().catch(undefined),
  currency: z.string().max(3).optional().catch(undefined),
})

/** One cookie per merchant account. */
export function previewCookieName(merchant: string): string {
  return `paywall.${merchant}`
}

/** The choices a cookie holds; anything unreadable counts as no choice. */
export function parsePreviewChoices(text: string | null): PaywallPreviewChoices {
  if (!text) return {}
  try {
    const parsed = choicesSchema.safeParse(JSON.parse(text))
    return parsed.success ? (dropEmpty({ ...parsed.data }) as PaywallPreviewChoices) : {}
  } catch {
    return {}
  }
}

/** The cookie's text, or null when every choice is empty (the cookie is then removed). */
export function serializePreviewChoices(choices: PaywallPreviewChoices): string | null {
  const kept = dropEmpty({ ...choices })
  return Object.keys(kept).length ? JSON.stringify(kept) : null
}

export interface CookieJar {
  read: (name: string) => string | null
  write: (name: string, value: string, options: { days: number }) => void
  remove: (name: string) => void
}

const documentCookies: CookieJar = { read: readCookie, write: writeCookie, remove: removeCookie }

export function readPreviewChoices(merchant: string, jar: CookieJar = documentCookies): PaywallPreviewChoices {
  return parsePreviewChoices(jar.read(previewCookieName(merchant)))
}

export function rememberPreviewChoices(merchant: string, choices: PaywallPreviewChoices, jar: CookieJar = documentCookies): void {
  const text = serializePreviewChoices(choices)
  if (text === null) jar.remove(previewCookieName(merchant))
  else jar.write(previewCookieName(merchant), text, { days: COOKIE_DAYS })
}

/**
 * The paywall address with the settings as query parameters, empty ones left out; the address's
 * own parameters stay. Null when the partner's address is not an absolute URL.
 */
export function paywallPreviewUrl(base: string | null, settings: Record<string, Value>): string | null {
  if (!base || !URL.canParse(base)) return null
  const url = new URL(base)
  for (const [key, value] of Object.entries(dropEmpty(settings))) url.searchParams.set(key, value)
  return url.toString()
}
