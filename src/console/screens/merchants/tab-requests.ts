import type { MerchantTab } from './merchant-tabs'

/** Something a merchant-page command asks of one tab: the screen action the tab listens for, and the tab. */
export interface TabRequest {
  action: string
  tab: MerchantTab['segment']
}

/** The merchant-page commands that make a tab do something: open a dialog, a form, a file chooser. */
export const tabRequests = {
  rotateSecretKey: { action: 'merchant.rotateSecretKey', tab: '' },
  addTag: { action: 'merchant.addTag', tab: '' },
  addCaller: { action: 'merchant.addCaller', tab: 'resources' },
  createPaymentLink: { action: 'paymentLinks.create', tab: 'paymentLink' },
  uploadLogo: { action: 'merchantSettings.uploadLogo', tab: 'paywall' },
  uploadStylesheet: { action: 'merchantSettings.uploadStylesheet', tab: 'paywall' },
} as const satisfies Record<string, TabRequest>
