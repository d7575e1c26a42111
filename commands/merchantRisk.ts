import { merchantTabPath } from '@console/screens/merchants/merchant-tabs'
import { onMerchantPage } from './merchants'
import { newRecordPath } from './new-record'
import { defineCommands } from './types'

export const merchantRiskCommands = defineCommands({
  'merchantRisk.addTrustLevel': onMerchantPage({
    title: 'merchantRisk:commands.addTrustLevel',
    keywords: ['new trust level', 'add', 'create', 'trust', 'customers'],
    permission: 'trustPolicy.write',
    route: '/merchants/$merchant/trustlevels/$trustLevel',
    run: (ctx, merchant) => ctx.navigate(newRecordPath(merchantTabPath(merchant, 'trustlevels'), ctx.location)),
  }),
})
