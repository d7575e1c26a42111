import type { SavedSearch } from '@domain/entities/savedsearch'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import type { SavedSearch as SavedSearchRow } from '../../db/tables/platform'
import { containsPattern, keysetPage, parseSort } from '../../lists'

export function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return { id: row.id, name: row.name, url: row.url, created: row.created_at.toISOString(), updated: row.updated_at.toISOString() }
}

/** Sorts of the list; the first one is the default. */
const sorts = { updated: 'updated_at', name: 'name', created: 'created_at' }

export async function listSavedSearches(db: Kysely<Database>, userId: number, query: { limit: number; cursor?: string; sort?: string; name?: string }) {
  const sort = parseSort(query.sort, sorts)
  // Times sort as text: a cursor keeps their microseconds, which a JavaScript Date would drop.
  let q = db.selectFrom('saved_search').selectAll().select('id as rowId').where('user_id', '=', userId)
  if (query.name) q = q.where('name', 'ilike', containsPattern(query.name))
  return keysetPage(q, { limit: query.limit, cursor: query.cursor, sort, idColumn: 'id' }, ({ rowId: _r, ...row }) => toSavedSearch(row))
}

/** The user's own saved search; another user's is as absent as one that never existed. */
export function findOwnSavedSearch(db: Kysely<Database>, userId: number, id: number) {
  return db.selectFrom('saved_search').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
}

export async function nameTaken(db: Kysely<Database>, userId: number, name: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('saved_search').select('id').where('user_id', '=', userId).where('name', '=', name)
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId)
  return (await q.executeTakeFirst()) !== undefined
}
