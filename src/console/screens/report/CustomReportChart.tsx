import { useTranslation } from 'react-i18next'
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

export interface ChartPoint {
  label: string
  value: number
}

/** One measure over the report's rows, a bar per row; loaded with this screen only. */
export function CustomReportChart({ points, measure }: { points: ChartPoint[]; measure: string }) {
  const { i18n } = useTranslation()
  const rtl = i18n.dir() === 'rtl'
  return (
    <div className="h-64" dir="ltr">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#cbd5e1" />
          <XAxis dataKey="label" reversed={rtl} tick={{ fontSize: 11 }} />
          <YAxis orientation={rtl ? 'right' : 'left'} tick={{ fontSize: 12 }} width={64} />
          <Tooltip />
          <Bar dataKey="value" name={measure} fill="#2563eb" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
