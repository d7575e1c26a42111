import { type ConsoleKindName, type KindRow, kinds } from '@domain/kinds'
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
    | '/reviews'
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

/**
 * The list screen of a record kind: its route, title and permissions are its row's in the kind
 * table; `call` is the list call a test holds them to. `creates`: false where the screen makes no
 * new record (its area has no create call), so it names no permission to write one.
 */
function kindScreen(kind: ConsoleKindName, call: string, section: ScreenSection, creates = true): Screen {
  const row: KindRow = kinds[kind]
  const write = creates ? row.permission?.write : undefined
  return { path: row.routes!.list as Screen['path'], call, titleKey: row.title!, permission: row.permission!.read, ...(write ? { write } : {}), section }
}

/** The screens of the default layout, in sidebar order; navigation commands read this list too. */
export const screens: readonly Screen[] = [
  { path: '/dashboard', call: 'system.dashboard', titleKey: 'shell:screens.dashboard', permission: 'dashboard.read', section: 'overview' },
  kindScreen('transaction', 'transaction.list', 'triage', false),
  kindScreen('customer', 'customer.list', 'triage', false),
  { path: '/transactionActivities', call: 'transaction.activities', titleKey: 'shell:screens.transactionActivities', permission: 'transaction.read', section: 'triage' },
  { path: '/session', titleKey: 'shell:screens.session', permission: 'transaction.read', section: 'triage' },
  kindScreen('notification', 'message.notifications', 'triage'),
  kindScreen('email', 'message.emails', 'triage'),
  kindScreen('paylink', 'paymentlink.list', 'triage'),
  kindScreen('reviewCase', 'review.list', 'fraud', false),
  kindScreen('fraudBlock', 'fraud.list', 'fraud'),
  { path: '/velocitystatistics', call: 'fraud.velocityStatistics', titleKey: 'shell:screens.velocityStatistics', permission: 'fraud.read', section: 'fraud' },
  kindScreen('cardBin', 'cardbin.list', 'fraud'),
  kindScreen('cardBlacklist', 'cardblacklist.list', 'fraud'),
  kindScreen('cardRestriction', 'cardrestriction.list', 'fraud'),
  kindScreen('trustPolicyConfig', 'trustpolicy.configs', 'fraud', false),
  kindScreen('merchant', 'merchant.list', 'merchants'),
  kindScreen('merchantGroup', 'mgroup.list', 'merchants'),
  kindScreen('gatewayCredential', 'gatewaycredential.list', 'merchants'),
  kindScreen('merchantKey', 'merchantkey.list', 'merchants'),
  kindScreen('user', 'muser.list', 'admin'),
  { path: '/admin/userEvents', call: 'muser.events', titleKey: 'shell:screens.userEvents', permission: 'user.audit', section: 'admin' },
  kindScreen('role', 'mrole.list', 'admin'),
  kindScreen('space', 'mspace.list', 'admin'),
  { path: '/reports', call: 'mspace.quicksightReports', titleKey: 'shell:screens.reports', permission: 'report.read', section: 'overview' },
  kindScreen('dailyReport', 'report.list', 'overview'),
  { path: '/customReports', call: 'report.runCustom', titleKey: 'shell:screens.customReports', permission: 'report.read', section: 'overview' },
  { path: '/settlement', call: 'finance.settlementRecords', titleKey: 'shell:screens.settlement', permission: 'finance.read', section: 'overview' },
  { path: '/reportsConfig', call: 'mspace.quicksightReports', titleKey: 'shell:screens.reportsConfig', permission: 'report.read', section: 'admin' },
  kindScreen('emailTemplateCollection', 'emailtpl.collections', 'admin'),
  kindScreen('systemEmailTemplateCollection', 'emailtpl.collections', 'admin'),
  kindScreen('resultCode', 'resultcode.list', 'admin'),
  kindScreen('pspResultCode', 'resultcode.pspList', 'admin'),
  { path: '/systemCommand', call: 'system.systemCommands', titleKey: 'shell:screens.systemCommand', permission: 'system.command.read', section: 'admin' },
  { path: '/profile', titleKey: 'shell:screens.profile', section: 'account' },
  { path: '/password', titleKey: 'shell:screens.password', section: 'account' },
  kindScreen('gatewayHive', 'hive.gatewayHive', 'system', false),
  kindScreen('midasHive', 'hive.midasHive', 'system', false),
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

/**
 * The routes that are neither a record kind's, a screen nor a merchant tab: the public pages,
 * forms and pages below a record. Each asks what the route above it asks, or more where named.
 */
const otherRoutes = {
  '/': null,
  '/login': null,
  '/resetpassword': null,
  '/resetpassword/$code': null,
  '/confirmemail/$code': null,
  '/unauthorized': null,
  '/merchant/{-$merchantName}/transactions/$transaction/log/$log': null,
  '/fraudblocks/@new': 'fraud.write',
  '/fraudblocks/batch': 'fraud.write',
  '/reportsConfig/$space/cfg': null,
  '/reportsConfig/$space/cfg/$reportConfig': null,
  '/trustPolicy/$configName/$collectionId': null,
} as const satisfies Readonly<Record<string, Permission | null>>

export type OtherRoute = keyof typeof otherRoutes

const MERCHANT_PAGE = /^\/merchants\/\$merchant(?:\/(\w+))?$/

function ownPermission(path: string): Permission | undefined {
  const tab = MERCHANT_PAGE.exec(path)
  if (tab) return merchantTabs.find((entry) => entry.segment === (tab[1] ?? ''))?.permission
  return (otherRoutes as Readonly<Record<string, Permission | null>>)[path] ?? screens.find((screen) => screen.path === path)?.permission
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
