import type { Dashboard } from '@domain/entities/dashboard'
import { useTranslation } from 'react-i18next'
import { Bar, BarChart, Legend } from 'recharts'
import { ChartFrame, chartMargin } from './ChartFrame'

/** Approved and declined transactions per day over the last 7 days. */
export function TrendChart({ trend }: { trend: Dashboard['trend'] }) {
  const { t } = useTranslation()
  const data = trend.map((day) => ({
    label: day.day.slice(5, 10),
    approved: day.approved,
    declined: day.declined,
  }))
  return (
    <ChartFrame className="h-64" yWidth={48} counts>
      {(axes) => (
        <BarChart data={data} margin={chartMargin}>
          {axes}
          <Legend />
          <Bar dataKey="approved" name={t('system:approved')} stackId="count" fill="#16a34a" />
          <Bar dataKey="declined" name={t('system:declined')} stackId="count" fill="#dc2626" />
        </BarChart>
      )}
    </ChartFrame>
  )
}
