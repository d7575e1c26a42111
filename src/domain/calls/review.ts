import { pageSchema } from '../pagination'
import { defineCall } from '../call'
import * as review from '../entities/review'
import { idParams } from './params'

const area = 'review'

/**
 * The review queue. Reading needs review.read; claiming, deciding, noting and sending payments to
 * review need review.decide. Every call is scoped as every list: a case outside the caller's
 * scope is 404.
 */
export const reviewCalls = {
  list: defineCall({ area, method: 'GET', path: 'review', access: 'review.read', query: review.reviewListQuerySchema, response: pageSchema(review.reviewCaseSummarySchema) }),
  counts: defineCall({ area, method: 'GET', path: 'review/counts', access: 'review.read', response: review.reviewCountsSchema }),
  /** Server-sent events: `case` with a changed case's summary (claimed, released, decided, opened), for the queue's live lists and counts. */
  events: defineCall({ area, method: 'GET', path: 'review/events', access: 'review.read', raw: true }),
  feedback: defineCall({ area, method: 'GET', path: 'review/feedback', access: 'review.read', query: review.reviewFeedbackQuerySchema, response: review.reviewFeedbackSchema }),
  analystStats: defineCall({ area, method: 'GET', path: 'review/stats', access: 'review.read', response: review.reviewAnalystStatsSchema }),
  get: defineCall({ area, method: 'GET', path: 'review/{id}', access: 'review.read', params: idParams, response: review.reviewCaseSchema }),
  send: defineCall({ area, method: 'POST', path: 'review', access: 'review.decide', body: review.reviewSendInputSchema, response: review.reviewSendAnswerSchema }),
  next: defineCall({ area, method: 'POST', path: 'review/next', access: 'review.decide', body: review.reviewNextInputSchema, response: review.reviewNextAnswerSchema }),
  claim: defineCall({ area, method: 'POST', path: 'review/{id}/claim', access: 'review.decide', params: idParams, response: review.reviewCaseSchema }),
  /** Gives a claimed case back to the queue. */
  release: defineCall({ area, method: 'POST', path: 'review/{id}/release', access: 'review.decide', params: idParams, response: review.reviewCaseSchema }),
  decide: defineCall({ area, method: 'POST', path: 'review/{id}/decision', access: 'review.decide', params: idParams, body: review.reviewDecisionInputSchema, response: review.reviewCaseSchema }),
  note: defineCall({ area, method: 'POST', path: 'review/{id}/note', access: 'review.decide', params: idParams, body: review.reviewNoteInputSchema, response: review.reviewNoteSchema }),
}
