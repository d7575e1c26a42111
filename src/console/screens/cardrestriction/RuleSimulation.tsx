import type { CardRestriction, CardRestrictionSimulation } from '@domain/entities/cardrestriction'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { type RuleSimulationBody, ruleSimulation } from '../../api/cardrestriction'
import { errorText } from '../../lib/error-text'
import { useDebounced } from '../../lib/use-debounced'
import { Card } from '../../ui/Card'
import { Amount, AppLink, consolePath } from '../../ui/record-parts'
import { Time } from '../../ui/Time'
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
  const settling = settled !== text || simulation.isFetching
  const number = new Intl.NumberFormat(i18n.language)
  return (
    <Card title={t('simulation.title')}>
      <div aria-live="polite" aria-busy={settling || undefined} data-testid="rule-simulation" className="space-y-3">
        {!ready ? (
          <p className="text-sm text-slate-500">{t('simulation.needsValues')}</p>
        ) : simulation.isError ? (
          <p role="alert" className="text-sm text-error">
            {t('simulation.failed')} {errorText(simulation.error)}
          </p>
        ) : simulation.data ? (
          <div className={`space-y-3 ${settling ? 'opacity-60' : ''}`}>
            <p className="text-xs text-slate-500">
              <Time value={simulation.data.from} pattern="yyyy-MM-dd" /> – <Time value={simulation.data.to} pattern="yyyy-MM-dd" /> ·{' '}
              <span data-testid="simulation-transactions">{t('simulation.transactions', { n: number.format(simulation.data.transactions) })}</span>
            </p>
            <dl className="grid grid-cols-2 gap-3">
              <Figures name="wouldDecline" figures={simulation.data.wouldDecline} />
              <Figures name="wouldAllow" figures={simulation.data.wouldAllow} />
            </dl>
            <Sample sample={simulation.data.sample} />
          </div>
        ) : (
          <p className="text-sm text-slate-500">{t('simulation.loading')}</p>
        )}
      </div>
    </Card>
  )
}

function Figures({ name, figures }: { name: 'wouldDecline' | 'wouldAllow'; figures: CardRestrictionSimulation['wouldDecline'] }) {
  const { t, i18n } = useTranslation('cardrestriction')
  return (
    <div>
      <dt className="text-xs text-slate-500">{t(`simulation.${name}`)}</dt>
      <dd className="text-2xl font-semibold tabular-nums" data-testid={`simulation-${name}`}>
        {new Intl.NumberFormat(i18n.language).format(figures.count)}
      </dd>
      {figures.amounts.map((money) => (
        <dd key={money.currency} className="text-sm" data-testid={`simulation-${name}-amount`}>
          <Amount amount={money.amount} currency={money.currency} />
        </dd>
      ))}
    </div>
  )
}

function Sample({ sample }: { sample: CardRestrictionSimulation['sample'] }) {
  const { t } = useTranslation('cardrestriction')
  if (sample.length === 0) return <p className="text-sm text-slate-500">{t('simulation.noChange')}</p>
  return (
    <div>
      <h3 className="mb-1 text-xs font-medium text-slate-500">{t('simulation.sample', { n: sample.length })}</h3>
      <ul className="space-y-1 text-sm" data-testid="simulation-sample">
        {sample.map((row) => (
          <li key={`${row.merchantAccount}/${row.transactionId}`} className="flex flex-wrap items-baseline justify-between gap-x-2">
            <AppLink
              href={consolePath('merchant', row.merchantAccount, 'transactions', row.transactionId)}
              className="font-mono text-xs"
            >
              {row.merchantAccount} / {row.transactionId}
            </AppLink>
            <span className="text-xs text-slate-500">
              {[row.cardScheme ?? '—', row.cardCountry ?? '—'].join(' · ')} · <Amount amount={row.amount} currency={row.currency} /> ·{' '}
              <Time value={row.created} pattern="yyyy-MM-dd HH:mm" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
