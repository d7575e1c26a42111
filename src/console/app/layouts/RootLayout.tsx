import { PROGRESS_BAR_HEIGHT } from '@domain/constants'
import { Outlet } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { CommandLayer } from '../../palette/CommandLayer'
import { useRequestStore } from '../../session/request-store'
import { useSessionStore } from '../../session/session-store'
import { Alerts } from '../../ui/Alerts'
import { PartnerLook } from '../partner'
import { SessionWatcher } from '../SessionWatcher'

// Loaded when the session ends, so the sign-in page does not carry the dialog code.
const SessionExpiredDialog = lazy(() => import('../../screens/auth/SessionExpiredDialog').then((m) => ({ default: m.SessionExpiredDialog })))

function SessionExpired() {
  const open = useSessionStore((s) => s.dialogOpen)
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog />
    </Suspense>
  )
}

function PendingBar() {
  const pending = useRequestStore((s) => s.pending > 0)
  if (!pending) return null
  return (
    <div className="fixed inset-x-0 top-0 z-50 overflow-hidden" style={{ height: PROGRESS_BAR_HEIGHT }} aria-hidden="true">
      <div className="h-full w-1/3 animate-pulse bg-brand" />
    </div>
  )
}

/** Around every screen: partner look, alerts, the session rules and the command layer. */
export function RootLayout() {
  return (
    <>
      <PartnerLook />
      <PendingBar />
      <Outlet />
      <Alerts />
      <SessionExpired />
      <CommandLayer />
      <SessionWatcher />
    </>
  )
}
