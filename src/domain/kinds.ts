import type { Permission } from './permissions'

/**
 * One row per record kind, named by the kind: its calls.tsv area, its list's id (query keys, saved
 * preferences and exports; the area's slug when the area has one kind), its list and record routes
 * in the router's `to` form, the params before the last that name a record with it, the commands'
 * focus name where the last param is not it, its read and write permission (the call table's,
 * held equal by a unit test), the audit events' target type where it is not the kind's name, and
 * the i18n key of its screen's title. A kind the console does not show has its area only: the
 * server audits it. Plain data, loaded before any area: the route guard reads it.
 */
export interface KindRow {
  area: string
  list?: string
  routes?: { list: string; record: string }
  idParams?: readonly string[]
  focus?: string
  permission?: { read: Permission; write?: Permission }
  audit?: string
  title?: string
}

export const kinds = {
  transaction: { area: 'transaction', list: 'transactions', routes: { list: '/merchant/{-$merchantName}/transactions', record: '/merchant/{-$merchantName}/transactions/$transaction' }, permission: { read: 'transaction.read', write: 'transaction.update' }, title: 'shell:screens.transactions' },
  customer: { area: 'customer', list: 'customers', routes: { list: '/merchant/{-$merchantName}/customers', record: '/merchant/{-$merchantName}/customers/$customer' }, permission: { read: 'customer.read', write: 'customer.write' }, title: 'shell:screens.customers' },
  notification: { area: 'message', list: 'notifications', routes: { list: '/notifications', record: '/notifications/$notification' }, focus: 'message', permission: { read: 'message.read' }, audit: 'message', title: 'shell:screens.notifications' },
  email: { area: 'message', list: 'emails', routes: { list: '/emails', record: '/emails/$email' }, focus: 'message', permission: { read: 'message.read' }, audit: 'message', title: 'shell:screens.emails' },
  paylink: { area: 'paymentlink', list: 'paylinks', routes: { list: '/paylinks', record: '/paylinks/$paylink' }, focus: 'paymentLink', permission: { read: 'paymentLink.read' }, audit: 'paymentLink', title: 'shell:screens.paylinks' },
  fraudBlock: { area: 'fraud', list: 'fraudblocks', routes: { list: '/fraudblocks', record: '/fraudblocks/$fraudBlock' }, permission: { read: 'fraud.read', write: 'fraud.write' }, title: 'shell:screens.fraudBlocks' },
  cardBin: { area: 'cardbin', routes: { list: '/cardBins', record: '/cardBins/$cardBin' }, permission: { read: 'cardData.read', write: 'cardBin.write' }, title: 'shell:screens.cardBins' },
  cardBlacklist: { area: 'cardblacklist', routes: { list: '/cardBlacklist', record: '/cardBlacklist/$cardId' }, focus: 'cardBlacklistEntry', permission: { read: 'cardData.read', write: 'cardData.write' }, title: 'shell:screens.cardBlacklist' },
  cardRestriction: { area: 'cardrestriction', list: 'cardRestrictions', routes: { list: '/cardRestrictions', record: '/cardRestrictions/$restriction' }, focus: 'cardRestriction', permission: { read: 'cardData.read', write: 'cardData.write' }, title: 'shell:screens.cardRestrictions' },
  cardRestrictionRule: { area: 'cardrestriction', list: 'cardRestrictionRules', routes: { list: '/cardRestrictions/$restriction', record: '/cardRestrictions/$restriction/$ruleId' }, focus: 'cardRestrictionRule', permission: { read: 'cardData.read', write: 'cardData.write' } },
  trustPolicyConfig: { area: 'trustpolicy', routes: { list: '/trustPolicy', record: '/trustPolicy/$configName' }, focus: 'trustPolicyConfig', permission: { read: 'trustPolicy.read', write: 'trustPolicy.write' }, title: 'shell:screens.trustPolicy' },
  merchant: { area: 'merchant', list: 'merchants', routes: { list: '/merchants', record: '/merchants/$merchant' }, permission: { read: 'merchant.read', write: 'merchant.write' }, title: 'shell:screens.merchants' },
  gatewayConfig: { area: 'merchant', list: 'gatewayConfigs', routes: { list: '/merchants/$merchant/gateways', record: '/merchants/$merchant/gateways/$gateway' }, focus: 'gatewayConfig', permission: { read: 'merchant.read', write: 'merchant.configure' } },
  instrumentConfig: { area: 'merchant', list: 'instrumentConfigs', routes: { list: '/merchants/$merchant/instruments', record: '/merchants/$merchant/instruments/$instrument' }, focus: 'instrumentConfig', permission: { read: 'merchant.read', write: 'merchant.configure' } },
  trustLevel: { area: 'merchant', list: 'trustlevels', routes: { list: '/merchants/$merchant/trustlevels', record: '/merchants/$merchant/trustlevels/$trustLevel' }, permission: { read: 'trustPolicy.read', write: 'trustPolicy.write' } },
  fraudConfig: { area: 'merchant', list: 'fraudConfigs', routes: { list: '/merchants/$merchant/fraudConfigs', record: '/merchants/$merchant/fraudConfigs/$fraudConfig' }, permission: { read: 'fraud.read', write: 'fraud.write' } },
  velocityBlock: { area: 'merchant', list: 'velocityblocks', routes: { list: '/merchants/$merchant/velocityblocks', record: '/merchants/$merchant/velocityblocks/$velocityBlock' }, permission: { read: 'fraud.read', write: 'fraud.write' } },
  paymentLink: { area: 'paymentlink', routes: { list: '/merchants/$merchant/paymentLink', record: '/merchants/$merchant/paymentLink/$paymentLink' }, permission: { read: 'paymentLink.read', write: 'paymentLink.write' } },
  merchantGroup: { area: 'mgroup', routes: { list: '/groups', record: '/groups/$group' }, focus: 'merchantGroup', permission: { read: 'merchantGroup.read', write: 'merchantGroup.write' }, title: 'shell:screens.groups' },
  gatewayCredential: { area: 'gatewaycredential', routes: { list: '/gatewayCredentials', record: '/gatewayCredentials/$gatewayCredential' }, permission: { read: 'gatewayCredential.read', write: 'gatewayCredential.write' }, title: 'shell:screens.gatewayCredentials' },
  merchantKey: { area: 'merchantkey', routes: { list: '/merchantKeys', record: '/merchantKeys/$merchantKey' }, permission: { read: 'merchantKey.read', write: 'merchantKey.write' }, title: 'shell:screens.merchantKeys' },
  user: { area: 'muser', list: 'users', routes: { list: '/admin/users', record: '/admin/users/$user' }, focus: 'adminUser', permission: { read: 'user.read', write: 'user.write' }, title: 'shell:screens.users' },
  role: { area: 'mrole', routes: { list: '/roles', record: '/roles/$role' }, permission: { read: 'role.read', write: 'role.write' }, title: 'shell:screens.roles' },
  space: { area: 'mspace', list: 'spaces', routes: { list: '/spaces', record: '/spaces/$space' }, permission: { read: 'space.read', write: 'space.write' }, title: 'shell:screens.spaces' },
  dailyReport: { area: 'report', list: 'dailyReports', routes: { list: '/dailyReports', record: '/dailyReports/$space/$dailyReport' }, idParams: ['space'], permission: { read: 'report.read' }, audit: 'spaceDailyReport', title: 'shell:screens.dailyReports' },
  emailTemplateCollection: { area: 'emailtpl', list: 'templateCollections', routes: { list: '/templateCollections', record: '/templateCollections/$collectionName' }, focus: 'templateCollection', permission: { read: 'template.read', write: 'template.write' }, title: 'shell:screens.templateCollections' },
  emailTemplate: { area: 'emailtpl', list: 'collectionTemplates', routes: { list: '/templateCollections/$collectionName', record: '/templateCollections/$collectionName/$templateId' }, focus: 'emailTemplate', permission: { read: 'template.read', write: 'template.write' } },
  systemEmailTemplateCollection: { area: 'emailtpl', list: 'systemTplCollections', routes: { list: '/systemTplCollections', record: '/systemTplCollections/$collectionName' }, focus: 'templateCollection', permission: { read: 'template.read', write: 'template.write' }, audit: 'emailTemplateCollection', title: 'shell:screens.systemTplCollections' },
  systemEmailTemplate: { area: 'emailtpl', list: 'systemTemplates', routes: { list: '/systemTplCollections/$collectionName', record: '/systemTplCollections/$collectionName/$template' }, focus: 'emailTemplate', permission: { read: 'template.read', write: 'template.write' }, audit: 'emailTemplate' },
  resultCode: { area: 'resultcode', list: 'resultCodes', routes: { list: '/resultcodes/cs', record: '/resultcodes/cs/$resultCode' }, permission: { read: 'resultCode.read', write: 'resultCode.write' }, title: 'shell:screens.resultCodes' },
  pspResultCode: { area: 'resultcode', list: 'pspResultCodes', routes: { list: '/resultcodes/psp', record: '/resultcodes/psp/$pspResultCode' }, permission: { read: 'resultCode.read', write: 'resultCode.write' }, title: 'shell:screens.pspResultCodes' },
  gatewayHive: { area: 'hive', list: 'gwhive', routes: { list: '/gwhive', record: '/gwhive/$component/$key' }, idParams: ['component'], focus: 'hiveSetting', permission: { read: 'hive.read', write: 'hive.write' }, title: 'shell:screens.gatewayHive' },
  midasHive: { area: 'hive', list: 'midashive', routes: { list: '/midashive', record: '/midashive/$component/$key' }, idParams: ['component'], focus: 'hiveSetting', permission: { read: 'hive.read', write: 'hive.write' }, title: 'shell:screens.midasHive' },
  reviewCase: { area: 'review', list: 'reviews', routes: { list: '/reviews', record: '/reviews/$case' }, focus: 'reviewCase', permission: { read: 'review.read' }, title: 'shell:screens.reviews' },
  changeRequest: { area: 'approval', list: 'approvals', routes: { list: '/approvals', record: '/approvals/$request' }, focus: 'changeRequest', permission: { read: 'approval.read' }, title: 'shell:screens.approvals' },
  trustPolicyCollection: { area: 'trustpolicy' },
  trustPolicy: { area: 'trustpolicy' },
  spaceConfig: { area: 'mspace' },
  quicksightReport: { area: 'mspace' },
  savedSearch: { area: 'savedsearch' },
  refreshToken: { area: 'auth' },
  session: { area: 'auth' },
  settlementUpload: { area: 'finance' },
  ledgerMovement: { area: 'finance' },
  systemCommand: { area: 'system' },
  /** A space's chain of audit rows: what an export of it and its retention are audited on. */
  auditTrail: { area: 'muser' },
} as const satisfies Record<string, KindRow>

export type KindName = keyof typeof kinds

type Kinds = typeof kinds

/** The kinds the console shows: a list and a record route. */
export type ConsoleKindName = { [K in KindName]: Kinds[K] extends { routes: object } ? K : never }[KindName]

/** How the audit log names a record of a kind: the kind's own name unless its row says otherwise. */
export type AuditTargetOf<K extends KindName> = Kinds[K] extends { audit: infer Target extends string } ? Target : K

/** Every `user_event.target_type` the server writes, one spelling each (camelCase). */
export type AuditTargetType = { [K in KindName]: AuditTargetOf<K> }[KindName]

/** A console kind's list route and record route, in the router's `to` form. */
export type KindRoute = { [K in ConsoleKindName]: Kinds[K]['routes']['list'] | Kinds[K]['routes']['record'] }[ConsoleKindName]

type LastParam<Path extends string> = Path extends `${string}/$${infer Rest}` ? LastParam<`/${Rest}`> : Path extends `/${infer Name}` ? Name : never

/** A console kind's record route, in the router's `to` form. */
export type KindRecordRoute<K extends ConsoleKindName> = Kinds[K]['routes']['record']

/** The param of a console kind's record route that names the record: its last. */
export type KindRecordParam<K extends ConsoleKindName> = LastParam<KindRecordRoute<K>>

/** The name a console kind's open record is in focus under, for the commands: its row's, else its record route's last param. */
export type KindFocusName<K extends ConsoleKindName> = K extends K ? (Kinds[K] extends { focus: infer Focus extends string } ? Focus : KindRecordParam<K>) : never

/** The kinds with a screen of their own: the sidebar opens their list, under their title. */
export type ScreenKindName = { [K in ConsoleKindName]: Kinds[K] extends { title: string } ? K : never }[ConsoleKindName]

/** The list route of a kind with a screen of its own: the screen's path. */
export type KindScreenRoute = Kinds[ScreenKindName]['routes']['list']

/** The kind whose screen a list route is. */
export function kindOfScreen(route: KindScreenRoute): ScreenKindName {
  return (Object.keys(kinds) as KindName[]).find((kind) => {
    const row: KindRow = kinds[kind]
    return row.title !== undefined && row.routes?.list === route
  }) as ScreenKindName
}

export function auditTargetOf(kind: KindName): AuditTargetType {
  const row: KindRow = kinds[kind]
  return (row.audit ?? kind) as AuditTargetType
}
