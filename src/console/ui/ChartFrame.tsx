import type { ReactElement, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

/** Room around every chart's plot. */
export const chartMargin = { top: 8, right: 8, bottom: 0, left: 0 }

interface ChartFrameProps {
  className: string
  /** A chart whose figures are not shown beside it as text is an image named by this. */
  label?: string
  /** The y axis's width, to fit its largest figure. */
  yWidth: number
  /** Counts: no fractions on the y axis. */
  counts?: boolean
  /** Room between the x axis's labels, where there are many (days). */
  xTickGap?: number
  /** The chart (bars, lines) given the grid, axes and tooltip to draw with its series. */
  children: (axes: ReactNode) => ReactElement
}

/**
 * The frame every chart of the console shares: drawn left to right, with its x axis reversed and
 * its y axis on the right in a right-to-left language, so that time and rows run the reading way.
 */
export function ChartFrame({ className, label, yWidth, counts = false, xTickGap, children }: ChartFrameProps) {
  const { i18n } = useTranslation()
  const rtl = i18n.dir() === 'rtl'
  const axes = [
    <CartesianGrid key="grid" strokeDasharray="3 3" vertical={false} stroke="#cbd5e1" />,
    <XAxis key="x" dataKey="label" reversed={rtl} tick={{ fontSize: 11 }} minTickGap={xTickGap} />,
    <YAxis key="y" orientation={rtl ? 'right' : 'left'} allowDecimals={!counts} tick={{ fontSize: 12 }} width={yWidth} />,
    <Tooltip key="tooltip" />,
  ]
  return (
    <div className={className} dir="ltr" {...(label && { role: 'img', 'aria-label': label })}>
      <ResponsiveContainer width="100%" height="100%">
        {children(axes)}
      </ResponsiveContainer>
    </div>
  )
}
