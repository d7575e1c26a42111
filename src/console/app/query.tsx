import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import ky from 'ky'
import type { ReactNode } from 'react'
import { connectRefusals } from '../api/client'
import { type CatalogueInput, catalogueAction } from '../lib/error-catalogue'
import { useSessionStore } from '../session/session-store'
import { useStepUpStore } from '../session/step-up-store'
import { router } from './router'

/**
 * The error catalogue (SPEC section 8) for every refused call, in one place. A sensitive call
 * refused for want of a fresh proof waits while the user gives one, then goes again (ky's retry).
 */
function handleCallError(error: CatalogueInput): Promise<ReturnType<typeof ky.retry> | undefined> | undefined {
  const { pathname, href } = router.state.location
  const session = useSessionStore.getState()
  // While the session-expired dialog is open the user signs in again where they are.
  if (error.status === 401 && session.dialogOpen) return
  switch (catalogueAction(error, pathname)) {
    case 'toLogin':
      session.clear()
      void router.navigate({ to: '/login', search: { redirect: href } })
      return
    case 'toPassword':
      void router.navigate({ to: '/password' })
      return
    case 'toUnauthorized':
      void router.navigate({ to: '/unauthorized' })
      return
    case 'proveItIsYou':
      return useStepUpStore
        .getState()
        .ask(Number(error.body?.params?.minutes))
        .then((proved) => (proved ? ky.retry({ delay: 0 }) : undefined))
    case 'passOn':
      return
  }
}

/** The console's server state; its module loads on the way into the console, not with the sign-in page. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // The HTTP client retries what may be retried (api/client.ts).
      retry: false,
    },
  },
})

connectRefusals(handleCallError)

/** Gives the console's query client to what is under it: the signed-in layout and the command layer. */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}
