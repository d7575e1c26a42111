import { z } from 'zod'
import { defineCall } from '../call'
import { textId } from '../entities/common'
import { merchantListQuerySchema, merchantSummarySchema } from '../entities/merchant'
import {
  logoAnswerSchema,
  merchantGroupInputSchema,
  merchantGroupListQuerySchema,
  merchantGroupSchema,
  merchantGroupUpdateSchema,
} from '../entities/mgroup'
import { pageSchema } from '../pagination'

const area = 'mgroup'
const params = z.object({ group: textId })

export const mgroupCalls = {
  create: defineCall({ area, method: 'POST', path: 'mgroup', access: 'merchantGroup.write', body: merchantGroupInputSchema, response: merchantGroupSchema }),
  uploadLogo: defineCall({ area, method: 'POST', path: 'mgroup/{group}/logo', access: 'merchantGroup.write', params, multipart: true, response: logoAnswerSchema }),
  get: defineCall({ area, method: 'GET', path: 'mgroup/{group}', access: 'merchantGroup.read', params, response: merchantGroupSchema }),
  update: defineCall({ area, method: 'PUT', path: 'mgroup/{group}', access: 'merchantGroup.write', params, body: merchantGroupUpdateSchema, response: merchantGroupSchema }),
  list: defineCall({ area, method: 'GET', path: 'mgroup', access: 'merchantGroup.read', query: merchantGroupListQuerySchema, response: pageSchema(merchantGroupSchema) }),
  merchants: defineCall({ area, method: 'GET', path: 'mgroup/{group}/merchant', access: 'merchant.read', params, query: merchantListQuerySchema.omit({ group: true, space: true }), response: pageSchema(merchantSummarySchema) }),
}
