import { z } from 'zod'
import { defineCall, recordCalls } from '../call'
import { numericId, textId } from '../entities/common'
import { roleSchema } from '../entities/mrole'
import * as mspace from '../entities/mspace'
import { idParams, spaceParams } from './params'

const area = 'mspace'

const { list, get, create } = recordCalls({
  area,
  path: 'mspace',
  params: idParams,
  read: 'space.read',
  write: 'space.write',
  entity: mspace.spaceSchema,
  listQuery: mspace.spaceListQuerySchema,
  create: mspace.spaceInputSchema,
})
/** A space's reports are listed whole, as an array rather than a page. */
const report = recordCalls({
  area,
  path: 'mspace/{space}/quicksightreports',
  parent: spaceParams,
  params: spaceParams.extend({ id: numericId }),
  read: 'report.read',
  write: 'report.write',
  entity: mspace.quicksightReportSchema,
  create: mspace.quicksightReportInputSchema,
  update: mspace.quicksightReportUpdateSchema,
})

export const mspaceCalls = {
  list,
  get,
  create,
  /** The space by its id or its name. */
  merchantTags: defineCall({ area, method: 'GET', path: 'mspace/{id}/merchanttag', access: 'merchant.read', params: z.object({ id: textId }), response: z.array(mspace.spaceMerchantTagSchema) }),
  roles: defineCall({ area, method: 'GET', path: 'mspace/{space}/role', access: 'role.read', params: spaceParams, response: z.array(roleSchema) }),
  getConfig: defineCall({ area, method: 'GET', path: 'mspace/{id}/config', access: 'space.read', params: idParams, response: mspace.spaceConfigSchema }),
  saveConfig: defineCall({ area, method: 'POST', path: 'mspace/{id}/config', access: 'space.write', params: idParams, body: mspace.spaceConfigInputSchema, response: mspace.spaceConfigSchema }),
  quicksightReports: defineCall({ area, method: 'GET', path: 'mspace/{space}/quicksightreports', access: 'report.read', params: spaceParams, response: z.array(mspace.quicksightReportSchema) }),
  getQuicksightReport: report.get,
  createQuicksightReport: report.create,
  updateQuicksightReport: report.update,
  removeQuicksightReport: report.remove,
}
