import { screenPermission } from './navigation'
import { newRecordPath } from './new-record'
import { sectionKey } from './sections'
import { defineCommands } from './types'

export const merchantKeyCommands = defineCommands({
  'merchantkey.list': {
    title: 'merchantKeys:commands.list',
    section: sectionKey('navigation'),
    keywords: ['api keys', 'merchant keys', 'tokens', 'integration'],
    permission: screenPermission('/merchantKeys'),
    route: '/merchantKeys',
    run: (ctx) => ctx.navigate('/merchantKeys'),
  },
  'merchantkey.create': {
    title: 'merchantKeys:commands.create',
    section: sectionKey('navigation'),
    keywords: ['new api key', 'create', 'add', 'generate key'],
    permission: 'merchantKey.write',
    route: '/merchantKeys/$merchantKey',
    run: (ctx) => ctx.navigate(newRecordPath('/merchantKeys', ctx.location)),
  },
})
