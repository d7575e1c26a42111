import { createRouter, parseSearchWith, stringifySearchWith } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import { locationChanged } from './signed-out-navigation'

// Deep links keep the spec's plain form (`?cardBin=520082`, not `?cardBin=%22520082%22`): values
// stay strings both ways, the route schemas coerce them; only objects and arrays travel as JSON.
const parseSearch = parseSearchWith((value) => (/^[[{]/.test(value) ? JSON.parse(value) : value))
const stringifySearch = stringifySearchWith(JSON.stringify)

export const router = createRouter({
  routeTree,
  parseSearch,
  stringifySearch,
  // `@new` (a new record's id) stays readable in the URL when a command builds it from params.
  pathParamsAllowedCharacters: ['@'],
  defaultPreload: 'intent',
  scrollRestoration: true,
})

// What reads the address outside the router (the partner look's `?partner=`) follows its moves
// too. The router writes the address in a microtask after it tells its subscribers: read it after.
router.history.subscribe(() => queueMicrotask(locationChanged))

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
