import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { flushSync } from 'react-dom'
import type { Root } from 'react-dom/client'
import { checkForNewerBuild } from './build-check'
import { loadConsoleCode } from './console-code'
import { router } from './router'

// console-entry.ts imports this module, and only it: a dynamic import of router.ts, which query.tsx
// imports too, is placed in a shared chunk that the bundler then evaluates out of order.

/**
 * Loads, while the sign-in page is idle, the code that signing in to `href` needs: the signed-in
 * layout with the command layer and the palette, and the chunks of the routes `href` goes through.
 * Nothing runs that needs a session; Enter then waits only for the server.
 */
export function fetchConsoleCode(href: string): Promise<unknown> {
  const [routes] = router.getMatchedRoutes(new URL(href, location.origin).pathname)
  const palette = import('../palette/CommandLayer').then(({ loadPalette }) => loadPalette())
  return Promise.all([loadConsoleCode(), palette, ...routes.map((route) => router.loadRouteChunk(route))])
}

/**
 * The console takes over the page: the router loads the first screen, then replaces what the
 * page showed and keeps the page from there on. Signed in on the sign-in page, the console goes
 * to `href`: its screen loads (code and data) while the sign-in form stays, busy, and the address
 * moves to it as the console draws.
 */
export async function showConsole(root: Root, href?: string): Promise<void> {
  if (href) {
    await router.preloadRoute<string, string>({ href })
    router.history.replace(href)
  }
  // Until it is on screen, the router follows the address itself: a link or the back button may
  // move it on while the console loads.
  const unsubscribe = router.history.subscribe(() => void router.load())
  try {
    await router.load()
    flushSync(() =>
      root.render(
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      ),
    )
  } finally {
    unsubscribe()
  }
  checkForNewerBuild()
}
