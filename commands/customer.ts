import { kindCommands } from './record'

export const customerCommands = kindCommands('customer', {
  list: '/merchant/{-$merchantName}/customers',
  shortcut: 'g c',
  keywords: ['customers', 'buyers', 'payers', 'trust level', 'email'],
})
