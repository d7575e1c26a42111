import { systemCall } from '@domain/calls/system-routes'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from './client'

export const systemKeys = {
  all: ['system'] as const,
  dashboard: (merchant?: string) => [...systemKeys.all, 'dashboard', merchant ?? null] as const,
  version: () => [...systemKeys.all, 'version'] as const,
  partner: (partner: string | null) => [...systemKeys.all, 'partner', partner] as const,
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

/** The partner look: by `?partner=` when given, else the server picks by host name, else the default. */
export const partnerQueryOptions = (partner: string | null) =>
  queryOptions({
    queryKey: systemKeys.partner(partner),
    queryFn: ({ signal }) => callApi(systemCall('partner'), { query: partner ? { partner } : {}, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
