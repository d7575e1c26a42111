import type { QueryClient } from '@tanstack/react-query'

let loading: Promise<QueryClient> | undefined
let loaded: QueryClient | undefined

/** The console's query client; TanStack Query loads with it, after the sign-in page. */
export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./query').then(({ queryClient }) => {
    loaded = queryClient
    return queryClient
  })
  return loading
}

/** Forgets every answer cached for the previous user; before the client has loaded there is none. */
export function clearQueryCache(): void {
  loaded?.clear()
}
