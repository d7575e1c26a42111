import type { Permission } from '@domain/permissions'
import type { QueryClient } from '@tanstack/react-query'

export interface RouterContext {
  queryClient: QueryClient
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The access value a guarded route requires (SPEC section 6). */
    permission?: Permission
  }
}
