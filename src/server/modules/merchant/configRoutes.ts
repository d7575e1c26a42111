import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { merchantOfPath, type ScopedMerchant } from '../../auth/scope'
import { bindCall } from '../../calls'
import { insertRow, type RecordTable, registerRecordCalls, sentColumns, updateRow, valuesAfter } from '../../crud'
import type { Database } from '../../db/database'
import { fieldError } from '../../errors'
import type { Services } from '../../services'
import {
  changedConfigValues,
  checkGatewayConfig,
  checkInstrumentConfig,
  commonConfigValues,
  configSorts,
  configStatistics,
  gatewayConfigRows,
  instrumentConfigRows,
  statisticsPeriod,
  toGatewayConfig,
  toInstrumentConfig,
} from './configs'
import { configFilter, merchantAudit, merchantRecord } from './record'
import { checkInstrumentConfigIds, fraudConfigRows, toFraudConfig, toTrustLevel, trustLevelRows } from './risk'

const json = (value: unknown) => JSON.stringify(value)
// Unique names (and levels) per merchant are the database's to enforce; a clash is a field error.
const nameTaken = () => fieldError('name', 'The merchant already has one with this name', 'taken')
const levelTaken = () => fieldError('level', 'The merchant already has this trust level', 'taken')

/** The parts of every config's spec: the merchant of the path, and the config's noun, table and rows. */
const merchantConfig = <T extends RecordTable, R>(db: Kysely<Database>, noun: string, table: T, rows: R) => ({ ...merchantRecord(db), noun, table, rows })

/** The statistics of a config (its transactions over a period), once the path's merchant is seen to hold it. */
function registerConfigStatistics(
  app: FastifyInstance,
  services: Services,
  call: typeof calls.merchant.gatewayConfigStatistics,
  configs: { load: (merchant: ScopedMerchant, id: number) => Promise<unknown> },
  column: 'gateway_config_id' | 'instrument_config_id',
): void {
  const { db } = services
  bindCall(app, services, call, async ({ params, query, principal }) => {
    const merchant = await merchantOfPath(db, principal, params.name)
    await configs.load(merchant, params.id)
    return configStatistics(db, merchant, column, params.id, statisticsPeriod(services.now(), query))
  })
}

/**
 * A merchant's gateway and instrument configs, trust levels and fraud configs. The merchant of
 * the path must be in the caller's scope (else 404); every write is audited with before/after.
 */
export async function registerMerchantConfigRoutes(app: FastifyInstance, services: Services): Promise<void> {
  registerGatewayConfigCalls(app, services)
  registerInstrumentConfigCalls(app, services)
  registerTrustLevelCalls(app, services)
  registerFraudConfigCalls(app, services)
}

/** Gateway configs and their statistics. */
function registerGatewayConfigCalls(app: FastifyInstance, services: Services): void {
  const { db } = services
  const m = calls.merchant
  const gatewayConfigs = registerRecordCalls(app, services, {
    calls: { list: m.gatewayConfigs, get: m.getGatewayConfig, create: m.createGatewayConfig, update: m.updateGatewayConfig, remove: m.removeGatewayConfig },
    // Deleting one leaves the instrument configs that used it without one (the foreign key sets null).
    ...merchantConfig(db, 'Gateway config', 'merchant_gateway_config', gatewayConfigRows),
    toEntity: (row, merchant) => toGatewayConfig(row, merchant.name),
    list: { sorts: configSorts, filter: configFilter('c.gateway') },
    create: async ({ db, parent: merchant, body, now }) => {
      await checkGatewayConfig(db, merchant, body)
      return insertRow(db, 'merchant_gateway_config', now, {
        ...commonConfigValues(merchant, body),
        gateway: body.gateway,
        credential_id: body.credentialId,
        currencies: json(body.currencies),
        payment_types: json(body.paymentTypes),
      })
    },
    update: async ({ db, parent: merchant, body, before, row, now }) => {
      const next = valuesAfter(body, before, ['gateway', 'credentialId', 'currencies'])
      await checkGatewayConfig(db, merchant, next)
      return updateRow(db, 'merchant_gateway_config', row.rowId, now, {
        gateway: next.gateway,
        credential_id: next.credentialId,
        currencies: json(next.currencies),
        ...changedConfigValues('merchant_gateway_config', body),
        ...sentColumns('merchant_gateway_config', body, { paymentTypes: ['payment_types', json] }),
      })
    },
    unique: nameTaken,
    audit: merchantAudit('gatewayConfig', 'GW_CONFIG'),
  })

  registerConfigStatistics(app, services, m.gatewayConfigStatistics, gatewayConfigs, 'gateway_config_id')
}

/** Instrument configs and their statistics; removing one takes it out of the trust levels that name it. */
function registerInstrumentConfigCalls(app: FastifyInstance, services: Services): void {
  const { db } = services
  const m = calls.merchant
  const instrumentConfigs = registerRecordCalls(app, services, {
    calls: {
      list: m.instrumentConfigs,
      get: m.getInstrumentConfig,
      create: m.createInstrumentConfig,
      update: m.updateInstrumentConfig,
      remove: m.removeInstrumentConfig,
    },
    ...merchantConfig(db, 'Instrument config', 'merchant_instrument_config', instrumentConfigRows),
    toEntity: (row, merchant) => toInstrumentConfig(row, merchant.name),
    list: { sorts: configSorts, filter: configFilter('c.instrument') },
    create: async ({ db, parent: merchant, body, now }) => {
      await checkInstrumentConfig(db, merchant, body)
      return insertRow(db, 'merchant_instrument_config', now, {
        ...commonConfigValues(merchant, body),
        instrument: body.instrument,
        gateway_config_id: body.gatewayConfigId,
        currency: body.currency,
        min_amount: body.minAmount,
        max_amount: body.maxAmount,
        three_ds_version: body.threeDsVersion,
        three_ds_bypass: json(body.threeDsBypass),
        instalments: json(body.instalments),
      })
    },
    update: async ({ db, parent: merchant, body, before, row, now }) => {
      const next = valuesAfter(body, before, ['instrument', 'gatewayConfigId', 'currency', 'minAmount', 'maxAmount'])
      await checkInstrumentConfig(db, merchant, next)
      return updateRow(db, 'merchant_instrument_config', row.rowId, now, {
        instrument: next.instrument,
        gateway_config_id: next.gatewayConfigId,
        currency: next.currency,
        min_amount: next.minAmount,
        max_amount: next.maxAmount,
        ...changedConfigValues('merchant_instrument_config', body),
        ...sentColumns('merchant_instrument_config', body, {
          threeDsVersion: 'three_ds_version',
          threeDsBypass: ['three_ds_bypass', json],
          instalments: ['instalments', json],
        }),
      })
    },
    // Trust levels only name the merchant's existing instrument configs.
    remove: async ({ db, parent: merchant, before: entity, now }) => {
      const levels = await db.selectFrom('trust_level').selectAll().where('merchant_id', '=', merchant.id).execute()
      for (const level of levels) {
        const ids = toTrustLevel(level, merchant.name).instrumentConfigIds
        if (!ids.includes(entity.id)) continue
        await db
          .updateTable('trust_level')
          .set({ instrument_config_ids: json(ids.filter((id) => id !== entity.id)), updated_at: now })
          .where('id', '=', level.id)
          .execute()
      }
    },
    unique: nameTaken,
    audit: merchantAudit('instrumentConfig', 'INST_CONFIG'),
  })

  registerConfigStatistics(app, services, m.instrumentConfigStatistics, instrumentConfigs, 'instrument_config_id')
}

function registerTrustLevelCalls(app: FastifyInstance, services: Services): void {
  const { db } = services
  const m = calls.merchant
  registerRecordCalls(app, services, {
    calls: { list: m.trustLevels, get: m.getTrustLevel, create: m.createTrustLevel, update: m.updateTrustLevel, remove: m.removeTrustLevel },
    ...merchantConfig(db, 'Trust level', 'trust_level', trustLevelRows),
    toEntity: (row, merchant) => toTrustLevel(row, merchant.name),
    list: { sorts: { created: 'c.created_at', name: 'c.name', level: 'c.level' }, filter: configFilter('c.level') },
    create: async ({ db, parent: merchant, body, now }) => {
      await checkInstrumentConfigIds(db, merchant, body.instrumentConfigIds)
      return insertRow(db, 'trust_level', now, {
        merchant_id: merchant.id,
        level: body.level,
        name: body.name,
        description: body.description,
        max_amount: body.maxAmount,
        currency: body.currency,
        instrument_config_ids: json([...new Set(body.instrumentConfigIds)]),
        restrictions: json([...new Set(body.restrictions)]),
        status: body.status,
      })
    },
    update: async ({ db, parent: merchant, body, before, row, now }) => {
      if (body.instrumentConfigIds !== undefined) await checkInstrumentConfigIds(db, merchant, body.instrumentConfigIds)
      const { maxAmount, currency } = valuesAfter(body, before, ['maxAmount', 'currency'])
      if (maxAmount !== null && currency === null) throw fieldError('currency', 'A maximum amount needs its currency')
      return updateRow(db, 'trust_level', row.rowId, now, {
        max_amount: maxAmount,
        currency,
        ...sentColumns('trust_level', body, {
          name: 'name',
          level: 'level',
          description: 'description',
          status: 'status',
          instrumentConfigIds: ['instrument_config_ids', (ids) => json([...new Set(ids)])],
          restrictions: ['restrictions', (names) => json([...new Set(names)])],
        }),
      })
    },
    unique: levelTaken,
    audit: merchantAudit('trustLevel'),
  })
}

function registerFraudConfigCalls(app: FastifyInstance, services: Services): void {
  const { db } = services
  const m = calls.merchant
  registerRecordCalls(app, services, {
    calls: { list: m.fraudConfigs, get: m.getFraudConfig, remove: m.removeFraudConfig },
    ...merchantConfig(db, 'Fraud config', 'fraud_config', fraudConfigRows),
    toEntity: (row, merchant) => toFraudConfig(row, merchant.name),
    list: { sorts: { created: 'c.created_at', name: 'c.name', vendor: 'c.vendor' }, filter: configFilter('c.vendor') },
    audit: merchantAudit('fraudConfig'),
  })
}
