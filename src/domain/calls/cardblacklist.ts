import { z } from 'zod'
import { defineCall } from '../call'
import {
  blacklistCardId,
  cardBlacklistEntrySchema,
  cardBlacklistKeyQuerySchema,
  cardBlacklistInputSchema,
  cardBlacklistListQuerySchema,
  cardBlacklistUpdateSchema,
} from '../entities/cardblacklist'
import { okAnswerSchema } from '../entities/common'
import { pageSchema } from '../pagination'

const area = 'cardblacklist'
/** The card id is the card hash. */
const params = z.object({ cardId: blacklistCardId })
const query = cardBlacklistKeyQuerySchema

export const cardblacklistCalls = {
  list: defineCall({ area, method: 'GET', path: 'cardblacklist', access: 'cardData.read', query: cardBlacklistListQuerySchema, response: pageSchema(cardBlacklistEntrySchema) }),
  create: defineCall({ area, method: 'POST', path: 'cardblacklist', access: 'cardData.write', body: cardBlacklistInputSchema, response: cardBlacklistEntrySchema }),
  get: defineCall({ area, method: 'GET', path: 'cardblacklist/{cardId}', access: 'cardData.read', params, query, response: cardBlacklistEntrySchema }),
  update: defineCall({ area, method: 'PUT', path: 'cardblacklist/{cardId}', access: 'cardData.write', params, query, body: cardBlacklistUpdateSchema, response: cardBlacklistEntrySchema }),
  remove: defineCall({ area, method: 'DELETE', path: 'cardblacklist/{cardId}', access: 'cardData.write', params, query, response: okAnswerSchema }),
}
