import { defineCall, heldBy, recordCalls } from '../call'
import { numericId } from '../entities/common'
import * as trustpolicy from '../entities/trustpolicy'
import { spaceNameParams, spaceParams } from './params'

const area = 'trustpolicy'
const access = { read: 'trustPolicy.read', write: 'trustPolicy.write' } as const
const byId = spaceParams.extend({ id: numericId })

const config = recordCalls({
  area,
  path: 'trustpolicyconfig',
  params: spaceNameParams,
  ...access,
  entity: trustpolicy.trustPolicyConfigSchema,
  listItem: trustpolicy.trustPolicyConfigSummarySchema,
  listQuery: trustpolicy.trustPolicyConfigListQuerySchema,
  create: trustpolicy.trustPolicyConfigInputSchema,
  update: trustpolicy.trustPolicyConfigUpdateSchema,
})
/** Collections and policies are read with their config, never listed alone. */
const collection = recordCalls({
  area,
  path: 'trustpolicycollection',
  params: byId,
  ...access,
  entity: trustpolicy.trustPolicyCollectionSchema,
  create: trustpolicy.trustPolicyCollectionInputSchema,
  update: trustpolicy.trustPolicyCollectionUpdateSchema,
})
const policy = recordCalls({
  area,
  path: 'trustpolicy',
  params: byId,
  ...access,
  entity: trustpolicy.trustPolicySchema,
  create: trustpolicy.trustPolicyInputSchema,
  update: trustpolicy.trustPolicyUpdateSchema,
})

/** A config's five standard calls, grouped as a record kind of the console takes them. */
export const trustpolicyRecordCalls = { config }

export const trustpolicyCalls = {
  configs: config.list,
  createConfig: config.create,
  getConfig: config.get,
  updateConfig: config.update,
  removeConfig: config.remove,
  cloneConfig: defineCall({ area, method: 'POST', path: 'trustpolicyconfig/{space}/{name}/clone', access: 'trustPolicy.write', params: spaceNameParams, body: trustpolicy.trustPolicyConfigCloneSchema, response: trustpolicy.trustPolicyConfigSchema }),
  getCollection: collection.get,
  createCollection: collection.create,
  updateCollection: collection.update,
  removeCollection: collection.remove,
  getPolicy: policy.get,
  /** A policy becoming ACTIVE may wait for a second person. */
  createPolicy: heldBy('rules', policy.create),
  updatePolicy: heldBy('rules', policy.update),
  removePolicy: policy.remove,
  /** A read that changes nothing: POST only because the policy being edited is its body. */
  simulate: defineCall({
    area,
    method: 'POST',
    path: 'trustpolicy/{space}/simulate',
    access: access.read,
    params: spaceParams,
    body: trustpolicy.trustPolicySimulationInputSchema,
    response: trustpolicy.trustPolicySimulationSchema,
    // Reads 30 days of the space's transactions.
    heavy: true,
  }),
}
