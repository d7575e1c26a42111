import { LOOKBACK_HOURS } from '@domain/constants'
import type { VelocityStatistics } from '@domain/entities/fraud'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { velocityStatisticsQueryOptions } from '../../api/fraud'
import { formatDateTime } from '../../lib/dates'
import { formatHours } from '../../lib/duration'
import { formatMinor } from '@domain/money'
import { loadWhenOnline } from '../../lib/load-when-online'
import { Button } from '../../ui/Button'
import { Card, PageHeader, Skeleton } from '../../ui/Card'
import { Time } from '../../ui/Time'
import { SelectField, TextField } from '../../ui/Field'
import { Form } from '../../ui/Form'
import { QueryFailed } from '../../ui/RecordEditor'
import { DEFAULT_LOOKBACK_HOURS, type VelocityParam, velocityParams, velocityQueryOf } from './velocity-search'
import { useTimeZone } from '../../lib/use-time-zone'

// The chart library is heavy: the figures show while it loads.
const VelocityChart = lazy(() => loadWhenOnline(() => import('./VelocityChart')).then((m) => ({ default: m.VelocityChart })))

const route = getRouteApi('/_console/velocitystatistics')

type Draft = Record<VelocityParam, string>
type VelocityFigure = VelocityStatistics['figures'][number]

function draftOf(search: Partial<Record<VelocityParam, string | undefined>>): Draft {
  return Object.fromEntries(velocityParams.map((name) => [name, search[name] ?? ''])) as Draft
}

/**
 * How much a card, customer, email or IP was used over the lookback window, computed from the
 * transactions. The form is the URL: a statistics view is a link to paste in a ticket.
 */
export function VelocityStatisticsScreen() {
  const { t } = useTranslation('fraud')
  const search = route.useSearch()
  const lookback = search.lookback ?? DEFAULT_LOOKBACK_HOURS
  const query = velocityQueryOf(search)
  const statistics = useQuery({ ...velocityStatisticsQueryOptions(query ?? { lookback }), enabled: query !== null })

  return (
    <>
      <PageHeader title={t('velocity.title')} />
      <div className="space-y-6">
        <VelocitySearchForm />
        {query === null ? (
          <Card>
            <p className="text-sm text-slate-500">{t('velocity.prompt')}</p>
          </Card>
        ) : statistics.isPending ? (
          <Skeleton className="h-64" />
        ) : statistics.isError ? (
          <Card>
            <QueryFailed query={statistics} failed={t('velocity.failed')} />
          </Card>
        ) : (
          <VelocityResults statistics={statistics.data} />
        )}
      </div>
    </>
  )
}

/** The identifiers and the lookback, as the URL has them: a search writes them to it. */
function VelocitySearchForm() {
  const { t, i18n } = useTranslation('fraud')
  const search = route.useSearch()
  const navigate = useNavigate({ from: '/velocitystatistics' })
  const [draft, setDraft] = useState<Draft>(() => draftOf(search))
  const lookback = search.lookback ?? DEFAULT_LOOKBACK_HOURS

  // Back and forward change the URL under the form: the fields follow.
  useEffect(() => setDraft(draftOf(search)), [search])

  const apply = () => void navigate({ search: { ...draft, lookback } })

  return (
    <Card>
      <Form onSubmit={apply} className="space-y-4" aria-label={t('velocity.title')}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {velocityParams.map((name) => (
            <TextField
              key={name}
              label={t(`velocity.params.${name}`)}
              value={draft[name]}
              onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
              spellCheck={false}
              autoComplete="off"
              dir="ltr"
            />
          ))}
          <SelectField
            label={t('velocity.lookback')}
            value={String(lookback)}
            onChange={(e) => void navigate({ search: { ...search, lookback: Number(e.target.value) } })}
            options={LOOKBACK_HOURS.map((hours) => ({ value: String(hours), label: formatHours(hours, i18n.language) }))}
          />
        </div>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => void navigate({ search: { lookback } })}>
            {t('velocity.clear')}
          </Button>
          <Button type="submit">{t('velocity.search')}</Button>
        </div>
      </Form>
    </Card>
  )
}

/** The window the figures cover, the chart, and each identifier's figures. */
function VelocityResults({ statistics }: { statistics: VelocityStatistics }) {
  const { t, i18n } = useTranslation('fraud')
  const timeZone = useTimeZone()
  return (
    <>
      <p className="text-sm text-slate-500">
        {t('velocity.window', {
          duration: formatHours(statistics.lookbackHours, i18n.language),
          from: formatDateTime(statistics.from, i18n.language, timeZone, 'minute'),
          to: formatDateTime(statistics.to, i18n.language, timeZone, 'minute'),
        })}
      </p>
      {statistics.figures.length === 0 ? (
        <Card>
          <p className="text-sm text-slate-500">{t('velocity.none')}</p>
        </Card>
      ) : (
        <>
          <Card title={t('velocity.chart')}>
            <Suspense fallback={<Skeleton className="h-64" />}>
              <VelocityChart statistics={statistics} timeZone={timeZone} />
            </Suspense>
          </Card>
          <div className="grid gap-4 lg:grid-cols-2">
            {statistics.figures.map((figure) => (
              <VelocityFigureCard key={`${figure.field}:${figure.value}`} figure={figure} timeZone={timeZone} />
            ))}
          </div>
        </>
      )}
    </>
  )
}

const COUNTS = ['transactionCount', 'approvedCount', 'declinedCount', 'distinctCards', 'distinctCustomers', 'distinctEmails', 'distinctIps'] as const

/** What one identifier did over the window: its counts, amounts, merchants, first and last use, and whether it is blocked. */
function VelocityFigureCard({ figure, timeZone }: { figure: VelocityFigure; timeZone: string }) {
  const { t, i18n } = useTranslation('fraud')
  const number = new Intl.NumberFormat(i18n.language)
  return (
    <Card title={`${t(`velocity.params.${figure.identifier}`)}: ${figure.value}`}>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        {COUNTS.map((key) => (
          <div key={key}>
            <dt className="text-xs text-slate-500">{t(`velocity.figures.${key}`)}</dt>
            <dd className="text-lg font-semibold">{number.format(figure[key])}</dd>
          </div>
        ))}
        <div>
          <dt className="text-xs text-slate-500">{t('velocity.figures.amounts')}</dt>
          <dd dir="ltr">{figure.amounts.map((a) => formatMinor(a.amount, a.currency, i18n.language)).join(', ') || '—'}</dd>
        </div>
        <div className="col-span-2 sm:col-span-3">
          <dt className="text-xs text-slate-500">{t('velocity.figures.merchants')}</dt>
          <dd>{figure.merchants.join(', ') || '—'}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('velocity.figures.firstSeen')}</dt>
          <dd><Time value={figure.firstSeenAt} timeZone={timeZone} /></dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('velocity.figures.lastSeen')}</dt>
          <dd><Time value={figure.lastSeenAt} timeZone={timeZone} /></dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('velocity.figures.blocked')}</dt>
          <dd>
            {[figure.fraudBlocked && t('velocity.figures.fraudBlocked'), figure.velocityBlocked && t('velocity.figures.velocityBlocked')]
              .filter(Boolean)
              .join(', ') || t('velocity.figures.notBlocked')}
          </dd>
        </div>
      </dl>
    </Card>
  )
}
