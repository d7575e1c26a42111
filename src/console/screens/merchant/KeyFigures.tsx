import { useQuery } from '@tanstack/react-query'
import { lazy, type ReactNode, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { dashboardQueryOptions } from '../../api/system'
import { formatMinor } from '@domain/money'
import { percentage } from '../../lib/formats'
import { loadWhenOnline } from '../../lib/load-when-online'
import { Skeleton } from '../../ui/Card'
import { AppLink, Section } from '../../ui/record-parts'
import { QueryFailed } from '../../ui/RecordEditor'
import { type PeriodFigures, periodFigures } from './merchant-logic'

// The chart library is the heaviest part of the screen: the figures show while it loads.
const TrendChart = lazy(() => loadWhenOnline(() => import('../../ui/TrendChart')).then((m) => ({ default: m.TrendChart })))

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-md bg-slate-50 px-3 py-2 dark:bg-slate-800">
      <p className="text-xs text-slate-500 dark:text-slate-400">{label}</p>
      <p className="text-lg font-semibold tabular-nums">{children}</p>
    </div>
  )
}

interface FigureRowProps {
  title: string
  figures: Pick<PeriodFigures, 'count' | 'approvalRate' | 'volume'>
  /** The count the row shows besides the others: today's chargebacks, the period's declines. */
  third: { label: string; count: number }
}

/** Today's or the period's figures in a row: how many, the approval rate, one more count and the volume by currency. */
function FigureRow({ title, figures, third }: FigureRowProps) {
  const { t, i18n } = useTranslation('merchant')
  const number = new Intl.NumberFormat(i18n.language)
  return (
    <div>
      <h4 className="mb-1 text-xs font-semibold uppercase text-slate-500">{title}</h4>
      <div className="grid gap-2 sm:grid-cols-4">
        <Figure label={t('figures.count')}>{number.format(figures.count)}</Figure>
        <Figure label={t('figures.approvalRate')}>{percentage(figures.approvalRate, 1, i18n.language) || '—'}</Figure>
        <Figure label={third.label}>{number.format(third.count)}</Figure>
        <Figure label={t('figures.volume')}>
          {figures.volume.length === 0
            ? '—'
            : figures.volume.map((money) => (
                <span key={money.currency} className="me-3 inline-block" dir="ltr">
                  {formatMinor(money.amount, money.currency, i18n.language)}
                </span>
              ))}
        </Figure>
      </div>
    </div>
  )
}

/**
 * The merchant's transaction figures: the dashboard call narrowed to this merchant (today and
 * the days of its trend), read from the daily figures the server keeps per merchant.
 */
export function KeyFigures({ merchant }: { merchant: string }) {
  const { t } = useTranslation('merchant')
  const dashboard = useQuery(dashboardQueryOptions(merchant))

  const links = (
    <AppLink to="/merchant/{-$merchantName}/transactions" params={{ merchantName: merchant }} className="text-sm">
      {t('figures.transactions')}
    </AppLink>
  )

  if (dashboard.isPending) {
    return (
      <Section title={t('figures.title')}>
        <div className="grid gap-2 sm:grid-cols-4" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-14" />
          ))}
        </div>
      </Section>
    )
  }
  if (dashboard.isError) {
    return (
      <Section title={t('figures.title')}>
        <QueryFailed query={dashboard} />
      </Section>
    )
  }

  const { today, trend } = dashboard.data
  const period = periodFigures(trend)

  return (
    <Section title={t('figures.title')} actions={links}>
      <div className="space-y-4" data-testid="merchant-figures">
        <FigureRow title={t('figures.today')} figures={today} third={{ label: t('figures.chargebacks'), count: today.chargebacks }} />
        <FigureRow title={t('figures.lastDays', { count: period.days })} figures={period} third={{ label: t('figures.declined'), count: period.declined }} />
        {period.count > 0 ? (
          <Suspense fallback={<Skeleton className="h-64" />}>
            <TrendChart trend={trend} />
          </Suspense>
        ) : (
          <p className="text-sm text-slate-500">{t('figures.empty', { count: period.days })}</p>
        )}
      </div>
    </Section>
  )
}
