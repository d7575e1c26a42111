import { z } from 'zod'
import { recordCalls } from '../call'
import {
  cardRestrictionInputSchema,
  cardRestrictionListQuerySchema,
  cardRestrictionRuleInputSchema,
  cardRestrictionRuleSchema,
  cardRestrictionRuleUpdateSchema,
  cardRestrictionSchema,
  cardRestrictionSummarySchema,
  cardRestrictionUpdateSchema,
} from '../entities/cardrestriction'
import { numericId, textId } from '../entities/common'

const area = 'cardrestriction'
const access = { read: 'cardData.read', write: 'cardData.write' } as const
const restriction = z.object({ space: textId, name: textId })

/** A restriction's rules are kept under it; they are read with it, never listed alone. */
const rule = recordCalls({
  area,
  path: 'cardrestriction/{space}/{name}/rule',
  parent: restriction,
  params: restriction.extend({ ruleId: numericId }),
  ...access,
  entity: cardRestrictionRuleSchema,
  create: cardRestrictionRuleInputSchema,
  update: cardRestrictionRuleUpdateSchema,
})

export const cardrestrictionCalls = {
  ...recordCalls({
    area,
    path: 'cardrestriction',
    params: restriction,
    ...access,
    entity: cardRestrictionSchema,
    listItem: cardRestrictionSummarySchema,
    listQuery: cardRestrictionListQuerySchema,
    create: cardRestrictionInputSchema,
    update: cardRestrictionUpdateSchema,
  }),
  getRule: rule.get,
  createRule: rule.create,
  updateRule: rule.update,
  removeRule: rule.remove,
}
