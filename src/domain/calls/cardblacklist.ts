import { z } from 'zod'
import { recordCalls } from '../call'
import * as cardblacklist from '../entities/cardblacklist'

export const cardblacklistCalls = recordCalls({
  area: 'cardblacklist',
  path: 'cardblacklist',
  /** The card id is the card hash. */
  params: z.object({ cardId: cardblacklist.blacklistCardId }),
  keyQuery: cardblacklist.cardBlacklistKeyQuerySchema,
  read: 'cardData.read',
  write: 'cardData.write',
  entity: cardblacklist.cardBlacklistEntrySchema,
  listQuery: cardblacklist.cardBlacklistListQuerySchema,
  create: cardblacklist.cardBlacklistInputSchema,
  update: cardblacklist.cardBlacklistUpdateSchema,
})
