import { screenPermission } from './navigation'
import { newRecordPath } from './new-record'
import { sectionKey } from './sections'
import { defineCommands } from './types'

export const gatewayCredentialCommands = defineCommands({
  'gatewaycredential.list': {
    title: 'gatewayCredentials:commands.list',
    section: sectionKey('navigation'),
    keywords: ['gateway credentials', 'acquirer keys', 'psp', 'terminal', 'secrets'],
    permission: screenPermission('/gatewayCredentials'),
    route: '/gatewayCredentials',
    run: (ctx) => ctx.navigate('/gatewayCredentials'),
  },
  'gatewaycredential.create': {
    title: 'gatewayCredentials:commands.create',
    section: sectionKey('navigation'),
    keywords: ['new credential', 'create', 'add', 'gateway'],
    permission: 'gatewayCredential.write',
    route: '/gatewayCredentials/$gatewayCredential',
    run: (ctx) => ctx.navigate(newRecordPath('/gatewayCredentials', ctx.location)),
  },
})
