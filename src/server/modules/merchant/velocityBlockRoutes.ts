import { calls } from '@domain/calls'
import { velocityBlockListQuerySchema } from '@domain/entities/merchant'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { bindCall } from '../../calls'
import { auditedWrite } from '../../crud'
import { registerExportable } from '../../exports'
import type { Services } from '../../services'
import { findVelocityBlock, merchantOfPath, velocityBlockPage } from './velocityBlocks'

/** The velocity blocks of a merchant: list (exported across merchants), read and lift. */
export function registerVelocityBlockRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services
  const merchant = calls.merchant
  // Exported across merchants: `merchantName` narrows to one, as the merchant/{name} list does.
  registerExportable({
    id: 'velocityblock',
    call: { ...merchant.velocityBlocks, query: velocityBlockListQuerySchema.extend({ merchantName: z.string().max(100).optional() }) },
    page: async (s, principal, { merchantName, ...query }) =>
      velocityBlockPage(s.db, merchantName ? { merchantId: (await merchantOfPath(s.db, principal, merchantName)).id } : { principal }, query),
  })
  bindCall(app, services, merchant.velocityBlocks, async ({ params, query, principal }) => {
    const { id } = await merchantOfPath(db, principal, params.name)
    return velocityBlockPage(db, { merchantId: id }, query)
  })

  bindCall(app, services, merchant.getVelocityBlock, async ({ params, principal }) => {
    const { id } = await merchantOfPath(db, principal, params.name)
    return findVelocityBlock(db, id, params.id)
  })

  // Lifting a velocity block removes it; the audit row keeps what it was.
  bindCall(app, services, merchant.removeVelocityBlock, async ({ params, principal, request }) => {
    const { id: merchantId } = await merchantOfPath(db, principal, params.name)
    const before = await findVelocityBlock(db, merchantId, params.id)
    await auditedWrite(services, { principal, request }, async (trx) => {
      await trx.deleteFrom('velocity_block').where('id', '=', params.id).execute()
      return { answer: null, event: { type: 'DELETE', action: 'RELEASED', targetType: 'velocityBlock', targetId: params.id, detail: { before, after: null } } }
    })
    return { ok: true as const }
  })
}
