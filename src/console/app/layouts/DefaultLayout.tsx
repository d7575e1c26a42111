import '../../ui/console.css'
import { DEFAULT_CONSOLE_NAME } from '@domain/constants'
import { Dialog, DialogBackdrop, DialogPanel, Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import { Link, Outlet, useRouter } from '@tanstack/react-router'
import { type ComponentType, lazy, type RefObject, Suspense, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime, zoneOrBrowser } from '../../lib/dates'
import { isPasswordExpiring } from '../../lib/password-rules'
import { useFocusLayer, useFocusStackStore } from '../../palette/focus-stack'
import { isApplePlatform } from '../../palette/key-caps'
import { usePaletteStore } from '../../palette/palette-store'
import { useSessionStore } from '../../session/session-store'
import { useUiStore } from '../../session/ui-store'
import { useOnline } from '../online'
import { usePartner } from '../partner'
import { QueryProvider } from '../query'
import { type Screen, type ScreenSection, screens, sectionTitleKeys } from '@commands/screens'
import { LanguageSwitcher } from './LanguageSwitcher'

/** The sidebar entries that say how many records wait there, loaded with their screen's code rather than the shell's. */
const screenCounts: Partial<Record<Screen['path'], ComponentType>> = {
  '/approvals': lazy(() => import('../../screens/approval/ApprovalCount').then((module) => ({ default: module.ApprovalCount }))),
}

/** The screens the user may open, by section; a link closes the phone's drawer. */
function NavSections() {
  const { t } = useTranslation()
  const permissions = useSessionStore((s) => s.user?.permissions)
  const setOpen = useUiStore((s) => s.setSidebarOpen)
  const visible = screens.filter((screen) => !screen.permission || permissions?.includes(screen.permission))
  const sections: Partial<Record<ScreenSection, Screen[]>> = {}
  for (const screen of visible) sections[screen.section] = [...(sections[screen.section] ?? []), screen]
  return (
    <nav aria-label={t('shell:navigation')}>
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
                  <ScreenCount path={screen.path} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  )
}

function ScreenCount({ path }: { path: Screen['path'] }) {
  const Count = screenCounts[path]
  return Count ? (
    <Suspense fallback={null}>
      <Count />
    </Suspense>
  ) : null
}

function Sidebar() {
  return (
    <div className="hidden w-60 shrink-0 border-e border-slate-200 bg-white p-3 md:block dark:border-slate-800 dark:bg-slate-900">
      <NavSections />
    </div>
  )
}

/** Below md the navigation is a drawer over the page: focus stays in it, Esc or the backdrop closes it. */
function MenuDrawer() {
  const { t } = useTranslation()
  const open = useUiStore((s) => s.sidebarOpen)
  const setOpen = useUiStore((s) => s.setSidebarOpen)
  useFocusLayer({ plainKeys: false, active: open })
  const panel = useRef<HTMLDivElement>(null)
  useFocusBackIn(panel, open)
  return (
    <Dialog open={open} onClose={() => setOpen(false)} aria-label={t('shell:menu')} className="relative z-40 md:hidden">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/40" data-testid="menu-backdrop" />
      <DialogPanel ref={panel} tabIndex={-1} className="fixed inset-y-0 start-0 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-white p-3 shadow-xl focus:outline-none dark:bg-slate-900">
        <div className="mb-3 flex items-center justify-between gap-2">
          <LanguageSwitcher />
          <button type="button" className="rounded-md px-2 py-1 hover:bg-slate-100 dark:hover:bg-slate-800" aria-label={t('shell:closeMenu')} onClick={() => setOpen(false)}>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        <NavSections />
      </DialogPanel>
    </Dialog>
  )
}

/**
 * The palette or the help opened over the drawer leaves the focus on the page's body as it closes,
 * where Tab would leave the drawer: the focus goes back into the drawer, a frame later, after the
 * closing layer has placed it.
 */
function useFocusBackIn(panel: RefObject<HTMLElement | null>, open: boolean) {
  useEffect(() => {
    if (!open) return
    let frame = 0
    const unsubscribe = useFocusStackStore.subscribe((state, previous) => {
      if (state.layers.length >= previous.layers.length) return
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        if (document.activeElement === document.body) panel.current?.focus()
      })
    })
    return () => {
      unsubscribe()
      cancelAnimationFrame(frame)
    }
  }, [panel, open])
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
      {/* Named by what it shows (the user's name), with what it is for after it: a label of its own would hide the name. */}
      <MenuButton className="flex items-center gap-2 rounded-md px-2 py-1 text-sm hover:bg-slate-100 dark:hover:bg-slate-800">
        {user.avatar ? (
          <img src={user.avatar} alt="" className="size-7 rounded-full object-cover" />
        ) : (
          <span className="flex size-7 items-center justify-center rounded-full bg-brand text-xs font-semibold text-brand-contrast" aria-hidden="true">
            {initials(user.realName)}
          </span>
        )}
        <span className="hidden sm:inline">{user.realName}</span>
        <span className="sr-only">{t('shell:userMenu.label')}</span>
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
          <button type="button" className={item} onClick={() => usePaletteStore.getState().open('theme')}>
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
    <header className="flex h-14 items-center gap-2 border-b border-slate-200 bg-white px-3 sm:gap-3 sm:px-4 dark:border-slate-800 dark:bg-slate-900">
      <button
        type="button"
        className="shrink-0 rounded-md px-2 py-1 md:hidden"
        aria-expanded={sidebarOpen}
        aria-label={t('shell:menu')}
        onClick={() => setSidebarOpen(!sidebarOpen)}
      >
        ☰
      </button>
      <Link to="/dashboard" className="flex min-w-0 items-center gap-2 font-semibold">
        {partner?.partnerLogoUrl && <img src={partner.partnerLogoUrl} alt="" className="h-7 w-auto" />}
        <span className="truncate">{title}</span>
      </Link>
      {/* On a phone the box is a search button: an icon with the same name, no shortcut to squeeze in. */}
      <button
        type="button"
        onClick={() => usePaletteStore.getState().open()}
        className="ms-auto flex shrink-0 items-center gap-3 rounded-md px-2 py-1.5 text-sm text-slate-500 hover:bg-slate-50 sm:min-w-64 sm:border sm:border-slate-300 sm:px-3 dark:border-slate-600 dark:hover:bg-slate-800"
      >
        <svg viewBox="0 0 20 20" className="size-5 sm:hidden" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="5.5" />
          <path d="m13 13 4.5 4.5" />
        </svg>
        <span className="sr-only sm:not-sr-only sm:truncate">{t('shell:palette.open')}</span>
        <kbd className="ms-auto hidden rounded border border-slate-300 px-1.5 text-xs sm:inline dark:border-slate-600" dir="ltr">
          {isApplePlatform() ? '⌘K' : 'Ctrl K'}
        </kbd>
      </button>
      <div className="hidden md:block">
        <LanguageSwitcher />
      </div>
      <UserMenu />
    </header>
  )
}

function PasswordBanner() {
  const { t, i18n } = useTranslation()
  const user = useSessionStore((s) => s.user)
  if (!user || !isPasswordExpiring(user)) return null
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
      <span>{t('shell:passwordExpiring', { date: formatDateTime(user.passwordExpiration, i18n.language, zoneOrBrowser(user.timezone), 'minute') })}</span>
      <Link to="/password" className="font-semibold underline">
        {t('shell:userMenu.password')}
      </Link>
    </div>
  )
}

/** Offline, the screen on show stays and says so; calls and navigations go on when the network is back. */
function OfflineBanner() {
  const { t } = useTranslation()
  if (useOnline()) return null
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
      {t('errorcodes:network.offline')}
    </div>
  )
}

/**
 * After a jump or a save moves to another screen, the focus would be left on the page's body (the
 * control that had it is gone): it goes to the new screen's main element instead, so Tab and the
 * screen's keys start there. A control that still has the focus keeps it (a form's first field).
 */
function useFocusMainOnArrival() {
  const main = useRef<HTMLElement>(null)
  const router = useRouter()
  useEffect(() => {
    let frame = 0
    const unsubscribe = router.subscribe('onRendered', () => {
      cancelAnimationFrame(frame)
      // A frame later: the palette or a dialog gives the focus back as it closes.
      frame = requestAnimationFrame(() => {
        const active = document.activeElement
        if (!active || active === document.body) main.current?.focus({ preventScroll: true })
      })
    })
    return () => {
      unsubscribe()
      cancelAnimationFrame(frame)
    }
  }, [router])
  return main
}

/** Signed-in screens: navigation sidebar, top bar, password warning, the screen. */
export function DefaultLayout() {
  const { t } = useTranslation()
  const main = useFocusMainOnArrival()
  return (
    <QueryProvider>
      <div className="flex min-h-screen flex-col">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
          {t('shell:skipToContent')}
        </a>
        <TopBar />
        <OfflineBanner />
        <PasswordBanner />
        <div className="flex flex-1">
          <Sidebar />
          <MenuDrawer />
          <main ref={main} id="main" tabIndex={-1} className="min-w-0 flex-1 p-4 md:p-8 focus:outline-none">
            <Outlet />
          </main>
        </div>
      </div>
    </QueryProvider>
  )
}
