import { z } from 'zod'
import { defineCall, recordCalls } from '../call'
import { textId } from '../entities/common'
import { merchantListQuerySchema, merchantSummarySchema } from '../entities/merchant'
import * as mgroup from '../entities/mgroup'
import { pageSchema } from '../pagination'

const area = 'mgroup'
const params = z.object({ group: textId })
const { list, get, create, update } = recordCalls({
  area,
  path: 'mgroup',
  params,
  read: 'merchantGroup.read',
  write: 'merchantGroup.write',
  entity: mgroup.merchantGroupSchema,
  listQuery: mgroup.merchantGroupListQuerySchema,
  create: mgroup.merchantGroupInputSchema,
  update: mgroup.merchantGroupUpdateSchema,
})

export const mgroupCalls = {
  create,
  uploadLogo: defineCall({ area, method: 'POST', path: 'mgroup/{group}/logo', access: 'merchantGroup.write', params, multipart: true, response: mgroup.logoAnswerSchema }),
  get,
  update,
  list,
  merchants: defineCall({ area, method: 'GET', path: 'mgroup/{group}/merchant', access: 'merchant.read', params, query: merchantListQuerySchema.omit({ group: true, space: true }), response: pageSchema(merchantSummarySchema) }),
}
