import { screenPermission } from './navigation'
import { listCommand, newRecordCommand } from './new-record'
import { defineCommands } from './types'

export const merchantKeyCommands = defineCommands({
  'merchantkey.list': listCommand({
    title: 'merchantKeys:commands.list',
    route: '/merchantKeys',
    permission: screenPermission('/merchantKeys'),
    keywords: ['api keys', 'merchant keys', 'tokens', 'integration'],
  }),
  'merchantkey.create': newRecordCommand({
    title: 'merchantKeys:commands.create',
    list: '/merchantKeys',
    route: '/merchantKeys/$merchantKey',
    permission: 'merchantKey.write',
    keywords: ['new api key', 'create', 'add', 'generate key'],
  }),
})
