import type { CardRestriction } from '@domain/entities/cardrestriction'
import { useTranslation } from 'react-i18next'
import { type RuleSimulationBody, ruleSimulation } from '../../api/cardrestriction'
import { SimulationCard, useSimulation } from '../../ui/Simulation'
import { takesValues } from './rules'

/**
 * What the rule as it stands would have changed over the last 30 days of the restriction's
 * transactions, run again after each pause in editing; the last figures stay while the next run.
 */
export function RuleSimulation({ restriction, body }: { restriction: CardRestriction; body: RuleSimulationBody }) {
  const { t, i18n } = useTranslation('cardrestriction')
  const simulation = useSimulation(body, (settled) => ({ ...ruleSimulation(restriction, settled), enabled: isReady(settled) }))
  const number = new Intl.NumberFormat(i18n.language)
  return (
    <SimulationCard
      ns="cardrestriction"
      testId="rule-simulation"
      simulation={simulation}
      notReady={isReady(simulation.settled) ? undefined : t('simulation.needsValues')}
      summary={(data) => t('simulation.transactions', { n: number.format(data.transactions) })}
    />
  )
}

/** A rule that takes values is simulated once it has one. */
const isReady = (rule: RuleSimulationBody) => !takesValues(rule.operator) || (rule.values ?? []).length > 0
