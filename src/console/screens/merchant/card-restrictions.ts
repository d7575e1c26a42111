import type { CardRestriction, CardRestrictionRule } from '@domain/entities/cardrestriction'

/** Rules in the order they are applied: lowest priority number first. */
export function rulesInOrder(rules: readonly CardRestrictionRule[]): CardRestrictionRule[] {
  return [...rules].sort((a, b) => a.priority - b.priority || a.ruleId - b.ruleId)
}

/** Whom a restriction of the merchant's space reaches: the merchants it names, or all of the space when it names none. */
export function restrictionTarget(restriction: Pick<CardRestriction, 'merchantAccounts'>, merchant: string): 'merchant' | 'space' {
  return restriction.merchantAccounts.includes(merchant) ? 'merchant' : 'space'
}
