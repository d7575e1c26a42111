import { type CardBlacklistEntry, cardBlacklistEntrySchema, type cardBlacklistListQuerySchema } from '@domain/entities/cardblacklist'
import type { Page } from '@domain/pagination'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { Principal } from '../../auth/principal'
import { canSeeSpace, spaceInScope } from '../../auth/scope'
import type { Database } from '../../db/database'
import { fieldError, notFound } from '../../errors'
import { countRows, keysetPage, parseSort, type RowOf } from '../../lists'
import { inForce } from '../../mappers'
import { recordFields } from '../../record-fields'
import { whereActiveAt } from '../../where-sent'

export type CardBlacklistListQuery = z.output<typeof cardBlacklistListQuerySchema>

/** An entry's fields: `cardId` is its card hash; its space's name (`s`), and whether it is in force now. */
export const entryFields = recordFields(cardBlacklistEntrySchema, 'card_blacklist as cb', { s: 'space' }, (f) => ({
  cardId: f.column('card_hash'),
  cardLast4Digits: f.column('card_last4'),
  space: f.select((eb) => eb.ref('s.name')),
  active: f.lapsing(inForce),
  expiresAt: f.time('expires_at'),
  ...f.stamps,
}))

function selectEntries(db: Kysely<Database>) {
  return entryFields.rows(entryFields.query(db).innerJoin('space as s', 's.id', 'cb.space_id'))
}

export type BlacklistRow = RowOf<typeof selectEntries>

const sorts = { createdAt: 'cb.created_at', updatedAt: 'cb.updated_at' }

/** The blacklist of the spaces the caller sees (its own; every space for the super admin). */
/** The entries the caller sees, cut by the list's filters, before sorting and paging. */
function filteredEntries(db: Kysely<Database>, principal: Principal, query: CardBlacklistListQuery, now: Date) {
  let q = selectEntries(db).where(spaceInScope(principal, 'cb.space_id'))
  if (query.cardId) q = q.where('cb.card_hash', '=', query.cardId)
  if (query.cardBin) q = q.where('cb.card_bin', 'like', `${query.cardBin}%`)
  if (query.cardLast4Digits) q = q.where('cb.card_last4', '=', query.cardLast4Digits)
  if (query.space) q = q.where('s.name', '=', query.space)
  if (query.status) q = q.where('cb.status', '=', query.status)
  return whereActiveAt(q, 'cb', query.active, now)
}

export async function cardBlacklistPage(db: Kysely<Database>, principal: Principal, query: CardBlacklistListQuery, now: Date): Promise<Page<CardBlacklistEntry>> {
  const sort = parseSort(query.sort, sorts)
  return keysetPage(filteredEntries(db, principal, query, now), { limit: query.limit, cursor: query.cursor, sort, idColumn: 'cb.id' }, (row) =>
    entryFields.entity(row, now),
  )
}

export function countBlacklistEntries(db: Kysely<Database>, principal: Principal, query: CardBlacklistListQuery, now: Date): Promise<number> {
  return countRows(filteredEntries(db, principal, query, now))
}

/**
 * The entry of a card hash the caller sees. A caller who sees several spaces names the space
 * when the card is on more than one blacklist.
 */
export async function findBlacklistEntry(db: Kysely<Database>, principal: Principal, cardId: string, space?: string): Promise<BlacklistRow> {
  let q = selectEntries(db).where('cb.card_hash', '=', cardId).where(spaceInScope(principal, 'cb.space_id'))
  if (space) q = q.where('s.name', '=', space)
  const rows = await q.orderBy('cb.id').limit(2).execute()
  if (rows.length === 0) throw notFound('Blacklist entry')
  if (rows.length > 1) throw fieldError('space', 'This card is on the blacklist of several spaces: choose the space')
  return rows[0]!
}

/** The space a new entry goes to: the one named (when the caller sees it) or the caller's own. */
export async function blacklistSpace(db: Kysely<Database>, principal: Principal, space?: string): Promise<number> {
  if (!space) return principal.spaceId
  const row = await db.selectFrom('space').select('id').where('name', '=', space).executeTakeFirst()
  if (!row || !canSeeSpace(principal, Number(row.id))) throw notFound('Space')
  return Number(row.id)
}
