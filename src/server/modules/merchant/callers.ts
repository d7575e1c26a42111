import { calls } from '@domain/calls'
import type { EntityStatus } from '@domain/enums'
import type { FastifyInstance } from 'fastify'
import type { Kysely, Selectable } from 'kysely'
import type { ScopedMerchant } from '../../auth/scope'
import { insertRow, registerRecordCalls, sentColumns, updateRow } from '../../crud'
import type { Database } from '../../db/database'
import type { MerchantCallerTable } from '../../db/tables/merchantSetup'
import { fieldError } from '../../errors'
import type { Services } from '../../services'
import { merchantRecord } from './record'
import { stamps } from '../../mappers'

type CallerRow = Selectable<MerchantCallerTable>

function toCaller(row: CallerRow, merchantAccount: string) {
  return {
    name: row.name,
    merchantAccount,
    description: row.description,
    ipAddresses: row.ip_addresses,
    callbackUrl: row.callback_url,
    status: row.status as EntityStatus,
    ...stamps(row),
  }
}

function callerRows(db: Kysely<Database>, merchant: ScopedMerchant) {
  return db.selectFrom('merchant_caller as c').selectAll('c').select('c.id as rowId').where('c.merchant_id', '=', merchant.id)
}

/** The systems allowed to call the payment API for a merchant; writes are audited as MERCHANT_CONFIG. */
export function registerCallerRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services
  const m = calls.merchant

  registerRecordCalls(app, services, {
    calls: { list: m.callers, get: m.getCaller, create: m.createCaller, update: m.updateCaller, remove: m.removeCaller },
    ...merchantRecord(db),
    key: (params) => params.caller,
    keyColumn: 'c.name',
    noun: 'Caller',
    table: 'merchant_caller',
    rows: callerRows,
    toEntity: (row, merchant) => toCaller(row, merchant.name),
    list: { sorts: { name: 'c.name', created: 'c.created_at' }, defaultSort: 'name' },
    create: ({ db, parent: merchant, body, now }) =>
      insertRow(db, 'merchant_caller', now, {
      merchant_id: merchant.id,
      name: body.name,
      description: body.description,
      ip_addresses: JSON.stringify(body.ipAddresses),
        callback_url: body.callbackUrl,
      }),
    update: ({ db, body, row, now }) =>
      updateRow(
        db,
        'merchant_caller',
        row.rowId,
        now,
        sentColumns('merchant_caller', body, { description: 'description', ipAddresses: ['ip_addresses', JSON.stringify], callbackUrl: 'callback_url', status: 'status' }),
      ),
    unique: () => fieldError('name', 'This merchant already has a caller with this name', 'taken'),
    audit: { type: 'MERCHANT_CONFIG', targetType: 'merchant', targetId: (_, merchant) => merchant.name, context: (caller) => ({ caller: caller.name }) },
  })
}
