import { Legend, Line, LineChart } from 'recharts'
import { ChartFrame, chartMargin } from './ChartFrame'

export interface CountLine {
  /** The field of a data row this line draws. */
  dataKey: string
  name: string
  colour: string
}

/** Counts over time, one line each, labelled by each row's `label`. */
export function CountLineChart({ data, lines, label, className }: { data: readonly object[]; lines: readonly CountLine[]; label: string; className: string }) {
  return (
    <ChartFrame className={className} label={label} yWidth={40} counts xTickGap={24}>
      {(axes) => (
        <LineChart data={[...data]} margin={chartMargin}>
          {axes}
          <Legend />
          {lines.map((line) => (
            <Line key={line.dataKey} dataKey={line.dataKey} name={line.name} stroke={line.colour} dot={false} isAnimationActive={false} type="linear" />
          ))}
        </LineChart>
      )}
    </ChartFrame>
  )
}
