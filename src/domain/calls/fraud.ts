import { z } from 'zod'
import { defineCall } from '../call'
import { numericId, okAnswerSchema } from '../entities/common'
import {
  fraudBlockBatchAnswerSchema,
  fraudBlockBatchInputSchema,
  fraudBlockInputSchema,
  fraudBlockListQuerySchema,
  fraudBlockSchema,
  velocityStatisticsQuerySchema,
  velocityStatisticsSchema,
} from '../entities/fraud'
import { pageSchema } from '../pagination'

const area = 'fraud'
const params = z.object({ id: numericId })

export const fraudCalls = {
  list: defineCall({ area, method: 'GET', path: 'fraudblock', access: 'fraud.read', query: fraudBlockListQuerySchema, response: pageSchema(fraudBlockSchema) }),
  create: defineCall({ area, method: 'POST', path: 'fraudblock', access: 'fraud.write', body: fraudBlockInputSchema, response: fraudBlockSchema }),
  createBatch: defineCall({ area, method: 'POST', path: 'fraudblock/batch', access: 'fraud.write', body: fraudBlockBatchInputSchema, response: fraudBlockBatchAnswerSchema }),
  get: defineCall({ area, method: 'GET', path: 'fraudblock/{id}', access: 'fraud.read', params, response: fraudBlockSchema }),
  remove: defineCall({ area, method: 'DELETE', path: 'fraudblock/{id}', access: 'fraud.write', params, response: okAnswerSchema }),
  velocityStatistics: defineCall({ area, method: 'GET', path: 'velocitystatistics', access: 'fraud.read', query: velocityStatisticsQuerySchema, response: velocityStatisticsSchema }),
}
