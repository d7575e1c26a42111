import type { Permission } from '@domain/permissions'

export type ScreenSection = 'overview' | 'triage' | 'fraud' | 'merchants' | 'account' | 'system'

export interface Screen {
  path:
    | '/dashboard'
    | '/merchant/{-$merchantName}/transactions'
    | '/merchant/{-$merchantName}/customers'
    | '/transactionActivities'
    | '/session'
    | '/fraudblocks'
    | '/velocitystatistics'
    | '/cardBins'
    | '/cardBlacklist'
    | '/merchants'
    | '/groups'
    | '/gatewayCredentials'
    | '/merchantKeys'
    | '/profile'
    | '/password'
    | '/version'
  /** i18n key of the screen's title. */
  titleKey: string
  /** Hidden from users without it (the route guard refuses them too). */
  permission?: Permission
  section: ScreenSection
}

/** The screens of the default layout, in sidebar order; navigation commands read this list too. */
export const screens: readonly Screen[] = [
  { path: '/dashboard', titleKey: 'shell:screens.dashboard', permission: 'dashboard.read', section: 'overview' },
  { path: '/merchant/{-$merchantName}/transactions', titleKey: 'shell:screens.transactions', permission: 'transaction.read', section: 'triage' },
  { path: '/merchant/{-$merchantName}/customers', titleKey: 'shell:screens.customers', permission: 'customer.read', section: 'triage' },
  { path: '/transactionActivities', titleKey: 'shell:screens.transactionActivities', permission: 'transaction.read', section: 'triage' },
  { path: '/session', titleKey: 'shell:screens.session', permission: 'transaction.read', section: 'triage' },
  { path: '/fraudblocks', titleKey: 'shell:screens.fraudBlocks', permission: 'fraud.read', section: 'fraud' },
  { path: '/velocitystatistics', titleKey: 'shell:screens.velocityStatistics', permission: 'fraud.read', section: 'fraud' },
  { path: '/cardBins', titleKey: 'shell:screens.cardBins', permission: 'cardData.read', section: 'fraud' },
  { path: '/cardBlacklist', titleKey: 'shell:screens.cardBlacklist', permission: 'cardData.read', section: 'fraud' },
  { path: '/merchants', titleKey: 'shell:screens.merchants', permission: 'merchant.read', section: 'merchants' },
  { path: '/groups', titleKey: 'shell:screens.groups', permission: 'merchantGroup.read', section: 'merchants' },
  { path: '/gatewayCredentials', titleKey: 'shell:screens.gatewayCredentials', permission: 'gatewayCredential.read', section: 'merchants' },
  { path: '/merchantKeys', titleKey: 'shell:screens.merchantKeys', permission: 'merchantKey.read', section: 'merchants' },
  { path: '/profile', titleKey: 'shell:screens.profile', section: 'account' },
  { path: '/password', titleKey: 'shell:screens.password', section: 'account' },
  { path: '/version', titleKey: 'shell:screens.version', section: 'system' },
]

export const sectionTitleKeys: Record<ScreenSection, string> = {
  overview: 'shell:sections.overview',
  triage: 'shell:sections.triage',
  fraud: 'shell:sections.fraud',
  merchants: 'shell:sections.merchants',
  account: 'shell:sections.account',
  system: 'shell:sections.system',
}
