import type { Permission } from '@domain/permissions'

/** A child screen of /merchants/{merchant}: its path segment ('' is the overview), title and permission. */
export interface MerchantTab {
  segment: '' | 'email' | 'paywall' | 'gateways' | 'settings' | 'resources' | 'instruments' | 'paymentLink' | 'trustlevels' | 'fraudConfigs' | 'accountSummary' | 'velocityblocks' | 'cardRestrictions'
  /** Key in the merchant namespace: `tabs.{key}` is the tab's title, `commands.{key}` its command's. */
  key: string
  permission: Permission
  keywords: string[]
}

/** The spec's child screens of a merchant, in the order of its tab strip. */
export const merchantTabs: readonly MerchantTab[] = [
  { segment: '', key: 'overview', permission: 'merchant.read', keywords: ['merchant', 'overview', 'summary', 'figures'] },
  { segment: 'settings', key: 'settings', permission: 'merchant.read', keywords: ['configuration', 'currencies', '3ds', 'instalments', 'notification urls'] },
  { segment: 'email', key: 'email', permission: 'merchant.read', keywords: ['email', 'sender', 'templates', 'receipts'] },
  { segment: 'paywall', key: 'paywall', permission: 'merchant.read', keywords: ['paywall', 'hosted payment page', 'skin', 'preview'] },
  { segment: 'gateways', key: 'gateways', permission: 'merchant.read', keywords: ['gateway', 'acquirer', 'mid', 'routing'] },
  { segment: 'instruments', key: 'instruments', permission: 'merchant.read', keywords: ['instrument', 'payment method', 'limits'] },
  { segment: 'trustlevels', key: 'trustlevels', permission: 'trustPolicy.read', keywords: ['trust level', 'trust', 'customers'] },
  { segment: 'fraudConfigs', key: 'fraudConfigs', permission: 'fraud.read', keywords: ['fraud', 'vendor', 'score', 'threshold'] },
  { segment: 'velocityblocks', key: 'velocityblocks', permission: 'fraud.read', keywords: ['velocity', 'blocks'] },
  { segment: 'cardRestrictions', key: 'cardRestrictions', permission: 'cardData.read', keywords: ['card restriction', 'country', 'scheme', 'rules'] },
  { segment: 'paymentLink', key: 'paymentLink', permission: 'paymentLink.read', keywords: ['payment link', 'pay link', 'invoice'] },
  { segment: 'accountSummary', key: 'accountSummary', permission: 'finance.read', keywords: ['account', 'balance', 'ledger', 'summary'] },
  { segment: 'resources', key: 'resources', permission: 'merchant.read', keywords: ['resources', 'callers', 'tags', 'links'] },
]

/** The console path of a merchant's tab. */
export function merchantTabPath(merchant: string, segment: MerchantTab['segment']): string {
  const base = `/merchants/${encodeURIComponent(merchant)}`
  return segment ? `${base}/${segment}` : base
}

export type MerchantTabRoute = '/merchants/$merchant' | `/merchants/$merchant/${Exclude<MerchantTab['segment'], ''>}`

/** The route of a merchant's tab, in the router's `to` form. */
export function merchantTabRoute(segment: MerchantTab['segment']): MerchantTabRoute {
  return segment ? `/merchants/$merchant/${segment}` : '/merchants/$merchant'
}
