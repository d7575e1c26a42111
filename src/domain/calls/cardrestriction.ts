import { z } from 'zod'
import { defineCall } from '../call'
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
import { numericId, okAnswerSchema, textId } from '../entities/common'
import { pageSchema } from '../pagination'

const area = 'cardrestriction'
const restriction = z.object({ space: textId, name: textId })
const rule = restriction.extend({ ruleId: numericId })

export const cardrestrictionCalls = {
  list: defineCall({ area, method: 'GET', path: 'cardrestriction', access: 'cardData.read', query: cardRestrictionListQuerySchema, response: pageSchema(cardRestrictionSummarySchema) }),
  create: defineCall({ area, method: 'POST', path: 'cardrestriction', access: 'cardData.write', body: cardRestrictionInputSchema, response: cardRestrictionSchema }),
  get: defineCall({ area, method: 'GET', path: 'cardrestriction/{space}/{name}', access: 'cardData.read', params: restriction, response: cardRestrictionSchema }),
  update: defineCall({ area, method: 'PUT', path: 'cardrestriction/{space}/{name}', access: 'cardData.write', params: restriction, body: cardRestrictionUpdateSchema, response: cardRestrictionSchema }),
  remove: defineCall({ area, method: 'DELETE', path: 'cardrestriction/{space}/{name}', access: 'cardData.write', params: restriction, response: okAnswerSchema }),
  getRule: defineCall({ area, method: 'GET', path: 'cardrestriction/{space}/{name}/rule/{ruleId}', access: 'cardData.read', params: rule, response: cardRestrictionRuleSchema }),
  createRule: defineCall({ area, method: 'POST', path: 'cardrestriction/{space}/{name}/rule', access: 'cardData.write', params: restriction, body: cardRestrictionRuleInputSchema, response: cardRestrictionRuleSchema }),
  updateRule: defineCall({ area, method: 'PUT', path: 'cardrestriction/{space}/{name}/rule/{ruleId}', access: 'cardData.write', params: rule, body: cardRestrictionRuleUpdateSchema, response: cardRestrictionRuleSchema }),
  removeRule: defineCall({ area, method: 'DELETE', path: 'cardrestriction/{space}/{name}/rule/{ruleId}', access: 'cardData.write', params: rule, response: okAnswerSchema }),
}
