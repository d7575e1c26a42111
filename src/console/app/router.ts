import { createRouter, parseSearchWith, stringifySearchWith } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import { locationChanged } from './signed-out-navigation'

// Deep links keep the spec's plain form (`?cardBin=520082`, not `?cardBin=%22520082%22`): values
// stay strings both ways, the route schemas coerce them; only objects and arrays travel as JSON.
const parseSearch = parseSearchWith((value) => (/^[[{]/.test(value) ? JSON.parse(value) : value))
const stringifySearch = stringifySearchWith(JSON.stringify)

/** The router's own reload-once mark for a missing route chunk, one per error message. */
const ROUTER_RELOAD_MARK = 'tanstack_router_reload:'

// The console's guard (chunk-reload.ts) is the one reload of a missing chunk, within its 10 s
// window: the router would reload again by itself (its mark is kept per error message, not per
// time), so it is told it already did and passes the error to the route's error page, where the
// guard decides.
const getItem = Storage.prototype.getItem
Storage.prototype.getItem = function (this: Storage, key: string) {
  return key.startsWith(ROUTER_RELOAD_MARK) ? '1' : getItem.call(this, key)
}

export const router = createRouter({
  routeTree,
  parseSearch,
  stringifySearch,
  // `@new` (a new record's id) stays readable in the URL when a command builds it from params.
  pathParamsAllowedCharacters: ['@'],
  defaultPreload: 'intent',
  // A navigation that waits longer shows the top progress bar (ProgressBar); the screen on show stays meanwhile.
  defaultPendingMs: 150,
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
