import { onMerchantTab } from './merchants'
import { defineCommands } from './types'

export const merchantSettingsCommands = defineCommands({
  'paywall.uploadLogo': onMerchantTab('paywall', 'uploadLogo', {
    title: 'merchantSettings:commands.upload.logo',
    keywords: ['logo', 'image', 'upload', 'paywall', 'brand'],
    permission: 'merchant.configure',
  }),
  'paywall.uploadStylesheet': onMerchantTab('paywall', 'uploadStylesheet', {
    title: 'merchantSettings:commands.upload.stylesheet',
    keywords: ['stylesheet', 'css', 'upload', 'paywall', 'theme'],
    permission: 'merchant.configure',
  }),
})
