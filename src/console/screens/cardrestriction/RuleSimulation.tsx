import type { CardRestriction } from '@domain/entities/cardrestriction'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { type RuleSimulationBody, ruleSimulation } from '../../api/cardrestriction'
import { SimulationCard, useSettledBody } from '../../ui/Simulation'
import { takesValues } from './rules'

/**
 * What the rule as it stands would have changed over the last 30 days of the restriction's
 * transactions, run again after each pause in editing; the last figures stay while the next run.
 */
export function RuleSimulation({ restriction, body }: { restriction: CardRestriction; body: RuleSimulationBody }) {
  const { t, i18n } = useTranslation('cardrestriction')
  const { settled, waiting } = useSettledBody(body)
  const ready = !takesValues(settled.operator) || (settled.values ?? []).length > 0
  const simulation = useQuery({ ...ruleSimulation(restriction, settled), enabled: ready, placeholderData: keepPreviousData })
  const number = new Intl.NumberFormat(i18n.language)
  return (
    <SimulationCard
      ns="cardrestriction"
      testId="rule-simulation"
      query={simulation}
      settling={waiting || simulation.isFetching}
      notReady={ready ? undefined : t('simulation.needsValues')}
      summary={(data) => <span data-testid="simulation-transactions">{t('simulation.transactions', { n: number.format(data.transactions) })}</span>}
    />
  )
}
