import '../../ui/console.css'
import { lazy, Suspense } from 'react'
import { loadWhenOnline } from '../../lib/load-when-online'
import { CommandLayer } from '../../palette/CommandLayer'
import { useSessionStore } from '../../session/session-store'
import { useStepUpStore } from '../../session/step-up-store'
import { QueryProvider } from '../query'

// Loaded when the session ends, so the command layer does not carry the dialog code.
const SessionExpiredDialog = lazy(() => loadWhenOnline(() => import('../../screens/auth/SessionExpiredDialog')).then((m) => ({ default: m.SessionExpiredDialog })))

// Loaded when a sensitive change first asks the user to prove it is them.
const StepUpDialog = lazy(() => loadWhenOnline(() => import('../../screens/auth/StepUpDialog')).then((m) => ({ default: m.StepUpDialog })))

function StepUp() {
  const asking = useStepUpStore((s) => s.asking !== null)
  if (!asking) return null
  return (
    <Suspense fallback={null}>
      <StepUpDialog />
    </Suspense>
  )
}

function SessionExpired() {
  const open = useSessionStore((s) => s.dialogOpen)
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog />
    </Suspense>
  )
}

/** What the root adds once the page has shown: the command layer (keys, palette, help), the session-expired dialog and the step-up dialog. */
export function RootLayers() {
  return (
    <QueryProvider>
      <CommandLayer />
      <SessionExpired />
      <StepUp />
    </QueryProvider>
  )
}
