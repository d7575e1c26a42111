import { createFileRoute, redirect } from '@tanstack/react-router'
import { useSessionStore } from '../../session/session-store'
import { guardRoute } from '../guard'
import { DefaultLayout } from '../layouts/DefaultLayout'

export const Route = createFileRoute('/_console')({
  beforeLoad: ({ location, matches }) => {
    const permission = matches.findLast((match) => match.staticData?.permission)?.staticData.permission
    const target = guardRoute({ user: useSessionStore.getState().user, permission, pathname: location.pathname, href: location.href })
    if (target) throw redirect(target)
  },
  component: DefaultLayout,
})
