import type { Dashboard } from '@domain/entities/dashboard'
import { useTranslation } from 'react-i18next'
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

/** Approved and declined transactions per day over the last 7 days. */
export function TrendChart({ trend }: { trend: Dashboard['trend'] }) {
  const { t, i18n } = useTranslation()
  const rtl = i18n.dir() === 'rtl'
  const data = trend.map((day) => ({
    label: day.day.slice(5, 10),
    approved: day.approved,
    declined: day.declined,
  }))
  return (
    <div className="h-64" dir="ltr">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#cbd5e1" />
          <XAxis dataKey="label" reversed={rtl} tick={{ fontSize: 12 }} />
          <YAxis orientation={rtl ? 'right' : 'left'} allowDecimals={false} tick={{ fontSize: 12 }} width={48} />
          <Tooltip />
          <Legend />
          <Bar dataKey="approved" name={t('system:approved')} stackId="count" fill="#16a34a" />
          <Bar dataKey="declined" name={t('system:declined')} stackId="count" fill="#dc2626" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
