import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import { merchantInScope } from '../../auth/scope'
import { insertRow, registerRecordCalls, updateRow } from '../../crud'
import { mustExpireLater, notFound } from '../../errors'
import type { Services } from '../../services'
import { whereSent, whereStatusAt } from '../../where-sent'
import { keyFields, keyRows, newKey } from './queries'

/** Merchant API keys: the whole key is answered once at creation, then only its prefix. */
export async function registerMerchantKeyRoutes(app: FastifyInstance, services: Services): Promise<void> {
  registerRecordCalls(app, services, {
    calls: calls.merchantkey,
    fields: keyFields,
    noun: 'Merchant key',
    rows: keyRows,
    list: {
      sorts: { createdAt: 'k.created_at', name: 'k.name', expiresAt: 'k.expires_at' },
      filter: (rows, query, now) => whereStatusAt(whereSent(rows, query, { merchantName: 'm.name', environment: 'k.environment' }), 'k', query.status, now),
    },
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
        ...keyFields.values(body),
        merchant_id: merchant.id,
        key_prefix: generated.prefix,
        key_hash: generated.hash,
        status: 'ACTIVE',
        created_by: principal.username,
      })
      return { id, answer: (created) => ({ key: created, secret: generated.secret }) }
    },
    update: ({ db, body, row, now }) => {
      mustExpireLater(body.expiresAt, now)
      return updateRow(db, 'merchant_key', row.rowId, now, { ...keyFields.values(body), ...(body.status ? { status: body.status } : {}) })
    },
    kind: 'merchantKey',
    audit: { targetId: (entity) => entity.id },
  })
}
