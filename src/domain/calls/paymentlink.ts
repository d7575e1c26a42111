import { z } from 'zod'
import { defineCall } from '../call'
import { numericId, textId } from '../entities/common'
import {
  paymentLinkInputSchema,
  paymentLinkListQuerySchema,
  paymentLinkResourceSchema,
  paymentLinkSchema,
  paymentLinkStatusInputSchema,
} from '../entities/paymentlink'
import { pageSchema } from '../pagination'

const area = 'paymentlink'
const params = z.object({ id: numericId })

export const paymentlinkCalls = {
  list: defineCall({ area, method: 'GET', path: 'paymentlink', access: 'paymentLink.read', query: paymentLinkListQuerySchema, response: pageSchema(paymentLinkSchema) }),
  create: defineCall({ area, method: 'POST', path: 'paymentlink', access: 'paymentLink.write', body: paymentLinkInputSchema, response: paymentLinkSchema }),
  get: defineCall({ area, method: 'GET', path: 'paymentlink/{id}', access: 'paymentLink.read', params, response: paymentLinkSchema }),
  /** What a new link of the merchant `id` (its name) can offer. */
  resource: defineCall({ area, method: 'GET', path: 'paymentlink/resource/{id}', access: 'paymentLink.read', params: z.object({ id: textId }), response: paymentLinkResourceSchema }),
  setStatus: defineCall({ area, method: 'PUT', path: 'paymentlink/{id}/status', access: 'paymentLink.write', params, body: paymentLinkStatusInputSchema, response: paymentLinkSchema }),
}
