import { type RawBuilder, sql } from 'kysely'

/** A constant text array literal; only for the seed's own fixed values. */
export function textArray(values: readonly (string | null)[]): RawBuilder<string[]> {
  const items = values.map((v) => (v === null ? 'null' : `'${v.replace(/'/g, "''")}'`))
  return sql.raw(`(array[${items.join(',')}]::text[])`)
}

export function intArray(values: readonly number[]): RawBuilder<number[]> {
  if (!values.every(Number.isSafeInteger)) throw new Error('intArray takes integers only')
  return sql.raw(`(array[${values.join(',')}]::bigint[])`)
}

/**
 * A deterministic pseudo-random integer in [0, 2^31) for a row number and a salt: the SQL
 * counterpart of the seed's PRNG, so set-based inserts are as repeatable as the rest.
 */
export function hashOf(column: RawBuilder<unknown> | string, salt: number): RawBuilder<number> {
  const ref = typeof column === 'string' ? sql.raw(column) : column
  return sql<number>`(hashint8extended((${ref})::bigint, ${sql.lit(salt)}) & 2147483647)`
}
