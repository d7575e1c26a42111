import { screenPermission } from './navigation'
import { listCommand, newRecordCommand } from './new-record'
import { sectionKey } from './sections'
import { defineCommands } from './types'

export const groupCommands = defineCommands({
  'groups.list': listCommand({
    title: 'groups:commands.list',
    route: '/groups',
    permission: screenPermission('/groups'),
    keywords: ['merchant groups', 'mgroup', 'groups', 'brands'],
  }),
  'groups.create': newRecordCommand({
    title: 'groups:commands.create',
    list: '/groups',
    route: '/groups/$group',
    permission: 'merchantGroup.write',
    keywords: ['new group', 'create', 'add', 'mgroup'],
  }),
  'groups.uploadLogo': {
    title: 'groups:commands.uploadLogo',
    section: sectionKey('navigation'),
    keywords: ['logo', 'image', 'upload', 'brand'],
    permission: 'merchantGroup.write',
    when: (ctx) => ctx.focus.merchantGroup !== undefined,
    run: (ctx) => ctx.openDialog('uploadLogo'),
  },
})
