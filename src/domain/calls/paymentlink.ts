import { z } from 'zod'
import { defineCall, recordCalls } from '../call'
import { textId } from '../entities/common'
import * as paymentlink from '../entities/paymentlink'
import { idParams } from './params'

const area = 'paymentlink'
const { list, create, get } = recordCalls({
  area,
  path: 'paymentlink',
  params: idParams,
  read: 'paymentLink.read',
  write: 'paymentLink.write',
  entity: paymentlink.paymentLinkSchema,
  listQuery: paymentlink.paymentLinkListQuerySchema,
  create: paymentlink.paymentLinkInputSchema,
})

export const paymentlinkCalls = {
  list,
  create,
  get,
  /** What a new link of the merchant `id` (its name) can offer. */
  resource: defineCall({ area, method: 'GET', path: 'paymentlink/resource/{id}', access: 'paymentLink.read', params: z.object({ id: textId }), response: paymentlink.paymentLinkResourceSchema }),
  setStatus: defineCall({ area, method: 'PUT', path: 'paymentlink/{id}/status', access: 'paymentLink.write', params: idParams, body: paymentlink.paymentLinkStatusInputSchema, response: paymentlink.paymentLinkSchema }),
}
