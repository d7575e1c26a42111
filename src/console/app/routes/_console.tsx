import { createFileRoute, redirect } from '@tanstack/react-router'
import { useSessionStore } from '../../session/session-store'
import { guardRoute } from '../guard'
import { loadAreaText } from '../i18n'
import { DefaultLayout } from '../layouts/DefaultLayout'
import { loadRootLayers } from '../layouts/RootLayout'
import { loadQueryClient } from '../query-client'

export const Route = createFileRoute('/_console')({
  beforeLoad: async ({ location, matches }) => {
    const visit = { user: useSessionStore.getState().user, pathname: location.pathname, href: location.href }
    // Signed out (or due a new password), the sign-in page comes first: nothing of the console loads.
    const first = guardRoute(visit)
    if (first) throw redirect(first)
    // The screen table, the query client and every area's text stay off the sign-in page; the
    // command layer loads with them, so a screen's keys work from the moment it shows.
    const [{ routePermission }, queryClient] = await Promise.all([import('@commands/screens'), loadQueryClient(), loadAreaText(), loadRootLayers()])
    const target = guardRoute({ ...visit, permission: routePermission(matches.at(-1)?.fullPath ?? location.pathname) })
    if (target) throw redirect(target)
    return { queryClient }
  },
  component: DefaultLayout,
})
