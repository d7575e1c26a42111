import { shouldReloadForChunk } from '../lib/chunk-reload'

const RELOADED_AT_KEY = 'chunkReloadAt'

/** A page chunk failed to load online (a new deploy): reload once, not again within 10 s; offline, never. */
export function reloadForChunkError(): boolean {
  const last = Number(sessionStorage.getItem(RELOADED_AT_KEY)) || null
  const now = Date.now()
  if (!shouldReloadForChunk(last, now, navigator.onLine)) return false
  sessionStorage.setItem(RELOADED_AT_KEY, String(now))
  window.location.reload()
  return true
}

export function installChunkReloadGuard(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkError()) event.preventDefault()
  })
}
