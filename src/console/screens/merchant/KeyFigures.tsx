import { useQuery } from '@tanstack/react-query'
import { lazy, type ReactNode, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { dashboardQueryOptions } from '../../api/system'
import { formatMinor } from '../../lib/money'
import { Skeleton } from '../../ui/Card'
import { AppLink, consolePath, Section } from '../../ui/record-parts'
import { QueryFailed } from '../../ui/RecordEditor'
import { periodFigures } from './merchant-logic'

// The chart library is the heaviest part of the screen: the figures show while it loads.
const TrendChart = lazy(() => import('../../ui/TrendChart').then((m) => ({ default: m.TrendChart })))

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-md bg-slate-50 px-3 py-2 dark:bg-slate-800">
      <p className="text-xs text-slate-500 dark:text-slate-400">{label}</p>
      <p className="text-lg font-semibold tabular-nums">{children}</p>
    </div>
  )
}

/**
 * The merchant's transaction figures: the dashboard call narrowed to this merchant (today and
 * the days of its trend), read from the daily figures the server keeps per merchant.
 */
export function KeyFigures({ merchant }: { merchant: string }) {
  const { t, i18n } = useTranslation('merchant')
  const dashboard = useQuery(dashboardQueryOptions(merchant))
  const number = new Intl.NumberFormat(i18n.language)
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 })
  const rate = (value: number | null) => (value === null ? '—' : percent.format(value))

  const links = (
    <AppLink href={consolePath('merchant', merchant, 'transactions')} className="text-sm">
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
  const volume = (list: { currency: string; amount: number }[]) =>
    list.length === 0 ? '—' : list.map((money) => <span key={money.currency} className="me-3 inline-block" dir="ltr">{formatMinor(money.amount, money.currency, i18n.language)}</span>)

  return (
    <Section title={t('figures.title')} actions={links}>
      <div className="space-y-4" data-testid="merchant-figures">
        <div>
          <h4 className="mb-1 text-xs font-semibold uppercase text-slate-500">{t('figures.today')}</h4>
          <div className="grid gap-2 sm:grid-cols-4">
            <Figure label={t('figures.count')}>{number.format(today.count)}</Figure>
            <Figure label={t('figures.approvalRate')}>{rate(today.approvalRate)}</Figure>
            <Figure label={t('figures.chargebacks')}>{number.format(today.chargebacks)}</Figure>
            <Figure label={t('figures.volume')}>{volume(today.volume)}</Figure>
          </div>
        </div>
        <div>
          <h4 className="mb-1 text-xs font-semibold uppercase text-slate-500">{t('figures.lastDays', { count: period.days })}</h4>
          <div className="grid gap-2 sm:grid-cols-4">
            <Figure label={t('figures.count')}>{number.format(period.count)}</Figure>
            <Figure label={t('figures.approvalRate')}>{rate(period.approvalRate)}</Figure>
            <Figure label={t('figures.declined')}>{number.format(period.declined)}</Figure>
            <Figure label={t('figures.volume')}>{volume(period.volume)}</Figure>
          </div>
        </div>
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
