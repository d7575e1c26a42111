import { type KindRow, type KindScreenRoute, kindOfScreen, kinds } from '@domain/kinds'
import type { Permission } from '@domain/permissions'
import { merchantTabs } from './merchant-tabs'

export type ScreenSection = 'overview' | 'triage' | 'fraud' | 'merchants' | 'admin' | 'account' | 'system'

export interface Screen {
  /** A record kind's list route, or a screen of its own. */
  path:
    | KindScreenRoute
    | '/dashboard'
    | '/transactionActivities'
    | '/session'
    | '/velocitystatistics'
    | '/admin/userEvents'
    | '/reports'
    | '/customReports'
    | '/settlement'
    | '/reportsConfig'
    | '/systemCommand'
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
 * The list screen of a record kind, at its list route: its title and permissions are its row's in
 * the kind table; `call` is the list call a test holds them to. `creates`: false where the screen
 * makes no new record (its area has no create call), so it names no permission to write one.
 */
function kindScreen(path: KindScreenRoute, call: string, section: ScreenSection, creates = true): Screen {
  const row: KindRow = kinds[kindOfScreen(path)]
  const write = creates ? row.permission?.write : undefined
  return { path, call, titleKey: row.title!, permission: row.permission!.read, ...(write ? { write } : {}), section }
}

/** The screens of the default layout, in sidebar order; navigation commands read this list too. */
export const screens: readonly Screen[] = [
  { path: '/dashboard', call: 'system.dashboard', titleKey: 'shell:screens.dashboard', permission: 'dashboard.read', section: 'overview' },
  kindScreen('/approvals', 'approval.list', 'overview', false),
  kindScreen('/merchant/{-$merchantName}/transactions', 'transaction.list', 'triage', false),
  kindScreen('/merchant/{-$merchantName}/customers', 'customer.list', 'triage', false),
  { path: '/transactionActivities', call: 'transaction.activities', titleKey: 'shell:screens.transactionActivities', permission: 'transaction.read', section: 'triage' },
  { path: '/session', titleKey: 'shell:screens.session', permission: 'transaction.read', section: 'triage' },
  kindScreen('/notifications', 'message.notifications', 'triage'),
  kindScreen('/emails', 'message.emails', 'triage'),
  kindScreen('/paylinks', 'paymentlink.list', 'triage'),
  kindScreen('/reviews', 'review.list', 'fraud', false),
  kindScreen('/fraudblocks', 'fraud.list', 'fraud'),
  { path: '/velocitystatistics', call: 'fraud.velocityStatistics', titleKey: 'shell:screens.velocityStatistics', permission: 'fraud.read', section: 'fraud' },
  kindScreen('/cardBins', 'cardbin.list', 'fraud'),
  kindScreen('/cardBlacklist', 'cardblacklist.list', 'fraud'),
  kindScreen('/cardRestrictions', 'cardrestriction.list', 'fraud'),
  kindScreen('/trustPolicy', 'trustpolicy.configs', 'fraud', false),
  kindScreen('/merchants', 'merchant.list', 'merchants'),
  kindScreen('/groups', 'mgroup.list', 'merchants'),
  kindScreen('/gatewayCredentials', 'gatewaycredential.list', 'merchants'),
  kindScreen('/merchantKeys', 'merchantkey.list', 'merchants'),
  kindScreen('/admin/users', 'muser.list', 'admin'),
  { path: '/admin/userEvents', call: 'muser.events', titleKey: 'shell:screens.userEvents', permission: 'user.audit', section: 'admin' },
  kindScreen('/roles', 'mrole.list', 'admin'),
  kindScreen('/spaces', 'mspace.list', 'admin'),
  { path: '/reports', call: 'mspace.quicksightReports', titleKey: 'shell:screens.reports', permission: 'report.read', section: 'overview' },
  kindScreen('/dailyReports', 'report.list', 'overview'),
  { path: '/customReports', call: 'report.runCustom', titleKey: 'shell:screens.customReports', permission: 'report.read', section: 'overview' },
  { path: '/settlement', call: 'finance.settlementRecords', titleKey: 'shell:screens.settlement', permission: 'finance.read', section: 'overview' },
  { path: '/reportsConfig', call: 'mspace.quicksightReports', titleKey: 'shell:screens.reportsConfig', permission: 'report.read', section: 'admin' },
  kindScreen('/templateCollections', 'emailtpl.collections', 'admin'),
  kindScreen('/systemTplCollections', 'emailtpl.collections', 'admin'),
  kindScreen('/resultcodes/cs', 'resultcode.list', 'admin'),
  kindScreen('/resultcodes/psp', 'resultcode.pspList', 'admin'),
  { path: '/systemCommand', call: 'system.systemCommands', titleKey: 'shell:screens.systemCommand', permission: 'system.command.read', section: 'admin' },
  { path: '/profile', titleKey: 'shell:screens.profile', section: 'account' },
  { path: '/password', titleKey: 'shell:screens.password', section: 'account' },
  kindScreen('/gwhive', 'hive.gatewayHive', 'system', false),
  kindScreen('/midashive', 'hive.midasHive', 'system', false),
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
