import { authCalls } from '@domain/calls/auth'
import { callQuery } from './call-query'

export const authKeys = {
  all: ['auth'] as const,
  profile: () => [...authKeys.all, 'profile'] as const,
  sessions: () => [...authKeys.all, 'sessions'] as const,
}

export const profileQueryOptions = () =>
  callQuery(authKeys.profile(), authCalls.getProfile)

/** The signed-in user's sign-ins that have not ended: a user has a handful, so one page holds them. */
export const ownSessionsQueryOptions = () => callQuery(authKeys.sessions(), authCalls.sessions, { query: { limit: 100 } })
