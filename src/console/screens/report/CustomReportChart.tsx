import { Bar, BarChart } from 'recharts'
import { ChartFrame, chartMargin } from '../../ui/ChartFrame'

export interface ChartPoint {
  label: string
  value: number
}

/** One measure over the report's rows, a bar per row; loaded with this screen only. */
export function CustomReportChart({ points, measure }: { points: ChartPoint[]; measure: string }) {
  return (
    <ChartFrame className="h-64" yWidth={64}>
      {(axes) => (
        <BarChart data={points} margin={chartMargin}>
          {axes}
          <Bar dataKey="value" name={measure} fill="#2563eb" />
        </BarChart>
      )}
    </ChartFrame>
  )
}
