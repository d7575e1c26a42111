import { dialogCommand } from './dialogs'
import { screenWritePermission } from './navigation'
import { kindCommands } from './record'
import { defineCommands } from './types'

export const groupCommands = {
  ...kindCommands('mgroup', {
    list: '/groups',
    detail: '/groups/$group',
    keywords: ['merchant groups', 'mgroup', 'groups', 'brands'],
    newKeywords: ['new group', 'create', 'add', 'mgroup'],
  }),
  ...defineCommands({
    'mgroup.uploadLogo': dialogCommand('uploadLogo', {
      title: 'mgroup:commands.uploadLogo',
      keywords: ['logo', 'image', 'upload', 'brand'],
      permission: screenWritePermission('/groups'),
      when: (ctx) => ctx.focus.merchantGroup !== undefined,
    }),
  }),
}
