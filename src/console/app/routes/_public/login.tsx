import { searchOf, text } from '@domain/search-params'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { LoginScreen } from '../../../screens/auth/LoginScreen'
import { isLoggedIn, useSessionStore } from '../../../session/session-store'
import { safeRedirect } from '../../guard'

// Built apart from the route options: inline, the search's type is lost to beforeLoad's inference.
const loginSearch = searchOf({ redirect: text, partner: text })

export const Route = createFileRoute('/_public/login')({
  validateSearch: loginSearch,
  beforeLoad: ({ search }) => {
    if (isLoggedIn(useSessionStore.getState().user)) throw redirect({ href: safeRedirect(search.redirect), replace: true })
  },
  component: LoginScreen,
})
