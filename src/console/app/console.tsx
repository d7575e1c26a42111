import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { flushSync } from 'react-dom'
import type { Root } from 'react-dom/client'
import { router } from './router'

// main.tsx imports this module, and only it: a dynamic import of router.ts, which query.tsx
// imports too, is placed in a shared chunk that the bundler then evaluates out of order.

/**
 * The console takes over the page: the router loads the first screen, then replaces what the
 * page showed (the sign-in form stays until then) and keeps the page from there on.
 */
export async function showConsole(root: Root): Promise<void> {
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
}
