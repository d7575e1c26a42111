import { DAYS_PER_MONTH } from '@domain/constants'

export interface DurationParts {
  months: number
  days: number
  hours: number
}

/** A duration in hours as months of 30 days, days and hours. */
export function splitDuration(totalHours: number): DurationParts {
  const hoursPerMonth = DAYS_PER_MONTH * 24
  const whole = Math.max(0, Math.floor(totalHours))
  return {
    months: Math.floor(whole / hoursPerMonth),
    days: Math.floor((whole % hoursPerMonth) / 24),
    hours: whole % 24,
  }
}

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
