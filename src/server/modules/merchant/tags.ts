import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { canSeeSpace, merchantIdsInScope } from '../../auth/scope'
import { bindCall } from '../../calls'
import { auditedWrite, type Writer } from '../../crud'
import type { Database } from '../../db/database'
import { fieldError, notFound } from '../../errors'
import type { Services } from '../../services'
import { findMerchant, loadMerchant } from './queries'

async function merchantTags(db: Kysely<Database>, merchantId: number) {
  const rows = await db
    .selectFrom('merchant_tag as mt')
    .innerJoin('tag as t', 't.id', 'mt.tag_id')
    .select(['t.name', 't.color', 'mt.created_at'])
    .where('mt.merchant_id', '=', merchantId)
    .orderBy('t.name')
    .execute()
  return rows.map((r) => ({ tag: r.name, color: r.color, created: new Date(r.created_at).toISOString() }))
}

/**
 * A change of a merchant's tags in one write, audited as an UPDATE of the merchant as it was
 * before and after; answers its tags after.
 */
function changeTags(services: Services, writer: Writer, name: string, change: (trx: Kysely<Database>, merchantId: number, now: Date) => Promise<unknown>) {
  return auditedWrite(services, writer, async (trx, now) => {
    const before = (await loadMerchant(trx, writer.principal, name, now))!
    await change(trx, before.id, now)
    const after = (await loadMerchant(trx, writer.principal, name, now))!
    return { answer: await merchantTags(trx, before.id), event: { type: 'UPDATE', targetType: 'merchant', targetId: name, detail: { before, after } } }
  })
}

/** Tags of the merchant's space put on a merchant; each change is audited with the tags before and after. */
export function registerTagRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services
  const m = calls.merchant

  // The space's tag catalogue, each tag with how many of the caller's merchants carry it. The
  // path names the space by its id or its name.
  bindCall(app, services, calls.mspace.merchantTags, async ({ params, principal }) => {
    const spaces = db.selectFrom('space').select('id')
    const space = await (/^\d+$/.test(params.id) ? spaces.where('id', '=', Number(params.id)) : spaces.where('name', '=', params.id)).executeTakeFirst()
    if (!space || !canSeeSpace(principal, Number(space.id))) throw notFound('Space')
    const rows = await db
      .selectFrom('tag as t')
      .leftJoin('merchant_tag as mt', (join) => join.onRef('mt.tag_id', '=', 't.id').on('mt.merchant_id', 'in', merchantIdsInScope(db, principal)))
      .select(['t.name', (eb) => eb.fn.count<number>('mt.merchant_id').as('merchant_count')])
      .where('t.space_id', '=', space.id)
      .groupBy(['t.id', 't.name'])
      .orderBy('t.name')
      .execute()
    return rows.map((r) => ({ tag: r.name, merchantCount: Number(r.merchant_count) }))
  })

  bindCall(app, services, m.tags, async ({ params, principal }) => {
    const merchant = await findMerchant(db, principal, params.name)
    if (!merchant) throw notFound('Merchant')
    return merchantTags(db, merchant.id)
  })

  bindCall(app, services, m.addTag, async ({ params, body, principal, request }) => {
    const merchant = await findMerchant(db, principal, params.name)
    if (!merchant) throw notFound('Merchant')
    const tag = await db.selectFrom('tag').select('id').where('space_id', '=', merchant.space_id).where('name', '=', body.tag).executeTakeFirst()
    if (!tag) throw fieldError('tag', 'No such tag in this space', 'no_such')
    const before = await merchantTags(db, merchant.id)
    if (before.some((t) => t.tag === body.tag)) return before
    return changeTags(services, { principal, request }, merchant.name, (trx, merchantId, now) =>
      trx.insertInto('merchant_tag').values({ merchant_id: merchantId, tag_id: tag.id, created_at: now }).execute(),
    )
  })

  bindCall(app, services, m.removeTag, async ({ params, principal, request }) => {
    const merchant = await findMerchant(db, principal, params.name)
    if (!merchant) throw notFound('Merchant')
    const before = await merchantTags(db, merchant.id)
    if (!before.some((t) => t.tag === params.tag)) throw notFound('Tag')
    return changeTags(services, { principal, request }, merchant.name, (trx, merchantId) =>
      trx
        .deleteFrom('merchant_tag')
        .where('merchant_id', '=', merchantId)
        .where('tag_id', 'in', trx.selectFrom('tag').select('id').where('space_id', '=', merchant.space_id).where('name', '=', params.tag))
        .execute(),
    )
  })
}
