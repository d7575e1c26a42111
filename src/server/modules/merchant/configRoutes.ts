import { calls } from '@domain/calls'
import type { FastifyInstance } from 'fastify'
import { merchantOfPath, type ScopedMerchant } from '../../auth/scope'
import { bindCall } from '../../calls'
import { insertRow, registerRecordCalls, updateRow, valuesAfter } from '../../crud'
import { fieldError } from '../../errors'
import type { Services } from '../../services'
import {
  checkGatewayConfig,
  checkInstrumentConfig,
  configSorts,
  configStatistics,
  gatewayConfigFields,
  gatewayConfigRows,
  instrumentConfigFields,
  instrumentConfigRows,
  statisticsPeriod,
} from './configs'
import { configFilter, merchantRecord } from './record'
import { checkInstrumentConfigIds, fraudConfigFields, fraudConfigRows, trustLevelFields, trustLevelRows } from './risk'

// Unique names (and levels) per merchant are the database's to enforce; a clash is a field error.
const nameTaken = () => fieldError('name', 'The merchant already has one with this name', 'taken')
const levelTaken = () => fieldError('level', 'The merchant already has this trust level', 'taken')

const m = calls.merchant

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
  const gatewayConfigs = registerRecordCalls(app, services, {
    calls: { list: m.gatewayConfigs, get: m.getGatewayConfig, create: m.createGatewayConfig, update: m.updateGatewayConfig, remove: m.removeGatewayConfig },
    fields: gatewayConfigFields,
    rows: gatewayConfigRows,
    list: { sorts: configSorts, filter: configFilter('c.gateway') },
    create: async ({ db, parent: merchant, body, now }) => {
      await checkGatewayConfig(db, merchant, body)
      return insertRow(db, 'merchant_gateway_config', now, { ...gatewayConfigFields.values(body), merchant_id: merchant.id })
    },
    update: async ({ db, parent: merchant, body, before, row, now }) => {
      await checkGatewayConfig(db, merchant, valuesAfter(body, before, ['gateway', 'credentialId', 'currencies']))
      return updateRow(db, 'merchant_gateway_config', row.rowId, now, gatewayConfigFields.values(body))
    },
    unique: nameTaken,
    // Deleting one leaves the instrument configs that used it without one (the foreign key sets null).
    ...merchantRecord(services.db, 'gatewayConfig', 'Gateway config', 'GW_CONFIG'),
  })

  registerConfigStatistics(app, services, m.gatewayConfigStatistics, gatewayConfigs, 'gateway_config_id')
}

/** Instrument configs and their statistics; removing one takes it out of the trust levels that name it. */
function registerInstrumentConfigCalls(app: FastifyInstance, services: Services): void {
  const instrumentConfigs = registerRecordCalls(app, services, {
    calls: {
      list: m.instrumentConfigs,
      get: m.getInstrumentConfig,
      create: m.createInstrumentConfig,
      update: m.updateInstrumentConfig,
      remove: m.removeInstrumentConfig,
    },
    fields: instrumentConfigFields,
    rows: instrumentConfigRows,
    list: { sorts: configSorts, filter: configFilter('c.instrument') },
    create: async ({ db, parent: merchant, body, now }) => {
      await checkInstrumentConfig(db, merchant, body)
      return insertRow(db, 'merchant_instrument_config', now, { ...instrumentConfigFields.values(body), merchant_id: merchant.id })
    },
    update: async ({ db, parent: merchant, body, before, row, now }) => {
      await checkInstrumentConfig(db, merchant, valuesAfter(body, before, ['instrument', 'gatewayConfigId', 'currency', 'minAmount', 'maxAmount']))
      return updateRow(db, 'merchant_instrument_config', row.rowId, now, instrumentConfigFields.values(body))
    },
    // Trust levels only name the merchant's existing instrument configs.
    remove: async ({ db, parent: merchant, before: entity, now }) => {
      for (const level of await trustLevelFields.rows(trustLevelRows(db, merchant)).execute()) {
        const ids = trustLevelFields.entity(level, now).instrumentConfigIds
        if (ids.includes(entity.id)) await updateRow(db, 'trust_level', level.rowId, now, trustLevelFields.values({ instrumentConfigIds: ids.filter((id) => id !== entity.id) }))
      }
    },
    unique: nameTaken,
    ...merchantRecord(services.db, 'instrumentConfig', 'Instrument config', 'INST_CONFIG'),
  })

  registerConfigStatistics(app, services, m.instrumentConfigStatistics, instrumentConfigs, 'instrument_config_id')
}

function registerTrustLevelCalls(app: FastifyInstance, services: Services): void {
  registerRecordCalls(app, services, {
    calls: { list: m.trustLevels, get: m.getTrustLevel, create: m.createTrustLevel, update: m.updateTrustLevel, remove: m.removeTrustLevel },
    fields: trustLevelFields,
    rows: trustLevelRows,
    list: { sorts: { created: 'c.created_at', name: 'c.name', level: 'c.level' }, filter: configFilter('c.level') },
    create: async ({ db, parent: merchant, body, now }) => {
      await checkInstrumentConfigIds(db, merchant, body.instrumentConfigIds)
      return insertRow(db, 'trust_level', now, { ...trustLevelFields.values(body), merchant_id: merchant.id })
    },
    update: async ({ db, parent: merchant, body, before, row, now }) => {
      if (body.instrumentConfigIds !== undefined) await checkInstrumentConfigIds(db, merchant, body.instrumentConfigIds)
      const { maxAmount, currency } = valuesAfter(body, before, ['maxAmount', 'currency'])
      if (maxAmount !== null && currency === null) throw fieldError('currency', 'A maximum amount needs its currency')
      return updateRow(db, 'trust_level', row.rowId, now, trustLevelFields.values(body))
    },
    unique: levelTaken,
    ...merchantRecord(services.db, 'trustLevel', 'Trust level'),
  })
}

function registerFraudConfigCalls(app: FastifyInstance, services: Services): void {
  registerRecordCalls(app, services, {
    calls: { list: m.fraudConfigs, get: m.getFraudConfig, remove: m.removeFraudConfig },
    fields: fraudConfigFields,
    rows: fraudConfigRows,
    list: { sorts: { created: 'c.created_at', name: 'c.name', vendor: 'c.vendor' }, filter: configFilter('c.vendor') },
    ...merchantRecord(services.db, 'fraudConfig', 'Fraud config'),
  })
}
