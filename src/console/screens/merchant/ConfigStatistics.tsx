import type { configStatisticsSchema } from '@domain/entities/merchant'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { type ConfigKind, configStatisticsQueryOptions, STATISTICS_PERIODS, type StatisticsPeriod } from '../../api/merchant'
import { errorText } from '../../lib/error-text'
import { Skeleton } from '../../ui/Card'
import { CountLineChart } from '../../ui/CountLineChart'
import { SelectField } from '../../ui/Field'
import { Amount, Facts, Section } from '../../ui/record-parts'

type ConfigStatisticsData = z.infer<typeof configStatisticsSchema>

const lines = [
  { key: 'total', colour: '#2563eb' },
  { key: 'approved', colour: '#16a34a' },
  { key: 'declined', colour: '#dc2626' },
] as const

/** Outcomes of the payments a gateway or instrument config handled over the chosen period. */
export function ConfigStatistics({ merchant, kind, id }: { merchant: string; kind: ConfigKind; id: number }) {
  const { t } = useTranslation('merchant')
  const [days, setDays] = useState<StatisticsPeriod>(30)
  const query = useQuery(configStatisticsQueryOptions(merchant, kind, id, days))
  return (
    <div className="mt-6 max-w-2xl">
      <Section
        title={t('configs.statistics.title')}
        actions={
          <div className="w-44">
            <SelectField
              label={t('configs.statistics.period')}
              value={String(days)}
              onChange={(event) => setDays(Number(event.target.value) as StatisticsPeriod)}
              options={STATISTICS_PERIODS.map((period) => ({ value: String(period), label: t('configs.statistics.lastDays', { days: period }) }))}
            />
          </div>
        }
      >
        {query.isPending ? (
          <div className="space-y-2" aria-busy="true">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-40 w-full" />
          </div>
        ) : query.isError ? (
          <p role="alert" className="text-sm text-error">
            {errorText(query.error as Error)}
          </p>
        ) : (
          <StatisticsFigures statistics={query.data} days={days} />
        )}
      </Section>
    </div>
  )
}

function StatisticsFigures({ statistics, days }: { statistics: ConfigStatisticsData; days: StatisticsPeriod }) {
  const { t, i18n } = useTranslation('merchant')
  const number = new Intl.NumberFormat(i18n.language)
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 })
  const volume =
    statistics.volume.length === 0 ? null : (
      <ul>
        {statistics.volume.map((money) => (
          <li key={money.currency}>
            <Amount amount={money.amount} currency={money.currency} />
          </li>
        ))}
      </ul>
    )
  return (
    <div className="space-y-4" data-testid="config-statistics">
      <Facts
        rows={[
          [t('configs.statistics.total'), number.format(statistics.total)],
          [t('configs.statistics.approved'), number.format(statistics.approved)],
          [t('configs.statistics.declined'), number.format(statistics.declined)],
          [t('configs.statistics.errors'), number.format(statistics.errors)],
          [t('configs.statistics.approvalRate'), statistics.approvalRate === null ? t('configs.statistics.noPayments') : percent.format(statistics.approvalRate)],
          [t('configs.statistics.volume'), volume],
        ]}
      />
      <div>
        <h4 className="mb-1 text-sm font-medium text-slate-600 dark:text-slate-300">{t('configs.statistics.topResultCodes')}</h4>
        {statistics.topResultCodes.length === 0 ? (
          <p className="text-sm text-slate-500">{t('configs.statistics.noResultCodes')}</p>
        ) : (
          <table className="w-full text-sm">
            <thead className="text-start text-slate-500">
              <tr>
                <th className="py-1 text-start font-normal">{t('configs.statistics.code')}</th>
                <th className="py-1 text-start font-normal">{t('configs.statistics.message')}</th>
                <th className="py-1 text-end font-normal">{t('configs.statistics.count')}</th>
              </tr>
            </thead>
            <tbody>
              {statistics.topResultCodes.map((code) => (
                <tr key={code.code} className="border-t border-slate-100 dark:border-slate-800">
                  <td className="py-1 font-mono">{code.code}</td>
                  <td className="py-1">{code.message}</td>
                  <td className="py-1 text-end tabular-nums">{number.format(code.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <DailyChart statistics={statistics} days={days} />
    </div>
  )
}

/** The daily series as a chart, and the same figures as a table only screen readers read. */
function DailyChart({ statistics, days }: { statistics: ConfigStatisticsData; days: StatisticsPeriod }) {
  const { t } = useTranslation('merchant')
  // Days are UTC calendar days: their month and day are the label, whatever the user's time zone.
  const data = statistics.series.map((point) => ({ ...point, label: point.day.slice(5) }))
  return (
    <div>
      <CountLineChart
        className="h-56"
        label={t('configs.statistics.chart', { days })}
        data={data}
        lines={lines.map((line) => ({ dataKey: line.key, name: t(`configs.statistics.${line.key}`), colour: line.colour }))}
      />
      {/* On the wrapper: a table grows to its content whatever width it is given. */}
      <div className="sr-only">
        <table>
          <caption>{t('configs.statistics.chart', { days })}</caption>
          <thead>
            <tr>
              <th>{t('configs.statistics.day')}</th>
              {lines.map((line) => (
                <th key={line.key}>{t(`configs.statistics.${line.key}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {statistics.series.map((point) => (
              <tr key={point.day}>
                <td>{point.day}</td>
                <td>{point.total}</td>
                <td>{point.approved}</td>
                <td>{point.declined}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
