import { type CardBin, type cardBinListQuerySchema, cardBinSchema } from '@domain/entities/cardbin'
import type { Page } from '@domain/pagination'
import { type Kysely, sql } from 'kysely'
import type { z } from 'zod'
import type { Database } from '../../db/database'
import { containsPattern, countRows, keysetPage, parseSort } from '../../lists'
import { recordFields } from '../../record-fields'

export type CardBinListQuery = z.output<typeof cardBinListQuerySchema>

/** A BIN's fields: each is its column of its own name. */
export const cardBinFields = recordFields(cardBinSchema, 'card_bin as cb', {}, (f) => ({ ...f.stamps }))

const sorts = { createdAt: 'cb.created_at', bin: 'cb.bin', updatedAt: 'cb.updated_at' }

/**
 * Card BINs are the platform's catalogue of card ranges, the same for every space: anyone
 * with cardData.read sees all of them.
 */
/** The catalogue cut by the list's filters, before sorting and paging. */
function filteredCardBins(db: Kysely<Database>, query: CardBinListQuery) {
  let q = cardBinFields.query(db)
  if (query.bin) q = q.where('cb.bin', 'like', `${query.bin}%`)
  if (query.scheme) q = q.where('cb.scheme', '=', query.scheme)
  if (query.cardType) q = q.where('cb.card_type', '=', query.cardType)
  if (query.issuerCountry) q = q.where('cb.issuer_country', '=', query.issuerCountry)
  if (query.issuer) q = q.where(sql<boolean>`cb.issuer ilike ${containsPattern(query.issuer)}`)
  if (query.status) q = q.where('cb.status', '=', query.status)
  return q
}

export async function cardBinPage(db: Kysely<Database>, query: CardBinListQuery, now: Date): Promise<Page<CardBin>> {
  const sort = parseSort(query.sort, sorts)
  const q = cardBinFields.rows(filteredCardBins(db, query))
  return keysetPage(q, { limit: query.limit, cursor: query.cursor, sort, idColumn: 'cb.id' }, (row) => cardBinFields.entity(row, now))
}

export function countCardBins(db: Kysely<Database>, query: CardBinListQuery): Promise<number> {
  return countRows(filteredCardBins(db, query))
}
