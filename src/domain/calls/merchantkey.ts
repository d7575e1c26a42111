import { z } from 'zod'
import { recordCalls } from '../call'
import { numericId } from '../entities/common'
import * as merchantkey from '../entities/merchantkey'

/** A merchant's API keys; create answers the new key's secret, once. */
export const merchantkeyCalls = recordCalls({
  area: 'merchantkey',
  path: 'merchantkey',
  params: z.object({ id: numericId }),
  read: 'merchantKey.read',
  write: 'merchantKey.write',
  entity: merchantkey.merchantKeySchema,
  listQuery: merchantkey.merchantKeyListQuerySchema,
  create: merchantkey.merchantKeyInputSchema,
  update: merchantkey.merchantKeyUpdateSchema,
  created: merchantkey.merchantKeyCreatedSchema,
})
