import { z } from 'zod'
import { defineCall } from '../call'
import { dashboardQuerySchema, dashboardSchema, versionSchema } from '../entities/dashboard'
import { partnerQuerySchema, partnerSettingsSchema } from '../entities/partner'
import { systemCommandResultSchema, systemCommandRunSchema, systemCommandSchema } from '../entities/system'
import { systemRoutes } from './system-routes'

export const systemCalls = {
  dashboard: defineCall({ ...systemRoutes.dashboard, query: dashboardQuerySchema, response: dashboardSchema }),
  version: defineCall({ ...systemRoutes.version, response: versionSchema }),
  /** Public: the login screen needs the partner look before anyone signs in. */
  partner: defineCall({ ...systemRoutes.partner, query: partnerQuerySchema, response: partnerSettingsSchema }),
  systemCommands: defineCall({ ...systemRoutes.systemCommands, response: z.array(systemCommandSchema) }),
  /** Only the authorized console users may run one; every run is audited. */
  runSystemCommand: defineCall({ ...systemRoutes.runSystemCommand, approval: 'systemCommand', body: systemCommandRunSchema, response: systemCommandResultSchema }),
}
