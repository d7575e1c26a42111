import { DATE_RANGE_DEFAULT_MONTHS } from '@domain/constants'
import { type Kysely, sql } from 'kysely'
import type { Principal } from '../../auth/principal'
import { merchantIdsInScope } from '../../auth/scope'
import type { Database } from '../../db/database'
import { notFound } from '../../errors'

/**
 * The merchants a list covers: `all` for the super admin without a merchant filter, otherwise
 * the ids of the named merchants (or of every merchant) within the caller's scope; a named
 * merchant the caller cannot see is a 404. Resolved once, so the list query filters on a
 * short id list the planner can use with any index.
 */
export type MerchantSet = { all: true } | { ids: number[] }

export async function merchantsOf(db: Kysely<Database>, principal: Principal, names?: string[]): Promise<MerchantSet> {
  if (principal.superAdmin && !names?.length) return { all: true }
  let q = merchantIdsInScope(db, principal)
  if (names?.length) q = q.where('merchant.name', 'in', names)
  const rows = await q.execute()
  // A named merchant outside the scope is answered as one that does not exist.
  if (names?.length && rows.length < new Set(names).size) throw notFound('Merchant')
  return { ids: rows.map((r) => Number(r.id)) }
}

/** A where-clause keeping the rows of a merchant set; `column` holds the merchant id. */
export function inMerchants(set: MerchantSet, column: string) {
  return 'all' in set ? sql<boolean>`true` : sql<boolean>`${sql.ref(column)} = any(${sql.val(set.ids)}::bigint[])`
}

const DAY_MS = 24 * 3600_000

/**
 * The spec's date range helper on the server: from the start of the UTC day `months` back to
 * 23:59:59.999 today (UTC). A day past the end of the shorter month falls on its last day.
 */
export function defaultDateRange(now: Date, months = DATE_RANGE_DEFAULT_MONTHS): { from: Date; to: Date } {
  const y = now.getUTCFullYear()
  const m = now.getUTCMonth() - months
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate()
  const from = new Date(Date.UTC(y, m, Math.min(now.getUTCDate(), lastDay)))
  const today = Date.UTC(y, now.getUTCMonth(), now.getUTCDate())
  return { from, to: new Date(today + DAY_MS - 1) }
}

/** The window a list covers: the given bounds, or the default month when neither is given. */
export function listWindow(query: { from?: string; to?: string }, now: Date): { from?: Date; to?: Date } {
  if (!query.from && !query.to) return defaultDateRange(now)
  return { from: query.from ? new Date(query.from) : undefined, to: query.to ? new Date(query.to) : undefined }
}
