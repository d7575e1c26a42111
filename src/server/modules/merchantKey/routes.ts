import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import { merchantInScope } from '../../auth/scope'
import { recordEvent } from '../../audit'
import { bindCall } from '../../calls'
import { fieldError, notFound } from '../../errors'
import type { Services } from '../../services'
import { findMerchantKey, merchantKeyPage, newKey, toMerchantKey } from './queries'

const inFuture = (value: string | null | undefined, now: Date) => {
  if (value && new Date(value) <= now) throw fieldError('expiresAt', 'Choose a time in the future')
}

/** Merchant API keys: the whole key is answered once at creation, then only its prefix. */
export async function registerMerchantKeyRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services
  const key = calls.merchantkey

  bindCall(app, services, key.list, async ({ query, principal }) => merchantKeyPage(db, principal, query, services.now()))

  bindCall(app, services, key.get, async ({ params, principal }) => toMerchantKey(await findMerchantKey(db, principal, params.id), services.now()))

  bindCall(app, services, key.create, async ({ body, principal, request }) => {
    const now = services.now()
    const merchant = await db
      .selectFrom('merchant')
      .select('id')
      .where('name', '=', body.merchantAccount)
      .where(merchantInScope(principal, 'merchant.id'))
      .executeTakeFirst()
    if (!merchant) throw notFound('Merchant')
    inFuture(body.expiresAt, now)
    const generated = newKey(body.environment)
    const id = await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('merchant_key')
        .values({
          merchant_id: merchant.id,
          name: body.name,
          key_prefix: generated.prefix,
          key_hash: generated.hash,
          environment: body.environment,
          status: 'ACTIVE',
          expires_at: body.expiresAt ? new Date(body.expiresAt) : null,
          created_by: principal.username,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const after = toMerchantKey(await findMerchantKey(trx, principal, Number(inserted.id)), now)
      await recordEvent(trx, { principal, type: 'CREATE', targetType: 'merchantKey', targetId: after.id, detail: { after }, ip: request.ip, at: now })
      return after.id
    })
    return { key: toMerchantKey(await findMerchantKey(db, principal, id), now), secret: generated.secret }
  })

  bindCall(app, services, key.update, async ({ params, body, principal, request }) => {
    const now = services.now()
    const row = await findMerchantKey(db, principal, params.id)
    inFuture(body.expiresAt, now)
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('merchant_key')
        .set({
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.status !== undefined ? { status: body.status } : {}),
          ...(body.expiresAt !== undefined ? { expires_at: body.expiresAt ? new Date(body.expiresAt) : null } : {}),
          updated_at: now,
        })
        .where('id', '=', params.id)
        .execute()
      const after = toMerchantKey(await findMerchantKey(trx, principal, params.id), now)
      await recordEvent(trx, { principal, type: 'UPDATE', targetType: 'merchantKey', targetId: params.id, detail: { before: toMerchantKey(row, now), after }, ip: request.ip, at: now })
    })
    return toMerchantKey(await findMerchantKey(db, principal, params.id), now)
  })

  bindCall(app, services, key.remove, async ({ params, principal, request }) => {
    const now = services.now()
    const row = await findMerchantKey(db, principal, params.id)
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('merchant_key').where('id', '=', params.id).execute()
      await recordEvent(trx, { principal, type: 'DELETE', targetType: 'merchantKey', targetId: params.id, detail: { before: toMerchantKey(row, now) }, ip: request.ip, at: now })
    })
    return { ok: true }
  })
}
