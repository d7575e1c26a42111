import { cardrestrictionCalls } from '@domain/calls/cardrestriction'
import { merchantCalls } from '@domain/calls/merchant'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { workspaceKeys } from '../workspace/list-logic'
import { callApi } from './client'
import { merchantKeys } from './merchants'

/** Query keys of a merchant's trust levels, fraud configs and the card restrictions that apply to it. */
export const merchantRiskKeys = {
  all: ['merchantRisk'] as const,
  merchant: (merchant: string) => [...merchantRiskKeys.all, merchant] as const,
  trustLevel: (merchant: string, id: number) => [...merchantRiskKeys.merchant(merchant), 'trustLevel', id] as const,
  fraudConfig: (merchant: string, id: number) => [...merchantRiskKeys.merchant(merchant), 'fraudConfig', id] as const,
  cardRestrictions: (merchant: string) => [...merchantRiskKeys.merchant(merchant), 'cardRestrictions'] as const,
  cardRestriction: (space: string, name: string) => [...merchantRiskKeys.all, 'cardRestriction', space, name] as const,
}

export const TRUST_LEVEL_LIST = 'trustlevels'
export const FRAUD_CONFIG_LIST = 'fraudConfigs'

/** More restrictions than a space ever holds: the tab shows them all, without paging. */
const RESTRICTION_LIMIT = 200

export const trustLevelQueryOptions = (merchant: string, id: number) =>
  queryOptions({
    queryKey: merchantRiskKeys.trustLevel(merchant, id),
    queryFn: ({ signal }) => callApi(merchantCalls.getTrustLevel, { params: { name: merchant, id }, signal }),
  })

export const fraudConfigQueryOptions = (merchant: string, id: number) =>
  queryOptions({
    queryKey: merchantRiskKeys.fraudConfig(merchant, id),
    queryFn: ({ signal }) => callApi(merchantCalls.getFraudConfig, { params: { name: merchant, id }, signal }),
  })

/** The card restrictions of the merchant's space that name the merchant or apply to all of the space. */
export const merchantCardRestrictionsQueryOptions = (merchant: string) =>
  queryOptions({
    queryKey: merchantRiskKeys.cardRestrictions(merchant),
    queryFn: ({ signal }) => callApi(cardrestrictionCalls.list, { query: { merchantName: merchant, limit: RESTRICTION_LIMIT }, signal }),
  })

/** One restriction with its rules. */
export const cardRestrictionQueryOptions = (space: string, name: string) =>
  queryOptions({
    queryKey: merchantRiskKeys.cardRestriction(space, name),
    queryFn: ({ signal }) => callApi(cardrestrictionCalls.get, { params: { space, name }, signal }),
  })

/** After a trust level write: its records, the list, and the merchant's resources that name its trust levels. */
export async function refreshTrustLevels(queryClient: QueryClient, merchant: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: merchantRiskKeys.merchant(merchant) }),
    queryClient.invalidateQueries({ queryKey: merchantKeys.resources(merchant) }),
    queryClient.invalidateQueries({ queryKey: workspaceKeys.list(TRUST_LEVEL_LIST) }),
  ])
}

/** After a fraud config delete: its record and the list. */
export async function refreshFraudConfigs(queryClient: QueryClient, merchant: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: merchantRiskKeys.merchant(merchant) }),
    queryClient.invalidateQueries({ queryKey: workspaceKeys.list(FRAUD_CONFIG_LIST) }),
  ])
}
