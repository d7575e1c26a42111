import { LOOKBACK_HOURS } from '@domain/constants'
import type { TFunction } from 'i18next'

/** The look-back choices of the paywall figures, labelled "24 hours" in the console language. */
export function lookbackOptions(t: TFunction): { value: string; label: string }[] {
  return LOOKBACK_HOURS.map((hours) => ({ value: String(hours), label: t('transaction:session.hours', { hours }) }))
}
