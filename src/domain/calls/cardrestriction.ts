import { defineCall, heldBy, recordCalls } from '../call'
import { pageSchema } from '../pagination'
import * as cardrestriction from '../entities/cardrestriction'
import { numericId } from '../entities/common'
import { spaceNameParams } from './params'

const area = 'cardrestriction'
const access = { read: 'cardData.read', write: 'cardData.write' } as const

/** A restriction's rules are kept under it; they are read with it, never listed alone. */
const rule = recordCalls({
  area,
  path: 'cardrestriction/{space}/{name}/rule',
  parent: spaceNameParams,
  params: spaceNameParams.extend({ ruleId: numericId }),
  ...access,
  entity: cardrestriction.cardRestrictionRuleSchema,
  create: cardrestriction.cardRestrictionRuleInputSchema,
  update: cardrestriction.cardRestrictionRuleUpdateSchema,
})

export const cardrestrictionCalls = {
  ...recordCalls({
    area,
    path: 'cardrestriction',
    params: spaceNameParams,
    ...access,
    entity: cardrestriction.cardRestrictionSchema,
    listItem: cardrestriction.cardRestrictionSummarySchema,
    listQuery: cardrestriction.cardRestrictionListQuerySchema,
    create: cardrestriction.cardRestrictionInputSchema,
    update: cardrestriction.cardRestrictionUpdateSchema,
  }),
  getRule: rule.get,
  /** A rule becoming ACTIVE may wait for a second person. */
  createRule: heldBy('rules', rule.create),
  updateRule: heldBy('rules', rule.update),
  removeRule: rule.remove,
  /** A read that changes nothing: POST only because the rule being edited is its body. */
  simulateRule: defineCall({
    area,
    method: 'POST',
    path: 'cardrestriction/{space}/{name}/rule/simulate',
    access: access.read,
    params: spaceNameParams,
    body: cardrestriction.cardRestrictionSimulationInputSchema,
    response: cardrestriction.cardRestrictionSimulationSchema,
    // Reads 30 days of the space's transactions.
    heavy: true,
  }),
  /** The transactions a SHADOW rule matched as they were written, newest first. */
  ruleHits: defineCall({
    area,
    method: 'GET',
    path: 'cardrestriction/{space}/{name}/rule/{ruleId}/hits',
    access: access.read,
    params: spaceNameParams.extend({ ruleId: numericId }),
    query: cardrestriction.cardRestrictionRuleHitListQuerySchema,
    response: pageSchema(cardrestriction.cardRestrictionRuleHitSchema),
  }),
}
