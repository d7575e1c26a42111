import { lazy, Suspense, useEffect, useState } from 'react'
import { LoginScreen } from '../../screens/auth/LoginScreen'
import { useOtherTabsReload } from '../../session/use-other-tabs-reload'
import { Alerts } from '../../ui/Alerts'
import { loadEnglishText, useText } from '../i18n'
import { consoleTitle, PartnerLook, usePartner } from '../partner'
import { type SignedOutPage, signedOutPage, useSignedOutLocation } from '../signed-out-navigation'
import { LanguageSwitcher } from './LanguageSwitcher'

/** Starts the console, at `href` when signing in leads there; main.tsx logs a failure. */
type EnterConsole = (href?: string) => Promise<void>

/** A page's module, once the English text beyond the sign-in page's is there too. */
const withText = <T,>(load: Promise<T>): Promise<T> => Promise.all([load, loadEnglishText()]).then(([module]) => module)

// The other signed-out pages (a forgotten password, and those an emailed link opens) load when
// opened: the sign-in page, the one most people first see, carries none of their code or text.
const ForgotPasswordScreen = lazy(() => withText(import('../../screens/auth/ForgotPasswordScreen')).then((m) => ({ default: m.ForgotPasswordScreen })))
const ResetPasswordScreen = lazy(() => withText(import('../../screens/auth/ResetPasswordScreen')).then((m) => ({ default: m.ResetPasswordScreen })))
const ConfirmEmailScreen = lazy(() => withText(import('../../screens/auth/ConfirmEmailScreen')).then((m) => ({ default: m.ConfirmEmailScreen })))

function PageScreen({ page, enterConsole }: { page: SignedOutPage; enterConsole: EnterConsole }) {
  if (page.name === 'login') return <LoginScreen enterConsole={enterConsole} />
  return (
    <Suspense fallback={null}>
      {page.name === 'forgotPassword' ? <ForgotPasswordScreen /> : page.name === 'confirmEmail' ? <ConfirmEmailScreen code={page.code} /> : <ResetPasswordScreen code={page.code} />}
    </Suspense>
  )
}

/**
 * The page shown, by its address. An address that is not a signed-out page (a link into the
 * console) enters the console; the page left stays on screen while the console loads.
 */
function useShownPage(enterConsole: EnterConsole): SignedOutPage | undefined {
  const { pathname } = useSignedOutLocation()
  const leaving = signedOutPage(pathname) === undefined
  const [shown, setShown] = useState(pathname)
  if (!leaving && pathname !== shown) setShown(pathname)
  useEffect(() => {
    if (leaving) enterConsole().catch(() => undefined)
  }, [leaving, enterConsole])
  return signedOutPage(shown)
}

/**
 * The signed-out pages in the partner's look (background, logo, optional partner footer), drawn
 * without the router so the sign-in page needs none of the console's code.
 */
export function FullPageLayout({ enterConsole }: { enterConsole: EnterConsole }) {
  const { t } = useText()
  const partner = usePartner()
  const page = useShownPage(enterConsole)
  useOtherTabsReload()
  const background = partner?.backgroundImageUrl ? { backgroundImage: `url(${partner.backgroundImageUrl})` } : undefined
  return (
    <>
      <PartnerLook />
      <div className="relative flex min-h-screen flex-col bg-slate-100 bg-cover bg-center dark:bg-slate-950" style={background}>
      {partner?.backgroundVideoUrl && (
        <video className="absolute inset-0 -z-0 size-full object-cover" src={partner.backgroundVideoUrl} autoPlay muted loop playsInline />
      )}
      <header className="relative flex items-center justify-between p-4">
        <span className="flex items-center gap-2 font-semibold">
          {partner?.partnerLogoUrl && <img src={partner.partnerLogoUrl} alt="" className="h-8 w-auto" />}
          {consoleTitle(partner)}
        </span>
        <LanguageSwitcher />
      </header>
      <main id="main" className="relative flex flex-1 items-center justify-center p-4">
        {page && <PageScreen page={page} enterConsole={enterConsole} />}
      </main>
      {partner?.showPartnerFooter && (
        <footer className="relative flex items-center justify-center gap-2 p-4 text-sm text-slate-600 dark:text-slate-300">
          {partner.footerLogoUrl && <img src={partner.footerLogoUrl} alt="" className="h-6 w-auto" />}
          {partner.partnerUrl ? (
            <a href={partner.partnerUrl} className="underline">
              {partner.partnerName}
            </a>
          ) : (
            <span>{partner.partnerName}</span>
          )}
          <span>· {t('shell:poweredBy')}</span>
        </footer>
      )}
    </div>
      <Alerts />
    </>
  )
}
