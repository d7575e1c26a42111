import {
  CUSTOM_REPORT_MAX_ROWS,
  type CustomReportDefinition,
  type CustomReportResult,
  type CustomReportRow,
  customReportDefinitionSchema,
  type ReportDimension,
} from '@domain/entities/report'
import { type Kysely, type RawBuilder, sql } from 'kysely'
import type { Principal } from '../../auth/principal'
import { merchantInScope } from '../../auth/scope'
import type { Database } from '../../db/database'
import { moneyTotal } from '../../mappers'

const DAY_MS = 86_400_000

/** A config's stored definition, or null when it has none (or one an older shape no longer reads). */
export function savedDefinition(stored: unknown): CustomReportDefinition | null {
  if (stored === null || stored === undefined) return null
  const parsed = customReportDefinitionSchema.safeParse(typeof stored === 'string' ? JSON.parse(stored) : stored)
  return parsed.success ? parsed.data : null
}

/** The UTC days a period covers, inclusive: the last N days end today. */
export function periodDays(definition: CustomReportDefinition, now: Date): { from: string; to: string } {
  const { period } = definition
  if (period.lastDays === undefined && period.from && period.to) return { from: period.from, to: period.to }
  const today = now.toISOString().slice(0, 10)
  const from = new Date(Date.parse(today) - ((period.lastDays ?? 1) - 1) * DAY_MS).toISOString().slice(0, 10)
  return { from, to: today }
}

/**
 * Each dimension in the rollup (`s`) joined to its merchant (`m`): what it groups and sorts by,
 * and what it answers. A day is grouped as a date and written once per group; a merchant is
 * grouped by its id, its name following from it.
 */
const dimensionColumns: Record<ReportDimension, { group: RawBuilder<unknown>; sort: RawBuilder<unknown>; value: RawBuilder<string> }> = {
  day: { group: sql`s.day`, sort: sql`s.day`, value: sql<string>`to_char(s.day, 'YYYY-MM-DD')` },
  merchant: { group: sql`m.id`, sort: sql`m.name`, value: sql<string>`m.name` },
  gateway: { group: sql`s.gateway`, sort: sql`s.gateway`, value: sql<string>`s.gateway` },
  currency: { group: sql`s.currency`, sort: sql`s.currency`, value: sql<string>`s.currency` },
  status: { group: sql`s.status`, sort: sql`s.status`, value: sql<string>`s.status` },
  country: { group: sql`s.country`, sort: sql`s.country`, value: sql<string>`s.country` },
}

interface Figures {
  count: number
  approved: number
  chargebacks: number
  volume: Map<string, number>
}

/**
 * Runs a definition on the rollup of the space's transactions the caller sees (a merchant user
 * its own merchant). Amounts are summed per currency, in minor units, so a row over several
 * currencies answers one amount for each.
 */
export async function runCustomReport(
  db: Kysely<Database>,
  principal: Principal,
  spaceId: number,
  definition: CustomReportDefinition,
  now: Date,
): Promise<CustomReportResult> {
  const { from, to } = periodDays(definition, now)
  const { dimensions, measures, filters } = definition
  // Volume is summed per currency: the currency is always a group, folded back below when not asked.
  const groups: ReportDimension[] = measures.includes('volume') && !dimensions.includes('currency') ? [...dimensions, 'currency'] : dimensions
  let query = db
    .selectFrom('custom_report_stat as s')
    .innerJoin('merchant as m', 'm.id', 's.merchant_id')
    .where('m.space_id', '=', spaceId)
    .where(merchantInScope(principal, 's.merchant_id'))
    .where('s.day', '>=', from)
    .where('s.day', '<=', to)
    .select([
      sql<string>`sum(s.count)`.as('count'),
      sql<string>`sum(s.amount)`.as('amount'),
      sql<string>`sum(s.approved_count)`.as('approved'),
      sql<string>`sum(s.chargeback_count)`.as('chargebacks'),
    ])
  if (filters.merchant?.length) query = query.where('m.name', 'in', filters.merchant)
  if (filters.gateway?.length) query = query.where('s.gateway', 'in', filters.gateway)
  if (filters.currency?.length) query = query.where('s.currency', 'in', filters.currency)
  if (filters.status?.length) query = query.where('s.status', 'in', filters.status)
  if (filters.country?.length) query = query.where('s.country', 'in', filters.country)
  for (const dimension of groups) {
    const column = dimensionColumns[dimension]
    query = query.select(column.value.as(dimension)).groupBy(column.group).orderBy(column.sort)
  }
  // Rows whose transactions all moved away (a status change) sum to nothing and say nothing.
  query = query.having(sql<boolean>`sum(s.count) <> 0 or sum(s.chargeback_count) <> 0`)
  // Without a fold each group is a row: one past the most answered tells the rest were cut.
  if (groups === dimensions) query = query.limit(CUSTOM_REPORT_MAX_ROWS + 1)
  const found = (await query.execute()) as unknown as (Record<ReportDimension, string> & { count: string; amount: string; approved: string; chargebacks: string })[]

  const rows = new Map<string, { keys: Partial<Record<ReportDimension, string>>; figures: Figures }>()
  for (const row of found) {
    const keys = Object.fromEntries(dimensions.map((d) => [d, row[d]])) as Partial<Record<ReportDimension, string>>
    const id = JSON.stringify(dimensions.map((d) => row[d]))
    let entry = rows.get(id)
    if (!entry) {
      if (rows.size === CUSTOM_REPORT_MAX_ROWS) return answer(true)
      entry = { keys, figures: { count: 0, approved: 0, chargebacks: 0, volume: new Map() } }
      rows.set(id, entry)
    }
    const f = entry.figures
    f.count += Number(row.count)
    f.approved += Number(row.approved)
    f.chargebacks += Number(row.chargebacks)
    if (row.currency !== undefined) f.volume.set(row.currency, (f.volume.get(row.currency) ?? 0) + Number(row.amount))
  }
  if (dimensions.length === 0 && rows.size === 0) rows.set('[]', { keys: {}, figures: { count: 0, approved: 0, chargebacks: 0, volume: new Map() } })
  return answer(false)

  function answer(truncated: boolean): CustomReportResult {
    return { from, to, measures, dimensions, rows: [...rows.values()].map(({ keys, figures }) => toRow(keys, figures)), truncated }
  }

  function toRow(keys: Partial<Record<ReportDimension, string>>, f: Figures): CustomReportRow {
    const row: CustomReportRow = { ...keys }
    if (measures.includes('count')) row.count = f.count
    if (measures.includes('volume')) row.volume = [...f.volume].map(([currency, amount]) => ({ currency, amount: moneyTotal(amount) }))
    if (measures.includes('approvalRate')) row.approvalRate = f.count > 0 ? Math.round((f.approved / f.count) * 10_000) / 10_000 : null
    if (measures.includes('chargebacks')) row.chargebacks = f.chargebacks
    return row
  }
}
