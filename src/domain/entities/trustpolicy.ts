import { z } from 'zod'
import { customerTrustLevels, ruleStatuses } from '../enums'
import { listQuerySchema } from '../pagination'
import { cardRestrictionSimulationSchema } from './cardrestriction'
import { currencyCode, freeText, keyFilter, nameKey, nonNegativeAmount, patchOf, requiredText, spacesRecord, textSearch, times } from './common'

/** What a trust policy condition measures over the customer's history. */
export const trustPolicyFields = [
  'APPROVED_COUNT',
  'APPROVED_AMOUNT',
  'DECLINED_COUNT',
  'CHARGEBACK_COUNT',
  'REFUND_COUNT',
  'ACCOUNT_AGE_DAYS',
  'DISTINCT_CARDS',
] as const
export type TrustPolicyField = (typeof trustPolicyFields)[number]
export const comparisonOperators = ['GTE', 'GT', 'LTE', 'LT', 'EQ'] as const

const comparison = { operator: z.enum(comparisonOperators), value: z.number().int().min(0) }

/**
 * `successful charges >= 3`: amounts in minor units, other fields plain numbers. An approved
 * amount names its currency, as amounts of different currencies do not add up.
 */
export const trustPolicyConditionSchema = z.discriminatedUnion('field', [
  z.object({ field: z.enum(trustPolicyFields).exclude(['APPROVED_AMOUNT']), ...comparison }),
  z.object({ field: z.literal('APPROVED_AMOUNT'), ...comparison, value: nonNegativeAmount, currency: currencyCode }),
])
export type TrustPolicyCondition = z.infer<typeof trustPolicyConditionSchema>

/** The currency a condition's amounts are in: an approved amount's, none for the other fields. */
export const conditionCurrency = (condition: TrustPolicyCondition): string | undefined => (condition.field === 'APPROVED_AMOUNT' ? condition.currency : undefined)

const description = freeText(500)

/** A policy's or a collection's place in its order (the first matching one wins) and whether it is in force. */
const order = { priority: z.number().int(), status: z.enum(ruleStatuses) }
const priorityInput = z.number().int().min(0).max(1000).default(100)
const orderInput = { priority: priorityInput, status: z.enum(ruleStatuses).default('ACTIVE') }

/** One policy: when its condition holds, the customer moves to `trustLevel`. */
export const trustPolicySchema = z.object({
  ...spacesRecord,
  collectionId: z.number(),
  name: z.string(),
  condition: trustPolicyConditionSchema,
  trustLevel: z.enum(customerTrustLevels),
  ...order,
  ...times,
})
export type TrustPolicy = z.infer<typeof trustPolicySchema>
export const trustPolicyInputSchema = z.object({
  space: nameKey,
  collectionId: z.number().int().positive(),
  name: requiredText(120),
  condition: trustPolicyConditionSchema,
  trustLevel: z.enum(customerTrustLevels),
  ...orderInput,
})
export const trustPolicyUpdateSchema = patchOf(trustPolicyInputSchema.omit({ space: true, collectionId: true }))

/** An ordered group of policies inside a config: the first matching policy wins. */
export const trustPolicyCollectionSchema = z.object({
  ...spacesRecord,
  configName: z.string(),
  name: z.string(),
  description: z.string(),
  ...order,
  policies: z.array(trustPolicySchema),
  ...times,
})
export type TrustPolicyCollection = z.infer<typeof trustPolicyCollectionSchema>
export const trustPolicyCollectionInputSchema = z.object({
  space: nameKey,
  configName: nameKey,
  name: requiredText(120),
  description: description.default(''),
  ...orderInput,
})
export const trustPolicyCollectionUpdateSchema = patchOf(trustPolicyCollectionInputSchema.omit({ space: true, configName: true }))

/** A named trust policy set of a space; the default one applies to merchants that name none. */
export const trustPolicyConfigSchema = z.object({
  space: z.string(),
  name: z.string(),
  description: z.string(),
  isDefault: z.boolean(),
  status: z.enum(ruleStatuses),
  collections: z.array(trustPolicyCollectionSchema),
  ...times,
})
export type TrustPolicyConfig = z.infer<typeof trustPolicyConfigSchema>
export const trustPolicyConfigSummarySchema = trustPolicyConfigSchema
  .omit({ collections: true })
  .extend({ collectionCount: z.number().int(), policyCount: z.number().int() })

export const trustPolicyConfigListQuerySchema = listQuerySchema.extend({
  space: keyFilter,
  status: z.enum(ruleStatuses).optional(),
  q: textSearch,
})
export const trustPolicyConfigInputSchema = z.object({
  space: nameKey,
  name: nameKey,
  description: description.default(''),
  isDefault: z.boolean().default(false),
  status: z.enum(ruleStatuses).default('ACTIVE'),
})
export const trustPolicyConfigUpdateSchema = patchOf(trustPolicyConfigInputSchema.omit({ space: true, name: true }))
export const trustPolicyConfigCloneSchema = z.object({ name: nameKey })

/** The levels that decline a customer's payments; the others allow them. */
export const decliningTrustLevels = ['RESTRICTED', 'UNTRUSTED'] as const satisfies readonly (typeof customerTrustLevels)[number][]

/**
 * The policy being edited, before it is saved: its condition, level and priority, in its
 * collection; `policyId` names the saved policy it replaces.
 */
export const trustPolicySimulationInputSchema = z.object({
  collectionId: z.number().int().positive(),
  policyId: z.number().int().positive().optional(),
  condition: trustPolicyConditionSchema,
  trustLevel: z.enum(customerTrustLevels),
  priority: priorityInput,
})

/**
 * What a policy would have changed over the last 30 days of its space's transactions: the card
 * restriction simulation's figures (the transactions of the customers it would move across the
 * allow/decline line), plus the customers it would move, from which level to its own.
 */
export const trustPolicySimulationSchema = cardRestrictionSimulationSchema.extend({
  customers: z.number().int(),
  levelChanges: z.array(z.object({ from: z.enum(customerTrustLevels), to: z.enum(customerTrustLevels), customers: z.number().int() })),
})
export type TrustPolicySimulation = z.infer<typeof trustPolicySimulationSchema>
