import { merchantTabPath } from './merchant-tabs'
import { onMerchantPage } from './merchants'
import { newRecordTarget } from './new-record'
import { defineCommands } from './types'

export const merchantRiskCommands = defineCommands({
  'merchantRisk.addTrustLevel': onMerchantPage({
    title: 'merchantRisk:commands.addTrustLevel',
    keywords: ['new trust level', 'add', 'create', 'trust', 'customers'],
    permission: 'trustPolicy.write',
    route: '/merchants/$merchant/trustlevels/$trustLevel',
    run: (ctx, merchant) => ctx.go(newRecordTarget('/merchants/$merchant/trustlevels/$trustLevel', merchantTabPath(merchant, 'trustlevels'), { merchant }, ctx.location)),
  }),
})
