import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { startSessionClock } from '../session/session-clock'
import { EXPIRE_AT_STORAGE_KEY, isLoggedIn, onSignedOut, useSessionStore } from '../session/session-store'

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

  useEffect(() => {
    // Another tab signed in, refreshed or signed out: this tab's token is stale, start again.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== EXPIRE_AT_STORAGE_KEY) return
      const mine = useSessionStore.getState().expireAt
      if (event.newValue !== (mine === null ? null : String(mine))) window.location.reload()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])

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
