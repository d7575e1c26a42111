import '../../ui/console.css'
import { DEFAULT_CONSOLE_NAME } from '@domain/constants'
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import { Link, Outlet } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { formatInZone } from '../../lib/dates'
import { isPasswordExpiring } from '../../lib/password-rules'
import { isApplePlatform } from '../../palette/key-caps'
import { usePaletteStore } from '../../palette/palette-store'
import { useSessionStore } from '../../session/session-store'
import { toggleTheme, useUiStore } from '../../session/ui-store'
import { usePartner } from '../partner'
import { QueryProvider } from '../query'
import { type Screen, type ScreenSection, screens, sectionTitleKeys } from '@commands/screens'
import { LanguageSwitcher } from './LanguageSwitcher'

function Sidebar() {
  const { t } = useTranslation()
  const permissions = useSessionStore((s) => s.user?.permissions)
  const open = useUiStore((s) => s.sidebarOpen)
  const setOpen = useUiStore((s) => s.setSidebarOpen)
  const visible = screens.filter((screen) => !screen.permission || permissions?.includes(screen.permission))
  const sections: Partial<Record<ScreenSection, Screen[]>> = {}
  for (const screen of visible) sections[screen.section] = [...(sections[screen.section] ?? []), screen]
  return (
    <nav
      aria-label={t('shell:navigation')}
      className={`${open ? 'block' : 'hidden'} w-60 shrink-0 border-e border-slate-200 bg-white p-3 md:block dark:border-slate-800 dark:bg-slate-900`}
    >
      {Object.entries(sections).map(([section, entries]) => (
        <div key={section} className="mb-4">
          <h2 className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">{t(sectionTitleKeys[section as ScreenSection])}</h2>
          <ul>
            {entries.map((screen) => (
              <li key={screen.path}>
                <Link
                  to={screen.path}
                  onClick={() => setOpen(false)}
                  className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
                  activeProps={{ className: 'bg-brand/10 font-semibold text-brand', 'aria-current': 'page' }}
                >
                  {t(screen.titleKey)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  )
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('')
}

function UserMenu() {
  const { t } = useTranslation()
  const user = useSessionStore((s) => s.user)
  const signOut = useSessionStore((s) => s.signOut)
  if (!user) return null
  const item = 'block w-full rounded px-3 py-1.5 text-start text-sm data-focus:bg-slate-100 dark:data-focus:bg-slate-800'
  return (
    <Menu as="div" className="relative">
      <MenuButton className="flex items-center gap-2 rounded-md px-2 py-1 text-sm hover:bg-slate-100 dark:hover:bg-slate-800" aria-label={t('shell:userMenu.label')}>
        {user.avatar ? (
          <img src={user.avatar} alt="" className="size-7 rounded-full object-cover" />
        ) : (
          <span className="flex size-7 items-center justify-center rounded-full bg-brand text-xs font-semibold text-brand-contrast" aria-hidden="true">
            {initials(user.realName)}
          </span>
        )}
        <span className="hidden sm:inline">{user.realName}</span>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 mt-1 w-52 rounded-md border border-slate-200 bg-white p-1 shadow-lg focus:outline-none dark:border-slate-700 dark:bg-slate-900"
      >
        <div className="px-3 py-2 text-xs text-slate-500">
          {user.username} · {user.mSpace.displayName}
        </div>
        <MenuItem>
          <Link to="/profile" className={item}>
            {t('shell:userMenu.profile')}
          </Link>
        </MenuItem>
        <MenuItem>
          <Link to="/password" className={item}>
            {t('shell:userMenu.password')}
          </Link>
        </MenuItem>
        <MenuItem>
          <button type="button" className={item} onClick={() => toggleTheme()}>
            {t('shell:userMenu.theme')}
          </button>
        </MenuItem>
        <MenuItem>
          <button type="button" className={item} onClick={() => void signOut()}>
            {t('shell:userMenu.signOut')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  )
}

function TopBar() {
  const { t } = useTranslation()
  const partner = usePartner()
  const sidebarOpen = useUiStore((s) => s.sidebarOpen)
  const setSidebarOpen = useUiStore((s) => s.setSidebarOpen)
  const title = partner?.navbarTitle || partner?.partnerAppName || DEFAULT_CONSOLE_NAME
  return (
    <header className="flex h-14 items-center gap-3 border-b border-slate-200 bg-white px-4 dark:border-slate-800 dark:bg-slate-900">
      <button
        type="button"
        className="rounded-md px-2 py-1 md:hidden"
        aria-expanded={sidebarOpen}
        aria-label={t('shell:menu')}
        onClick={() => setSidebarOpen(!sidebarOpen)}
      >
        ☰
      </button>
      <Link to="/dashboard" className="flex items-center gap-2 font-semibold">
        {partner?.partnerLogoUrl && <img src={partner.partnerLogoUrl} alt="" className="h-7 w-auto" />}
        <span>{title}</span>
      </Link>
      <button
        type="button"
        onClick={() => usePaletteStore.getState().open()}
        className="ms-auto flex min-w-0 items-center gap-3 rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-500 hover:bg-slate-50 sm:min-w-64 dark:border-slate-600 dark:hover:bg-slate-800"
      >
        <span className="truncate">{t('shell:palette.open')}</span>
        <kbd className="ms-auto rounded border border-slate-300 px-1.5 text-xs dark:border-slate-600" dir="ltr">
          {isApplePlatform() ? '⌘K' : 'Ctrl K'}
        </kbd>
      </button>
      <LanguageSwitcher />
      <UserMenu />
    </header>
  )
}

function PasswordBanner() {
  const { t } = useTranslation()
  const user = useSessionStore((s) => s.user)
  if (!user || !isPasswordExpiring(user)) return null
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
      <span>{t('shell:passwordExpiring', { date: formatInZone(user.passwordExpiration, user.timezone, 'yyyy-MM-dd HH:mm') })}</span>
      <Link to="/password" className="font-semibold underline">
        {t('shell:userMenu.password')}
      </Link>
    </div>
  )
}

/** Signed-in screens: navigation sidebar, top bar, password warning, the screen. */
export function DefaultLayout() {
  const { t } = useTranslation()
  return (
    <QueryProvider>
      <div className="flex min-h-screen flex-col">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
          {t('shell:skipToContent')}
        </a>
        <TopBar />
        <PasswordBanner />
        <div className="flex flex-1">
          <Sidebar />
          <main id="main" tabIndex={-1} className="min-w-0 flex-1 p-4 md:p-8">
            <Outlet />
          </main>
        </div>
      </div>
    </QueryProvider>
  )
}
