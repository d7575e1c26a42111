import type { VelocityStatistics } from '@domain/entities/fraud'
import { useTranslation } from 'react-i18next'
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { formatInZone } from '../../lib/dates'

const colours = ['#2563eb', '#dc2626', '#16a34a', '#d97706', '#7c3aed', '#0891b2']

/** A long card hash would crowd the legend: its start is enough to tell the lines apart. */
function shortValue(value: string): string {
  return value.length > 14 ? `${value.slice(0, 12)}…` : value
}

/** Transactions per bucket of the window, one line per identifier searched. */
export function VelocityChart({ statistics, timeZone }: { statistics: VelocityStatistics; timeZone: string }) {
  const { t, i18n } = useTranslation('fraud')
  const rtl = i18n.dir() === 'rtl'
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
  return (
    <div className="h-64" dir="ltr" role="img" aria-label={t('velocity.chart')}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#cbd5e1" />
          <XAxis dataKey="label" reversed={rtl} tick={{ fontSize: 11 }} minTickGap={24} />
          <YAxis orientation={rtl ? 'right' : 'left'} allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
          <Tooltip />
          <Legend />
          {statistics.figures.map((figure, index) => (
            <Line
              key={`${figure.identifier}:${figure.value}`}
              dataKey={`f${index}`}
              name={`${t(`velocity.params.${figure.identifier}`)}: ${shortValue(figure.value)}`}
              stroke={colours[index % colours.length]}
              dot={false}
              isAnimationActive={false}
              type="linear"
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  )
}
