import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import { bindCall } from '../../calls'
import { auditedWrite, updateRow } from '../../crud'
import { conflict, forbidden } from '../../errors'
import { bindExportableList } from '../../exports'
import type { Services } from '../../services'
import { createFraudBlockBatch } from './batch'
import { blockCreated, fraudBlockEvent, fraudBlocksOf } from '../../fraud-block-record'
import { findFraudBlock, fraudBlockPage, prepareFraudBlock, resolveBlockTarget } from './blocks'
import { previewFraudBlock, velocityStatistics } from './velocity'

const fraud = calls.fraud

/** Fraud blocks (with batch and impact preview) and velocity statistics. */
export async function registerFraudRoutes(app: FastifyInstance, services: Services): Promise<void> {
  registerFraudBlockCalls(app, services)
  registerVelocityCalls(app, services)
}

/** Fraud blocks: list, read, create (one or a batch), preview the impact of one, and release. */
function registerFraudBlockCalls(app: FastifyInstance, services: Services): void {
  const { db } = services
  bindExportableList(app, services, {
    id: 'fraudblock',
    call: fraud.list,
    page: (s, principal, query) => fraudBlockPage(s.db, principal, query, s.now()),
  })

  bindCall(app, services, fraud.get, async ({ params, principal }) => {
    const { spaceId: _s, merchantId: _m, ...block } = await findFraudBlock(db, principal, params.id, services.now())
    return block
  })

  bindCall(app, services, fraud.create, async ({ body, principal, request }) => {
    const now = services.now()
    const row = await prepareFraudBlock(db, principal, body, now)
    return auditedWrite(services, { principal, request }, async (trx) => {
      const inserted = await trx.insertInto('fraud_block').values(row).returning('id').executeTakeFirstOrThrow()
      const id = Number(inserted.id)
      const [after] = await fraudBlocksOf(trx, [id], now)
      return { answer: after!, event: blockCreated(after!) }
    })
  })

  bindCall(app, services, fraud.createBatch, async ({ body, principal, request }) => createFraudBlockBatch(services, { principal, request }, body, services.now()))

  bindCall(app, services, fraud.preview, async ({ body, principal }) => {
    const target = await resolveBlockTarget(db, principal, body, false)
    return previewFraudBlock(db, principal, body, target, services.now())
  })

  bindCall(app, services, fraud.remove, async ({ params, body, principal, request }) => {
    const now = services.now()
    const { spaceId: _s, merchantId, ...before } = await findFraudBlock(db, principal, params.id, now)
    // A space-wide block also covers merchants a GROUP or MERCHANT user does not see.
    if (merchantId === null && !principal.superAdmin && principal.scope !== 'SPACE') {
      throw forbidden('Only a user of the whole space may delete a space-wide block')
    }
    if (before.status === 'DELETED') throw conflict('This block is already deleted', { reason: 'alreadyDeleted' })
    await auditedWrite(services, { principal, request }, async (trx) => {
      await updateRow(trx, 'fraud_block', params.id, now, { status: 'DELETED', deleted_by: principal.username, deleted_reason: body.reason })
      const { spaceId: _, merchantId: __, ...after } = await findFraudBlock(trx, principal, params.id, now)
      return { answer: null, event: fraudBlockEvent({ type: 'DELETE', action: 'RELEASED', targetId: params.id, detail: { before, after, reason: body.reason } }) }
    })
    return { ok: true as const }
  })
}

/** Velocity statistics of a card, a customer, an email or an address. */
function registerVelocityCalls(app: FastifyInstance, services: Services): void {
  const { db } = services
  bindCall(app, services, fraud.velocityStatistics, async ({ query, principal }) => velocityStatistics(db, principal, query, services.now()))
}
