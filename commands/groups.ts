import { requestScreenAction } from '@console/palette/screen-requests'
import { screenPermission } from './navigation'
import { newRecordPath } from './new-record'
import { sectionKey } from './sections'
import { defineCommands } from './types'

/** What the upload command asks of the open group's detail: open its logo file chooser. */
export const UPLOAD_LOGO_REQUEST = 'groups.uploadLogo'

export const groupCommands = defineCommands({
  'groups.list': {
    title: 'groups:commands.list',
    section: sectionKey('navigation'),
    keywords: ['merchant groups', 'mgroup', 'groups', 'brands'],
    permission: screenPermission('/groups'),
    route: '/groups',
    run: (ctx) => ctx.navigate('/groups'),
  },
  'groups.create': {
    title: 'groups:commands.create',
    section: sectionKey('navigation'),
    keywords: ['new group', 'create', 'add', 'mgroup'],
    permission: 'merchantGroup.write',
    route: '/groups/$group',
    run: (ctx) => ctx.navigate(newRecordPath('/groups', ctx.location)),
  },
  'groups.uploadLogo': {
    title: 'groups:commands.uploadLogo',
    section: sectionKey('navigation'),
    keywords: ['logo', 'image', 'upload', 'brand'],
    permission: 'merchantGroup.write',
    when: (ctx) => ctx.focus.merchantGroup !== undefined,
    run: () => requestScreenAction(UPLOAD_LOGO_REQUEST),
  },
})
