import { LIST_COUNT_CAP, type Page } from '@domain/pagination'
import { AliasNode, IdentifierNode, type KyselyPlugin, type SelectQueryBuilder, SelectQueryNode, SelectionNode, sql } from 'kysely'
import { fieldError } from './errors'

/** A list's sort: a column (qualified, `t.created_at`) and a direction; ties break on the id. */
export interface KeysetSort {
  column: string
  direction: 'asc' | 'desc'
}

/** The sorts a list offers, by the API field name the client sends: `?sort=-createdAt`. */
export type SortChoices = Record<string, string>

/**
 * `createdAt` ascending, `-createdAt` descending; unknown names are a 400 on `sort`.
 * Without one, the first choice, descending (newest first).
 */
export function parseSort(sort: string | undefined, choices: SortChoices): KeysetSort {
  const fallback = Object.keys(choices)[0]!
  const raw = sort?.trim() || `-${fallback}`
  const direction = raw.startsWith('-') ? 'desc' : 'asc'
  const name = raw.replace(/^[-+]/, '')
  const column = choices[name]
  if (!column) throw fieldError('sort', `Sort by one of: ${Object.keys(choices).join(', ')}`)
  return { column, direction }
}

/** The cursor is opaque to clients: the last row's sort value and id. */
export function encodeCursor(sortValue: unknown, id: number | string): string {
  const value = sortValue instanceof Date ? sortValue.toISOString() : sortValue
  return Buffer.from(JSON.stringify([value, id])).toString('base64url')
}

export function decodeCursor(cursor: string): [unknown, number | string] {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (Array.isArray(parsed) && parsed.length === 2 && (typeof parsed[1] === 'number' || typeof parsed[1] === 'string')) {
      return [parsed[0], parsed[1]]
    }
  } catch {
    // falls through to the field error
  }
  throw fieldError('cursor', 'Invalid cursor')
}

/**
 * One keyset page: rows strictly after the cursor in (sort column, id) order, `limit` of them,
 * and the cursor of the next page when there is one. Stable under inserts: a new row never
 * shifts a page the client already holds. The query must select the id column as `rowId`
 * (dropped from the answer by `map`).
 */
export async function keysetPage<DB, TB extends keyof DB, O extends { rowId: number | string }, T>(
  query: SelectQueryBuilder<DB, TB, O>,
  options: { limit: number; cursor?: string; sort: KeysetSort; idColumn: string },
  map: (row: O) => T,
): Promise<Page<T>> {
  const { limit, sort, idColumn } = options
  const sortRef = sql.ref(sort.column)
  const idRef = sql.ref(idColumn)
  let q = query
  if (options.cursor) {
    const [value, id] = decodeCursor(options.cursor)
    const comparison = sort.direction === 'desc' ? sql`<` : sql`>`
    q = q.where(sql<boolean>`(${sortRef}, ${idRef}) ${comparison} (${value}, ${id})`)
  }
  // The cursor holds the sort value as the database writes it: a timestamp keeps its
  // microseconds (a JS Date would cut them to milliseconds and skip rows that share one).
  const [rows, total] = await Promise.all([
    q
      .select(sql<string>`(${sortRef})::text`.as('cursorKey'))
      .orderBy(sortRef, sort.direction)
      .orderBy(idRef, sort.direction)
      .limit(limit + 1)
      .execute() as unknown as Promise<(O & { cursorKey: string })[]>,
    // The first page says how many rows match, counted no further than the cap so it stays cheap.
    options.cursor ? undefined : cappedCount(query),
  ])
  const more = rows.length > limit
  const items = more ? rows.slice(0, limit) : rows
  const last = items.at(-1)
  return {
    items: items.map(({ cursorKey: _cursorKey, ...row }) => map(row as unknown as O)),
    nextCursor: more && last ? encodeCursor(last.cursorKey, last.rowId) : null,
    ...(total === undefined ? {} : { total }),
  }
}

/** Wraps the query it runs in `select count(*) from (…) as c`: a builder offers no other way to reach its executor. */
const countWrapper: KyselyPlugin = {
  transformQuery: ({ node }) =>
    SelectQueryNode.cloneWithSelections(SelectQueryNode.createFrom([AliasNode.create(node, IdentifierNode.create('c'))]), [
      SelectionNode.create(AliasNode.create(sql`count(*)::int`.toOperationNode(), IdentifierNode.create('n'))),
    ]),
  transformResult: async ({ result }) => result,
}

/** How many rows the query matches, up to LIST_COUNT_CAP + 1 (more reads as "more than the cap"). */
async function cappedCount<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const row = await query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`1`.as('one'))
    .limit(LIST_COUNT_CAP + 1)
    .withPlugin(countWrapper)
    .executeTakeFirst()
  return Number((row as unknown as { n: number } | undefined)?.n ?? 0)
}

/** How many rows a list's filtered query matches: the total an export announces. */
export async function countRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const row = await query
    .clearSelect()
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow()
  return Number((row as { n: number }).n)
}
