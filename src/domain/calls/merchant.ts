import { z } from 'zod'
import { defineCall, recordCalls } from '../call'
import { numericId, textId } from '../entities/common'
import * as merchant from '../entities/merchant'
import { listQuerySchema, pageSchema } from '../pagination'

const area = 'merchant'
const byName = z.object({ name: textId })
const byId = byName.extend({ id: numericId })
const configure = { read: 'merchant.read', write: 'merchant.configure' } as const
const fraudAccess = { read: 'fraud.read', write: 'fraud.write' } as const
/** What every record kept under its merchant (`merchant/{name}/gatewayconfig/{id}`) shares. */
const underMerchant = { area, parent: byName, params: byId }

const caller = recordCalls({
  area,
  path: 'merchant/{name}/caller',
  parent: byName,
  params: byName.extend({ caller: textId }),
  ...configure,
  entity: merchant.merchantCallerSchema,
  listQuery: listQuerySchema,
  create: merchant.merchantCallerInputSchema,
  update: merchant.merchantCallerUpdateSchema,
})
const gatewayConfig = recordCalls({
  ...underMerchant,
  path: 'merchant/{name}/gatewayconfig',
  ...configure,
  entity: merchant.gatewayConfigSchema,
  listQuery: merchant.configListQuerySchema,
  create: merchant.gatewayConfigInputSchema,
  update: merchant.gatewayConfigUpdateSchema,
})
const instrumentConfig = recordCalls({
  ...underMerchant,
  path: 'merchant/{name}/instrumentconfig',
  ...configure,
  entity: merchant.instrumentConfigSchema,
  listQuery: merchant.configListQuerySchema,
  create: merchant.instrumentConfigInputSchema,
  update: merchant.instrumentConfigUpdateSchema,
})
/** Set up with the vendor: read and deleted here. */
const fraudConfig = recordCalls({ ...underMerchant, path: 'merchant/{name}/fraudconfig', ...fraudAccess, entity: merchant.fraudConfigSchema, listQuery: merchant.configListQuerySchema })
const velocityBlock = recordCalls({ ...underMerchant, path: 'merchant/{name}/velocityblock', ...fraudAccess, entity: merchant.velocityBlockSchema, listQuery: merchant.velocityBlockListQuerySchema })
const trustLevel = recordCalls({
  ...underMerchant,
  path: 'merchant/{name}/trustlevel',
  read: 'trustPolicy.read',
  write: 'trustPolicy.write',
  entity: merchant.trustLevelSchema,
  listQuery: merchant.configListQuerySchema,
  create: merchant.trustLevelInputSchema,
  update: merchant.trustLevelUpdateSchema,
})

/** The records under a merchant that take all five standard calls, grouped as a record kind of the console takes them. */
export const merchantRecordCalls = { gatewayConfig, instrumentConfig, trustLevel }

export const merchantCalls = {
  list: defineCall({ area, method: 'GET', path: 'merchant', access: 'merchant.read', query: merchant.merchantListQuerySchema, response: pageSchema(merchant.merchantSummarySchema) }),
  create: defineCall({ area, method: 'POST', path: 'merchant', access: 'merchant.write', body: merchant.merchantInputSchema, response: merchant.merchantSchema }),
  get: defineCall({ area, method: 'GET', path: 'merchant/{name}', access: 'merchant.read', params: byName, response: merchant.merchantSchema }),
  /** Audited as MERCHANT_CONFIG. */
  configure: defineCall({ area, method: 'PUT', path: 'merchant/{name}/configuration', access: 'merchant.configure', params: byName, body: merchant.merchantConfigurationUpdateSchema, response: merchant.merchantSchema }),
  rotateSecretKey: defineCall({ area, method: 'PUT', path: 'merchant/{name}/secretkey', access: 'merchant.secretKey', approval: 'secrets', params: byName, response: merchant.secretKeyAnswerSchema }),

  callers: caller.list,
  createCaller: caller.create,
  getCaller: caller.get,
  updateCaller: caller.update,
  removeCaller: caller.remove,

  gatewayConfigs: gatewayConfig.list,
  /** Audited as GW_CONFIG. */
  createGatewayConfig: gatewayConfig.create,
  getGatewayConfig: gatewayConfig.get,
  /** Audited as GW_CONFIG. */
  updateGatewayConfig: gatewayConfig.update,
  removeGatewayConfig: gatewayConfig.remove,
  gatewayConfigStatistics: defineCall({ area, method: 'GET', path: 'merchant/{name}/gatewayconfig/{id}/statistics', access: 'merchant.read', params: byId, query: merchant.configStatisticsQuerySchema, response: merchant.configStatisticsSchema }),

  instrumentConfigs: instrumentConfig.list,
  /** Audited as INST_CONFIG. */
  createInstrumentConfig: instrumentConfig.create,
  getInstrumentConfig: instrumentConfig.get,
  /** Audited as INST_CONFIG. */
  updateInstrumentConfig: instrumentConfig.update,
  removeInstrumentConfig: instrumentConfig.remove,
  instrumentConfigStatistics: defineCall({ area, method: 'GET', path: 'merchant/{name}/instrumentconfig/{id}/statistics', access: 'merchant.read', params: byId, query: merchant.configStatisticsQuerySchema, response: merchant.configStatisticsSchema }),

  resources: defineCall({ area, method: 'GET', path: 'merchant/{name}/resource', access: 'merchant.read', params: byName, response: merchant.merchantResourcesSchema }),

  tags: defineCall({ area, method: 'GET', path: 'merchant/{name}/tag', access: 'merchant.read', params: byName, response: z.array(merchant.merchantTagSchema) }),
  addTag: defineCall({ area, method: 'POST', path: 'merchant/{name}/tag', access: 'merchant.write', params: byName, body: merchant.merchantTagInputSchema, response: z.array(merchant.merchantTagSchema) }),
  removeTag: defineCall({ area, method: 'DELETE', path: 'merchant/{name}/tag/{tag}', access: 'merchant.write', params: byName.extend({ tag: textId }), response: z.array(merchant.merchantTagSchema) }),

  fraudConfigs: fraudConfig.list,
  getFraudConfig: fraudConfig.get,
  removeFraudConfig: fraudConfig.remove,

  velocityBlocks: velocityBlock.list,
  getVelocityBlock: velocityBlock.get,
  removeVelocityBlock: velocityBlock.remove,

  trustLevels: trustLevel.list,
  getTrustLevel: trustLevel.get,
  createTrustLevel: trustLevel.create,
  updateTrustLevel: trustLevel.update,
  removeTrustLevel: trustLevel.remove,
}
