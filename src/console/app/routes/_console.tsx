import { createFileRoute, redirect } from '@tanstack/react-router'
import { useSessionStore } from '../../session/session-store'
import { loadConsoleCode } from '../console-code'
import { guardRoute } from '../guard'
import { DefaultLayout } from '../layouts/DefaultLayout'
import { whenOnline } from '../online'

export const Route = createFileRoute('/_console')({
  beforeLoad: async ({ location, matches, abortController }) => {
    const visit = { user: useSessionStore.getState().user, pathname: location.pathname, href: location.href }
    // Signed out (or due a new password), the sign-in page comes first: nothing of the console loads.
    const first = guardRoute(visit)
    if (first) throw redirect(first)
    // Offline, a move waits for the network rather than fail on a screen's code or data: the
    // screen on show stays, under the offline banner, and the move goes on when the network is back.
    await whenOnline(abortController.signal)
    const [{ routePermission }, queryClient] = await loadConsoleCode()
    const target = guardRoute({ ...visit, permission: routePermission(matches.at(-1)?.fullPath ?? location.pathname) })
    if (target) throw redirect(target)
    return { queryClient }
  },
  component: DefaultLayout,
})
