import { createFileRoute, redirect } from '@tanstack/react-router'

/**
 * The signed-out pages draw without the router (main.tsx, FullPageLayout). Reached from inside
 * the console (signing out, a 401, the guard, the browser's back button) they load afresh.
 */
export const Route = createFileRoute('/_public')({
  beforeLoad: ({ location }) => {
    throw redirect({ href: location.href, reloadDocument: true, replace: true })
  },
})
