import { gatewaycredentialCalls } from '@domain/calls/gatewaycredential'
import { merchantCalls } from '@domain/calls/merchant'
import { referenceCalls } from '@domain/calls/reference'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from './client'
import { merchantKeys } from './merchants'

/** Which of a merchant's configs: a gateway config or an instrument config. */
export type ConfigKind = 'gateway' | 'instrument'

/** The statistics periods offered, in days back from now. */
export const STATISTICS_PERIODS = [7, 30, 90] as const
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number]

const DAY_MS = 86_400_000

export const GATEWAY_CONFIG_LIST = 'gatewayConfigs'
export const INSTRUMENT_CONFIG_LIST = 'instrumentConfigs'

/** Configs hang under their merchant's key, so refreshMerchant after a write reloads them too. */
export const merchantConfigKeys = {
  config: (merchant: string, kind: ConfigKind, id: number) => [...merchantKeys.merchant(merchant), 'config', kind, id] as const,
  statistics: (merchant: string, kind: ConfigKind, id: number, days: StatisticsPeriod) =>
    [...merchantConfigKeys.config(merchant, kind, id), 'statistics', days] as const,
  gateways: ['merchantConfigs', 'gateways'] as const,
  credentials: (space: string, gateway: string) => ['merchantConfigs', 'credentials', space, gateway] as const,
}

export const gatewayConfigQueryOptions = (merchant: string, id: number) =>
  queryOptions({
    queryKey: merchantConfigKeys.config(merchant, 'gateway', id),
    queryFn: ({ signal }) => callApi(merchantCalls.getGatewayConfig, { params: { name: merchant, id }, signal }),
  })

export const instrumentConfigQueryOptions = (merchant: string, id: number) =>
  queryOptions({
    queryKey: merchantConfigKeys.config(merchant, 'instrument', id),
    queryFn: ({ signal }) => callApi(merchantCalls.getInstrumentConfig, { params: { name: merchant, id }, signal }),
  })

/** Outcomes of one config over the last `days` days, up to now. */
export const configStatisticsQueryOptions = (merchant: string, kind: ConfigKind, id: number, days: StatisticsPeriod) =>
  queryOptions({
    queryKey: merchantConfigKeys.statistics(merchant, kind, id, days),
    queryFn: ({ signal }) => {
      const to = new Date()
      const query = { from: new Date(to.getTime() - days * DAY_MS).toISOString(), to: to.toISOString() }
      const call = kind === 'gateway' ? merchantCalls.gatewayConfigStatistics : merchantCalls.instrumentConfigStatistics
      return callApi(call, { params: { name: merchant, id }, query, signal })
    },
  })

/** The gateways enabled on the platform: those a merchant can be configured with. */
export const gatewayDetailsQueryOptions = () =>
  queryOptions({
    queryKey: merchantConfigKeys.gateways,
    queryFn: ({ signal }) => callApi(referenceCalls.gatewayDetails, { signal }),
    staleTime: 10 * 60_000,
  })

/** Credentials of one gateway in the merchant's space; the caller keeps the space-wide ones and the merchant's own. */
export const gatewayCredentialsQueryOptions = (space: string, gateway: string) =>
  queryOptions({
    queryKey: merchantConfigKeys.credentials(space, gateway),
    queryFn: ({ signal }) => callApi(gatewaycredentialCalls.list, { query: { space, gateway, limit: 500 }, signal }),
  })
