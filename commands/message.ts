import { type ResendSource, resendRefusal } from '@domain/entities/message'
import { dialogCommand } from './dialogs'
import { screenPermission } from './navigation'
import { listCommand } from './new-record'
import { defineCommands } from './types'

/** A notification or an email on view: whether it may be sent again. */
export interface MessageFocus {
  message: ResendSource
}

export const messageCommands = defineCommands({
  'message.notifications': listCommand({
    title: 'message:commands.notifications',
    route: '/notifications',
    shortcut: 'g n',
    permission: screenPermission('/notifications'),
    keywords: ['notifications', 'messages', 'customer emails', 'receipts', 'sent', 'failed', 'resend'],
  }),
  'message.emails': listCommand({
    title: 'message:commands.emails',
    route: '/emails',
    shortcut: 'g e',
    permission: screenPermission('/emails'),
    keywords: ['emails', 'messages', 'password expiring', 'reset link', 'verification code', 'sent'],
  }),
  'message.resend': dialogCommand('resend', {
    title: 'message:commands.resend',
    keywords: ['resend', 'send again', 'retry', 'message', 'notification', 'email'],
    shortcut: 'r',
    permission: 'message.resend',
    record: 'message',
    when: (ctx) => ctx.focus.message !== undefined && resendRefusal(ctx.focus.message) === null,
  }),
})
