import { defineCall, recordCalls } from '../call'
import { okAnswerSchema } from '../entities/common'
import * as fraud from '../entities/fraud'
import { idParams } from './params'

const area = 'fraud'
const { list, create, get } = recordCalls({
  area,
  path: 'fraudblock',
  params: idParams,
  read: 'fraud.read',
  write: 'fraud.write',
  entity: fraud.fraudBlockSchema,
  listQuery: fraud.fraudBlockListQuerySchema,
  create: fraud.fraudBlockInputSchema,
})

export const fraudCalls = {
  list,
  create,
  createBatch: defineCall({
    area,
    method: 'POST',
    path: 'fraudblock/batch',
    access: 'fraud.write',
    body: fraud.fraudBlockBatchInputSchema,
    response: fraud.fraudBlockBatchAnswerSchema,
    // A thousand rows, each up to a whole block.
    bodyLimit: 2 * 1024 * 1024,
  }),
  /** How many transactions and customers of the last 30 days a block would match, within scope. */
  preview: defineCall({ area, method: 'POST', path: 'fraudblock/preview', access: 'fraud.read', body: fraud.fraudBlockPreviewInputSchema, response: fraud.fraudBlockPreviewSchema }),
  /** Deletes many blocks with one reason; a space's approval policy may hold a large one for a second person. */
  removeBatch: defineCall({
    area,
    method: 'POST',
    path: 'fraudblock/batch/delete',
    access: 'fraud.write',
    approval: 'bulkDelete',
    body: fraud.fraudBlockBatchDeleteSchema,
    response: fraud.batchDeleteAnswerSchema,
  }),
  get,
  /** The reason goes in the JSON body `{ reason }`; the block is kept, marked DELETED. */
  remove: defineCall({ area, method: 'DELETE', path: 'fraudblock/{id}', access: 'fraud.write', params: idParams, body: fraud.fraudBlockDeleteSchema, response: okAnswerSchema }),
  velocityStatistics: defineCall({ area, method: 'GET', path: 'velocitystatistics', access: 'fraud.read', query: fraud.velocityStatisticsQuerySchema, response: fraud.velocityStatisticsSchema }),
}
