import { merchantTabPath } from './merchant-tabs'
import { onMerchantPage } from './merchants'
import { newRecordTarget } from './new-record'
import { defineCommands } from './types'

export const merchantConfigCommands = defineCommands({
  'merchantConfigs.addGatewayConfig': onMerchantPage({
    title: 'merchantConfigs:commands.addGatewayConfig',
    keywords: ['new', 'create', 'add', 'gateway', 'acquirer', 'mid', 'routing'],
    permission: 'merchant.configure',
    route: '/merchants/$merchant/gateways/$gateway',
    run: (ctx, merchant) => ctx.go(newRecordTarget('/merchants/$merchant/gateways/$gateway', merchantTabPath(merchant, 'gateways'), { merchant }, ctx.location)),
  }),
  'merchantConfigs.addInstrument': onMerchantPage({
    title: 'merchantConfigs:commands.addInstrument',
    keywords: ['new', 'create', 'add', 'instrument', 'payment method', 'limits'],
    permission: 'merchant.configure',
    route: '/merchants/$merchant/instruments/$instrument',
    run: (ctx, merchant) => ctx.go(newRecordTarget('/merchants/$merchant/instruments/$instrument', merchantTabPath(merchant, 'instruments'), { merchant }, ctx.location)),
  }),
})
