import type { GoTarget } from '@commands/go-target'
import type { CardRestriction, CardRestrictionRule } from '@domain/entities/cardrestriction'
import type { RuleOperator } from '@domain/enums'

/** Rules in the order they are applied: lowest priority number first. */
export function rulesInOrder<R extends Pick<CardRestrictionRule, 'priority' | 'ruleId'>>(rules: readonly R[]): R[] {
  return [...rules].sort((a, b) => a.priority - b.priority || a.ruleId - b.ruleId)
}

/** Whom a restriction of the merchant's space reaches: the merchants it names, or all of the space when it names none. */
export function restrictionTarget(restriction: Pick<CardRestriction, 'merchantAccounts'>, merchant: string): 'merchant' | 'space' {
  return restriction.merchantAccounts.includes(merchant) ? 'merchant' : 'space'
}

/** IN and NOT_IN compare the card with the rule's values; ANY and UNKNOWN take none. */
export function takesValues(operator: RuleOperator): boolean {
  return operator === 'IN' || operator === 'NOT_IN'
}

/** The values a rule is saved with: none for an operator that takes none, so a switch to ANY drops them. */
export function savedValues(operator: RuleOperator, values: readonly string[]): string[] {
  return takesValues(operator) ? [...values] : []
}

type Named = Pick<CardRestriction, 'space' | 'name'>

export const restrictionLink = (restriction: Named): GoTarget => ({
  to: '/cardRestrictions/$restriction',
  params: { restriction: restriction.name },
  search: { space: restriction.space },
})

export const ruleLink = (restriction: Named, ruleId: number): GoTarget => ({
  to: '/cardRestrictions/$restriction/$ruleId',
  params: { restriction: restriction.name, ruleId: String(ruleId) },
  search: { space: restriction.space },
})
