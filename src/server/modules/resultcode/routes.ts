import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { bindCall } from '../../calls'
import { insertRow, registerRecordCalls, updateRow } from '../../crud'
import type { Database } from '../../db/database'
import { conflict, fieldError } from '../../errors'
import type { Services } from '../../services'
import { sentFilter } from '../../where-sent'
import { mappedPspCodes, pspResultCodeFields, pspResultCodeRows, recentUses, resultCodeFields } from './queries'

const rc = calls.resultcode

/**
 * The console code a gateway code is to map to, held until the write ends so it cannot be deleted
 * meanwhile; a field error when there is none.
 */
async function mustMapTo(db: Kysely<Database>, code: string): Promise<void> {
  const target = await db.selectFrom('result_code').select('code').where('code', '=', code).forKeyShare().executeTakeFirst()
  if (!target) throw fieldError('resultCode', 'No such result code', 'no_such')
}

/**
 * The result code catalogues: the platform's own codes and each gateway's codes mapped to them.
 * Both are the whole platform's, read and written with the resultCode permissions whatever the
 * caller's scope; only where a code is used (its transactions) follows the scope.
 */
export async function registerResultCodeRoutes(app: FastifyInstance, services: Services): Promise<void> {
  registerConsoleCodeCalls(app, services)
  registerPspCodeCalls(app, services)
}

/** The platform's own codes; a code's read shows the gateway codes mapped to it and its recent transactions. */
function registerConsoleCodeCalls(app: FastifyInstance, services: Services): void {
  const consoleCodes = registerRecordCalls(app, services, {
    calls: { list: rc.list, create: rc.create, update: rc.update, remove: rc.remove },
    fields: resultCodeFields,
    key: (params) => params.code,
    noun: 'Result code',
    rows: (trx) => resultCodeFields.query(trx),
    list: {
      sorts: { code: 'rc.code', category: 'rc.category', result: 'rc.result', updated: 'rc.updated_at' },
      defaultSort: 'code',
      filter: sentFilter({ result: 'rc.result', category: 'rc.category' }, ['rc.code', 'rc.message', 'rc.description']),
    },
    unique: () => fieldError('code', 'This result code already exists', 'taken'),
    create: async ({ db: trx, body, now }) => {
      await trx
        .insertInto('result_code')
        .values({ ...resultCodeFields.values(body), created_at: now, updated_at: now })
        .execute()
      return body.code
    },
    update: async ({ db: trx, body, row, now }) => {
      await trx
        .updateTable('result_code')
        .set({ ...resultCodeFields.values(body), updated_at: now })
        .where('code', '=', row.code)
        .execute()
      return undefined
    },
    // The row itself goes once no gateway code maps to it.
    remove: async ({ db: trx, row }) => {
      // The row is locked first: a gateway code mapped to it meanwhile waits, and is counted or refused.
      await trx.selectFrom('result_code').select('code').where('code', '=', row.code).forUpdate().execute()
      const { mapped } = await trx
        .selectFrom('psp_result_code')
        .select((eb) => eb.fn.countAll<string>().as('mapped'))
        .where('result_code', '=', row.code)
        .executeTakeFirstOrThrow()
      const count = Number(mapped)
      if (count > 0) throw conflict(`${count} PSP result code${count > 1 ? 's map' : ' maps'} to ${row.code}; map ${count > 1 ? 'them' : 'it'} to another code first`)
    },
    kind: 'resultCode',
    audit: { targetId: (code) => code.code },
  })

  bindCall(app, services, rc.get, async ({ params, principal }) => {
    const { db } = services
    const row = await consoleCodes.load(principal, params.code)
    const [pspCodes, recentTransactions] = await Promise.all([mappedPspCodes(db, row.code), recentUses(db, principal, row.code)])
    return { ...resultCodeFields.entity(row, services.now()), pspCodes, recentTransactions }
  })
}

/** Each gateway's codes, each mapped to one of the platform's. */
function registerPspCodeCalls(app: FastifyInstance, services: Services): void {
  registerRecordCalls(app, services, {
    calls: { list: rc.pspList, get: rc.pspGet, create: rc.pspCreate, update: rc.pspUpdate, remove: rc.pspRemove },
    fields: pspResultCodeFields,
    key: (params) => params.code,
    noun: 'PSP result code',
    rows: pspResultCodeRows,
    list: {
      sorts: { gateway: 'p.gateway', code: 'p.code', resultCode: 'p.result_code', updated: 'p.updated_at' },
      defaultSort: 'gateway',
      filter: sentFilter({ gateway: 'p.gateway', resultCode: 'p.result_code', result: 'rc.result', category: 'rc.category' }, ['p.code', 'p.message']),
    },
    unique: () => fieldError('code', 'This gateway already has this code', 'taken'),
    create: async ({ db: trx, body, now }) => {
      const gateway = await trx.selectFrom('gateway').select('code').where('code', '=', body.gateway).executeTakeFirst()
      if (!gateway) throw fieldError('gateway', 'No such gateway', 'no_such')
      await mustMapTo(trx, body.resultCode)
      return insertRow(trx, 'psp_result_code', now, pspResultCodeFields.values(body))
    },
    update: async ({ db: trx, body, row, now }) => {
      if (body.resultCode !== undefined) await mustMapTo(trx, body.resultCode)
      return updateRow(trx, 'psp_result_code', row.rowId, now, pspResultCodeFields.values(body))
    },
    kind: 'pspResultCode',
    audit: { targetId: (code) => `${code.gateway}/${code.code}` },
  })
}
