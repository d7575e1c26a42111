import { useTranslation } from 'react-i18next'
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

export interface CountLine {
  /** The field of a data row this line draws. */
  dataKey: string
  name: string
  colour: string
}

/**
 * Counts over time, one line each, labelled by each row's `label`. Time runs the reading way: the
 * chart is drawn left to right and its axis is reversed in a right-to-left language.
 */
export function CountLineChart({ data, lines, label, className }: { data: readonly object[]; lines: readonly CountLine[]; label: string; className: string }) {
  const { i18n } = useTranslation()
  const rtl = i18n.dir() === 'rtl'
  return (
    <div className={className} dir="ltr" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={[...data]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#cbd5e1" />
          <XAxis dataKey="label" reversed={rtl} tick={{ fontSize: 11 }} minTickGap={24} />
          <YAxis orientation={rtl ? 'right' : 'left'} allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
          <Tooltip />
          <Legend />
          {lines.map((line) => (
            <Line key={line.dataKey} dataKey={line.dataKey} name={line.name} stroke={line.colour} dot={false} isAnimationActive={false} type="linear" />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  )
}
