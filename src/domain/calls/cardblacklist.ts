import { z } from 'zod'
import { recordCalls } from '../call'
import {
  blacklistCardId,
  cardBlacklistEntrySchema,
  cardBlacklistInputSchema,
  cardBlacklistKeyQuerySchema,
  cardBlacklistListQuerySchema,
  cardBlacklistUpdateSchema,
} from '../entities/cardblacklist'

export const cardblacklistCalls = recordCalls({
  area: 'cardblacklist',
  path: 'cardblacklist',
  /** The card id is the card hash. */
  params: z.object({ cardId: blacklistCardId }),
  keyQuery: cardBlacklistKeyQuerySchema,
  read: 'cardData.read',
  write: 'cardData.write',
  entity: cardBlacklistEntrySchema,
  listQuery: cardBlacklistListQuerySchema,
  create: cardBlacklistInputSchema,
  update: cardBlacklistUpdateSchema,
})
