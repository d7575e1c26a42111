import './ui/theme.css'
import { LOCALE_COOKIE } from '@domain/constants'
import { StrictMode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { installChunkReloadGuard } from './app/chunk-reload'
import { loadConsole } from './app/console-entry'
import { initialLocale, isLocale, loadEnglishText, startText } from './app/i18n'
import { FullPageLayout } from './app/layouts/FullPageLayout'
import { signedOutPage } from './app/signed-out-navigation'
import { afterPaint } from './lib/after-paint'
import { readCookie } from './lib/cookies'
import { leaveSignIn } from './screens/auth/LoginScreen'
import { renewOnStartUp } from './session/renewal'
import { isLoggedIn, useSessionStore } from './session/session-store'
import { startTheme } from './session/ui-store'

// The palette's dialog locks the page's scroll with a style element, which the CSP lets in only
// with the page's nonce; the dialog's library reads it from this global.
const styleNonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content
if (styleNonce) (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = styleNonce
// zod compiles parsers with `new Function` when it may, and finds out by trying: the CSP refuses
// eval, so it is told up front (zod reads this global when it loads, after the sign-in page).
;(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true }

let consoleStarting: Promise<void> | undefined

/**
 * The router, the route tree and the console load only when the console is needed; a sign-in
 * leads to `href`. A failed start is tried again by the next way in (Enter again, a link).
 */
function startConsole(root: Root, href?: string): Promise<void> {
  consoleStarting ??= Promise.all([loadConsole(), loadEnglishText()])
    .then(([{ showConsole }]) => showConsole(root, href))
    .catch((error: unknown) => {
      consoleStarting = undefined
      console.error('Error while loading the console', error)
      throw error
    })
  return consoleStarting
}

async function boot(): Promise<void> {
  startTheme()
  installChunkReloadGuard()
  await renewOnStartUp()
  // The locale cookie wins; a signed-in user without one gets the language of their profile.
  const user = useSessionStore.getState().user
  const locale = readCookie(LOCALE_COOKIE) === null && isLocale(user?.locale) ? user.locale : initialLocale()
  await startText(locale)
  const element = document.getElementById('root')
  if (!element) throw new Error('no #root element')
  const root = createRoot(element)
  // Signed in, the sign-in page leads on at once, before it shows.
  if (isLoggedIn(user) && signedOutPage(location.pathname)?.name === 'login') leaveSignIn()
  const enterConsole = (href?: string) => startConsole(root, href)
  if (!signedOutPage(location.pathname)) {
    enterConsole().catch(() => undefined)
    return
  }
  root.render(
    <StrictMode>
      <FullPageLayout enterConsole={enterConsole} />
    </StrictMode>,
  )
  afterPaint(() => loadEnglishText().catch(() => undefined))
}

boot().catch((error: unknown) => {
  console.error('Error while mounting app', error)
})
