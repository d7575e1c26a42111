import { z } from 'zod'
import { defineCall } from '../call'
import { cardBinField, okAnswerSchema } from '../entities/common'
import { cardBinInputSchema, cardBinListQuerySchema, cardBinSchema, cardBinUpdateSchema } from '../entities/cardbin'
import { pageSchema } from '../pagination'

const area = 'cardbin'
/** A card BIN is its own key. */
const params = z.object({ id: cardBinField })

export const cardbinCalls = {
  list: defineCall({ area, method: 'GET', path: 'cardbin', access: 'cardData.read', query: cardBinListQuerySchema, response: pageSchema(cardBinSchema) }),
  create: defineCall({ area, method: 'POST', path: 'cardbin', access: 'cardData.write', body: cardBinInputSchema, response: cardBinSchema }),
  get: defineCall({ area, method: 'GET', path: 'cardbin/{id}', access: 'cardData.read', params, response: cardBinSchema }),
  update: defineCall({ area, method: 'PUT', path: 'cardbin/{id}', access: 'cardData.write', params, body: cardBinUpdateSchema, response: cardBinSchema }),
  remove: defineCall({ area, method: 'DELETE', path: 'cardbin/{id}', access: 'cardData.write', params, response: okAnswerSchema }),
}
