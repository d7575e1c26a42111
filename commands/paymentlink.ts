import { onMerchantPage } from './merchant'
import { merchantTabPath } from './merchant-tabs'
import { screenPermission } from './navigation'
import { listCommand, newRecordTarget } from './new-record'
import { defineCommands } from './types'

const detail = '/merchants/$merchant/paymentLink/$paymentLink'

export const paymentLinkCommands = defineCommands({
  'paymentlink.list': listCommand({
    title: 'paymentlink:commands.list',
    route: '/paylinks',
    permission: screenPermission('/paylinks'),
    keywords: ['payment links', 'paylinks', 'pay links', 'invoices', 'all merchants'],
  }),
  'paymentlink.create': onMerchantPage({
    title: 'paymentlink:commands.create',
    keywords: ['new payment link', 'pay link', 'invoice', 'create', 'send'],
    permission: 'paymentLink.write',
    route: detail,
    run: (ctx, merchant) => ctx.go(newRecordTarget(detail, merchantTabPath(merchant, 'paymentLink'), { merchant }, ctx.location)),
  }),
})
