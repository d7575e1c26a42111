import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import { bindCall } from '../../calls'
import { sendExport, startExport } from '../../exports'
import type { Services } from '../../services'

/** GET export/{list}: a registered list's rows for its filters, streamed as CSV, JSON or NDJSON. */
export async function registerExportRoutes(app: FastifyInstance, services: Services): Promise<void> {
  bindCall(app, services, calls.export.list, async ({ params, query, principal, request, reply }) => {
    const { format, ...filters } = query
    return sendExport(reply, await startExport(services, principal, params.list, format, filters, request.ip))
  })
}
