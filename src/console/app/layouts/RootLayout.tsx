import { Outlet } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { isLoggedIn, useSessionStore } from '../../session/session-store'
import { Alerts } from '../../ui/Alerts'
import { loadI18next } from '../i18n'
import { PartnerLook } from '../partner'
import { SessionWatcher } from '../SessionWatcher'
import { ProgressBar } from './ProgressBar'

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

/** Around every screen: partner look, alerts, the session rules and the command layer. */
export function RootLayout() {
  return (
    <>
      <PartnerLook />
      <ProgressBar />
      <Outlet />
      <Alerts />
      <LayersAfterFirstPaint />
      <SessionWatcher />
    </>
  )
}
