import { recordCalls } from '../call'
import * as merchantkey from '../entities/merchantkey'
import { idParams } from './params'

/** A merchant's API keys; create answers the new key's secret, once. */
export const merchantkeyCalls = recordCalls({
  area: 'merchantkey',
  path: 'merchantkey',
  params: idParams,
  read: 'merchantKey.read',
  write: 'merchantKey.write',
  entity: merchantkey.merchantKeySchema,
  listQuery: merchantkey.merchantKeyListQuerySchema,
  create: merchantkey.merchantKeyInputSchema,
  update: merchantkey.merchantKeyUpdateSchema,
  created: merchantkey.merchantKeyCreatedSchema,
})
