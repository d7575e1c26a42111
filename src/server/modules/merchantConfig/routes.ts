import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import { recordEvent } from '../../audit'
import { bindCall } from '../../calls'
import { fieldError, notFound } from '../../errors'
import type { Services } from '../../services'
import {
  checkGatewayConfig,
  checkInstrumentConfig,
  configStatistics,
  findGatewayConfig,
  findInstrumentConfig,
  listGatewayConfigs,
  listInstrumentConfigs,
  statisticsPeriod,
  toGatewayConfig,
  toInstrumentConfig,
} from './configs'
import { isUniqueViolation, merchantOfPath } from './merchant'
import { checkInstrumentConfigIds, findFraudConfig, findTrustLevel, listFraudConfigs, listTrustLevels, toFraudConfig, toTrustLevel } from './risk'

const json = (value: unknown) => JSON.stringify(value)
const nameTaken = () => fieldError('name', 'The merchant already has one with this name')

/** Unique names per merchant are the database's to enforce; a clash is a field error, not a 500. */
async function uniqueName<T>(work: () => Promise<T>, clash: () => Error = nameTaken): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (isUniqueViolation(error)) throw clash()
    throw error
  }
}

/**
 * A merchant's gateway and instrument configs, trust levels and fraud configs. The merchant of
 * the path must be in the caller's scope (else 404); every write is audited with before/after.
 */
export async function registerMerchantConfigRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { db } = services
  const m = calls.merchant

  bindCall(app, services, m.gatewayConfigs, async ({ params, query, principal }) =>
    listGatewayConfigs(db, await merchantOfPath(db, principal, params.name), query),
  )

  bindCall(app, services, m.getGatewayConfig, async ({ params, principal }) => {
    const merchant = await merchantOfPath(db, principal, params.name)
    const row = await findGatewayConfig(db, merchant, params.id)
    if (!row) throw notFound('Gateway config')
    return toGatewayConfig(row, merchant.name)
  })

  bindCall(app, services, m.createGatewayConfig, async ({ params, body, principal, request, reply }) => {
    const merchant = await merchantOfPath(db, principal, params.name)
    await checkGatewayConfig(db, merchant, body)
    const now = services.now()
    const created = await uniqueName(() =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('merchant_gateway_config')
          .values({
            merchant_id: merchant.id,
            gateway: body.gateway,
            credential_id: body.credentialId,
            name: body.name,
            status: body.status,
            priority: body.priority,
            currencies: json(body.currencies),
            payment_types: json(body.paymentTypes),
            settings: json(body.settings),
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow()
        const after = toGatewayConfig(row, merchant.name)
        await recordEvent(trx, { principal, type: 'GW_CONFIG', targetType: 'gatewayconfig', targetId: row.id, detail: { merchant: merchant.name, action: 'create', after }, ip: request.ip, at: now })
        return after
      }),
    )
    reply.code(201)
    return created
  })

  bindCall(app, services, m.updateGatewayConfig, async ({ params, body, principal, request }) => {
    const merchant = await merchantOfPath(db, principal, params.name)
    const current = await findGatewayConfig(db, merchant, params.id)
    if (!current) throw notFound('Gateway config')
    const before = toGatewayConfig(current, merchant.name)
    const next = {
      gateway: body.gateway ?? before.gateway,
      credentialId: body.credentialId === undefined ? before.credentialId : body.credentialId,
      currencies: body.currencies ?? before.currencies,
    }
    await checkGatewayConfig(db, merchant, next)
    const now = services.now()
    return uniqueName(() =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('merchant_gateway_config')
          .set({
            gateway: next.gateway,
            credential_id: next.credentialId,
            currencies: json(next.currencies),
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(body.status !== undefined ? { status: body.status } : {}),
            ...(body.priority !== undefined ? { priority: body.priority } : {}),
            ...(body.paymentTypes !== undefined ? { payment_types: json(body.paymentTypes) } : {}),
            ...(body.settings !== undefined ? { settings: json(body.settings) } : {}),
            updated_at: now,
          })
          .where('id', '=', current.id)
          .where('merchant_id', '=', merchant.id)
          .returningAll()
          .executeTakeFirstOrThrow()
        const after = toGatewayConfig(row, merchant.name)
        await recordEvent(trx, { principal, type: 'GW_CONFIG', targetType: 'gatewayconfig', targetId: row.id, detail: { merchant: merchant.name, action: 'update', before, after }, ip: request.ip, at: now })
        return after
      }),
    )
  })

  bindCall(app, services, m.removeGatewayConfig, async ({ params, principal, request }) => {
    const merchant = await merchantOfPath(db, principal, params.name)
    const current = await findGatewayConfig(db, merchant, params.id)
    if (!current) throw notFound('Gateway config')
    await db.transaction().execute(async (trx) => {
      // Instrument configs that used it are left without a gateway config (the foreign key sets null).
      await trx.deleteFrom('merchant_gateway_config').where('id', '=', current.id).where('merchant_id', '=', merchant.id).execute()
      await recordEvent(trx, { principal, type: 'GW_CONFIG', targetType: 'gatewayconfig', targetId: current.id, detail: { merchant: merchant.name, action: 'delete', before: toGatewayConfig(current, merchant.name) }, ip: request.ip, at: services.now() })
    })
    return { ok: true }
  })

  bindCall(app, services, m.gatewayConfigStatistics, async ({ params, query, principal }) => {
    const merchant = await merchantOfPath(db, principal, params.name)
    if (!(await findGatewayConfig(db, merchant, params.id))) throw notFound('Gateway config')
    return configStatistics(db, merchant, 'gateway_config_id', params.id, statisticsPeriod(services.now(), query))
  })

  bindCall(app, services, m.instrumentConfigs, async ({ params, query, principal }) =>
    listInstrumentConfigs(db, await merchantOfPath(db, principal, params.name), query),
  )

  bindCall(app, services, m.getInstrumentConfig, async ({ params, principal }) => {
    const merchant = await merchantOfPath(db, principal, params.name)
    const row = await findInstrumentConfig(db, merchant, params.id)
    if (!row) throw notFound('Instrument config')
    return toInstrumentConfig(row, merchant.name)
  })

  bindCall(app, services, m.createInstrumentConfig, async ({ params, body, principal, request, reply }) => {
    const merchant = await merchantOfPath(db, principal, params.name)
    await checkInstrumentConfig(db, merchant, body)
    const now = services.now()
    const created = await uniqueName(() =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('merchant_instrument_config')
          .values({
            merchant_id: merchant.id,
            instrument: body.instrument,
            gateway_config_id: body.gatewayConfigId,
            name: body.name,
            status: body.status,
            priority: body.priority,
            currency: body.currency,
            min_amount: body.minAmount,
            max_amount: body.maxAmount,
            three_ds_version: body.threeDsVersion,
            three_ds_bypass: json(body.threeDsBypass),
            instalments: json(body.instalments),
            settings: json(body.settings),
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        const saved = await findInstrumentConfig(trx, merchant, Number(row.id))
        const after = toInstrumentConfig(saved!, merchant.name)
        await recordEvent(trx, { principal, type: 'INST_CONFIG', targetType: 'instrumentconfig', targetId: row.id, detail: { merchant: merchant.name, action: 'create', after }, ip: request.ip, at: now })
        return after
      }),
    )
    reply.code(201)
    return created
  })

  bindCall(app, services, m.updateInstrumentConfig, async ({ params, body, principal, request }) => {
    const merchant = await merchantOfPath(db, principal, params.name)
    const current = await findInstrumentConfig(db, merchant, params.id)
    if (!current) throw notFound('Instrument config')
    const before = toInstrumentConfig(current, merchant.name)
    const next = {
      instrument: body.instrument ?? before.instrument,
      gatewayConfigId: body.gatewayConfigId === undefined ? before.gatewayConfigId : body.gatewayConfigId,
      currency: body.currency === undefined ? before.currency : body.currency,
      minAmount: body.minAmount === undefined ? before.minAmount : body.minAmount,
      maxAmount: body.maxAmount === undefined ? before.maxAmount : body.maxAmount,
    }
    await checkInstrumentConfig(db, merchant, next)
    const now = services.now()
    return uniqueName(() =>
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable('merchant_instrument_config')
          .set({
            instrument: next.instrument,
            gateway_config_id: next.gatewayConfigId,
            currency: next.currency,
            min_amount: next.minAmount,
            max_amount: next.maxAmount,
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(body.status !== undefined ? { status: body.status } : {}),
            ...(body.priority !== undefined ? { priority: body.priority } : {}),
            ...(body.threeDsVersion !== undefined ? { three_ds_version: body.threeDsVersion } : {}),
            ...(body.threeDsBypass !== undefined ? { three_ds_bypass: json(body.threeDsBypass) } : {}),
            ...(body.instalments !== undefined ? { instalments: json(body.instalments) } : {}),
            ...(body.settings !== undefined ? { settings: json(body.settings) } : {}),
            updated_at: now,
          })
          .where('id', '=', current.id)
          .where('merchant_id', '=', merchant.id)
          .execute()
        const after = toInstrumentConfig((await findInstrumentConfig(trx, merchant, current.id))!, merchant.name)
        await recordEvent(trx, { principal, type: 'INST_CONFIG', targetType: 'instrumentconfig', targetId: current.id, detail: { merchant: merchant.name, action: 'update', before, after }, ip: request.ip, at: now })
        return after
      }),
    )
  })

  bindCall(app, services, m.removeInstrumentConfig, async ({ params, principal, request }) => {
    const merchant = await merchantOfPath(db, principal, params.name)
    const current = await findInstrumentConfig(db, merchant, params.id)
    if (!current) throw notFound('Instrument config')
    const now = services.now()
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('merchant_instrument_config').where('id', '=', current.id).where('merchant_id', '=', merchant.id).execute()
      // Trust levels only name the merchant's existing instrument configs.
      const levels = await trx.selectFrom('trust_level').selectAll().where('merchant_id', '=', merchant.id).execute()
      for (const level of levels) {
        const ids = toTrustLevel(level, merchant.name).instrumentConfigIds
        if (!ids.includes(Number(current.id))) continue
        await trx
          .updateTable('trust_level')
          .set({ instrument_config_ids: json(ids.filter((id) => id !== Number(current.id))), updated_at: now })
          .where('id', '=', level.id)
          .execute()
      }
      await recordEvent(trx, { principal, type: 'INST_CONFIG', targetType: 'instrumentconfig', targetId: current.id, detail: { merchant: merchant.name, action: 'delete', before: toInstrumentConfig(current, merchant.name) }, ip: request.ip, at: now })
    })
    return { ok: true }
  })

  bindCall(app, services, m.instrumentConfigStatistics, async ({ params, query, principal }) => {
    const merchant = await merchantOfPath(db, principal, params.name)
    if (!(await findInstrumentConfig(db, merchant, params.id))) throw notFound('Instrument config')
    return configStatistics(db, merchant, 'instrument_config_id', params.id, statisticsPeriod(services.now(), query))
  })

  const levelTaken = () => fieldError('level', 'The merchant already has this trust level')

  bindCall(app, services, m.trustLevels, async ({ params, query, principal }) =>
    listTrustLevels(db, await merchantOfPath(db, principal, params.name), query),
  )

  bindCall(app, services, m.getTrustLevel, async ({ params, principal }) => {
    const merchant = await merchantOfPath(db, principal, params.name)
    const row = await findTrustLevel(db, merchant, params.id)
    if (!row) throw notFound('Trust level')
    return toTrustLevel(row, merchant.name)
  })

  bindCall(app, services, m.createTrustLevel, async ({ params, body, principal, request, reply }) => {
    const merchant = await merchantOfPath(db, principal, params.name)
    await checkInstrumentConfigIds(db, merchant, body.instrumentConfigIds)
    const now = services.now()
    const created = await uniqueName(
      () =>
        db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('trust_level')
            .values({
              merchant_id: merchant.id,
              level: body.level,
              name: body.name,
              description: body.description,
              max_amount: body.maxAmount,
              currency: body.currency,
              instrument_config_ids: json([...new Set(body.instrumentConfigIds)]),
              restrictions: json([...new Set(body.restrictions)]),
              status: body.status,
              created_at: now,
              updated_at: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow()
          const after = toTrustLevel(row, merchant.name)
          await recordEvent(trx, { principal, type: 'CREATE', targetType: 'trustlevel', targetId: row.id, detail: { merchant: merchant.name, after }, ip: request.ip, at: now })
          return after
        }),
      levelTaken,
    )
    reply.code(201)
    return created
  })

  bindCall(app, services, m.updateTrustLevel, async ({ params, body, principal, request }) => {
    const merchant = await merchantOfPath(db, principal, params.name)
    const current = await findTrustLevel(db, merchant, params.id)
    if (!current) throw notFound('Trust level')
    const before = toTrustLevel(current, merchant.name)
    if (body.instrumentConfigIds !== undefined) await checkInstrumentConfigIds(db, merchant, body.instrumentConfigIds)
    const maxAmount = body.maxAmount === undefined ? before.maxAmount : body.maxAmount
    const currency = body.currency === undefined ? before.currency : body.currency
    if (maxAmount !== null && currency === null) throw fieldError('currency', 'A maximum amount needs its currency')
    const now = services.now()
    return uniqueName(
      () =>
        db.transaction().execute(async (trx) => {
          const row = await trx
            .updateTable('trust_level')
            .set({
              max_amount: maxAmount,
              currency,
              ...(body.name !== undefined ? { name: body.name } : {}),
              ...(body.level !== undefined ? { level: body.level } : {}),
              ...(body.description !== undefined ? { description: body.description } : {}),
              ...(body.status !== undefined ? { status: body.status } : {}),
              ...(body.instrumentConfigIds !== undefined ? { instrument_config_ids: json([...new Set(body.instrumentConfigIds)]) } : {}),
              ...(body.restrictions !== undefined ? { restrictions: json([...new Set(body.restrictions)]) } : {}),
              updated_at: now,
            })
            .where('id', '=', current.id)
            .where('merchant_id', '=', merchant.id)
            .returningAll()
            .executeTakeFirstOrThrow()
          const after = toTrustLevel(row, merchant.name)
          await recordEvent(trx, { principal, type: 'UPDATE', targetType: 'trustlevel', targetId: row.id, detail: { merchant: merchant.name, before, after }, ip: request.ip, at: now })
          return after
        }),
      levelTaken,
    )
  })

  bindCall(app, services, m.removeTrustLevel, async ({ params, principal, request }) => {
    const merchant = await merchantOfPath(db, principal, params.name)
    const current = await findTrustLevel(db, merchant, params.id)
    if (!current) throw notFound('Trust level')
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('trust_level').where('id', '=', current.id).where('merchant_id', '=', merchant.id).execute()
      await recordEvent(trx, { principal, type: 'DELETE', targetType: 'trustlevel', targetId: current.id, detail: { merchant: merchant.name, before: toTrustLevel(current, merchant.name) }, ip: request.ip, at: services.now() })
    })
    return { ok: true }
  })

  bindCall(app, services, m.fraudConfigs, async ({ params, query, principal }) =>
    listFraudConfigs(db, await merchantOfPath(db, principal, params.name), query),
  )

  bindCall(app, services, m.getFraudConfig, async ({ params, principal }) => {
    const merchant = await merchantOfPath(db, principal, params.name)
    const row = await findFraudConfig(db, merchant, params.id)
    if (!row) throw notFound('Fraud config')
    return toFraudConfig(row, merchant.name)
  })

  bindCall(app, services, m.removeFraudConfig, async ({ params, principal, request }) => {
    const merchant = await merchantOfPath(db, principal, params.name)
    const current = await findFraudConfig(db, merchant, params.id)
    if (!current) throw notFound('Fraud config')
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('fraud_config').where('id', '=', current.id).where('merchant_id', '=', merchant.id).execute()
      await recordEvent(trx, { principal, type: 'DELETE', targetType: 'fraudconfig', targetId: current.id, detail: { merchant: merchant.name, before: toFraudConfig(current, merchant.name) }, ip: request.ip, at: services.now() })
    })
    return { ok: true }
  })
}
