import { kindCommands } from './record'

export const gatewayCredentialCommands = kindCommands('gatewaycredential', {
  list: '/gatewayCredentials',
  detail: '/gatewayCredentials/$gatewayCredential',
  keywords: ['gateway credentials', 'acquirer keys', 'psp', 'terminal', 'secrets'],
  newKeywords: ['new credential', 'create', 'add', 'gateway'],
})
