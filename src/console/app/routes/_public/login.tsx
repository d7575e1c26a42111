import { createFileRoute, redirect } from '@tanstack/react-router'
import { z } from 'zod'
import { LoginScreen } from '../../../screens/auth/LoginScreen'
import { isLoggedIn, useSessionStore } from '../../../session/session-store'
import { safeRedirect } from '../../guard'

export const Route = createFileRoute('/_public/login')({
  validateSearch: z.object({ redirect: z.string().optional(), partner: z.string().optional() }),
  beforeLoad: ({ search }) => {
    if (isLoggedIn(useSessionStore.getState().user)) throw redirect({ href: safeRedirect(search.redirect), replace: true })
  },
  component: LoginScreen,
})
