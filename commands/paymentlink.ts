import { onMerchantPage } from './merchant'
import { merchantTabPath } from './merchant-tabs'
import { newRecordTarget } from './new-record'
import { kindCommands } from './record'
import { defineCommands } from './types'

const detail = '/merchants/$merchant/paymentLink/$paymentLink'

export const paymentLinkCommands = defineCommands({
  ...kindCommands('paymentlink', { list: '/paylinks', keywords: ['payment links', 'paylinks', 'pay links', 'invoices', 'all merchants'] }),
  'paymentlink.create': onMerchantPage({
    title: 'paymentlink:commands.create',
    keywords: ['new payment link', 'pay link', 'invoice', 'create', 'send'],
    permission: 'paymentLink.write',
    route: detail,
    run: (ctx, merchant) => ctx.go(newRecordTarget(detail, merchantTabPath(merchant, 'paymentLink'), { merchant }, ctx.location)),
  }),
})
