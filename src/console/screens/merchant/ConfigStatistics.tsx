import type { configStatisticsSchema } from '@domain/entities/merchant'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { type ConfigKind, configStatisticsQueryOptions, STATISTICS_PERIODS, type StatisticsPeriod } from '../../api/merchant'
import { CompactTable } from '../../ui/CompactTable'
import { CountLineChart } from '../../ui/CountLineChart'
import { SelectField } from '../../ui/Field'
import { RecordQuery } from '../../ui/RecordEditor'
import { percentage } from '../../lib/formats'
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
        <RecordQuery query={query} skeleton="h-40">
          {(statistics) => <StatisticsFigures statistics={statistics} days={days} />}
        </RecordQuery>
      </Section>
    </div>
  )
}

function StatisticsFigures({ statistics, days }: { statistics: ConfigStatisticsData; days: StatisticsPeriod }) {
  const { t, i18n } = useTranslation('merchant')
  const number = new Intl.NumberFormat(i18n.language)
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
          [t('configs.statistics.approvalRate'), statistics.total === 0 ? t('configs.statistics.noPayments') : percentage(statistics.approved, statistics.total, i18n.language) || '—'],
          [t('configs.statistics.volume'), volume],
        ]}
      />
      <div>
        <h4 className="mb-1 text-sm font-medium text-slate-600 dark:text-slate-300">{t('configs.statistics.topResultCodes')}</h4>
        <CompactTable
          caption={t('configs.statistics.topResultCodes')}
          empty={t('configs.statistics.noResultCodes')}
          rows={statistics.topResultCodes}
          rowKey={(code) => code.code}
          columns={[
            { id: 'code', header: t('configs.statistics.code'), className: 'font-mono', cell: (code) => code.code },
            { id: 'message', header: t('configs.statistics.message'), cell: (code) => code.message },
            { id: 'count', header: t('configs.statistics.count'), end: true, className: 'tabular-nums', cell: (code) => number.format(code.count) },
          ]}
        />
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
      <CompactTable
        caption={t('configs.statistics.chart', { days })}
        hidden
        rows={statistics.series}
        rowKey={(point) => point.day}
        columns={[
          { id: 'day', header: t('configs.statistics.day'), cell: (point) => point.day },
          ...lines.map((line) => ({ id: line.key, header: t(`configs.statistics.${line.key}`), cell: (point: (typeof statistics.series)[number]) => point[line.key] })),
        ]}
      />
    </div>
  )
}
