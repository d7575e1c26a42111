import type { FastifyInstance } from 'fastify'
import type { Services } from '../services'
import { registerFileRoutes } from '../storage/routes'
import { registerApprovalRoutes } from './approval/routes'
import { registerAssetRoutes } from './asset/routes'
import { registerAuthRoutes } from './auth/routes'
import { registerCardBinRoutes } from './cardbin/routes'
import { registerCardBlacklistRoutes } from './cardblacklist/routes'
import { registerCardRestrictionRoutes } from './cardrestriction/routes'
import { registerCustomerRoutes } from './customer/routes'
import { registerEmailtplRoutes } from './emailtpl/routes'
import { registerExportRoutes } from './export/routes'
import { registerFinanceRoutes } from './finance/routes'
import { registerFraudRoutes } from './fraud/routes'
import { registerMerchantRoutes } from './merchant/routes'
import { registerMessageRoutes } from './message/routes'
import { registerMgroupRoutes } from './mgroup/routes'
import { registerMroleRoutes } from './mrole/routes'
import { registerMspaceRoutes } from './mspace/routes'
import { registerMuserRoutes } from './muser/routes'
import { registerGatewayCredentialRoutes } from './gatewaycredential/routes'
import { registerHiveRoutes } from './hive/routes'
import { registerMerchantKeyRoutes } from './merchantkey/routes'
import { registerPaymentLinkRoutes } from './paymentlink/routes'
import { registerReferenceRoutes } from './reference/routes'
import { registerReportRoutes } from './report/routes'
import { registerResultCodeRoutes } from './resultcode/routes'
import { registerReviewRoutes } from './review/routes'
import { registerSavedSearchRoutes } from './savedsearch/routes'
import { registerSearchRoutes } from './search/routes'
import { registerSystemRoutes } from './system/routes'
import { registerSystemCommandRoutes } from './system/command-routes'
import { registerTransactionRoutes } from './transaction/routes'
import { registerTrustPolicyRoutes } from './trustpolicy/routes'
import { registerUndoRoutes } from './undo/routes'

/** Every area's routes. A new area adds one line here. */
export async function registerModules(app: FastifyInstance, services: Services): Promise<void> {
  await registerFileRoutes(app, services)
  await registerAuthRoutes(app, services)
  await registerSystemRoutes(app, services)
  await registerReferenceRoutes(app, services)
  await registerTransactionRoutes(app, services)
  await registerCustomerRoutes(app, services)
  await registerFraudRoutes(app, services)
  await registerCardBinRoutes(app, services)
  await registerCardBlacklistRoutes(app, services)
  await registerCardRestrictionRoutes(app, services)
  await registerSearchRoutes(app, services)
  await registerSavedSearchRoutes(app, services)
  await registerExportRoutes(app, services)
  await registerMerchantRoutes(app, services)
  await registerMgroupRoutes(app, services)
  await registerAssetRoutes(app, services)
  await registerFinanceRoutes(app, services)
  await registerGatewayCredentialRoutes(app, services)
  await registerMerchantKeyRoutes(app, services)
  await registerPaymentLinkRoutes(app, services)
  await registerMuserRoutes(app, services)
  await registerMroleRoutes(app, services)
  await registerMspaceRoutes(app, services)
  await registerSystemCommandRoutes(app, services)
  await registerEmailtplRoutes(app, services)
  await registerMessageRoutes(app, services)
  await registerHiveRoutes(app, services)
  await registerResultCodeRoutes(app, services)
  await registerTrustPolicyRoutes(app, services)
  await registerReportRoutes(app, services)
  await registerReviewRoutes(app, services)
  await registerApprovalRoutes(app, services)
  await registerUndoRoutes(app, services)
}
