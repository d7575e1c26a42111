import { splitDuration } from './formats'

/**
 * A duration in hours as the spec shows it (months of 30 days, days, hours), in the user's
 * language: `1 month`, `7 days`, `2 jours 3 heures`. Zero parts are left out.
 */
export function formatHours(totalHours: number, locale: string): string {
  const { months, days, hours } = splitDuration(totalHours)
  const unit = (unit: 'month' | 'day' | 'hour', n: number) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(n)
  const parts = [months ? unit('month', months) : '', days ? unit('day', days) : '', hours ? unit('hour', hours) : ''].filter(Boolean)
  return parts.length ? new Intl.ListFormat(locale, { type: 'unit', style: 'long' }).format(parts) : unit('hour', 0)
}
