import type { CardRestrictionSimulation } from '@domain/entities/cardrestriction'
import { keepPreviousData, type QueryKey, type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query'
import { type ReactNode, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../lib/error-text'
import { useDebounced } from '../lib/use-debounced'
import { Card } from './Card'
import { Amount, AppLink } from './record-parts'
import { Time } from './Time'
import { transactionTarget } from '../lib/targets'

/** How long a rule's or policy's fields stay still before its simulation runs again. */
const SIMULATION_DELAY_MS = 300

/**
 * The body a simulation runs with: the form's, once it has stayed the same a moment; `waiting`
 * while a newer one has not settled. Debounced as text: an equal body is one value, so a render
 * that changes nothing starts no new wait.
 */
export function useSettledBody<Body>(body: Body): { settled: Body; waiting: boolean } {
  const text = JSON.stringify(body)
  const settledText = useDebounced(text, SIMULATION_DELAY_MS)
  const settled = useMemo(() => JSON.parse(settledText) as Body, [settledText])
  return { settled, waiting: settledText !== text }
}

/** A simulation run on the settled body: `settling` while the body or its answer is on its way. */
export interface Simulation<T> {
  query: UseQueryResult<T>
  settling: boolean
}

/** The simulation of a body being edited, run again once it settles; the last figures stay while the next run. */
export function useSimulation<Body, T, K extends QueryKey>(body: Body, options: (settled: Body) => UseQueryOptions<T, Error, T, K>): Simulation<T> & { settled: Body } {
  const { settled, waiting } = useSettledBody(body)
  const query = useQuery({ ...options(settled), placeholderData: keepPreviousData })
  return { settled, query, settling: waiting || query.isFetching }
}

/** The figures every simulation answers: its window, what it would have declined and allowed, the newest changed. */
export type SimulationFigures = Pick<CardRestrictionSimulation, 'from' | 'to' | 'wouldDecline' | 'wouldAllow' | 'sample'>

/**
 * What a rule or policy being edited would have changed over the last 30 days. `ns` names the
 * locale namespace holding its `simulation.*` texts (title, failed, loading, wouldDecline,
 * wouldAllow, noChange, sample); `summary` and `children` add what only that kind answers.
 * The last figures stay, dimmed, while the next run settles.
 */
export function SimulationCard<T extends SimulationFigures>({
  ns,
  testId,
  simulation,
  notReady,
  summary,
  children,
}: {
  ns: string
  testId: string
  simulation: Simulation<T>
  /** Why the edited record cannot be simulated yet, when it cannot. */
  notReady?: string
  /** How many transactions the run read, and what else it counted. */
  summary: (data: T) => ReactNode
  children?: (data: T) => ReactNode
}) {
  const { t } = useTranslation(ns)
  const { query, settling } = simulation
  return (
    <Card title={t('simulation.title')}>
      <div aria-live="polite" aria-busy={settling || undefined} data-testid={testId} className="space-y-3">
        {notReady ? (
          <p className="text-sm text-slate-500">{notReady}</p>
        ) : query.isError ? (
          <p role="alert" className="text-sm text-error">
            {t('simulation.failed')} {errorText(query.error)}
          </p>
        ) : query.data ? (
          <div className={`space-y-3 ${settling ? 'opacity-60' : ''}`}>
            <p className="text-xs text-slate-500">
              <Time value={query.data.from} precision="date" /> – <Time value={query.data.to} precision="date" /> · <span data-testid="simulation-transactions">{summary(query.data)}</span>
            </p>
            <dl className="grid grid-cols-2 gap-3">
              <Figures ns={ns} name="wouldDecline" figures={query.data.wouldDecline} />
              <Figures ns={ns} name="wouldAllow" figures={query.data.wouldAllow} />
            </dl>
            {children?.(query.data)}
            <Sample ns={ns} sample={query.data.sample} />
          </div>
        ) : (
          <p className="text-sm text-slate-500">{t('simulation.loading')}</p>
        )}
      </div>
    </Card>
  )
}

function Figures({ ns, name, figures }: { ns: string; name: 'wouldDecline' | 'wouldAllow'; figures: SimulationFigures['wouldDecline'] }) {
  const { t, i18n } = useTranslation(ns)
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

function Sample({ ns, sample }: { ns: string; sample: SimulationFigures['sample'] }) {
  const { t } = useTranslation(ns)
  if (sample.length === 0) return <p className="text-sm text-slate-500">{t('simulation.noChange')}</p>
  return (
    <div>
      <h3 className="mb-1 text-xs font-medium text-slate-500">{t('simulation.sample', { n: sample.length })}</h3>
      <ul className="space-y-1 text-sm" data-testid="simulation-sample">
        {sample.map((row) => (
          <li key={`${row.merchantAccount}/${row.transactionId}`} className="flex flex-wrap items-baseline justify-between gap-x-2">
            <AppLink {...transactionTarget(row.merchantAccount, row.transactionId)} className="font-mono text-xs">
              {row.merchantAccount} / {row.transactionId}
            </AppLink>
            <span className="text-xs text-slate-500">
              {[row.cardScheme ?? '—', row.cardCountry ?? '—'].join(' · ')} · <Amount amount={row.amount} currency={row.currency} /> ·{' '}
              <Time value={row.created} precision="minute" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
