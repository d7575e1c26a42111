export interface CookieOptions {
  days?: number
  path?: string
  sameSite?: 'lax' | 'strict' | 'none'
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null
  const prefix = `${encodeURIComponent(name)}=`
  for (const part of document.cookie.split(';')) {
    const entry = part.trim()
    if (entry.startsWith(prefix)) return decodeURIComponent(entry.slice(prefix.length))
  }
  return null
}

/** Cookies default to path `/` and SameSite lax; without `days` it lasts the browser session. */
export function writeCookie(name: string, value: string, { days, path = '/', sameSite = 'lax' }: CookieOptions = {}): void {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `path=${path}`, `SameSite=${sameSite}`]
  if (days !== undefined) parts.push(`max-age=${Math.round(days * 24 * 60 * 60)}`)
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some supported browsers
  document.cookie = parts.join('; ')
}

export function removeCookie(name: string, path = '/'): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some supported browsers
  document.cookie = `${encodeURIComponent(name)}=; path=${path}; max-age=0`
}
