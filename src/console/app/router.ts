import { QueryCache, QueryClient, MutationCache } from '@tanstack/react-query'
import { createRouter, parseSearchWith, stringifySearchWith } from '@tanstack/react-router'
import { isApiCallError } from '../api/client'
import { catalogueAction } from '../lib/error-catalogue'
import { useSessionStore } from '../session/session-store'
import { routeTree } from './routeTree.gen'

/** The error catalogue (SPEC section 8) for every query and mutation, in one place. */
function handleCallError(error: unknown): void {
  if (!isApiCallError(error)) return
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
    case 'passOn':
      return
  }
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: handleCallError }),
  mutationCache: new MutationCache({ onError: handleCallError }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Answers the server meant (4xx) are final; a network blip or a 5xx gets one more try.
      retry: (count, error) => count < 1 && !(isApiCallError(error) && error.status !== undefined && error.status < 500),
    },
  },
})

// Deep links keep the spec's plain form (`?cardBin=520082`, not `?cardBin=%22520082%22`): values
// stay strings both ways, the route schemas coerce them; only objects and arrays travel as JSON.
const parseSearch = parseSearchWith((value) => (/^[[{]/.test(value) ? JSON.parse(value) : value))
const stringifySearch = stringifySearchWith(JSON.stringify)

export const router = createRouter({
  routeTree,
  context: { queryClient },
  parseSearch,
  stringifySearch,
  // `@new` (a new record's id) stays readable in the URL when a command builds it from params.
  pathParamsAllowedCharacters: ['@'],
  defaultPreload: 'intent',
  scrollRestoration: true,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
