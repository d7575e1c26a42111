import { screenPermission } from './navigation'
import { listCommand } from './new-record'
import { sectionKey } from './sections'
import { defineCommands } from './types'

export const sessionCommands = defineCommands({
  'session.openProfile': listCommand({
    title: 'commands:session.openProfile',
    section: sectionKey('account'),
    keywords: ['profile', 'account', 'me', 'avatar', 'two-factor', '2fa', 'timezone'],
    shortcut: 'g p',
    permission: screenPermission('/profile'),
    route: '/profile',
  }),
  'session.changePassword': listCommand({
    title: 'commands:session.changePassword',
    section: sectionKey('account'),
    keywords: ['password', 'security'],
    permission: screenPermission('/password'),
    route: '/password',
  }),
  'session.signOut': {
    title: 'commands:session.signOut',
    section: sectionKey('account'),
    keywords: ['sign out', 'log out', 'logout', 'exit'],
    // Signing out sends the user to /login, wherever it is started from.
    run: (ctx) => ctx.actions.signOut(),
  },
})
