import { z } from 'zod'
import { defineCall } from '../call'
import { numericId, okAnswerSchema } from '../entities/common'
import {
  merchantKeyCreatedSchema,
  merchantKeyInputSchema,
  merchantKeyListQuerySchema,
  merchantKeySchema,
  merchantKeyUpdateSchema,
} from '../entities/merchantkey'
import { pageSchema } from '../pagination'

const area = 'merchantkey'
const params = z.object({ id: numericId })

export const merchantkeyCalls = {
  list: defineCall({ area, method: 'GET', path: 'merchantkey', access: 'merchantKey.read', query: merchantKeyListQuerySchema, response: pageSchema(merchantKeySchema) }),
  get: defineCall({ area, method: 'GET', path: 'merchantkey/{id}', access: 'merchantKey.read', params, response: merchantKeySchema }),
  create: defineCall({ area, method: 'POST', path: 'merchantkey', access: 'merchantKey.write', body: merchantKeyInputSchema, response: merchantKeyCreatedSchema }),
  update: defineCall({ area, method: 'PUT', path: 'merchantkey/{id}', access: 'merchantKey.write', params, body: merchantKeyUpdateSchema, response: merchantKeySchema }),
  remove: defineCall({ area, method: 'DELETE', path: 'merchantkey/{id}', access: 'merchantKey.write', params, response: okAnswerSchema }),
}
