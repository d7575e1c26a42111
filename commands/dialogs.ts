import { sectionKey } from './sections'
import type { CommandSpec } from './types'

/**
 * What a command may ask of a screen: a dialog, a form or an upload control. It travels as
 * `?dialog=` on the screen's route, so a deep link opens it too and nothing waits for a mount.
 */
export const screenDialogs = ['delete', 'rotateSecretKey', 'addTag', 'addCaller', 'uploadLogo', 'uploadStylesheet', 'blockCards', 'exportSelected', 'setPassword', 'addRole', 'resetTwoFa', 'endSessions', 'makeDefault', 'clone', 'sendTest', 'resend', 'download', 'topup', 'withdraw', 'upload', 'addCollection', 'addPolicy', 'editPolicy', 'deletePolicy', 'disable', 'runCommand', 'transactionAction', 'saveView', 'claimNext', 'legitimate', 'fraud', 'escalate', 'snooze', 'note', 'release', 'sendToReview', 'approve', 'reject', 'cancelRequest', 'verifyAudit', 'exportAudit'] as const

export type ScreenDialog = (typeof screenDialogs)[number]

/** A command that asks the screen on view for one of its dialogs: a key, a palette entry and, with `record`, a button of the record's pane. */
export function dialogCommand(dialog: ScreenDialog, spec: Omit<CommandSpec, 'section' | 'run'>): CommandSpec {
  return { ...spec, section: sectionKey('navigation'), run: (ctx) => ctx.openDialog(dialog) }
}
