import { z } from 'zod'
import { defineCall } from '../call'
import { numericId, okAnswerSchema, textId } from '../entities/common'
import {
  trustPolicyCollectionInputSchema,
  trustPolicyCollectionSchema,
  trustPolicyCollectionUpdateSchema,
  trustPolicyConfigCloneSchema,
  trustPolicyConfigInputSchema,
  trustPolicyConfigListQuerySchema,
  trustPolicyConfigSchema,
  trustPolicyConfigSummarySchema,
  trustPolicyConfigUpdateSchema,
  trustPolicyInputSchema,
  trustPolicySchema,
  trustPolicyUpdateSchema,
} from '../entities/trustpolicy'
import { pageSchema } from '../pagination'

const area = 'trustpolicy'
const config = z.object({ space: textId, name: textId })
const byId = z.object({ space: textId, id: numericId })

export const trustpolicyCalls = {
  configs: defineCall({ area, method: 'GET', path: 'trustpolicyconfig', access: 'trustPolicy.read', query: trustPolicyConfigListQuerySchema, response: pageSchema(trustPolicyConfigSummarySchema) }),
  createConfig: defineCall({ area, method: 'POST', path: 'trustpolicyconfig', access: 'trustPolicy.write', body: trustPolicyConfigInputSchema, response: trustPolicyConfigSchema }),
  getConfig: defineCall({ area, method: 'GET', path: 'trustpolicyconfig/{space}/{name}', access: 'trustPolicy.read', params: config, response: trustPolicyConfigSchema }),
  updateConfig: defineCall({ area, method: 'PUT', path: 'trustpolicyconfig/{space}/{name}', access: 'trustPolicy.write', params: config, body: trustPolicyConfigUpdateSchema, response: trustPolicyConfigSchema }),
  removeConfig: defineCall({ area, method: 'DELETE', path: 'trustpolicyconfig/{space}/{name}', access: 'trustPolicy.write', params: config, response: okAnswerSchema }),
  cloneConfig: defineCall({ area, method: 'POST', path: 'trustpolicyconfig/{space}/{name}/clone', access: 'trustPolicy.write', params: config, body: trustPolicyConfigCloneSchema, response: trustPolicyConfigSchema }),
  getCollection: defineCall({ area, method: 'GET', path: 'trustpolicycollection/{space}/{id}', access: 'trustPolicy.read', params: byId, response: trustPolicyCollectionSchema }),
  createCollection: defineCall({ area, method: 'POST', path: 'trustpolicycollection', access: 'trustPolicy.write', body: trustPolicyCollectionInputSchema, response: trustPolicyCollectionSchema }),
  updateCollection: defineCall({ area, method: 'PUT', path: 'trustpolicycollection/{space}/{id}', access: 'trustPolicy.write', params: byId, body: trustPolicyCollectionUpdateSchema, response: trustPolicyCollectionSchema }),
  removeCollection: defineCall({ area, method: 'DELETE', path: 'trustpolicycollection/{space}/{id}', access: 'trustPolicy.write', params: byId, response: okAnswerSchema }),
  getPolicy: defineCall({ area, method: 'GET', path: 'trustpolicy/{space}/{id}', access: 'trustPolicy.read', params: byId, response: trustPolicySchema }),
  createPolicy: defineCall({ area, method: 'POST', path: 'trustpolicy', access: 'trustPolicy.write', body: trustPolicyInputSchema, response: trustPolicySchema }),
  updatePolicy: defineCall({ area, method: 'PUT', path: 'trustpolicy/{space}/{id}', access: 'trustPolicy.write', params: byId, body: trustPolicyUpdateSchema, response: trustPolicySchema }),
  removePolicy: defineCall({ area, method: 'DELETE', path: 'trustpolicy/{space}/{id}', access: 'trustPolicy.write', params: byId, response: okAnswerSchema }),
}
