import { routePermission } from '@commands/screens'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { useSessionStore } from '../../session/session-store'
import { guardRoute } from '../guard'
import { loadAreaText } from '../i18n'
import { DefaultLayout } from '../layouts/DefaultLayout'

export const Route = createFileRoute('/_console')({
  beforeLoad: async ({ location, matches }) => {
    const permission = routePermission(matches.at(-1)?.fullPath ?? location.pathname)
    const target = guardRoute({ user: useSessionStore.getState().user, permission, pathname: location.pathname, href: location.href })
    if (target) throw redirect(target)
    // Screens and the palette's command titles read every area's text; the sign-in page does not.
    await loadAreaText()
  },
  component: DefaultLayout,
})
