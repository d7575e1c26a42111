import { dialogCommand } from './dialogs'
import { kindCommands } from './record'
import { type CommandContext, defineCommands } from './types'

/** The change request on view: whether the signed-in user may decide it, or cancel it as its requester. */
export interface ApprovalFocus {
  changeRequest: { canDecide: boolean; canCancel: boolean }
}

/** The request on view waits for a decision the signed-in user may take: not their own, with the held call's permission. */
const decidable = (ctx: CommandContext) => ctx.focus.changeRequest?.canDecide === true

export const approvalCommands = {
  ...kindCommands('approval', {
    list: '/approvals',
    shortcut: 'g o',
    keywords: ['approvals', 'approve', 'change requests', 'four eyes', 'second person', 'pending', 'inbox', 'sign off'],
  }),
  ...defineCommands({
    /** Approves the request on view: it applies as the approver, once. */
    'approval.approve': dialogCommand('approve', {
      title: 'approval:commands.approve',
      keywords: ['approve', 'accept', 'sign off', 'apply', 'change request'],
      shortcut: 'a',
      permission: 'approval.decide',
      record: 'changeRequest',
      when: decidable,
    }),
    /** Rejects the request on view, with a reason. */
    'approval.reject': dialogCommand('reject', {
      title: 'approval:commands.reject',
      keywords: ['reject', 'refuse', 'decline', 'deny', 'change request'],
      shortcut: 'x',
      permission: 'approval.decide',
      record: 'changeRequest',
      when: decidable,
    }),
    /** Its requester withdraws the request on view. */
    'approval.cancel': dialogCommand('cancelRequest', {
      title: 'approval:commands.cancel',
      keywords: ['cancel', 'withdraw', 'take back', 'change request'],
      permission: 'approval.read',
      record: 'changeRequest',
      when: (ctx) => ctx.focus.changeRequest?.canCancel === true,
    }),
  }),
}
