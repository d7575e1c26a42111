import { tabRequests } from '@console/screens/merchants/tab-requests'
import { onMerchantTab } from './merchants'
import { defineCommands } from './types'

export const paymentLinkCommands = defineCommands({
  'paymentLinks.create': onMerchantTab(tabRequests.createPaymentLink, {
    title: 'paymentLinks:commands.create',
    keywords: ['new payment link', 'pay link', 'invoice', 'create', 'send'],
    permission: 'paymentLink.write',
  }),
})
