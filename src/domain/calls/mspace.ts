import { z } from 'zod'
import { defineCall } from '../call'
import { numericId, okAnswerSchema, textId } from '../entities/common'
import { roleSchema } from '../entities/mrole'
import {
  quicksightReportInputSchema,
  quicksightReportSchema,
  quicksightReportUpdateSchema,
  spaceConfigInputSchema,
  spaceConfigSchema,
  spaceInputSchema,
  spaceListQuerySchema,
  spaceMerchantTagSchema,
  spaceSchema,
} from '../entities/mspace'
import { pageSchema } from '../pagination'

const area = 'mspace'
const byId = z.object({ id: numericId })
const space = z.object({ space: textId })
const report = space.extend({ id: numericId })

export const mspaceCalls = {
  list: defineCall({ area, method: 'GET', path: 'mspace', access: 'space.read', query: spaceListQuerySchema, response: pageSchema(spaceSchema) }),
  get: defineCall({ area, method: 'GET', path: 'mspace/{id}', access: 'space.read', params: byId, response: spaceSchema }),
  create: defineCall({ area, method: 'POST', path: 'mspace', access: 'space.write', body: spaceInputSchema, response: spaceSchema }),
  merchantTags: defineCall({ area, method: 'GET', path: 'mspace/{id}/merchanttag', access: 'merchant.read', params: byId, response: z.array(spaceMerchantTagSchema) }),
  roles: defineCall({ area, method: 'GET', path: 'mspace/{space}/role', access: 'role.read', params: space, response: z.array(roleSchema) }),
  getConfig: defineCall({ area, method: 'GET', path: 'mspace/{id}/config', access: 'space.read', params: byId, response: spaceConfigSchema }),
  saveConfig: defineCall({ area, method: 'POST', path: 'mspace/{id}/config', access: 'space.write', params: byId, body: spaceConfigInputSchema, response: spaceConfigSchema }),
  quicksightReports: defineCall({ area, method: 'GET', path: 'mspace/{space}/quicksightreports', access: 'report.read', params: space, response: z.array(quicksightReportSchema) }),
  getQuicksightReport: defineCall({ area, method: 'GET', path: 'mspace/{space}/quicksightreports/{id}', access: 'report.read', params: report, response: quicksightReportSchema }),
  createQuicksightReport: defineCall({ area, method: 'POST', path: 'mspace/{space}/quicksightreports', access: 'report.write', params: space, body: quicksightReportInputSchema, response: quicksightReportSchema }),
  updateQuicksightReport: defineCall({ area, method: 'PUT', path: 'mspace/{space}/quicksightreports/{id}', access: 'report.write', params: report, body: quicksightReportUpdateSchema, response: quicksightReportSchema }),
  removeQuicksightReport: defineCall({ area, method: 'DELETE', path: 'mspace/{space}/quicksightreports/{id}', access: 'report.write', params: report, response: okAnswerSchema }),
}
