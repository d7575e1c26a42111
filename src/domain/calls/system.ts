import { z } from 'zod'
import { defineCall } from '../call'
import { dashboardQuerySchema, dashboardSchema, versionSchema } from '../entities/dashboard'
import { partnerQuerySchema, partnerSettingsSchema } from '../entities/partner'
import { systemCommandResultSchema, systemCommandRunSchema, systemCommandSchema } from '../entities/systemcommand'

const area = 'system'

export const systemCalls = {
  dashboard: defineCall({ area, method: 'GET', path: 'dashboard', access: 'dashboard.read', query: dashboardQuerySchema, response: dashboardSchema }),
  version: defineCall({ area, method: 'GET', path: 'version', access: 'signedIn', response: versionSchema }),
  /** Public: the login screen needs the partner look before anyone signs in. */
  partner: defineCall({ area, method: 'GET', path: 'partner', access: 'public', query: partnerQuerySchema, response: partnerSettingsSchema }),
  systemCommands: defineCall({ area, method: 'GET', path: 'systemcommand', access: 'system.command.read', response: z.array(systemCommandSchema) }),
  /** Only the authorized console users may run one; every run is audited. */
  runSystemCommand: defineCall({ area, method: 'POST', path: 'systemcommand', access: 'system.command.run', body: systemCommandRunSchema, response: systemCommandResultSchema }),
}
