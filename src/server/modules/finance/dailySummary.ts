import type { AccountDailySummary, accountDailySummaryListQuerySchema } from '@domain/entities/finance'
import { type Kysely, sql } from 'kysely'
import type { Principal } from '../../auth/principal'
import { merchantInScope, merchantOfPath } from '../../auth/scope'
import type { Database } from '../../db/database'
import { fieldError } from '../../errors'
import { moneyTotal } from '../../mappers'
import { keysetPage, parseSort } from '../../lists'
import type { z } from 'zod'
import { accountInView } from './ledger'

type DailySummaryQuery = z.output<typeof accountDailySummaryListQuerySchema>

/** The zone of the request, else the user's profile zone, else UTC. */
async function zoneOf(db: Kysely<Database>, principal: Principal, asked: string | undefined): Promise<string> {
  if (asked) return asked
  const user = await db.selectFrom('app_user').select('timezone').where('id', '=', principal.userId).executeTakeFirst()
  return user?.timezone || 'UTC'
}

/**
 * Each merchant account's day in the caller's time zone, computed from its ledger entries:
 * credits, debits, entries, and the running balance at the day's start and end. Keyset by day
 * (newest first), then account.
 */
export async function dailySummary(db: Kysely<Database>, principal: Principal, query: DailySummaryQuery) {
  const zone = await zoneOf(db, principal, query.timeZone)
  const merchant = query.merchantName ? await merchantOfPath(db, principal, query.merchantName) : undefined
  if (query.accountId) await accountInView(db, principal, query.accountId)

  // A literal, not a parameter: the select and the group by must be the same expression (the zone is checked as a name).
  const day = sql<string>`(l.created_at at time zone ${sql.lit(zone)})::date`
  let days = db
    .selectFrom('ledger_entry as l')
    .innerJoin('merchant as m', 'm.id', 'l.merchant_id')
    .where(merchantInScope(principal, 'l.merchant_id'))
    .select([
      'l.account_id',
      'm.name as merchant_name',
      sql<string>`min(l.currency)`.as('currency'),
      day.as('day'),
      sql<number>`coalesce(sum(l.amount) filter (where l.entry_type = 'CR'), 0)`.as('credits'),
      sql<number>`coalesce(sum(l.amount) filter (where l.entry_type = 'DR'), 0)`.as('debits'),
      sql<number>`count(*)`.as('entry_count'),
      // An account's entries are numbered in the order they were applied.
      sql<number>`(array_agg(l.balance_after order by l.id desc))[1]`.as('closing_balance'),
    ])
    .groupBy(['l.account_id', 'm.name', day])
  if (merchant) days = days.where('l.merchant_id', '=', merchant.id)
  if (query.accountId) days = days.where('l.account_id', '=', query.accountId)
  if (query.currency) days = days.where('l.currency', '=', query.currency)
  // Day bounds become instants of that zone, so the account's index serves the range.
  if (query.fromDate) days = days.where('l.created_at', '>=', sql<Date>`(${query.fromDate}::date)::timestamp at time zone ${zone}`)
  if (query.toDate) days = days.where('l.created_at', '<', sql<Date>`(${query.toDate}::date + 1)::timestamp at time zone ${zone}`)

  const rows = db.selectFrom(days.as('s')).selectAll('s').select('s.account_id as rowId')
  const sort = parseSort(query.sort, { day: 's.day' })
  const page = keysetPage(rows, { limit: query.limit, cursor: query.cursor, sort, idColumn: 's.account_id' }, (row): AccountDailySummary => {
    const credits = moneyTotal(row.credits)
    const debits = moneyTotal(row.debits)
    const closing = Number(row.closing_balance)
    return {
      accountId: Number(row.account_id),
      merchantAccount: row.merchant_name,
      currency: row.currency,
      day: String(row.day),
      openingBalance: closing - credits + debits,
      credits,
      debits,
      closingBalance: closing,
      entryCount: Number(row.entry_count),
      timeZone: zone,
    }
  })
  // The runtime's zone names and the database's may differ: a zone the database does not know is the client's error.
  return page.catch((error: unknown) => {
    if ((error as { code?: unknown }).code === '22023') throw fieldError('timeZone', 'Unknown time zone')
    throw error
  })
}
