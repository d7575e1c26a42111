/**
 * What a command may ask of a screen: a dialog, a form or an upload control. It travels as
 * `?dialog=` on the screen's route, so a deep link opens it too and nothing waits for a mount.
 */
export const screenDialogs = ['delete', 'rotateSecretKey', 'addTag', 'addCaller', 'uploadLogo', 'uploadStylesheet', 'blockCards', 'exportSelected', 'setPassword', 'addRole', 'resetTwoFa', 'makeDefault', 'clone', 'sendTest', 'resend', 'download', 'topup', 'withdraw', 'upload', 'addCollection', 'addPolicy'] as const

export type ScreenDialog = (typeof screenDialogs)[number]
