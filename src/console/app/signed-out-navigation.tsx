import { type AnchorHTMLAttributes, type MouseEvent, useMemo, useSyncExternalStore } from 'react'

/**
 * The signed-out pages (sign-in, forgotten password, a new password or email confirmed by an emailed link) draw
 * without the router, which loads only on the way into the console: their addresses and a
 * navigation of their own over the browser's history.
 */
export type SignedOutPage =
  | { name: 'login' }
  | { name: 'forgotPassword' }
  | { name: 'resetPassword'; code: string }
  | { name: 'confirmEmail'; code: string }

/** The signed-out page an address shows, if it is one (a trailing slash is the same page). */
export function signedOutPage(pathname: string): SignedOutPage | undefined {
  const path = pathname.replace(/(.)\/+$/, '$1')
  if (path === '/login') return { name: 'login' }
  if (path === '/resetpassword') return { name: 'forgotPassword' }
  const code = /^\/resetpassword\/([^/]+)$/.exec(path)?.[1]
  if (code) return { name: 'resetPassword', code }
  const emailCode = /^\/confirmemail\/([^/]+)$/.exec(path)?.[1]
  return emailCode ? { name: 'confirmEmail', code: emailCode } : undefined
}

const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  window.addEventListener('popstate', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('popstate', listener)
  }
}

/** Tells the readers of the address that it changed: these navigations, and the console's router once it loads (router.ts). */
export function locationChanged(): void {
  for (const listener of listeners) listener()
}

/** Goes to an address without loading the page; one that is not a signed-out page brings in the console (main.tsx). */
export function navigate(href: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) history.replaceState(null, '', href)
  else history.pushState(null, '', href)
  locationChanged()
}

/** The address shown, kept current through these navigations and the browser's back and forward. */
export function useSignedOutLocation(): URL {
  const href = useSyncExternalStore(subscribe, () => location.href)
  return useMemo(() => new URL(href), [href])
}

/** A link of the signed-out pages to another of them: a plain `<a>`, followed without loading the page. */
export function SignedOutLink({ to, onClick, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: '/login' | '/resetpassword' }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    // A click for a new tab or window, or a download, stays the browser's.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    navigate(to)
  }
  return <a {...props} href={to} onClick={follow} />
}

/** Only a path inside the console is a safe place to return to after sign-in. */
export function safeRedirect(target: string | undefined): string {
  return target?.startsWith('/') && !target.startsWith('//') && !target.startsWith('/login') ? target : '/dashboard'
}
