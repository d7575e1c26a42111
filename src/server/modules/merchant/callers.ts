import { calls } from '@domain/calls'
import type { EntityStatus } from '@domain/enums'
import type { FastifyInstance } from 'fastify'
import type { Selectable } from 'kysely'
import { recordEvent } from '../../audit'
import { bindCall } from '../../calls'
import type { MerchantCallerTable } from '../../db/tables/merchantSetup'
import { fieldError, notFound } from '../../errors'
import { keysetPage, parseSort } from '../../lists'
import type { Services } from '../../services'
import { findMerchant } from './queries'

type CallerRow = Selectable<MerchantCallerTable>

function toCaller(row: CallerRow, merchantAccount: string) {
  return {
    name: row.name,
    merchantAccount,
    description: row.description,
    ipAddresses: row.ip_addresses,
    callbackUrl: row.callback_url,
    status: row.status as EntityStatus,
    created: new Date(row.created_at).toISOString(),
    updated: new Date(row.updated_at).toISOString(),
  }
}

const sorts = { name: 'c.name', created: 'c.created_at' }

/** The systems allowed to call the payment API for a merchant; writes are audited as MERCHANT_CONFIG. */
export function registerCallerRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services
  const m = calls.merchant

  async function merchantOf(principal: Parameters<typeof findMerchant>[1], name: string) {
    const merchant = await findMerchant(db, principal, name)
    if (!merchant) throw notFound('Merchant')
    return merchant
  }

  async function callerOf(merchantId: number, name: string) {
    const row = await db.selectFrom('merchant_caller').selectAll().where('merchant_id', '=', merchantId).where('name', '=', name).executeTakeFirst()
    if (!row) throw notFound('Caller')
    return row
  }

  bindCall(app, services, m.callers, async ({ params, query, principal }) => {
    const merchant = await merchantOf(principal, params.name)
    const q = db.selectFrom('merchant_caller as c').selectAll('c').select('c.id as rowId').where('c.merchant_id', '=', merchant.id)
    const sort = parseSort(query.sort ?? 'name', sorts)
    return keysetPage(q, { limit: query.limit, cursor: query.cursor, sort, idColumn: 'c.id' }, (row) => toCaller(row, merchant.name))
  })

  bindCall(app, services, m.getCaller, async ({ params, principal }) => {
    const merchant = await merchantOf(principal, params.name)
    return toCaller(await callerOf(merchant.id, params.caller), merchant.name)
  })

  bindCall(app, services, m.createCaller, async ({ params, body, principal, request, reply }) => {
    const merchant = await merchantOf(principal, params.name)
    const taken = await db.selectFrom('merchant_caller').select('id').where('merchant_id', '=', merchant.id).where('name', '=', body.name).executeTakeFirst()
    if (taken) throw fieldError('name', 'This merchant already has a caller with this name')
    const now = services.now()
    const created = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('merchant_caller')
        .values({
          merchant_id: merchant.id,
          name: body.name,
          description: body.description,
          ip_addresses: JSON.stringify(body.ipAddresses),
          callback_url: body.callbackUrl,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
      const after = toCaller(row, merchant.name)
      await recordEvent(trx, { principal, type: 'MERCHANT_CONFIG', targetType: 'merchant', targetId: merchant.name, detail: { caller: body.name, after }, ip: request.ip, at: now })
      return after
    })
    reply.code(201)
    return created
  })

  bindCall(app, services, m.updateCaller, async ({ params, body, principal, request }) => {
    const merchant = await merchantOf(principal, params.name)
    const current = await callerOf(merchant.id, params.caller)
    const now = services.now()
    return db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('merchant_caller')
        .set({
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.ipAddresses !== undefined ? { ip_addresses: JSON.stringify(body.ipAddresses) } : {}),
          ...(body.callbackUrl !== undefined ? { callback_url: body.callbackUrl } : {}),
          ...(body.status !== undefined ? { status: body.status } : {}),
          updated_at: now,
        })
        .where('id', '=', current.id)
        .returningAll()
        .executeTakeFirstOrThrow()
      const after = toCaller(row, merchant.name)
      await recordEvent(trx, {
        principal,
        type: 'MERCHANT_CONFIG',
        targetType: 'merchant',
        targetId: merchant.name,
        detail: { caller: current.name, before: toCaller(current, merchant.name), after },
        ip: request.ip,
        at: now,
      })
      return after
    })
  })

  bindCall(app, services, m.removeCaller, async ({ params, principal, request }) => {
    const merchant = await merchantOf(principal, params.name)
    const current = await callerOf(merchant.id, params.caller)
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('merchant_caller').where('id', '=', current.id).execute()
      await recordEvent(trx, {
        principal,
        type: 'MERCHANT_CONFIG',
        targetType: 'merchant',
        targetId: merchant.name,
        detail: { caller: current.name, before: toCaller(current, merchant.name), after: null },
        ip: request.ip,
      })
    })
    return { ok: true as const }
  })
}
