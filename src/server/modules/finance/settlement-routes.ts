import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import { bindCall } from '../../calls'
import type { Services } from '../../services'
import { getUpload, listRecords, listUploads, uploadSettlement } from './settlement'

/** Settlement: gateway files uploaded to a space, read by a job, and the record of each row. */
export function registerSettlementRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services
  bindCall(app, services, calls.finance.settlementRecords, async ({ params, query, principal }) => listRecords(db, principal, params.space, query, services.now()))
  bindCall(app, services, calls.finance.settlementUploads, async ({ params, query, principal }) => listUploads(db, principal, params.space, query, services.now()))
  bindCall(app, services, calls.finance.settlementUpload, async ({ params, principal }) => getUpload(db, principal, params.space, params.uploadId, services.now()))
  // 202: the upload is stored and queued; its job reads the rows.
  bindCall(app, services, calls.finance.uploadSettlement, async ({ params, principal, request, reply }) => {
    const upload = await uploadSettlement(services, principal, request, params)
    reply.code(202)
    return upload
  })
}
