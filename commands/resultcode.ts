import { screenPermission, screenWritePermission } from './navigation'
import { listCommand, newRecordCommand, openRecordCommand } from './new-record'
import { kindCommands } from './record'
import { defineCommands } from './types'

/** A gateway's code on view, with the console code it maps to. */
export interface ResultCodeFocus {
  pspResultCode: { resultCode: string }
}

/** Words both catalogues answer to: a support agent knows a decline by any of these. */
const codeWords = ['result codes', 'decline codes', 'response codes', 'error codes', 'resultcode']

export const resultcodeCommands = defineCommands({
  ...kindCommands('resultcode', {
    list: '/resultcodes/cs',
    detail: '/resultcodes/cs/$resultCode',
    keywords: [...codeWords, 'console codes', 'platform codes', 'retryable', 'soft decline'],
    newKeywords: ['new result code', 'add result code', 'create result code'],
  }),
  'resultcode.pspList': listCommand({
    title: 'resultcode:commands.pspList',
    route: '/resultcodes/psp',
    permission: screenPermission('/resultcodes/psp'),
    keywords: [...codeWords, 'psp codes', 'psp result codes', 'gateway codes', 'acquirer codes', 'issuer codes', 'mapping'],
  }),
  'resultcode.pspCreate': newRecordCommand({
    title: 'resultcode:commands.pspCreate',
    list: '/resultcodes/psp',
    route: '/resultcodes/psp/$pspResultCode',
    permission: screenWritePermission('/resultcodes/psp'),
    keywords: ['new psp code', 'add psp code', 'map gateway code', 'create psp result code'],
  }),
  /** From a gateway's code to the console code it maps to, beside the list of console codes. */
  'resultcode.openResultCode': openRecordCommand({
    title: 'resultcode:commands.openResultCode',
    keywords: ['console code', 'maps to', 'platform code', 'result code'],
    permission: screenPermission('/resultcodes/cs'),
    route: '/resultcodes/cs/$resultCode',
    record: 'pspResultCode',
    when: (ctx) => ctx.focus.pspResultCode !== undefined,
    open: (ctx) => ({ id: ctx.focus.pspResultCode!.resultCode }),
  }),
})
