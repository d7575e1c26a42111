import { screenPermission, screenWritePermission } from './navigation'
import { listCommand, newRecordCommand, recordTarget } from './new-record'
import { sectionKey } from './sections'
import { defineCommands } from './types'

/** Words both catalogues answer to: a support agent knows a decline by any of these. */
const codeWords = ['result codes', 'decline codes', 'response codes', 'error codes', 'resultcode']

export const resultcodeCommands = defineCommands({
  'resultcode.list': listCommand({
    title: 'resultcode:commands.list',
    route: '/resultcodes/cs',
    permission: screenPermission('/resultcodes/cs'),
    keywords: [...codeWords, 'console codes', 'platform codes', 'retryable', 'soft decline'],
  }),
  'resultcode.create': newRecordCommand({
    title: 'resultcode:commands.create',
    list: '/resultcodes/cs',
    route: '/resultcodes/cs/$resultCode',
    permission: screenWritePermission('/resultcodes/cs'),
    keywords: ['new result code', 'add result code', 'create result code'],
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
  'resultcode.openResultCode': {
    title: 'resultcode:commands.openResultCode',
    section: sectionKey('navigation'),
    keywords: ['console code', 'maps to', 'platform code', 'result code'],
    permission: screenPermission('/resultcodes/cs'),
    route: '/resultcodes/cs/$resultCode',
    record: 'pspResultCode',
    when: (ctx) => ctx.focus.pspResultCode !== undefined,
    run: (ctx) => ctx.go(recordTarget('/resultcodes/cs/$resultCode', ctx.focus.pspResultCode!.resultCode, {}, {})),
  },
})
