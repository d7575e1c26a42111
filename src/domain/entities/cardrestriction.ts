import { z } from 'zod'
import { results, ruleActions, ruleOperators, ruleScopes, ruleStatuses, transactionStatuses } from '../enums'
import { listQuerySchema } from '../pagination'
import { freeText, isoTime, keyFilter, messages, minorAmount, nameKey, patchOf, textSearch, times } from './common'

/**
 * One rule of a card restriction: for a card whose issuer country (COUNTRY) or scheme
 * (SCHEMA) is IN / NOT_IN the values (or ANY / UNKNOWN), take the action.
 */
export const cardRestrictionRuleSchema = z.object({
  ruleId: z.number(),
  scope: z.enum(ruleScopes),
  operator: z.enum(ruleOperators),
  values: z.array(z.string()),
  action: z.enum(ruleActions),
  priority: z.number().int(),
  status: z.enum(ruleStatuses),
  description: z.string(),
  ...times,
})
export type CardRestrictionRule = z.infer<typeof cardRestrictionRuleSchema>

/** A rule's fields as a write takes them, the domain's defaults filled in (before the check of its values). */
export const cardRestrictionRuleFieldsSchema = z.object({
  scope: z.enum(ruleScopes),
  operator: z.enum(ruleOperators),
  values: z.array(freeText(40).min(1)).max(300).default([]),
  action: z.enum(ruleActions),
  priority: z.number().int().min(0).max(10_000).default(100),
  status: z.enum(ruleStatuses).default('ACTIVE'),
  description: freeText(500).default(''),
})
/** IN and NOT_IN compare the card with the values: they need some. */
const valuesWhenCompared = (r: { operator: string; values: string[] }) => r.operator === 'ANY' || r.operator === 'UNKNOWN' || r.values.length > 0
const valuesRequired = { message: messages.required, path: ['values'] }

export const cardRestrictionRuleInputSchema = cardRestrictionRuleFieldsSchema.refine(valuesWhenCompared, valuesRequired)
export const cardRestrictionRuleUpdateSchema = patchOf(cardRestrictionRuleFieldsSchema)

/** The rule being edited, before it is saved; `ruleId` names the saved rule it replaces. */
export const cardRestrictionSimulationInputSchema = cardRestrictionRuleFieldsSchema.extend({ ruleId: z.number().int().positive().optional() }).refine(valuesWhenCompared, valuesRequired)

/** How far back a simulation looks. */
export const SIMULATION_DAYS = 30

const amountsByCurrency = z.array(z.object({ currency: z.string(), amount: minorAmount }))

/**
 * What a rule would have changed over the last 30 days of its restriction's transactions:
 * the approved ones it would have declined, the declined ones it would have allowed (amounts
 * in minor units by currency) and the newest of them.
 */
export const cardRestrictionSimulationSchema = z.object({
  from: isoTime,
  to: isoTime,
  transactions: z.number().int(),
  wouldDecline: z.object({ count: z.number().int(), amounts: amountsByCurrency }),
  wouldAllow: z.object({ count: z.number().int(), amounts: amountsByCurrency }),
  sample: z.array(
    z.object({
      merchantAccount: z.string(),
      transactionId: z.string(),
      amount: minorAmount,
      currency: z.string(),
      result: z.enum(results),
      cardScheme: z.string().nullable(),
      cardCountry: z.string().nullable(),
      created: isoTime,
    }),
  ),
})
export type CardRestrictionSimulation = z.infer<typeof cardRestrictionSimulationSchema>

/** A named set of rules of a space, applied to the merchants listed (all when empty). */
export const cardRestrictionSchema = z.object({
  space: z.string(),
  name: z.string(),
  description: z.string(),
  status: z.enum(ruleStatuses),
  merchantAccounts: z.array(z.string()),
  rules: z.array(cardRestrictionRuleSchema),
  ...times,
})
export type CardRestriction = z.infer<typeof cardRestrictionSchema>
export const cardRestrictionSummarySchema = cardRestrictionSchema.omit({ rules: true }).extend({ ruleCount: z.number().int() })
export type CardRestrictionSummary = z.infer<typeof cardRestrictionSummarySchema>

export const cardRestrictionInputSchema = z.object({
  space: nameKey,
  name: nameKey,
  description: freeText(500).default(''),
  status: z.enum(ruleStatuses).default('ACTIVE'),
  merchantAccounts: z.array(nameKey).max(500).default([]),
})
export const cardRestrictionUpdateSchema = patchOf(cardRestrictionInputSchema.omit({ space: true, name: true }))

export const cardRestrictionListQuerySchema = listQuerySchema.extend({
  space: keyFilter,
  merchantName: keyFilter,
  status: z.enum(ruleStatuses).optional(),
  q: textSearch,
})

/**
 * A transaction a SHADOW rule matched when it was written: the action the rule would have
 * taken, and the result and status the transaction actually got.
 */
export const cardRestrictionRuleHitSchema = z.object({
  merchantAccount: z.string(),
  transactionId: z.string(),
  amount: minorAmount,
  currency: z.string(),
  action: z.enum(ruleActions),
  result: z.enum(results),
  status: z.enum(transactionStatuses),
  cardScheme: z.string().nullable(),
  cardCountry: z.string().nullable(),
  created: isoTime,
})
export type CardRestrictionRuleHit = z.infer<typeof cardRestrictionRuleHitSchema>

/** A rule's hits, newest first. */
export const cardRestrictionRuleHitListQuerySchema = listQuerySchema
