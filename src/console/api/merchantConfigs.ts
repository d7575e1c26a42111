import { gatewaycredentialCalls } from '@domain/calls/gatewaycredential'
import { merchantCalls } from '@domain/calls/merchant'
import { referenceCalls } from '@domain/calls/reference'
import type { GatewayConfig, InstrumentConfig } from '@domain/entities/merchant'
import { merchantConfigFilterFields } from '@domain/filters/merchant-config'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from './client'
import { merchantKeys } from './merchants'
import { defineRecordKind, numericId, type RouteParams } from './record-kind'

/** Which of a merchant's configs: a gateway config or an instrument config. */
export type ConfigKind = 'gateway' | 'instrument'

/** The statistics periods offered, in days back from now. */
export const STATISTICS_PERIODS = [7, 30, 90] as const
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number]

const DAY_MS = 86_400_000

/** A config write changes what the merchant's page lists (its resources, its configs' statistics). */
const merchantBranch = (route: RouteParams) => [merchantKeys.merchant(route.merchant!)]

/** A merchant's gateway configs: how it reaches each gateway. */
export const gatewayConfigKind = defineRecordKind({
  area: 'merchantConfigs',
  list: 'gatewayConfigs',
  calls: {
    list: merchantCalls.gatewayConfigs,
    get: merchantCalls.getGatewayConfig,
    create: merchantCalls.createGatewayConfig,
    update: merchantCalls.updateGatewayConfig,
    remove: merchantCalls.removeGatewayConfig,
  },
  filters: merchantConfigFilterFields,
  listRoute: '/merchants/$merchant/gateways',
  param: 'gateway',
  focus: 'gatewayConfig',
  idOf: (row: GatewayConfig) => row.id,
  parseId: numericId,
  params: (id, route) => ({ name: route.merchant!, id }),
  listParams: (route) => ({ name: route.merchant! }),
  related: merchantBranch,
})

/** A merchant's instrument configs: the payment instruments it offers, and their limits. */
export const instrumentConfigKind = defineRecordKind({
  area: 'merchantConfigs',
  list: 'instrumentConfigs',
  calls: {
    list: merchantCalls.instrumentConfigs,
    get: merchantCalls.getInstrumentConfig,
    create: merchantCalls.createInstrumentConfig,
    update: merchantCalls.updateInstrumentConfig,
    remove: merchantCalls.removeInstrumentConfig,
  },
  filters: merchantConfigFilterFields,
  listRoute: '/merchants/$merchant/instruments',
  param: 'instrument',
  focus: 'instrumentConfig',
  idOf: (row: InstrumentConfig) => row.id,
  parseId: numericId,
  params: (id, route) => ({ name: route.merchant!, id }),
  listParams: (route) => ({ name: route.merchant! }),
  related: merchantBranch,
})

/** Statistics hang under their merchant's key, so a config write reloads them too. */
export const merchantConfigKeys = {
  statistics: (merchant: string, kind: ConfigKind, id: number, days: StatisticsPeriod) => [...merchantKeys.merchant(merchant), 'statistics', kind, id, days] as const,
  gateways: ['merchantConfigs', 'gateways'] as const,
  credentials: (space: string, gateway: string) => ['merchantConfigs', 'credentials', space, gateway] as const,
}

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
