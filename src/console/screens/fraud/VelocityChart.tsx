import type { VelocityStatistics } from '@domain/entities/fraud'
import { useTranslation } from 'react-i18next'
import { formatInZone } from '../../lib/dates'
import { CountLineChart } from '../../ui/CountLineChart'

const colours = ['#2563eb', '#dc2626', '#16a34a', '#d97706', '#7c3aed', '#0891b2']

/** A long card hash would crowd the legend: its start is enough to tell the lines apart. */
function shortValue(value: string): string {
  return value.length > 14 ? `${value.slice(0, 12)}…` : value
}

/** Transactions per bucket of the window, one line per identifier searched. */
export function VelocityChart({ statistics, timeZone }: { statistics: VelocityStatistics; timeZone: string }) {
  const { t } = useTranslation('fraud')
  const pattern = statistics.bucketMinutes >= 1440 ? 'MM-dd' : 'MM-dd HH:mm'
  const buckets = new Map<string, Record<string, number | string>>()
  for (const [index, figure] of statistics.figures.entries()) {
    for (const point of figure.series) {
      const row = buckets.get(point.at) ?? { label: formatInZone(point.at, timeZone, pattern) }
      row[`f${index}`] = point.count
      buckets.set(point.at, row)
    }
  }
  const data = [...buckets.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, row]) => row)
  const lines = statistics.figures.map((figure, index) => ({
    dataKey: `f${index}`,
    name: `${t(`velocity.params.${figure.identifier}`)}: ${shortValue(figure.value)}`,
    colour: colours[index % colours.length]!,
  }))
  return <CountLineChart className="h-64" label={t('velocity.chart')} data={data} lines={lines} />
}
