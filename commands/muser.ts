import { dialogCommand, type ScreenDialog } from './dialogs'
import { screenPermission, screenWritePermission } from './navigation'
import { listCommand } from './new-record'
import { kindCommands } from './record'
import { type CommandSpec, defineCommands } from './types'

/** What an admin does to the user open on /admin/users/{user}: a palette entry and a button of the pane, opening its dialog. */
function onUser(title: string, dialog: ScreenDialog, keywords: string[]): CommandSpec {
  return dialogCommand(dialog, {
    title: `muser:commands.${title}`,
    keywords,
    record: 'adminUser',
    permission: screenWritePermission('/admin/users'),
    when: (ctx) => ctx.focus.adminUser !== undefined,
  })
}

/** On the audit log: a dialog of the whole trail, beyond the rows the list shows. */
function onAuditLog(title: string, dialog: ScreenDialog, shortcut: string, keywords: string[]): CommandSpec {
  return dialogCommand(dialog, {
    title: `muser:commands.${title}`,
    keywords,
    shortcut,
    permission: screenPermission('/admin/userEvents'),
    acts: 'list',
    when: (ctx) => ctx.location.pathname === '/admin/userEvents',
  })
}

export const muserCommands = {
  ...kindCommands('muser', {
    list: '/admin/users',
    detail: '/admin/users/$user',
    shortcut: 'g u',
    keywords: ['users', 'admin users', 'operators', 'people', 'muser', 'accounts'],
    newKeywords: ['invite', 'new user', 'create user', 'add user'],
  }),
  ...defineCommands({
    'muser.events': listCommand({
      title: 'muser:commands.events',
      route: '/admin/userEvents',
      shortcut: 'g a',
      permission: screenPermission('/admin/userEvents'),
      keywords: ['audit log', 'history', 'user events', 'who changed', 'muserevent', 'diff'],
    }),
    'muser.setPassword': onUser('setPassword', 'setPassword', ['password', 'reset password', 'send reset link', 'must change']),
    'muser.addRole': onUser('addRole', 'addRole', ['role', 'grant', 'assign role', 'permissions']),
    'muser.resetTwoFa': onUser('resetTwoFa', 'resetTwoFa', ['2fa', 'two factor', 'totp', 'authenticator']),
    'muser.endSessions': onUser('endSessions', 'endSessions', ['sessions', 'sign out', 'log out', 'end sessions', 'revoke', 'devices']),
    'muser.verifyEvents': onAuditLog('verifyEvents', 'verifyAudit', 'Shift+V', ['verify', 'check', 'tamper', 'integrity', 'chain', 'hash', 'audit trail']),
    'muser.exportEvents': onAuditLog('exportEvents', 'exportAudit', 'Shift+E', ['export', 'download', 'period', 'ndjson', 'csv', 'archive', 'audit trail']),
  }),
}
