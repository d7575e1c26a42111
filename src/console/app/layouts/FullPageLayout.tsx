import { useEffect, useState } from 'react'
import { ForgotPasswordScreen } from '../../screens/auth/ForgotPasswordScreen'
import { LoginScreen } from '../../screens/auth/LoginScreen'
import { ResetPasswordScreen } from '../../screens/auth/ResetPasswordScreen'
import { useOtherTabsReload } from '../../session/use-other-tabs-reload'
import { Alerts } from '../../ui/Alerts'
import { useText } from '../i18n'
import { consoleTitle, PartnerLook, usePartner } from '../partner'
import { type SignedOutPage, signedOutPage, useSignedOutLocation } from '../signed-out-navigation'
import { LanguageSwitcher } from './LanguageSwitcher'

function PageScreen({ page }: { page: SignedOutPage }) {
  if (page.name === 'login') return <LoginScreen />
  if (page.name === 'forgotPassword') return <ForgotPasswordScreen />
  return <ResetPasswordScreen code={page.code} />
}

/**
 * The page shown, by its address. An address that is not a signed-out page (signed in, or a link
 * into the console) calls `onLeave`; the page left stays on screen while the console loads.
 */
function useShownPage(onLeave: () => void): SignedOutPage | undefined {
  const { pathname } = useSignedOutLocation()
  const leaving = signedOutPage(pathname) === undefined
  const [shown, setShown] = useState(pathname)
  if (!leaving && pathname !== shown) setShown(pathname)
  useEffect(() => {
    if (leaving) onLeave()
  }, [leaving, onLeave])
  return signedOutPage(shown)
}


/**
 * The signed-out pages in the partner's look (background, logo, optional partner footer), drawn
 * without the router so the sign-in page needs none of the console's code.
 */
export function FullPageLayout({ onLeave }: { onLeave: () => void }) {
  const { t } = useText()
  const partner = usePartner()
  const page = useShownPage(onLeave)
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
        {page && <PageScreen page={page} />}
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
