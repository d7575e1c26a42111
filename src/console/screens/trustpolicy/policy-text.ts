import { type comparisonOperators, conditionCurrency, type trustPolicyConditionSchema } from '@domain/entities/trustpolicy'
import { ruleStatuses } from '@domain/enums'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'

type Condition = z.infer<typeof trustPolicyConditionSchema>
export type ComparisonOperator = (typeof comparisonOperators)[number]

/** The comparisons as every language writes them. */
export const operatorSigns: Record<ComparisonOperator, string> = { GTE: '≥', GT: '>', LTE: '≤', LT: '<', EQ: '=' }

/** A condition as a sentence's start: `Approved charges ≥ 3`. */
export function conditionText(t: TFunction, condition: Condition): string {
  const currency = conditionCurrency(condition)
  const value = currency ? `${condition.value} ${currency}` : condition.value
  return `${t(`trustpolicy:conditionFields.${condition.field}`)} ${operatorSigns[condition.operator]} ${value}`
}

/** The statuses a config, collection or policy can have, as select options. */
export function useStatusOptions(): { value: string; label: string }[] {
  const { t } = useTranslation('trustpolicy')
  return ruleStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))
}
