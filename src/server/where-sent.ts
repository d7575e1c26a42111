import type { ReferenceExpression, SelectQueryBuilder } from 'kysely'

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
