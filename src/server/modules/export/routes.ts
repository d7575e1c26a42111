import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import { bindCall } from '../../calls'
import { startExport } from '../../exports'
import type { Services } from '../../services'

/** GET export/{list}: a registered list's rows for its filters, streamed as CSV or JSON. */
export async function registerExportRoutes(app: FastifyInstance, services: Services): Promise<void> {
  bindCall(app, services, calls.export.list, async ({ params, query, principal, reply }) => {
    const { format, ...filters } = query
    const answer = await startExport(services, principal, params.list, format, filters)
    reply
      .header('content-type', answer.contentType)
      .header('content-disposition', `attachment; filename="${answer.filename}"`)
      .header('cache-control', 'no-store')
    if (answer.total !== null) reply.header('x-total-count', String(answer.total))
    return reply.send(answer.body)
  })
}
