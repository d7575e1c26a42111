import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import { toChangeRequest } from '../../approval-gate'
import { bindCall } from '../../calls'
import type { Services } from '../../services'
import { approveRequest, cancelRequest, rejectRequest } from './decision'
import { approvalCounts, changeRequestPage, expireDue, findRequest } from './queries'

const a = calls.approval

/** Change requests: the approvals list and its counts, one request, and its approval, rejection or cancellation. */
export async function registerApprovalRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services

  bindCall(app, services, a.list, async ({ query, principal }) => {
    await expireDue(services)
    return changeRequestPage(db, principal, query)
  })

  bindCall(app, services, a.counts, async ({ principal }) => {
    await expireDue(services)
    return approvalCounts(db, principal)
  })

  bindCall(app, services, a.get, async ({ params, principal }) => {
    await expireDue(services)
    return toChangeRequest(await findRequest(db, principal, params.id), principal)
  })

  bindCall(app, services, a.approve, async ({ params, body, principal, request, reply }) => approveRequest(services, app, { principal, request, reply }, params.id, body.note ?? null))
  bindCall(app, services, a.reject, async ({ params, body, principal, request }) => rejectRequest(services, { principal, request }, params.id, body.reason))
  bindCall(app, services, a.cancel, async ({ params, principal, request }) => cancelRequest(services, { principal, request }, params.id))
}
