/**
 * Loads a chunk; one that fails while the browser is offline is asked for again once the network
 * is back, so what waits for it (a chart, a dialog) waits rather than failing the page. Online, a
 * failure is a chunk changed by a deploy and goes on to the reload-once guard.
 */
export function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(async (error: unknown) => {
    if (navigator.onLine) throw error
    await new Promise((back) => addEventListener('online', back, { once: true }))
    return loadWhenOnline(load)
  })
}
