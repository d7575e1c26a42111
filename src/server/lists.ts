import { createHash } from 'node:crypto'
import { LIST_COUNT_CAP, type Page } from '@domain/pagination'
import { AliasNode, IdentifierNode, type KyselyPlugin, type QueryExecutorProvider, type SelectQueryBuilder, SelectQueryNode, SelectionNode, sql } from 'kysely'
import { fieldError, isBadValue, textProblem } from './errors'

/** A list's sort: a column (qualified, `t.created_at`) and a direction; ties break on the id. */
export interface KeysetSort {
  column: string
  direction: 'asc' | 'desc'
}

/** The sorts a list offers, by the API field name the client sends: `?sort=-createdAt`. */
export type SortChoices = Record<string, string>

/** The row a query function's builder selects: `RowOf<typeof merchantRows>`. */
export type RowOf<F extends (...args: never) => { executeTakeFirstOrThrow(): Promise<unknown> }> = Awaited<ReturnType<ReturnType<F>['executeTakeFirstOrThrow']>>

/**
 * `createdAt` ascending, `-createdAt` descending; unknown names are a 400 on `sort`.
 * Without one, the first choice, descending (newest first).
 */
export function parseSort(sort: string | undefined, choices: SortChoices): KeysetSort {
  const fallback = Object.keys(choices)[0]!
  const raw = sort?.trim() || `-${fallback}`
  const direction = raw.startsWith('-') ? 'desc' : 'asc'
  const name = raw.replace(/^[-+]/, '')
  // Only the list's own choices: `__proto__` or `toString` name nothing here.
  const column = Object.hasOwn(choices, name) ? choices[name] : undefined
  if (!column) throw fieldError('sort', `Sort by one of: ${Object.keys(choices).join(', ')}`)
  return { column, direction }
}

/** Which sort a cursor belongs to: a page of one order cannot continue another. */
const sortTag = (sort: KeysetSort) => createHash('sha256').update(`${sort.direction} ${sort.column}`).digest('base64url').slice(0, 8)

const invalidCursor = () => fieldError('cursor', 'Invalid cursor')

/**
 * The cursor is opaque to clients: the sort it was made for, and the last row's sort value (as
 * the database writes it in text) and id.
 */
export function encodeCursor(sort: KeysetSort, sortValue: string | null, id: number | string): string {
  return Buffer.from(JSON.stringify([sortTag(sort), sortValue, id])).toString('base64url')
}

const cleanText = (text: string) => textProblem(text) === undefined

/** The sort value and id of a cursor made for this sort; anything else is a 400 naming `cursor`. */
export function decodeCursor(cursor: string, sort: KeysetSort): [string | null, number | string] {
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw invalidCursor()
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || parsed[0] !== sortTag(sort)) throw invalidCursor()
  const [, value, id] = parsed as unknown[]
  const valueFits = value === null || (typeof value === 'string' && cleanText(value))
  const idFits = Number.isSafeInteger(id) || (typeof id === 'string' && id.length > 0 && cleanText(id))
  if (!valueFits || !idFits) throw invalidCursor()
  return [value as string | null, id as number | string]
}


/**
 * One keyset page: rows strictly after the cursor in (sort column, id) order, `limit` of them,
 * and the cursor of the next page when there is one. Stable under inserts: a new row never
 * shifts a page the client already holds. The query must select the id column as `rowId`
 * (dropped from the answer by `map`).
 */
/**
 * A list read partition by partition (merchant by merchant): each partition's page comes through
 * its own (partition, sort, id) index, and the pages are merged. A global index in sort order
 * would make a scoped list step over every other merchant's rows that sort before its own.
 */
export interface KeysetPartitions {
  db: QueryExecutorProvider
  /** The column the partitions are told apart by, `t.merchant_id`. */
  column: string
  ids: readonly number[]
}

export async function keysetPage<DB, TB extends keyof DB, O extends { rowId: number | string }, T>(
  query: SelectQueryBuilder<DB, TB, O>,
  options: { limit: number; cursor?: string; sort: KeysetSort; idColumn: string; partitions?: KeysetPartitions },
  map: (row: O) => T,
): Promise<Page<T>> {
  const { limit, sort, idColumn, partitions } = options
  const sortRef = sql.ref(sort.column)
  const idRef = sql.ref(idColumn)
  let q = query
  if (options.cursor) {
    const [value, id] = decodeCursor(options.cursor, sort)
    const comparison = sort.direction === 'desc' ? sql`<` : sql`>`
    q = q.where(sql<boolean>`(${sortRef}, ${idRef}) ${comparison} (${value}, ${id})`)
  }
  // The cursor holds the sort value as the database writes it: a timestamp keeps its
  // microseconds (a JS Date would cut them to milliseconds and skip rows that share one).
  const pageOf = (source: typeof q) =>
    source
      .select(sql<string | null>`(${sortRef})::text`.as('cursorKey'))
      .orderBy(sortRef, sort.direction)
      .orderBy(idRef, sort.direction)
      .limit(limit + 1)
  type Row = O & { cursorKey: string | null }
  let page: Promise<Row[]>
  if (partitions) {
    const direction = sql.raw(sort.direction)
    const each = pageOf(q.where(sql<boolean>`${sql.ref(partitions.column)} = partition.id`)).select(sql`${sortRef}`.as('sortKey'))
    page = sql<Row & { sortKey: unknown }>`
      select x.* from unnest(${sql.val(partitions.ids)}::bigint[]) as partition(id)
      cross join lateral (${each}) as x
      order by x."sortKey" ${direction}, x."rowId" ${direction}
      limit ${limit + 1}`
      .execute(partitions.db)
      .then((result) => result.rows.map(({ sortKey: _sortKey, ...row }) => row as unknown as Row))
  } else {
    page = pageOf(q).execute() as unknown as Promise<Row[]>
  }
  const [rows, total] = await Promise.all([
    // The database is the judge of whether a cursor's value fits the sort column's type.
    page.catch((error: unknown) => {
      throw options.cursor && isBadValue(error) ? invalidCursor() : error
    }),
    // The first page says how many rows match, counted no further than the cap so it stays cheap.
    options.cursor ? undefined : cappedCount(query),
  ])
  const more = rows.length > limit
  const items = more ? rows.slice(0, limit) : rows
  const last = items.at(-1)
  return {
    items: items.map(({ cursorKey: _cursorKey, ...row }) => map(row as unknown as O)),
    nextCursor: more && last ? encodeCursor(sort, last.cursorKey, last.rowId) : null,
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

/** Text for a LIKE pattern, its wildcards (`%`, `_`) and the escape character taken literally. */
export function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&')
}

/** `text` as a contains-match, its LIKE wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${likeEscaped(text)}%`
}
