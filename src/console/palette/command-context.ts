import type { CommandActions, CommandContext } from '@commands/types'
import { setLocale } from '@console/app/i18n'
import { isLoggedIn, useSessionStore } from '@console/session/session-store'
import { showError } from '@console/session/alert-store'
import { chooseTheme } from '@console/session/choose-theme'
import { undoLast } from '@console/api/undo'
import type { Permission } from '@domain/permissions'
import { type NavigateOptions, useRouter, useRouterState } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { routerTarget } from '@console/lib/targets'
import { useFocusRecordsStore } from './focus-records'
import { palettePages, usePaletteStore } from './palette-store'

export { useRegisterFocus } from './focus-records'

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value)
}

const noPermissions: ReadonlySet<Permission> = new Set()

/** The context every command sees: where we are, who is signed in, what is in focus, what it may call. */
export function useCommandContext(): CommandContext {
  const { t } = useTranslation()
  const router = useRouter()
  const location = useRouterState({ select: (state) => state.location })
  const user = useSessionStore((state) => state.user)
  const signOut = useSessionStore((state) => state.signOut)
  const focus = useFocusRecordsStore((state) => state.records)
  const userPermissions = user?.permissions

  const permissions = useMemo(() => (userPermissions ? new Set(userPermissions) : noPermissions), [userPermissions])

  const actions = useMemo<CommandActions>(
    () => ({
      signOut,
      setLocale,
      openPalette: (page) => usePaletteStore.getState().open(page && isOneOf(palettePages, page) ? page : 'root'),
      openShortcutHelp: () => usePaletteStore.getState().openHelp(),
      // The theme shows at once; only its saving in the profile can fail.
      setTheme: (theme) => chooseTheme(theme).catch(() => void showError(t('shell:theme.notSaved'))),
      undoLast,
    }),
    [signOut, t],
  )

  return useMemo<CommandContext>(
    () => ({
      go: (target) => void router.navigate(routerTarget(target)),
      openDialog: (dialog) => {
        void router.navigate({ to: '.', search: (previous: Record<string, unknown>) => ({ ...previous, dialog }) } as NavigateOptions)
      },
      location: { pathname: location.pathname, search: location.search as Record<string, unknown> },
      permissions,
      signedIn: isLoggedIn(user),
      username: user?.username ?? null,
      focus,
      actions,
    }),
    [router, location.pathname, location.search, permissions, user, focus, actions],
  )
}
