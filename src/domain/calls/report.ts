import { defineCall } from '../call'
import {
  customReportDefinitionSchema,
  customReportPathSchema,
  customReportResultSchema,
  presignedUrlSchema,
  reportPathSchema,
  spaceDailyReportListQuerySchema,
  spaceDailyReportSchema,
} from '../entities/report'
import { pageSchema } from '../pagination'

const area = 'report'

export const reportCalls = {
  list: defineCall({ area, method: 'GET', path: 'spacedailyreport', access: 'report.read', query: spaceDailyReportListQuerySchema, response: pageSchema(spaceDailyReportSchema) }),
  get: defineCall({ area, method: 'GET', path: 'spacedailyreport/{space}/{reportId}', access: 'report.read', params: reportPathSchema, response: spaceDailyReportSchema }),
  presignUrl: defineCall({ area, method: 'GET', path: 'spacedailyreport/{space}/{reportId}/presignurl', access: 'report.read', params: reportPathSchema, response: presignedUrlSchema }),
  download: defineCall({ area, method: 'GET', path: 'spacedailyreport/{space}/{reportId}/download', access: 'report.read', params: reportPathSchema, raw: true }),
  /** Runs a custom report definition (a saved config's, or one being edited) on the space's transactions. */
  runCustom: defineCall({
    area,
    method: 'POST',
    path: 'customreport/{space}/run',
    access: 'report.read',
    params: customReportPathSchema,
    body: customReportDefinitionSchema,
    response: customReportResultSchema,
    // Sums up to a year of the space's daily figures.
    heavy: true,
  }),
}
