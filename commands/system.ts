import { screenPermission } from './navigation'
import { listCommand } from './new-record'
import { defineCommands } from './types'

export const systemCommands = defineCommands({
  'system.commands': listCommand({
    title: 'system:commands.systemCommands',
    route: '/systemCommand',
    permission: screenPermission('/systemCommand'),
    keywords: ['system commands', 'maintenance', 'run command', 'cache', 'replay jobs'],
  }),
})
