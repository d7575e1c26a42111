import { sectionKey } from './sections'
import { defineCommands } from './types'

export const customerCommands = defineCommands({
  'customer.list': {
    title: 'customer:commands.list',
    section: sectionKey('navigation'),
    keywords: ['customers', 'buyers', 'payers', 'trust level', 'email'],
    shortcut: 'g c',
    permission: 'customer.read',
    route: '/merchant/{-$merchantName}/customers',
    run: (ctx) => ctx.go({ to: '/merchant/{-$merchantName}/customers', params: {} }),
  },
})
