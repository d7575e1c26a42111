import { z } from 'zod'
import { defineCall } from '../call'
import { numericId, textId } from '../entities/common'
import * as transaction from '../entities/transaction'
import { pageSchema } from '../pagination'

const area = 'transaction'
const record = z.object({ merchantName: textId, transaction: textId })

export const transactionCalls = {
  list: defineCall({ area, method: 'GET', path: 'transaction', access: 'transaction.read', query: transaction.transactionListQuerySchema, response: pageSchema(transaction.transactionSchema) }),
  activities: defineCall({ area, method: 'GET', path: 'transactionactivity', access: 'transaction.read', query: transaction.transactionActivityListQuerySchema, response: pageSchema(transaction.transactionActivitySchema) }),
  get: defineCall({ area, method: 'GET', path: 'transaction/{merchantName}/{transaction}', access: 'transaction.read', params: record, response: transaction.transactionDetailSchema }),
  /** An operator action (capture, void, refund, chargeback, reversal), audited as UPDATE_TRANSACTION. */
  update: defineCall({ area, method: 'POST', path: 'transaction/{merchantName}/{transaction}', access: 'transaction.update', params: record, body: transaction.transactionUpdateSchema, response: transaction.transactionDetailSchema }),
  log: defineCall({ area, method: 'GET', path: 'transactionlog/{merchantName}/{log}', access: 'transaction.read', params: z.object({ merchantName: textId, log: numericId }), response: transaction.transactionLogSchema }),
  /** Records sharing the card hash, customer, email or IP of one transaction (an addition to calls.tsv). */
  related: defineCall({ area, method: 'GET', path: 'transaction/{merchantName}/{transaction}/related', access: 'transaction.read', params: record, response: transaction.transactionRelatedSchema }),
  paywallMetrics: defineCall({ area, method: 'GET', path: 'paywallmetrics', access: 'transaction.read', query: transaction.paywallMetricsQuerySchema, response: transaction.paywallMetricsSchema }),
}
