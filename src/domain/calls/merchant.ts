import { z } from 'zod'
import { defineCall, recordCalls } from '../call'
import { numericId, textId } from '../entities/common'
import {
  configListQuerySchema,
  configStatisticsQuerySchema,
  configStatisticsSchema,
  fraudConfigSchema,
  gatewayConfigInputSchema,
  gatewayConfigSchema,
  gatewayConfigUpdateSchema,
  instrumentConfigInputSchema,
  instrumentConfigSchema,
  instrumentConfigUpdateSchema,
  merchantCallerInputSchema,
  merchantCallerSchema,
  merchantCallerUpdateSchema,
  merchantConfigurationUpdateSchema,
  merchantInputSchema,
  merchantListQuerySchema,
  merchantResourcesSchema,
  merchantSchema,
  merchantSummarySchema,
  merchantTagInputSchema,
  merchantTagSchema,
  secretKeyAnswerSchema,
  trustLevelInputSchema,
  trustLevelSchema,
  trustLevelUpdateSchema,
  velocityBlockListQuerySchema,
  velocityBlockSchema,
} from '../entities/merchant'
import { listQuerySchema, pageSchema } from '../pagination'

const area = 'merchant'
const merchant = z.object({ name: textId })
const byId = merchant.extend({ id: numericId })
const configure = { read: 'merchant.read', write: 'merchant.configure' } as const
const fraud = { read: 'fraud.read', write: 'fraud.write' } as const
/** What every record kept under its merchant (`merchant/{name}/gatewayconfig/{id}`) shares. */
const underMerchant = { area, parent: merchant, params: byId }

const caller = recordCalls({
  area,
  path: 'merchant/{name}/caller',
  parent: merchant,
  params: merchant.extend({ caller: textId }),
  ...configure,
  entity: merchantCallerSchema,
  listQuery: listQuerySchema,
  create: merchantCallerInputSchema,
  update: merchantCallerUpdateSchema,
})
const gatewayConfig = recordCalls({
  ...underMerchant,
  path: 'merchant/{name}/gatewayconfig',
  ...configure,
  entity: gatewayConfigSchema,
  listQuery: configListQuerySchema,
  create: gatewayConfigInputSchema,
  update: gatewayConfigUpdateSchema,
})
const instrumentConfig = recordCalls({
  ...underMerchant,
  path: 'merchant/{name}/instrumentconfig',
  ...configure,
  entity: instrumentConfigSchema,
  listQuery: configListQuerySchema,
  create: instrumentConfigInputSchema,
  update: instrumentConfigUpdateSchema,
})
/** Set up with the vendor: read and deleted here. */
const fraudConfig = recordCalls({ ...underMerchant, path: 'merchant/{name}/fraudconfig', ...fraud, entity: fraudConfigSchema, listQuery: configListQuerySchema })
const velocityBlock = recordCalls({ ...underMerchant, path: 'merchant/{name}/velocityblock', ...fraud, entity: velocityBlockSchema, listQuery: velocityBlockListQuerySchema })
const trustLevel = recordCalls({
  ...underMerchant,
  path: 'merchant/{name}/trustlevel',
  read: 'trustPolicy.read',
  write: 'trustPolicy.write',
  entity: trustLevelSchema,
  listQuery: configListQuerySchema,
  create: trustLevelInputSchema,
  update: trustLevelUpdateSchema,
})

export const merchantCalls = {
  list: defineCall({ area, method: 'GET', path: 'merchant', access: 'merchant.read', query: merchantListQuerySchema, response: pageSchema(merchantSummarySchema) }),
  create: defineCall({ area, method: 'POST', path: 'merchant', access: 'merchant.write', body: merchantInputSchema, response: merchantSchema }),
  get: defineCall({ area, method: 'GET', path: 'merchant/{name}', access: 'merchant.read', params: merchant, response: merchantSchema }),
  /** Audited as MERCHANT_CONFIG. */
  configure: defineCall({ area, method: 'PUT', path: 'merchant/{name}/configuration', access: 'merchant.configure', params: merchant, body: merchantConfigurationUpdateSchema, response: merchantSchema }),
  rotateSecretKey: defineCall({ area, method: 'PUT', path: 'merchant/{name}/secretkey', access: 'merchant.secretKey', params: merchant, response: secretKeyAnswerSchema }),

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
  gatewayConfigStatistics: defineCall({ area, method: 'GET', path: 'merchant/{name}/gatewayconfig/{id}/statistics', access: 'merchant.read', params: byId, query: configStatisticsQuerySchema, response: configStatisticsSchema }),

  instrumentConfigs: instrumentConfig.list,
  /** Audited as INST_CONFIG. */
  createInstrumentConfig: instrumentConfig.create,
  getInstrumentConfig: instrumentConfig.get,
  /** Audited as INST_CONFIG. */
  updateInstrumentConfig: instrumentConfig.update,
  removeInstrumentConfig: instrumentConfig.remove,
  instrumentConfigStatistics: defineCall({ area, method: 'GET', path: 'merchant/{name}/instrumentconfig/{id}/statistics', access: 'merchant.read', params: byId, query: configStatisticsQuerySchema, response: configStatisticsSchema }),

  resources: defineCall({ area, method: 'GET', path: 'merchant/{name}/resource', access: 'merchant.read', params: merchant, response: merchantResourcesSchema }),

  tags: defineCall({ area, method: 'GET', path: 'merchant/{name}/tag', access: 'merchant.read', params: merchant, response: z.array(merchantTagSchema) }),
  addTag: defineCall({ area, method: 'POST', path: 'merchant/{name}/tag', access: 'merchant.write', params: merchant, body: merchantTagInputSchema, response: z.array(merchantTagSchema) }),
  removeTag: defineCall({ area, method: 'DELETE', path: 'merchant/{name}/tag/{tag}', access: 'merchant.write', params: merchant.extend({ tag: textId }), response: z.array(merchantTagSchema) }),

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
