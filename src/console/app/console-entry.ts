type ConsoleModule = typeof import('./console')

let loading: Promise<ConsoleModule> | undefined

/**
 * The router, the route tree and the console: loaded on the way in, or ahead of it while the
 * sign-in page is idle. A failed load (offline, a new deploy) is tried again by the next caller.
 */
export function loadConsole(): Promise<ConsoleModule> {
  loading ??= import('./console').catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

/** Fetches the console's code for a sign-in that leads to `href`; what fails here the sign-in loads again. */
export function prefetchConsole(href: string): void {
  loadConsole()
    .then((code) => code.fetchConsoleCode(href))
    .catch(() => undefined)
}
