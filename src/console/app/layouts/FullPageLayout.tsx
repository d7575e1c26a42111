import { Outlet } from '@tanstack/react-router'
import { useText } from '../i18n'
import { consoleTitle, usePartner } from '../partner'
import { LanguageSwitcher } from './LanguageSwitcher'

/** Public screens in the partner's look: background, logo, optional partner footer. */
export function FullPageLayout() {
  const { t } = useText()
  const partner = usePartner()
  const background = partner?.backgroundImageUrl ? { backgroundImage: `url(${partner.backgroundImageUrl})` } : undefined
  return (
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
        <Outlet />
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
  )
}
