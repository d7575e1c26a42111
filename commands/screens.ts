import type { Permission } from '@domain/permissions'
import { merchantTabs } from './merchant-tabs'

export type ScreenSection = 'overview' | 'triage' | 'fraud' | 'merchants' | 'admin' | 'account' | 'system'

export interface Screen {
  path:
    | '/dashboard'
    | '/merchant/{-$merchantName}/transactions'
    | '/merchant/{-$merchantName}/customers'
    | '/transactionActivities'
    | '/session'
    | '/notifications'
    | '/emails'
    | '/paylinks'
    | '/fraudblocks'
    | '/velocitystatistics'
    | '/cardBins'
    | '/cardBlacklist'
    | '/cardRestrictions'
    | '/trustPolicy'
    | '/merchants'
    | '/groups'
    | '/gatewayCredentials'
    | '/merchantKeys'
    | '/admin/users'
    | '/admin/userEvents'
    | '/roles'
    | '/spaces'
    | '/reports'
    | '/dailyReports'
    | '/customReports'
    | '/settlement'
    | '/reportsConfig'
    | '/systemCommand'
    | '/templateCollections'
    | '/systemTplCollections'
    | '/gwhive'
    | '/midashive'
    | '/resultcodes/cs'
    | '/resultcodes/psp'
    | '/profile'
    | '/password'
    | '/version'
  /** i18n key of the screen's title. */
  titleKey: string
  /** Hidden from users without it (the route guard refuses them too). */
  permission?: Permission
  /** The list call the screen shows (`area.name` in the call table); a test holds `permission` to its access. */
  call?: string
  /** The permission its records are written with; a test holds it to the access of the area's create call. */
  write?: Permission
  section: ScreenSection
}

/** The screens of the default layout, in sidebar order; navigation commands read this list too. */
export const screens: readonly Screen[] = [
  { path: '/dashboard', call: 'system.dashboard', titleKey: 'shell:screens.dashboard', permission: 'dashboard.read', section: 'overview' },
  { path: '/merchant/{-$merchantName}/transactions', call: 'transaction.list', titleKey: 'shell:screens.transactions', permission: 'transaction.read', section: 'triage' },
  { path: '/merchant/{-$merchantName}/customers', call: 'customer.list', titleKey: 'shell:screens.customers', permission: 'customer.read', section: 'triage' },
  { path: '/transactionActivities', call: 'transaction.activities', titleKey: 'shell:screens.transactionActivities', permission: 'transaction.read', section: 'triage' },
  { path: '/session', titleKey: 'shell:screens.session', permission: 'transaction.read', section: 'triage' },
  { path: '/notifications', call: 'message.notifications', titleKey: 'shell:screens.notifications', permission: 'message.read', section: 'triage' },
  { path: '/emails', call: 'message.emails', titleKey: 'shell:screens.emails', permission: 'message.read', section: 'triage' },
  { path: '/paylinks', call: 'paymentlink.list', titleKey: 'shell:screens.paylinks', permission: 'paymentLink.read', section: 'triage' },
  { path: '/fraudblocks', call: 'fraud.list', titleKey: 'shell:screens.fraudBlocks', permission: 'fraud.read', write: 'fraud.write', section: 'fraud' },
  { path: '/velocitystatistics', call: 'fraud.velocityStatistics', titleKey: 'shell:screens.velocityStatistics', permission: 'fraud.read', section: 'fraud' },
  { path: '/cardBins', call: 'cardbin.list', titleKey: 'shell:screens.cardBins', permission: 'cardData.read', write: 'cardBin.write', section: 'fraud' },
  { path: '/cardBlacklist', call: 'cardblacklist.list', titleKey: 'shell:screens.cardBlacklist', permission: 'cardData.read', write: 'cardData.write', section: 'fraud' },
  { path: '/cardRestrictions', call: 'cardrestriction.list', titleKey: 'shell:screens.cardRestrictions', permission: 'cardData.read', write: 'cardData.write', section: 'fraud' },
  { path: '/trustPolicy', call: 'trustpolicy.configs', titleKey: 'shell:screens.trustPolicy', permission: 'trustPolicy.read', section: 'fraud' },
  { path: '/merchants', call: 'merchant.list', titleKey: 'shell:screens.merchants', permission: 'merchant.read', write: 'merchant.write', section: 'merchants' },
  { path: '/groups', call: 'mgroup.list', titleKey: 'shell:screens.groups', permission: 'merchantGroup.read', write: 'merchantGroup.write', section: 'merchants' },
  { path: '/gatewayCredentials', call: 'gatewaycredential.list', titleKey: 'shell:screens.gatewayCredentials', permission: 'gatewayCredential.read', write: 'gatewayCredential.write', section: 'merchants' },
  { path: '/merchantKeys', call: 'merchantkey.list', titleKey: 'shell:screens.merchantKeys', permission: 'merchantKey.read', write: 'merchantKey.write', section: 'merchants' },
  { path: '/admin/users', call: 'muser.list', titleKey: 'shell:screens.users', permission: 'user.read', write: 'user.write', section: 'admin' },
  { path: '/admin/userEvents', call: 'muser.events', titleKey: 'shell:screens.userEvents', permission: 'user.audit', section: 'admin' },
  { path: '/roles', call: 'mrole.list', titleKey: 'shell:screens.roles', permission: 'role.read', write: 'role.write', section: 'admin' },
  { path: '/spaces', call: 'mspace.list', titleKey: 'shell:screens.spaces', permission: 'space.read', write: 'space.write', section: 'admin' },
  { path: '/reports', call: 'mspace.quicksightReports', titleKey: 'shell:screens.reports', permission: 'report.read', section: 'overview' },
  { path: '/dailyReports', call: 'report.list', titleKey: 'shell:screens.dailyReports', permission: 'report.read', section: 'overview' },
  { path: '/customReports', call: 'report.runCustom', titleKey: 'shell:screens.customReports', permission: 'report.read', section: 'overview' },
  { path: '/settlement', call: 'finance.settlementRecords', titleKey: 'shell:screens.settlement', permission: 'finance.read', section: 'overview' },
  { path: '/reportsConfig', call: 'mspace.quicksightReports', titleKey: 'shell:screens.reportsConfig', permission: 'report.read', section: 'admin' },
  { path: '/templateCollections', call: 'emailtpl.collections', titleKey: 'shell:screens.templateCollections', permission: 'template.read', write: 'template.write', section: 'admin' },
  { path: '/systemTplCollections', call: 'emailtpl.collections', titleKey: 'shell:screens.systemTplCollections', permission: 'template.read', write: 'template.write', section: 'admin' },
  { path: '/resultcodes/cs', call: 'resultcode.list', titleKey: 'shell:screens.resultCodes', permission: 'resultCode.read', write: 'resultCode.write', section: 'admin' },
  { path: '/resultcodes/psp', call: 'resultcode.pspList', titleKey: 'shell:screens.pspResultCodes', permission: 'resultCode.read', write: 'resultCode.write', section: 'admin' },
  { path: '/systemCommand', call: 'system.systemCommands', titleKey: 'shell:screens.systemCommand', permission: 'system.command.read', section: 'admin' },
  { path: '/profile', titleKey: 'shell:screens.profile', section: 'account' },
  { path: '/password', titleKey: 'shell:screens.password', section: 'account' },
  { path: '/gwhive', call: 'hive.gatewayHive', titleKey: 'shell:screens.gatewayHive', permission: 'hive.read', section: 'system' },
  { path: '/midashive', call: 'hive.midasHive', titleKey: 'shell:screens.midasHive', permission: 'hive.read', section: 'system' },
  { path: '/version', titleKey: 'shell:screens.version', section: 'system' },
]

export const sectionTitleKeys: Record<ScreenSection, string> = {
  overview: 'shell:sections.overview',
  triage: 'shell:sections.triage',
  fraud: 'shell:sections.fraud',
  merchants: 'shell:sections.merchants',
  admin: 'shell:sections.admin',
  account: 'shell:sections.account',
  system: 'shell:sections.system',
}

/** Routes the screens and the merchant tabs do not cover, with what they ask beyond their list's permission. */
const otherRoutes: Readonly<Record<string, Permission>> = {
  '/fraudblocks/@new': 'fraud.write',
  '/fraudblocks/batch': 'fraud.write',
}

const MERCHANT_PAGE = /^\/merchants\/\$merchant(?:\/(\w+))?$/

function ownPermission(path: string): Permission | undefined {
  const tab = MERCHANT_PAGE.exec(path)
  if (tab) return merchantTabs.find((entry) => entry.segment === (tab[1] ?? ''))?.permission
  return otherRoutes[path] ?? screens.find((screen) => screen.path === path)?.permission
}

/**
 * The permission a route asks for, for the route guard: its own, else that of the nearest route
 * above it (a record's detail asks what its list asks). The one table of screen permissions.
 */
export function routePermission(fullPath: string): Permission | undefined {
  for (let path = fullPath.replace(/\/$/, ''); path !== ''; path = path.slice(0, path.lastIndexOf('/'))) {
    const permission = ownPermission(path)
    if (permission) return permission
  }
  return undefined
}
