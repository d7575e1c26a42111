import { createRootRouteWithContext } from '@tanstack/react-router'
import { NotFoundPage, RouteErrorPage } from '../layouts/ErrorLayout'
import { RootLayout } from '../layouts/RootLayout'
import type { RouterContext } from '../router-context'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
})
