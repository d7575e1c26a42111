import { systemCall } from '@domain/calls/system-routes'
import { callQuery } from './call-query'

export const systemKeys = {
  all: ['system'] as const,
  dashboard: (merchant?: string) => [...systemKeys.all, 'dashboard', merchant ?? null] as const,
  version: () => [...systemKeys.all, 'version'] as const,
}

export const dashboardQueryOptions = (merchant?: string) =>
  callQuery(systemKeys.dashboard(merchant), systemCall('dashboard'), { query: merchant ? { merchant } : {} }, { refetchInterval: 60_000 })

export const versionQueryOptions = () =>
  callQuery(systemKeys.version(), systemCall('version'))
