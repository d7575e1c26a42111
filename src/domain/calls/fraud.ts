import { z } from 'zod'
import { defineCall } from '../call'
import { numericId, okAnswerSchema } from '../entities/common'
import {
  fraudBlockBatchAnswerSchema,
  fraudBlockBatchInputSchema,
  fraudBlockDeleteSchema,
  fraudBlockInputSchema,
  fraudBlockListQuerySchema,
  fraudBlockPreviewInputSchema,
  fraudBlockPreviewSchema,
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
  /** How many transactions and customers of the last 30 days a block would match, within scope. */
  preview: defineCall({ area, method: 'POST', path: 'fraudblock/preview', access: 'fraud.read', body: fraudBlockPreviewInputSchema, response: fraudBlockPreviewSchema }),
  get: defineCall({ area, method: 'GET', path: 'fraudblock/{id}', access: 'fraud.read', params, response: fraudBlockSchema }),
  /** The reason goes in the JSON body `{ reason }`; the block is kept, marked DELETED. */
  remove: defineCall({ area, method: 'DELETE', path: 'fraudblock/{id}', access: 'fraud.write', params, body: fraudBlockDeleteSchema, response: okAnswerSchema }),
  velocityStatistics: defineCall({ area, method: 'GET', path: 'velocitystatistics', access: 'fraud.read', query: velocityStatisticsQuerySchema, response: velocityStatisticsSchema }),
}
