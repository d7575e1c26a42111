import { type ReferenceExpression, type SelectQueryBuilder, sql } from 'kysely'
import { containsPattern } from './lists'

/**
 * A list's equality filters at once: each query parameter that is sent (not empty) keeps the
 * rows whose column, named in `columns`, equals it.
 */
export function whereSent<DB, TB extends keyof DB, O, Q extends object>(
  rows: SelectQueryBuilder<DB, TB, O>,
  query: Q,
  columns: { [K in keyof Q]?: ReferenceExpression<DB, TB> },
): SelectQueryBuilder<DB, TB, O> {
  return Object.entries(columns).reduce((q, [name, column]) => {
    const value = query[name as keyof Q]
    return value ? q.where(column as ReferenceExpression<DB, TB>, '=', value as never) : q
  }, rows)
}

/** A list's text search: the rows with `text` in any of `columns`, whatever its case; every row when no text is sent. */
export function whereContains<DB, TB extends keyof DB, O>(rows: SelectQueryBuilder<DB, TB, O>, text: string | undefined, columns: readonly string[]) {
  if (!text) return rows
  const pattern = containsPattern(text)
  return rows.where((eb) => eb.or(columns.map((column) => eb(column as ReferenceExpression<DB, TB>, 'ilike', pattern))))
}

/**
 * The filter of a list whose query is equality filters (`whereSent`, by query field) and a text
 * search `q` on the `search` columns.
 */
export function sentFilter<K extends string>(columns: Record<K, string>, search: readonly string[] = []) {
  return <DB, TB extends keyof DB, O>(rows: SelectQueryBuilder<DB, TB, O>, query: { [F in K]?: unknown } & { q?: string }) => {
    const sent: { [F in K]?: unknown } = query
    return whereContains(whereSent(rows, sent, columns as { [F in K]?: ReferenceExpression<DB, TB> }), query.q, search)
  }
}

const columnOf = (alias: string) => (name: string) => sql.ref(`${alias}.${name}`)

/** A record that lapses at its `expires_at` (rows aliased `alias`) is in force at `now`: ACTIVE and not lapsed. */
export function inForceAt(alias: string, now: Date) {
  const column = columnOf(alias)
  return sql<boolean>`(${column('status')} = 'ACTIVE' and (${column('expires_at')} is null or ${column('expires_at')} > ${now.toISOString()}::timestamptz))`
}

/** A list's `active` filter: the records in force at `now` (see inForceAt), or those not; every row when it is not sent. */
export function whereActiveAt<DB, TB extends keyof DB, O>(rows: SelectQueryBuilder<DB, TB, O>, alias: string, active: boolean | undefined, now: Date) {
  if (active === undefined) return rows
  return rows.where(active ? inForceAt(alias, now) : sql<boolean>`not ${inForceAt(alias, now)}`)
}

/**
 * A list's `status` filter on records that lapse at their `expires_at` (rows aliased `alias`):
 * ACTIVE keeps those still in force at `now`, EXPIRED those marked so or lapsed, any other
 * status the rows marked with it; every row when none is sent.
 */
export function whereStatusAt<DB, TB extends keyof DB, O>(rows: SelectQueryBuilder<DB, TB, O>, alias: string, status: string | undefined, now: Date) {
  if (!status) return rows
  const column = columnOf(alias)
  const lapsed = sql<boolean>`(${column('expires_at')} is not null and ${column('expires_at')} <= ${now.toISOString()}::timestamptz)`
  if (status === 'ACTIVE') return rows.where(inForceAt(alias, now))
  if (status === 'EXPIRED') return rows.where(sql<boolean>`(${column('status')} = 'EXPIRED' or (${column('status')} = 'ACTIVE' and ${lapsed}))`)
  return rows.where(sql<boolean>`${column('status')} = ${status}`)
}
