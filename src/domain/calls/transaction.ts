import { z } from 'zod'
import { defineCall } from '../call'
import { numericId, textId } from '../entities/common'
import {
  paywallMetricsQuerySchema,
  paywallMetricsSchema,
  transactionActivityListQuerySchema,
  transactionActivitySchema,
  transactionDetailSchema,
  transactionListQuerySchema,
  transactionLogSchema,
  transactionRelatedSchema,
  transactionSchema,
  transactionUpdateSchema,
} from '../entities/transaction'
import { pageSchema } from '../pagination'

const area = 'transaction'
const record = z.object({ merchantName: textId, transaction: textId })

export const transactionCalls = {
  list: defineCall({ area, method: 'GET', path: 'transaction', access: 'transaction.read', query: transactionListQuerySchema, response: pageSchema(transactionSchema) }),
  activities: defineCall({ area, method: 'GET', path: 'transactionactivity', access: 'transaction.read', query: transactionActivityListQuerySchema, response: pageSchema(transactionActivitySchema) }),
  get: defineCall({ area, method: 'GET', path: 'transaction/{merchantName}/{transaction}', access: 'transaction.read', params: record, response: transactionDetailSchema }),
  /** An operator action (capture, void, refund, chargeback, reversal), audited as UPDATE_TRANSACTION. */
  update: defineCall({ area, method: 'POST', path: 'transaction/{merchantName}/{transaction}', access: 'transaction.update', params: record, body: transactionUpdateSchema, response: transactionDetailSchema }),
  log: defineCall({ area, method: 'GET', path: 'transactionlog/{merchantName}/{log}', access: 'transaction.read', params: z.object({ merchantName: textId, log: numericId }), response: transactionLogSchema }),
  /** Records sharing the card hash, customer, email or IP of one transaction (an addition to calls.tsv). */
  related: defineCall({ area, method: 'GET', path: 'transaction/{merchantName}/{transaction}/related', access: 'transaction.read', params: record, response: transactionRelatedSchema }),
  paywallMetrics: defineCall({ area, method: 'GET', path: 'paywallmetrics', access: 'transaction.read', query: paywallMetricsQuerySchema, response: paywallMetricsSchema }),
}
