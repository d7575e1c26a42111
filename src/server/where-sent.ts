import type { ReferenceExpression, SelectQueryBuilder } from 'kysely'
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
