import { defineCall } from '../call'
import { dashboardQuerySchema, dashboardSchema, versionSchema } from '../entities/dashboard'
import { partnerQuerySchema, partnerSettingsSchema } from '../entities/partner'

const area = 'system'

export const systemCalls = {
  dashboard: defineCall({ area, method: 'GET', path: 'dashboard', access: 'dashboard.read', query: dashboardQuerySchema, response: dashboardSchema }),
  version: defineCall({ area, method: 'GET', path: 'version', access: 'signedIn', response: versionSchema }),
  /** Public: the login screen needs the partner look before anyone signs in. */
  partner: defineCall({ area, method: 'GET', path: 'partner', access: 'public', query: partnerQuerySchema, response: partnerSettingsSchema }),
}
