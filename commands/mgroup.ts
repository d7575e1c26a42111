import { screenWritePermission } from './navigation'
import { kindCommands } from './record'
import { sectionKey } from './sections'
import { defineCommands } from './types'

export const groupCommands = {
  ...kindCommands('mgroup', {
    list: '/groups',
    detail: '/groups/$group',
    keywords: ['merchant groups', 'mgroup', 'groups', 'brands'],
    newKeywords: ['new group', 'create', 'add', 'mgroup'],
  }),
  ...defineCommands({
    'mgroup.uploadLogo': {
      title: 'mgroup:commands.uploadLogo',
      section: sectionKey('navigation'),
      keywords: ['logo', 'image', 'upload', 'brand'],
      permission: screenWritePermission('/groups'),
      when: (ctx) => ctx.focus.merchantGroup !== undefined,
      run: (ctx) => ctx.openDialog('uploadLogo'),
    },
  }),
}
