import { cardrestrictionCalls } from '@domain/calls/cardrestriction'
import { referenceCalls } from '@domain/calls/reference'
import type { CardRestrictionRule, CardRestrictionSummary, cardRestrictionSimulationInputSchema } from '@domain/entities/cardrestriction'
import { cardRestrictionFilterFields } from '@domain/filters/cardrestriction'
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import { callApi } from './client'
import { defineRecordKind, numericId, type RouteParams, textKeyed } from './record-kind'

/** A restriction is named by its name in the path and its space beside it (`?space=`): each space has its own names. */
export const cardRestrictions = defineRecordKind({
  area: 'cardrestriction',
  list: 'cardRestrictions',
  calls: {
    list: cardrestrictionCalls.list,
    get: cardrestrictionCalls.get,
    create: cardrestrictionCalls.create,
    update: cardrestrictionCalls.update,
    remove: cardrestrictionCalls.remove,
  },
  filters: cardRestrictionFilterFields,
  route: '/cardRestrictions/$restriction',
  focus: 'cardRestriction',
  ...textKeyed((row: CardRestrictionSummary) => row.name, (name, route) => ({ space: route.space ?? '', name })),
  idSearch: { name: 'space', of: (row: CardRestrictionSummary) => row.space },
  history: (row: CardRestrictionSummary) => ({ targetType: 'cardRestriction', targetId: `${row.space}/${row.name}` }),
})

/**
 * A rule of a restriction, read with it: it has no list of its own. Its id names it under the
 * restriction of the path and the space beside it, which it does not carry.
 */
export const cardRestrictionRules = defineRecordKind({
  area: 'cardrestriction',
  list: 'cardRestrictionRules',
  calls: {
    get: cardrestrictionCalls.getRule,
    create: cardrestrictionCalls.createRule,
    update: cardrestrictionCalls.updateRule,
    remove: cardrestrictionCalls.removeRule,
  },
  filters: {},
  route: '/cardRestrictions/$restriction/$ruleId',
  focus: 'cardRestrictionRule',
  idOf: (row: CardRestrictionRule) => row.ruleId,
  parseId: numericId,
  params: (ruleId: number, route: RouteParams) => ({ space: route.space ?? '', name: route.restriction ?? '', ruleId }),
  idSearch: { name: 'space', parent: true },
  history: (row: CardRestrictionRule) => ({ targetType: 'cardRestrictionRule', targetId: String(row.ruleId) }),
  page: true,
  related: () => [cardRestrictions.keys.all],
})

export type RuleSimulationBody = z.input<typeof cardRestrictionSimulationInputSchema>

/** What a rule being edited would have changed over the last 30 days, under the kind's key: a save reads it again. */
export const ruleSimulation = (restriction: { space: string; name: string }, body: RuleSimulationBody) =>
  queryOptions({
    queryKey: [...cardRestrictions.keys.all, 'simulation', restriction.space, restriction.name, body],
    queryFn: ({ signal }) => callApi(cardrestrictionCalls.simulateRule, { params: { space: restriction.space, name: restriction.name }, body, signal }),
  })

/** Hits a page: enough to fill the section, few enough to read at a glance. */
const RULE_HIT_PAGE = 20

/** The transactions a SHADOW rule matched, newest first, a keyset page at a time, under the kind's key. */
export const ruleHits = (restriction: { space: string; name: string }, ruleId: number) =>
  infiniteQueryOptions({
    queryKey: [...cardRestrictions.keys.all, 'hits', restriction.space, restriction.name, ruleId],
    queryFn: ({ pageParam, signal }) =>
      callApi(cardrestrictionCalls.ruleHits, {
        params: { space: restriction.space, name: restriction.name, ruleId },
        query: { limit: RULE_HIT_PAGE, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  })

/** The ISO countries a COUNTRY rule chooses from: the same list the server checks values against. */
export const ruleCountries = () =>
  queryOptions({
    queryKey: ['reference', 'allCountries'],
    queryFn: ({ signal }) => callApi(referenceCalls.allCountries, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  })

/** More restrictions than a space ever holds: a merchant's are shown all, without paging. */
const MERCHANT_RESTRICTION_LIMIT = 200

/**
 * The restrictions of the merchant's space that name the merchant or apply to all of the space,
 * under the kind's key: a write on the restriction screens refreshes them.
 */
export const restrictionsOfMerchant = (merchant: string) =>
  queryOptions({
    queryKey: [...cardRestrictions.keys.all, 'of-merchant', merchant],
    queryFn: ({ signal }) => callApi(cardrestrictionCalls.list, { query: { merchantName: merchant, limit: MERCHANT_RESTRICTION_LIMIT }, signal }),
  })
