import { z } from 'zod'
import { defineCall, recordCalls } from '../call'
import { batchDeleteAnswerSchema } from '../entities/fraud'
import * as cardblacklist from '../entities/cardblacklist'

const entries = recordCalls({
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

export const cardblacklistCalls = {
  ...entries,
  /** Deletes many entries of one space; a space's approval policy may hold a large one for a second person. */
  removeBatch: defineCall({
    area: 'cardblacklist',
    method: 'POST',
    path: 'cardblacklist/batch/delete',
    access: 'cardData.write',
    approval: 'bulkDelete',
    body: cardblacklist.cardBlacklistBatchDeleteSchema,
    response: batchDeleteAnswerSchema,
  }),
}
