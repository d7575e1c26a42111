import { cardrestrictionCalls } from '@domain/calls/cardrestriction'
import { referenceList } from './reference'
import type { CardRestrictionRule, CardRestrictionSummary, cardRestrictionSimulationInputSchema } from '@domain/entities/cardrestriction'
import { cardRestrictionFilterFields } from '@domain/filters/cardrestriction'
import type { z } from 'zod'
import { callPages, callQuery } from './call-query'
import { defineRecordKind, numericId, type RouteParams, textKeyed } from './record-kind'

/** A restriction is named by its name in the path and its space beside it (`?space=`): each space has its own names. */
export const cardRestrictions = defineRecordKind({
  kind: 'cardRestriction',
  calls: cardrestrictionCalls,
  filters: cardRestrictionFilterFields,
  ...textKeyed((row: CardRestrictionSummary) => row.name, (name, route) => ({ space: route.space ?? '', name })),
  idSearch: { name: 'space', of: (row: CardRestrictionSummary) => row.space },
  history: (row: CardRestrictionSummary) => `${row.space}/${row.name}`,
})

/**
 * A rule of a restriction, read with it: it has no list of its own. Its id names it under the
 * restriction of the path and the space beside it, which it does not carry.
 */
export const cardRestrictionRules = defineRecordKind({
  kind: 'cardRestrictionRule',
  calls: {
    get: cardrestrictionCalls.getRule,
    create: cardrestrictionCalls.createRule,
    update: cardrestrictionCalls.updateRule,
    remove: cardrestrictionCalls.removeRule,
  },
  filters: {},
  idOf: (row: CardRestrictionRule) => row.ruleId,
  parseId: numericId,
  params: (ruleId: number, route: RouteParams) => ({ space: route.space ?? '', name: route.restriction ?? '', ruleId }),
  idSearch: { name: 'space', parent: true },
  page: true,
  related: () => [cardRestrictions.keys.all],
})

export type RuleSimulationBody = z.input<typeof cardRestrictionSimulationInputSchema>

/** What a rule being edited would have changed over the last 30 days, under the kind's key: a save reads it again. */
export const ruleSimulation = (restriction: { space: string; name: string }, body: RuleSimulationBody) =>
  callQuery([...cardRestrictions.keys.all, 'simulation', restriction.space, restriction.name, body], cardrestrictionCalls.simulateRule, { params: { space: restriction.space, name: restriction.name }, body })

/** Hits a page: enough to fill the section, few enough to read at a glance. */
const RULE_HIT_PAGE = 20

/** The transactions a SHADOW rule matched, newest first, a keyset page at a time, under the kind's key. */
export const ruleHits = (restriction: { space: string; name: string }, ruleId: number) =>
  callPages([...cardRestrictions.keys.all, 'hits', restriction.space, restriction.name, ruleId], cardrestrictionCalls.ruleHits, {
    params: { space: restriction.space, name: restriction.name, ruleId },
    query: { limit: RULE_HIT_PAGE },
  })

/** The ISO countries a COUNTRY rule chooses from: the same list the server checks values against. */
export const ruleCountries = () => referenceList('allCountries')

/** More restrictions than a space ever holds: a merchant's are shown all, without paging. */
const MERCHANT_RESTRICTION_LIMIT = 200

/**
 * The restrictions of the merchant's space that name the merchant or apply to all of the space,
 * under the kind's key: a write on the restriction screens refreshes them.
 */
export const restrictionsOfMerchant = (merchant: string) =>
  callQuery([...cardRestrictions.keys.all, 'of-merchant', merchant], cardrestrictionCalls.list, { query: { merchantName: merchant, limit: MERCHANT_RESTRICTION_LIMIT } })
