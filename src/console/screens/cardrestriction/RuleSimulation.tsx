import type { CardRestriction } from '@domain/entities/cardrestriction'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { type RuleSimulationBody, ruleSimulation } from '../../api/cardrestriction'
import { useDebounced } from '../../lib/use-debounced'
import { SimulationCard } from '../../ui/Simulation'
import { takesValues } from './rules'

/** How long the rule's fields stay still before the simulation runs again. */
const SIMULATION_DELAY_MS = 300

/**
 * What the rule as it stands would have changed over the last 30 days of the restriction's
 * transactions, run again after each pause in editing; the last figures stay while the next run.
 */
export function RuleSimulation({ restriction, body }: { restriction: CardRestriction; body: RuleSimulationBody }) {
  const { t, i18n } = useTranslation('cardrestriction')
  // Debounced as text: an equal rule is one value, so a render that changes nothing starts no new wait.
  const text = JSON.stringify(body)
  const settled = useDebounced(text, SIMULATION_DELAY_MS)
  const stable = useMemo(() => JSON.parse(settled) as RuleSimulationBody, [settled])
  const ready = !takesValues(stable.operator) || (stable.values ?? []).length > 0
  const simulation = useQuery({ ...ruleSimulation(restriction, stable), enabled: ready, placeholderData: keepPreviousData })
  const number = new Intl.NumberFormat(i18n.language)
  return (
    <SimulationCard
      ns="cardrestriction"
      testId="rule-simulation"
      query={simulation}
      settling={settled !== text || simulation.isFetching}
      notReady={ready ? undefined : t('simulation.needsValues')}
      summary={(data) => <span data-testid="simulation-transactions">{t('simulation.transactions', { n: number.format(data.transactions) })}</span>}
    />
  )
}
