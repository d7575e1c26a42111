import { z } from 'zod'
import { defineCall, recordCalls } from '../call'
import { numericId, textId } from '../entities/common'
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

const area = 'trustpolicy'
const access = { read: 'trustPolicy.read', write: 'trustPolicy.write' } as const
const configParams = z.object({ space: textId, name: textId })
const byId = z.object({ space: textId, id: numericId })

const config = recordCalls({
  area,
  path: 'trustpolicyconfig',
  params: configParams,
  ...access,
  entity: trustPolicyConfigSchema,
  listItem: trustPolicyConfigSummarySchema,
  listQuery: trustPolicyConfigListQuerySchema,
  create: trustPolicyConfigInputSchema,
  update: trustPolicyConfigUpdateSchema,
})
/** Collections and policies are read with their config, never listed alone. */
const collection = recordCalls({
  area,
  path: 'trustpolicycollection',
  params: byId,
  ...access,
  entity: trustPolicyCollectionSchema,
  create: trustPolicyCollectionInputSchema,
  update: trustPolicyCollectionUpdateSchema,
})
const policy = recordCalls({
  area,
  path: 'trustpolicy',
  params: byId,
  ...access,
  entity: trustPolicySchema,
  create: trustPolicyInputSchema,
  update: trustPolicyUpdateSchema,
})

export const trustpolicyCalls = {
  configs: config.list,
  createConfig: config.create,
  getConfig: config.get,
  updateConfig: config.update,
  removeConfig: config.remove,
  cloneConfig: defineCall({ area, method: 'POST', path: 'trustpolicyconfig/{space}/{name}/clone', access: 'trustPolicy.write', params: configParams, body: trustPolicyConfigCloneSchema, response: trustPolicyConfigSchema }),
  getCollection: collection.get,
  createCollection: collection.create,
  updateCollection: collection.update,
  removeCollection: collection.remove,
  getPolicy: policy.get,
  createPolicy: policy.create,
  updatePolicy: policy.update,
  removePolicy: policy.remove,
}
