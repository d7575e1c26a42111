import { readCookie, writeCookie } from './cookies'

const COOKIE_PREFIX = 'paywall_'
const COOKIE_DAYS = 365

export type PaywallSettings = Record<string, string | number | boolean>

/** Keeps only values worth remembering: empty strings, null and undefined are dropped. */
export function compactSettings(settings: Record<string, unknown>): PaywallSettings {
  const kept: PaywallSettings = {}
  for (const [key, value] of Object.entries(settings)) {
    if (value === null || value === undefined || value === '') continue
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') kept[key] = value
  }
  return kept
}

/** Paywall settings remembered per merchant account, in a cookie. */
export function savePaywallSettings(merchantAccount: string, settings: Record<string, unknown>): void {
  writeCookie(`${COOKIE_PREFIX}${merchantAccount}`, JSON.stringify(compactSettings(settings)), { days: COOKIE_DAYS })
}

export function loadPaywallSettings(merchantAccount: string): PaywallSettings {
  const raw = readCookie(`${COOKIE_PREFIX}${merchantAccount}`)
  if (!raw) return {}
  try {
    const parsed: unknown = JSON.parse(raw)
    return parsed && typeof parsed === 'object' ? compactSettings(parsed as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}
