import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import { bindCall } from '../../calls'
import { auditedWrite, type WriteEvent, type Writer } from '../../crud'
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
    await releaseBlocks(services, { principal, request }, [params.id], body.reason)
    return { ok: true as const }
  })

  bindCall(app, services, fraud.removeBatch, async ({ body, principal, request }) => ({
    deleted: await releaseBlocks(services, { principal, request }, [...new Set(body.ids)], body.reason),
  }))
}

/**
 * Deletes blocks with one reason, in one write: each is kept, marked DELETED, and audited before
 * and after. Any block the caller may not delete, or already deleted, refuses them all.
 */
async function releaseBlocks(services: Services, writer: Writer, ids: number[], reason: string): Promise<number> {
  const { principal } = writer
  const now = services.now()
  const blocks: { id: number; before: Omit<Awaited<ReturnType<typeof findFraudBlock>>, 'spaceId' | 'merchantId'> }[] = []
  for (const id of ids) {
    const { spaceId: _s, merchantId, ...before } = await findFraudBlock(services.db, principal, id, now)
    // A space-wide block also covers merchants a GROUP or MERCHANT user does not see.
    if (merchantId === null && !principal.superAdmin && principal.scope !== 'SPACE') {
      throw forbidden('Only a user of the whole space may delete a space-wide block')
    }
    if (before.status === 'DELETED') throw conflict(`Block ${id} is already deleted`, { reason: 'alreadyDeleted' })
    blocks.push({ id, before })
  }
  return auditedWrite(services, writer, async (trx) => {
    await trx
      .updateTable('fraud_block')
      .set({ status: 'DELETED', deleted_by: principal.username, deleted_reason: reason, updated_at: now })
      .where('id', 'in', ids)
      .execute()
    const events: WriteEvent[] = []
    for (const { id, before } of blocks) {
      const { spaceId: _, merchantId: __, ...after } = await findFraudBlock(trx, principal, id, now)
      events.push(fraudBlockEvent({ type: 'DELETE', action: 'RELEASED', targetId: id, detail: { before, after, reason } }))
    }
    return { answer: blocks.length, event: events }
  })
}

/** Velocity statistics of a card, a customer, an email or an address. */
function registerVelocityCalls(app: FastifyInstance, services: Services): void {
  const { db } = services
  bindCall(app, services, fraud.velocityStatistics, async ({ query, principal }) => velocityStatistics(db, principal, query, services.now()))
}
