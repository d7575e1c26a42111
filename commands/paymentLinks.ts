import { onMerchantTab } from './merchant'
import { defineCommands } from './types'

export const paymentLinkCommands = defineCommands({
  'paymentLinks.create': onMerchantTab('paymentLink', 'createPaymentLink', {
    title: 'paymentLinks:commands.create',
    keywords: ['new payment link', 'pay link', 'invoice', 'create', 'send'],
    permission: 'paymentLink.write',
  }),
})
