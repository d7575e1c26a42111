import {
  type CustomReportDefinition,
  type CustomReportFilters,
  type CustomReportResult,
  type CustomReportRow,
  customReportDefinitionSchema,
  type ReportDimension,
  type ReportMeasure,
} from '@domain/entities/report'
import { csvLine } from '@domain/csv'
import { majorUnits } from '@domain/money'

/** What the URL may change of a saved definition: its period and filters (comma separated lists). */
export interface ReportAdjustments {
  days?: number
  from?: string
  to?: string
  merchant?: string
  gateway?: string
  currency?: string
  status?: string
  country?: string
}

export const filterNames = ['merchant', 'gateway', 'currency', 'status', 'country'] as const satisfies readonly (keyof CustomReportFilters)[]

const listOf = (text: string | undefined) =>
  text
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean)

/**
 * The definition to run: the saved one with the URL's period and filters over it. An adjustment
 * the schema refuses leaves the saved one's, so a mangled link still runs the report.
 */
export function adjustedDefinition(saved: CustomReportDefinition, adjust: ReportAdjustments): CustomReportDefinition {
  const filters: CustomReportFilters = { ...saved.filters }
  for (const name of filterNames) {
    const given = listOf(adjust[name])
    if (given !== undefined) (filters as Record<string, string[] | undefined>)[name] = given.length > 0 ? (name === 'currency' || name === 'country' ? given.map((g) => g.toUpperCase()) : given) : undefined
  }
  const period = adjust.days ? { lastDays: adjust.days } : adjust.from && adjust.to ? { from: adjust.from, to: adjust.to } : saved.period
  const parsed = customReportDefinitionSchema.safeParse({ ...saved, filters, period })
  return parsed.success ? parsed.data : saved
}

/** A row's dimension values, as its label in the chart and the first cells of the table. */
export function rowLabel(row: CustomReportRow, dimensions: readonly ReportDimension[]): string {
  return dimensions.map((dimension) => row[dimension] || '—').join(' · ')
}

/** The measure the chart shows: a count first, the approval rate or the first currency's volume otherwise. */
export function chartMeasure(measures: readonly ReportMeasure[]): ReportMeasure {
  return (['count', 'chargebacks', 'approvalRate', 'volume'] as const).find((measure) => measures.includes(measure))!
}

export function chartValue(row: CustomReportRow, measure: ReportMeasure): number {
  if (measure === 'volume') return row.volume?.[0]?.amount ?? 0
  if (measure === 'approvalRate') return Math.round((row.approvalRate ?? 0) * 10_000) / 100
  return row[measure] ?? 0
}

/**
 * The table as CSV, through the exports' field writer (text that would run as a formula is
 * neutralised): a column per dimension and measure; volume in major units per currency
 * (`12.50 EUR; 9.00 USD`), as exports write amounts, the approval rate as a fraction.
 */
export function resultCsv(result: CustomReportResult, headers: Record<string, string>): string {
  const columns = [...result.dimensions, ...result.measures]
  const cell = (row: CustomReportRow, column: (typeof columns)[number]) => {
    if (column === 'volume') return (row.volume ?? []).map((money) => `${majorUnits(money.amount, money.currency)} ${money.currency}`).join('; ')
    return (row as Record<string, string | number | null | undefined>)[column]
  }
  return [columns.map((column) => headers[column] ?? column), ...result.rows.map((row) => columns.map((column) => cell(row, column)))].map(csvLine).join('')
}
