import { authCalls } from '@domain/calls/auth'
import { callQuery } from './call-query'

export const authKeys = {
  all: ['auth'] as const,
  profile: () => [...authKeys.all, 'profile'] as const,
}

export const profileQueryOptions = () =>
  callQuery(authKeys.profile(), authCalls.getProfile)
