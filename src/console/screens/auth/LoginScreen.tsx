import { LOCALE_COOKIE } from '@domain/constants'
import type { LoginAnswer } from '@domain/entities/user'
import { useEffect } from 'react'
import { prefetchConsole } from '../../app/console-entry'
import { setLocale, useText } from '../../app/i18n'
import { usePartner } from '../../app/partner'
import { clearQueryCache } from '../../app/query-client'
import { navigate, safeRedirect } from '../../app/signed-out-navigation'
import { afterPaint } from '../../lib/after-paint'
import { readCookie } from '../../lib/cookies'
import { isLoggedIn, useSessionStore } from '../../session/session-store'
import { LoginForm } from './LoginForm'

/** Where signing in leads: the sign-in page's `redirect` when that is a console address, else the dashboard. */
function signInTarget(): string {
  return safeRedirect(new URLSearchParams(location.search).get('redirect') ?? undefined)
}

/** Into the console, already signed in. */
export function leaveSignIn(): void {
  navigate(signInTarget(), { replace: true })
}

function RequestAccount({ text, contact }: { text: string | null; contact: string | null }) {
  if (!text && !contact) return null
  const href = contact?.includes('@') ? `mailto:${contact}` : contact
  return (
    <p className="text-sm">
      {text}{' '}
      {contact && href && (
        <a href={href} className="font-semibold underline">
          {contact}
        </a>
      )}
    </p>
  )
}

export function LoginScreen({ enterConsole }: { enterConsole: (href: string) => Promise<void> }) {
  const { t } = useText()
  const partner = usePartner()

  // Already signed in when a link led here: on into the console.
  useEffect(() => {
    if (isLoggedIn(useSessionStore.getState().user)) leaveSignIn()
  }, [])

  // The console's code comes while the page is idle, so that Enter waits only for the server.
  useEffect(() => afterPaint(() => prefetchConsole(signInTarget())), [])

  const onSignedIn = (answer: LoginAnswer) => {
    clearQueryCache()
    useSessionStore.getState().signIn(answer)
    // Without a choice made in this browser, the language saved in the profile applies.
    if (readCookie(LOCALE_COOKIE) === null) void setLocale(answer.user.locale)
    return enterConsole(signInTarget())
  }

  const form = (
    <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-6 shadow-lg dark:border-slate-700 dark:bg-slate-900">
      <h1 className="mb-1 text-xl font-semibold">{t('auth:login.title')}</h1>
      <p className="mb-5 text-sm text-slate-500 dark:text-slate-400">{t('auth:login.subtitle')}</p>
      <LoginForm onSignedIn={onSignedIn} showForgotPassword keepKeys />
    </div>
  )

  if (!partner?.newLoginLayout) return form

  return (
    <div className="grid w-full max-w-4xl items-center gap-8 md:grid-cols-2">
      <div className="space-y-3 rounded-xl bg-brand p-8 text-brand-contrast">
        {partner.loginMessage && <h2 className="text-3xl font-bold">{partner.loginMessage}</h2>}
        {partner.loginSubMessage && <p className="text-lg opacity-90">{partner.loginSubMessage}</p>}
        <RequestAccount text={partner.requestAccountText} contact={partner.requestAccountContact} />
      </div>
      <div className="flex justify-center">{form}</div>
    </div>
  )
}
