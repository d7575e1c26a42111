import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { startSessionClock } from '../session/session-clock'
import { isLoggedIn, onSignedOut, useSessionStore } from '../session/session-store'
import { useOtherTabsReload } from '../session/use-other-tabs-reload'

/** Runs the session rules while the console is open: the clock, other tabs, guards on sign-out. */
export function SessionWatcher() {
  const router = useRouter()

  useEffect(
    () =>
      startSessionClock({
        read: () => {
          const s = useSessionStore.getState()
          return { signedIn: isLoggedIn(s.user), expireAt: s.expireAt, expire: s.expire, dialogOpen: s.dialogOpen }
        },
        refresh: () => useSessionStore.getState().refresh(),
        openDialog: () => useSessionStore.getState().openDialog(),
      }),
    [],
  )

  useOtherTabsReload()

  useEffect(
    () =>
      onSignedOut(() => {
        void router.navigate({ to: '/login' })
      }),
    [router],
  )

  // A new user (or none) changes what every guard allows.
  useEffect(
    () =>
      useSessionStore.subscribe((state, previous) => {
        if (state.user?.username !== previous.user?.username) void router.invalidate()
      }),
    [router],
  )

  return null
}
