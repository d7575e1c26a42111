import { PROGRESS_BAR_HEIGHT } from '@domain/constants'
import { Outlet } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useRequestStore } from '../../session/request-store'
import { isLoggedIn, useSessionStore } from '../../session/session-store'
import { Alerts } from '../../ui/Alerts'
import { loadI18next } from '../i18n'
import { PartnerLook } from '../partner'
import { SessionWatcher } from '../SessionWatcher'

type RootLayersModule = typeof import('./RootLayers')
let loadedLayers: RootLayersModule | undefined

/** The root's layers with what they need (i18next for their text, the query client in their module). */
export function loadRootLayers(): Promise<RootLayersModule> {
  return Promise.all([loadI18next(), import('./RootLayers')]).then(([, layers]) => (loadedLayers = layers))
}

const whenIdle = (run: () => void) => (globalThis.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1000)))(run)

/**
 * Mounts the root's layers once, without holding up the page: signed in, at once (the console's
 * route waits for them too, so its keys work as soon as a screen shows); on the signed-out
 * pages, when the browser is idle after the first paint. No Suspense boundary: React holds back
 * the reveal of suspended content for up to 300 ms, and keys pressed meanwhile would be lost.
 */
function LayersAfterFirstPaint() {
  const signedIn = useSessionStore((s) => isLoggedIn(s.user))
  const [layers, setLayers] = useState(loadedLayers)
  useEffect(() => {
    if (layers) return
    let live = true
    // A failed load (offline, a new deploy) leaves the page as it is, without them, rather than an
    // error page; the chunk-reload guard reloads for a new deploy.
    const load = () =>
      void loadRootLayers().then(
        (loaded) => live && setLayers(loaded),
        () => undefined,
      )
    if (signedIn) load()
    else whenIdle(load)
    return () => {
      live = false
    }
  }, [signedIn, layers])
  // The console's route has loaded them before its screen renders: they come in the same commit.
  const current = layers ?? (signedIn ? loadedLayers : undefined)
  if (!current) return null
  return <current.RootLayers />
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
      <LayersAfterFirstPaint />
      <SessionWatcher />
    </>
  )
}
