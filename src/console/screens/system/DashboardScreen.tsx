import type { Dashboard } from '@domain/entities/dashboard'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { lazy, type ReactNode, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { dashboardQueryOptions } from '../../api/system'
import { formatDateTime } from '../../lib/dates'
import { percentage } from '../../lib/formats'
import { formatMinor } from '@domain/money'
import { loadWhenOnline } from '../../lib/load-when-online'
import { Card, PageHeader, Skeleton } from '../../ui/Card'
import { QueryFailed } from '../../ui/RecordEditor'
import { useTimeZone } from '../../lib/use-time-zone'

// The chart library is the heaviest part of the screen: the figures show while it loads.
const TrendChart = lazy(() => loadWhenOnline(() => import('../../ui/TrendChart')).then((m) => ({ default: m.TrendChart })))

const route = getRouteApi('/_console/dashboard')

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card>
      <p className="text-sm text-slate-500 dark:text-slate-400">{label}</p>
      <div className="mt-1 text-2xl font-semibold">{children}</div>
    </Card>
  )
}

function Loading() {
  return (
    <div className="space-y-6" aria-busy="true">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-72" />
    </div>
  )
}

export function DashboardScreen() {
  const { t, i18n } = useTranslation()
  const { merchant } = route.useSearch()
  const timeZone = useTimeZone()
  const dashboard = useQuery(dashboardQueryOptions(merchant))

  const header = (
    <PageHeader title={t('shell:screens.dashboard')}>
      {dashboard.data && (
        <p className="text-sm text-slate-500">{t('system:generatedAt', { time: formatDateTime(dashboard.data.generatedAt, i18n.language, timeZone, 'minute') })}</p>
      )}
    </PageHeader>
  )

  if (dashboard.isPending) {
    return (
      <>
        {header}
        <Loading />
      </>
    )
  }
  if (dashboard.isError) {
    return (
      <>
        {header}
        <Card>
          <QueryFailed query={dashboard} failed={t('system:loadFailed')} />
        </Card>
      </>
    )
  }
  return (
    <>
      {header}
      <DashboardFigures dashboard={dashboard.data} />
    </>
  )
}

/** Today's count, approval rate, chargebacks and volume by currency, then the trend and the top decline reasons. */
function DashboardFigures({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useTranslation()
  const number = new Intl.NumberFormat(i18n.language)
  const { today, topDeclineReasons, trend, merchants } = dashboard
  const empty = today.count === 0 && trend.every((day) => day.count === 0)

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <Figure label={t('system:todayCount')}>{number.format(today.count)}</Figure>
        <Figure label={t('system:approvalRate')}>{percentage(today.approvalRate, 1, i18n.language) || '—'}</Figure>
        <Figure label={t('system:chargebacks')}>{number.format(today.chargebacks)}</Figure>
      </div>
      <Card title={t('system:todayVolume')}>
        {today.volume.length ? (
          <ul className="grid gap-x-6 gap-y-2 sm:grid-cols-3 lg:grid-cols-4">
            {today.volume.map((v) => (
              <li key={v.currency} className="flex min-w-0 flex-wrap items-baseline justify-between gap-x-2 rounded-md bg-slate-50 px-3 py-2 dark:bg-slate-800">
                <span className="text-xs font-semibold text-slate-500">{v.currency}</span>
                <span dir="ltr" className="text-lg font-semibold">
                  {formatMinor(v.amount, v.currency, i18n.language, false)}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-500">—</p>
        )}
      </Card>
      {empty ? (
        <Card>
          <p className="text-slate-500">{t('system:empty', { merchants })}</p>
        </Card>
      ) : (
        <div className="grid gap-6 lg:grid-cols-3">
          <Card title={t('system:trend')} className="lg:col-span-2">
            <Suspense fallback={<Skeleton className="h-64" />}>
              <TrendChart trend={trend} />
            </Suspense>
          </Card>
          <Card title={t('system:topDeclines')}>
            {topDeclineReasons.length ? (
              <ol className="space-y-2 text-sm">
                {topDeclineReasons.map((reason) => (
                  <li key={reason.code} className="flex items-baseline justify-between gap-3">
                    <span>
                      <code className="me-2 rounded bg-slate-100 px-1 text-xs dark:bg-slate-800">{reason.code}</code>
                      {reason.message}
                    </span>
                    <span className="font-semibold">{number.format(reason.count)}</span>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-sm text-slate-500">{t('system:noDeclines')}</p>
            )}
          </Card>
        </div>
      )}
    </div>
  )
}
