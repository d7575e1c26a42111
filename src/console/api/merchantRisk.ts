import { cardrestrictionCalls } from '@domain/calls/cardrestriction'
import { merchantCalls } from '@domain/calls/merchant'
import type { FraudConfig, TrustLevel } from '@domain/entities/merchant'
import { fraudConfigFilterFields } from '@domain/filters/fraud-config'
import { merchantConfigFilterFields } from '@domain/filters/merchant-config'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from './client'
import { merchantKeys } from './merchants'
import { defineRecordKind, numericId } from './record-kind'

/** Query keys of the card restrictions that apply to a merchant. */
export const merchantRiskKeys = {
  all: ['merchantRisk'] as const,
  cardRestrictions: (merchant: string) => [...merchantRiskKeys.all, merchant, 'cardRestrictions'] as const,
  cardRestriction: (space: string, name: string) => [...merchantRiskKeys.all, 'cardRestriction', space, name] as const,
}

/** What customers of each trust level may use at a merchant. */
export const trustLevelKind = defineRecordKind({
  area: 'merchantRisk',
  list: 'trustlevels',
  calls: {
    list: merchantCalls.trustLevels,
    get: merchantCalls.getTrustLevel,
    create: merchantCalls.createTrustLevel,
    update: merchantCalls.updateTrustLevel,
    remove: merchantCalls.removeTrustLevel,
  },
  filters: merchantConfigFilterFields,
  listRoute: '/merchants/$merchant/trustlevels',
  param: 'trustLevel',
  focus: 'trustLevel',
  idOf: (row: TrustLevel) => row.id,
  parseId: numericId,
  params: (id, route) => ({ name: route.merchant!, id }),
  listParams: (route) => ({ name: route.merchant! }),
  // The merchant's resources name its trust levels.
  related: (route) => [merchantKeys.resources(route.merchant!)],
})

/** The fraud vendor checks of a merchant: set up with the vendor, read and deleted here. */
export const fraudConfigKind = defineRecordKind({
  area: 'merchantRisk',
  list: 'fraudConfigs',
  calls: { list: merchantCalls.fraudConfigs, get: merchantCalls.getFraudConfig, remove: merchantCalls.removeFraudConfig },
  filters: fraudConfigFilterFields,
  listRoute: '/merchants/$merchant/fraudConfigs',
  param: 'fraudConfig',
  focus: 'fraudConfig',
  idOf: (row: FraudConfig) => row.id,
  parseId: numericId,
  params: (id, route) => ({ name: route.merchant!, id }),
  listParams: (route) => ({ name: route.merchant! }),
})

/** More restrictions than a space ever holds: the tab shows them all, without paging. */
const RESTRICTION_LIMIT = 200

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
