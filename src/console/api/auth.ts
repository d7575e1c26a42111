import { authCalls } from '@domain/calls/auth'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from './client'

export const authKeys = {
  all: ['auth'] as const,
  profile: () => [...authKeys.all, 'profile'] as const,
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.profile(),
    queryFn: ({ signal }) => callApi(authCalls.getProfile, { signal }),
  })
