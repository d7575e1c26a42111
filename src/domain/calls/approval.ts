import { defineCall } from '../call'
import * as approval from '../entities/approval'
import { pageSchema } from '../pagination'
import { idParams } from './params'

const area = 'approval'

/**
 * Change requests: writes a space's approval policy held for a second person. Reading needs
 * approval.read (the caller's own requests, and those of the spaces it sees whole); approving and
 * rejecting need approval.decide and the held call's own permission and scope; a requester
 * cancels their own. A request outside the caller's view is 404.
 */
export const approvalCalls = {
  list: defineCall({ area, method: 'GET', path: 'approval', access: 'approval.read', query: approval.changeRequestListQuerySchema, response: pageSchema(approval.changeRequestSummarySchema) }),
  counts: defineCall({ area, method: 'GET', path: 'approval/counts', access: 'approval.read', response: approval.approvalCountsSchema }),
  get: defineCall({ area, method: 'GET', path: 'approval/{id}', access: 'approval.read', params: idParams, response: approval.changeRequestSchema }),
  /** Applies the held request as the approver, in one transaction with the approval, at most once; a decision asks its approver to have proved it is them. */
  approve: defineCall({ area, method: 'POST', path: 'approval/{id}/approve', access: 'approval.decide', stepUp: true, params: idParams, body: approval.approveInputSchema, response: approval.approvalAnswerSchema }),
  reject: defineCall({ area, method: 'POST', path: 'approval/{id}/reject', access: 'approval.decide', stepUp: true, params: idParams, body: approval.rejectInputSchema, response: approval.changeRequestSchema }),
  cancel: defineCall({ area, method: 'POST', path: 'approval/{id}/cancel', access: 'approval.read', params: idParams, response: approval.changeRequestSchema }),
}
