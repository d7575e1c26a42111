import { DAYS_PER_MONTH } from '@domain/constants'

/** A ratio as a percentage with two decimals; empty when the denominator is falsy or equals the numerator. */
export function percentage(numerator: number, denominator: number | null | undefined): string {
  if (!denominator || denominator === numerator) return ''
  return `${((numerator / denominator) * 100).toFixed(2)}%`
}

const KB = 1024
const MB = KB * 1024

/** Bytes below 1024, KB below 1 MB, otherwise MB, with two decimals. */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return `${bytes} bytes`
  if (bytes < MB) return `${(bytes / KB).toFixed(2)} KB`
  return `${(bytes / MB).toFixed(2)} MB`
}

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

/** `1 month 2 days 3 hours`; zero parts are left out, and zero itself reads `0 hours`. */
export function formatDuration(totalHours: number): string {
  const { months, days, hours } = splitDuration(totalHours)
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`
  const parts = [months && part(months, 'month'), days && part(days, 'day'), hours && part(hours, 'hour')].filter(Boolean)
  return parts.length ? parts.join(' ') : part(0, 'hour')
}
