import { z } from 'zod'
import { ruleActions, ruleOperators, ruleScopes, ruleStatuses } from '../enums'
import { listQuerySchema } from '../pagination'
import { freeText, messages, nameKey, patchOf, times } from './common'

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
  ...times,
})
export type CardRestrictionRule = z.infer<typeof cardRestrictionRuleSchema>

export const cardRestrictionRuleInputSchema = z
  .object({
    scope: z.enum(ruleScopes),
    operator: z.enum(ruleOperators),
    values: z.array(freeText(40).min(1)).max(300).default([]),
    action: z.enum(ruleActions),
    priority: z.number().int().min(0).max(10_000).default(100),
    status: z.enum(ruleStatuses).default('ACTIVE'),
  })
  .refine((r) => r.operator === 'ANY' || r.operator === 'UNKNOWN' || r.values.length > 0, {
    message: messages.required,
    path: ['values'],
  })
export const cardRestrictionRuleUpdateSchema = z
  .object({
    scope: z.enum(ruleScopes),
    operator: z.enum(ruleOperators),
    values: z.array(freeText(40).min(1)).max(300),
    action: z.enum(ruleActions),
    priority: z.number().int().min(0).max(10_000),
    status: z.enum(ruleStatuses),
  })
  .partial()

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
  space: z.string().max(100).optional(),
  merchantName: z.string().max(100).optional(),
  status: z.enum(ruleStatuses).optional(),
  q: z.string().max(100).optional(),
})
