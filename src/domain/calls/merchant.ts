import { z } from 'zod'
import { defineCall } from '../call'
import { numericId, okAnswerSchema, textId } from '../entities/common'
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
const caller = merchant.extend({ caller: textId })

export const merchantCalls = {
  list: defineCall({ area, method: 'GET', path: 'merchant', access: 'merchant.read', query: merchantListQuerySchema, response: pageSchema(merchantSummarySchema) }),
  create: defineCall({ area, method: 'POST', path: 'merchant', access: 'merchant.write', body: merchantInputSchema, response: merchantSchema }),
  get: defineCall({ area, method: 'GET', path: 'merchant/{name}', access: 'merchant.read', params: merchant, response: merchantSchema }),
  /** Audited as MERCHANT_CONFIG. */
  configure: defineCall({ area, method: 'PUT', path: 'merchant/{name}/configuration', access: 'merchant.configure', params: merchant, body: merchantConfigurationUpdateSchema, response: merchantSchema }),
  rotateSecretKey: defineCall({ area, method: 'PUT', path: 'merchant/{name}/secretkey', access: 'merchant.secretKey', params: merchant, response: secretKeyAnswerSchema }),

  callers: defineCall({ area, method: 'GET', path: 'merchant/{name}/caller', access: 'merchant.read', params: merchant, query: listQuerySchema, response: pageSchema(merchantCallerSchema) }),
  createCaller: defineCall({ area, method: 'POST', path: 'merchant/{name}/caller', access: 'merchant.configure', params: merchant, body: merchantCallerInputSchema, response: merchantCallerSchema }),
  getCaller: defineCall({ area, method: 'GET', path: 'merchant/{name}/caller/{caller}', access: 'merchant.read', params: caller, response: merchantCallerSchema }),
  updateCaller: defineCall({ area, method: 'PUT', path: 'merchant/{name}/caller/{caller}', access: 'merchant.configure', params: caller, body: merchantCallerUpdateSchema, response: merchantCallerSchema }),
  removeCaller: defineCall({ area, method: 'DELETE', path: 'merchant/{name}/caller/{caller}', access: 'merchant.configure', params: caller, response: okAnswerSchema }),

  gatewayConfigs: defineCall({ area, method: 'GET', path: 'merchant/{name}/gatewayconfig', access: 'merchant.read', params: merchant, query: configListQuerySchema, response: pageSchema(gatewayConfigSchema) }),
  /** Audited as GW_CONFIG. */
  createGatewayConfig: defineCall({ area, method: 'POST', path: 'merchant/{name}/gatewayconfig', access: 'merchant.configure', params: merchant, body: gatewayConfigInputSchema, response: gatewayConfigSchema }),
  getGatewayConfig: defineCall({ area, method: 'GET', path: 'merchant/{name}/gatewayconfig/{id}', access: 'merchant.read', params: byId, response: gatewayConfigSchema }),
  /** Audited as GW_CONFIG. */
  updateGatewayConfig: defineCall({ area, method: 'PUT', path: 'merchant/{name}/gatewayconfig/{id}', access: 'merchant.configure', params: byId, body: gatewayConfigUpdateSchema, response: gatewayConfigSchema }),
  removeGatewayConfig: defineCall({ area, method: 'DELETE', path: 'merchant/{name}/gatewayconfig/{id}', access: 'merchant.configure', params: byId, response: okAnswerSchema }),
  gatewayConfigStatistics: defineCall({ area, method: 'GET', path: 'merchant/{name}/gatewayconfig/{id}/statistics', access: 'merchant.read', params: byId, query: configStatisticsQuerySchema, response: configStatisticsSchema }),

  instrumentConfigs: defineCall({ area, method: 'GET', path: 'merchant/{name}/instrumentconfig', access: 'merchant.read', params: merchant, query: configListQuerySchema, response: pageSchema(instrumentConfigSchema) }),
  /** Audited as INST_CONFIG. */
  createInstrumentConfig: defineCall({ area, method: 'POST', path: 'merchant/{name}/instrumentconfig', access: 'merchant.configure', params: merchant, body: instrumentConfigInputSchema, response: instrumentConfigSchema }),
  getInstrumentConfig: defineCall({ area, method: 'GET', path: 'merchant/{name}/instrumentconfig/{id}', access: 'merchant.read', params: byId, response: instrumentConfigSchema }),
  /** Audited as INST_CONFIG. */
  updateInstrumentConfig: defineCall({ area, method: 'PUT', path: 'merchant/{name}/instrumentconfig/{id}', access: 'merchant.configure', params: byId, body: instrumentConfigUpdateSchema, response: instrumentConfigSchema }),
  removeInstrumentConfig: defineCall({ area, method: 'DELETE', path: 'merchant/{name}/instrumentconfig/{id}', access: 'merchant.configure', params: byId, response: okAnswerSchema }),
  instrumentConfigStatistics: defineCall({ area, method: 'GET', path: 'merchant/{name}/instrumentconfig/{id}/statistics', access: 'merchant.read', params: byId, query: configStatisticsQuerySchema, response: configStatisticsSchema }),

  resources: defineCall({ area, method: 'GET', path: 'merchant/{name}/resource', access: 'merchant.read', params: merchant, response: merchantResourcesSchema }),

  tags: defineCall({ area, method: 'GET', path: 'merchant/{name}/tag', access: 'merchant.read', params: merchant, response: z.array(merchantTagSchema) }),
  addTag: defineCall({ area, method: 'POST', path: 'merchant/{name}/tag', access: 'merchant.write', params: merchant, body: merchantTagInputSchema, response: z.array(merchantTagSchema) }),
  removeTag: defineCall({ area, method: 'DELETE', path: 'merchant/{name}/tag/{tag}', access: 'merchant.write', params: merchant.extend({ tag: textId }), response: z.array(merchantTagSchema) }),

  fraudConfigs: defineCall({ area, method: 'GET', path: 'merchant/{name}/fraudconfig', access: 'fraud.read', params: merchant, query: configListQuerySchema, response: pageSchema(fraudConfigSchema) }),
  getFraudConfig: defineCall({ area, method: 'GET', path: 'merchant/{name}/fraudconfig/{id}', access: 'fraud.read', params: byId, response: fraudConfigSchema }),
  removeFraudConfig: defineCall({ area, method: 'DELETE', path: 'merchant/{name}/fraudconfig/{id}', access: 'fraud.write', params: byId, response: okAnswerSchema }),

  velocityBlocks: defineCall({ area, method: 'GET', path: 'merchant/{name}/velocityblock', access: 'fraud.read', params: merchant, query: velocityBlockListQuerySchema, response: pageSchema(velocityBlockSchema) }),
  getVelocityBlock: defineCall({ area, method: 'GET', path: 'merchant/{name}/velocityblock/{id}', access: 'fraud.read', params: byId, response: velocityBlockSchema }),
  removeVelocityBlock: defineCall({ area, method: 'DELETE', path: 'merchant/{name}/velocityblock/{id}', access: 'fraud.write', params: byId, response: okAnswerSchema }),

  trustLevels: defineCall({ area, method: 'GET', path: 'merchant/{name}/trustlevel', access: 'trustPolicy.read', params: merchant, query: configListQuerySchema, response: pageSchema(trustLevelSchema) }),
  getTrustLevel: defineCall({ area, method: 'GET', path: 'merchant/{name}/trustlevel/{id}', access: 'trustPolicy.read', params: byId, response: trustLevelSchema }),
  createTrustLevel: defineCall({ area, method: 'POST', path: 'merchant/{name}/trustlevel', access: 'trustPolicy.write', params: merchant, body: trustLevelInputSchema, response: trustLevelSchema }),
  updateTrustLevel: defineCall({ area, method: 'PUT', path: 'merchant/{name}/trustlevel/{id}', access: 'trustPolicy.write', params: byId, body: trustLevelUpdateSchema, response: trustLevelSchema }),
  removeTrustLevel: defineCall({ area, method: 'DELETE', path: 'merchant/{name}/trustlevel/{id}', access: 'trustPolicy.write', params: byId, response: okAnswerSchema }),
}
