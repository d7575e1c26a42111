import { systemCall } from '@domain/calls/system-routes'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from './client'

export const systemKeys = {
  all: ['system'] as const,
  dashboard: (merchant?: string) => [...systemKeys.all, 'dashboard', merchant ?? null] as const,
  version: () => [...systemKeys.all, 'version'] as const,
}

export const dashboardQueryOptions = (merchant?: string) =>
  queryOptions({
    queryKey: systemKeys.dashboard(merchant),
    queryFn: ({ signal }) => callApi(systemCall('dashboard'), { query: merchant ? { merchant } : {}, signal }),
    refetchInterval: 60_000,
  })

export const versionQueryOptions = () =>
  queryOptions({
    queryKey: systemKeys.version(),
    queryFn: ({ signal }) => callApi(systemCall('version'), { signal }),
  })
