import { calls } from '@domain/calls'
import { merchantCallerSchema } from '@domain/entities/merchant'
import type { FastifyInstance } from 'fastify'
import { insertRow, registerRecordCalls } from '../../crud'
import { fieldError } from '../../errors'
import { recordFields } from '../../record-fields'
import type { Services } from '../../services'
import { pathMerchant } from './record'

/** A caller's fields: its merchant's name (`m`). */
const callerFields = recordFields(merchantCallerSchema, 'merchant_caller as c', { m: 'merchant' }, (f) => ({
  merchantAccount: f.select((eb) => eb.ref('m.name')),
  ...f.stamps,
}))

/** The systems allowed to call the payment API for a merchant; writes are audited as MERCHANT_CONFIG. */
export function registerCallerRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services
  const m = calls.merchant

  registerRecordCalls(app, services, {
    calls: { list: m.callers, get: m.getCaller, create: m.createCaller, update: m.updateCaller, remove: m.removeCaller },
    fields: callerFields,
    parent: pathMerchant(db),
    key: (params) => params.caller,
    keyColumn: 'c.name',
    noun: 'Caller',
    rows: (trx, merchant) => callerFields.query(trx).innerJoin('merchant as m', 'm.id', 'c.merchant_id').where('c.merchant_id', '=', merchant.id),
    list: { sorts: { name: 'c.name', created: 'c.created_at' }, defaultSort: 'name' },
    create: ({ db, parent: merchant, body, now }) => insertRow(db, 'merchant_caller', now, { ...callerFields.values(body), merchant_id: merchant.id }),
    unique: () => fieldError('name', 'This merchant already has a caller with this name', 'taken'),
    // A caller is part of its merchant's configuration: its writes are audited as the merchant's.
    kind: 'merchant',
    audit: { type: 'MERCHANT_CONFIG', targetId: (_, merchant) => merchant.name, context: (caller) => ({ caller: caller.name }) },
  })
}
