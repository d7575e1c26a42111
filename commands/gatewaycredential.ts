import { screenPermission } from './navigation'
import { listCommand, newRecordCommand } from './new-record'
import { defineCommands } from './types'

export const gatewayCredentialCommands = defineCommands({
  'gatewaycredential.list': listCommand({
    title: 'gatewaycredential:commands.list',
    route: '/gatewayCredentials',
    permission: screenPermission('/gatewayCredentials'),
    keywords: ['gateway credentials', 'acquirer keys', 'psp', 'terminal', 'secrets'],
  }),
  'gatewaycredential.create': newRecordCommand({
    title: 'gatewaycredential:commands.create',
    list: '/gatewayCredentials',
    route: '/gatewayCredentials/$gatewayCredential',
    permission: 'gatewayCredential.write',
    keywords: ['new credential', 'create', 'add', 'gateway'],
  }),
})
