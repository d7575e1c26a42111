import { createRootRoute } from '@tanstack/react-router'
import { NotFoundPage, RouteErrorPage } from '../layouts/ErrorLayout'
import { RootLayout } from '../layouts/RootLayout'

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
})
