import './ui/theme.css'
import { LOCALE_COOKIE } from '@domain/constants'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { installChunkReloadGuard } from './app/chunk-reload'
import { initialLocale, isLocale, startText } from './app/i18n'
import { router } from './app/router'
import { readCookie } from './lib/cookies'
import { renewOnStartUp } from './session/renewal'
import { useSessionStore } from './session/session-store'
import { startTheme } from './session/ui-store'

// The palette's dialog locks the page's scroll with a style element, which the CSP lets in only
// with the page's nonce; the dialog's library reads it from this global.
const styleNonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content
if (styleNonce) (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = styleNonce
// zod compiles parsers with `new Function` when it may, and finds out by trying: the CSP refuses
// eval, so it is told up front (zod reads this global when it loads, after the sign-in page).
;(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true }

async function boot(): Promise<void> {
  startTheme()
  installChunkReloadGuard()
  await renewOnStartUp()
  // The locale cookie wins; a signed-in user without one gets the language of their profile.
  const userLocale = useSessionStore.getState().user?.locale
  const locale = readCookie(LOCALE_COOKIE) === null && isLocale(userLocale) ? userLocale : initialLocale()
  await startText(locale)
  const root = document.getElementById('root')
  if (!root) throw new Error('no #root element')
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
}

boot().catch((error: unknown) => {
  console.error('Error while mounting app', error)
})
