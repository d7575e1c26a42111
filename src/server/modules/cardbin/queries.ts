import type { CardBin, CardCategory, CardType, cardBinListQuerySchema } from '@domain/entities/cardbin'
import type { CardScheme, EntityStatus } from '@domain/enums'
import type { Page } from '@domain/pagination'
import { type Kysely, type Selectable, sql } from 'kysely'
import type { z } from 'zod'
import type { Database } from '../../db/database'
import type { CardBinTable } from '../../db/tables/risk'
import { notFound } from '../../errors'
import { containsPattern, countRows, keysetPage, parseSort } from '../../lists'
import { stamps } from '../../mappers'

export type CardBinListQuery = z.output<typeof cardBinListQuerySchema>

export function toCardBin(row: Selectable<CardBinTable>): CardBin {
  return {
    bin: row.bin,
    scheme: row.scheme as CardScheme,
    cardType: row.card_type as CardType,
    category: row.category as CardCategory,
    level: row.level,
    issuer: row.issuer,
    issuerCountry: row.issuer_country,
    currency: row.currency,
    threeDsSupported: row.three_ds_supported,
    status: row.status as EntityStatus,
    ...stamps(row),
  }
}

const sorts = { createdAt: 'cb.created_at', bin: 'cb.bin', updatedAt: 'cb.updated_at' }

/**
 * Card BINs are the platform's catalogue of card ranges, the same for every space: anyone
 * with cardData.read sees all of them.
 */
/** The catalogue cut by the list's filters, before sorting and paging. */
function filteredCardBins(db: Kysely<Database>, query: CardBinListQuery) {
  let q = db.selectFrom('card_bin as cb').selectAll('cb')
  if (query.bin) q = q.where('cb.bin', 'like', `${query.bin}%`)
  if (query.scheme) q = q.where('cb.scheme', '=', query.scheme)
  if (query.cardType) q = q.where('cb.card_type', '=', query.cardType)
  if (query.issuerCountry) q = q.where('cb.issuer_country', '=', query.issuerCountry)
  if (query.issuer) q = q.where(sql<boolean>`cb.issuer ilike ${containsPattern(query.issuer)}`)
  if (query.status) q = q.where('cb.status', '=', query.status)
  return q
}

export async function cardBinPage(db: Kysely<Database>, query: CardBinListQuery): Promise<Page<CardBin>> {
  const sort = parseSort(query.sort, sorts)
  const q = filteredCardBins(db, query).select('cb.id as rowId')
  return keysetPage(q, { limit: query.limit, cursor: query.cursor, sort, idColumn: 'cb.id' }, ({ rowId: _r, ...row }) => toCardBin(row))
}

export function countCardBins(db: Kysely<Database>, query: CardBinListQuery): Promise<number> {
  return countRows(filteredCardBins(db, query))
}

export async function findCardBin(db: Kysely<Database>, bin: string): Promise<Selectable<CardBinTable>> {
  const row = await db.selectFrom('card_bin').selectAll().where('bin', '=', bin).executeTakeFirst()
  if (!row) throw notFound('Card BIN')
  return row
}
