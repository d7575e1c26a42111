import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import { merchantInScope } from '../../auth/scope'
import { bindCall } from '../../calls'
import { callerScope, insertRow, registerRecordCalls, sentColumns, updateRow } from '../../crud'
import { mustExpireLater, notFound } from '../../errors'
import type { Services } from '../../services'
import { keyRows, merchantKeyPage, newKey, toMerchantKey } from './queries'

/** Merchant API keys: the whole key is answered once at creation, then only its prefix. */
export async function registerMerchantKeyRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services
  const key = calls.merchantkey

  bindCall(app, services, key.list, async ({ query, principal }) => merchantKeyPage(db, principal, query, services.now()))

  registerRecordCalls(app, services, {
    calls: { get: key.get, create: key.create, update: key.update, remove: key.remove },
    parent: callerScope,
    key: (params) => params.id,
    noun: 'Merchant key',
    table: 'merchant_key',
    rows: keyRows,
    idColumn: 'k.id',
    toEntity: (row) => toMerchantKey(row, services.now()),
    createdStatus: 200,
    create: async ({ db, parent: principal, body, now }) => {
      const merchant = await db
        .selectFrom('merchant')
        .select('id')
        .where('name', '=', body.merchantAccount)
        .where(merchantInScope(principal, 'merchant.id'))
        .executeTakeFirst()
      if (!merchant) throw notFound('Merchant')
      mustExpireLater(body.expiresAt, now)
      const generated = newKey(body.environment)
      const id = await insertRow(db, 'merchant_key', now, {
        merchant_id: merchant.id,
        name: body.name,
        key_prefix: generated.prefix,
        key_hash: generated.hash,
        environment: body.environment,
        status: 'ACTIVE',
        expires_at: body.expiresAt ? new Date(body.expiresAt) : null,
        created_by: principal.username,
      })
      return { id, answer: (created) => ({ key: created, secret: generated.secret }) }
    },
    update: ({ db, body, row, now }) => {
      mustExpireLater(body.expiresAt, now)
      return updateRow(
        db,
        'merchant_key',
        row.id,
        now,
        sentColumns('merchant_key', body, { name: 'name', status: 'status', expiresAt: ['expires_at', (at) => (at ? new Date(at) : null)] }),
      )
    },
    audit: { targetType: 'merchantKey', targetId: (entity) => entity.id },
  })
}
