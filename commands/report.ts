import type { SpaceDailyReport } from '@domain/entities/report'
import { dialogCommand } from './dialogs'
import { screenPermission } from './navigation'
import { listCommand } from './new-record'
import { defineCommands } from './types'

/** A space's daily report, open or under the list's cursor: only a COMPLETED one has a file to download. */
export type DailyReportRef = Pick<SpaceDailyReport, 'space' | 'reportId' | 'state'>

export interface DailyReportFocus {
  dailyReport: DailyReportRef
}

const reportWords = ['reports', 'reporting', 'analytics', 'figures']

export const reportCommands = defineCommands({
  'report.hub': listCommand({
    title: 'commands:report.hub',
    route: '/reports',
    shortcut: 'g r',
    permission: screenPermission('/reports'),
    keywords: [...reportWords, 'report hub', 'report configs'],
  }),
  'report.dailyReports': listCommand({
    title: 'commands:report.dailyReports',
    route: '/dailyReports',
    shortcut: 'g y',
    permission: screenPermission('/dailyReports'),
    keywords: [...reportWords, 'daily reports', 'report files', 'csv', 'download'],
  }),
  'report.customReports': listCommand({
    title: 'commands:report.customReports',
    route: '/customReports',
    shortcut: 'g q',
    permission: screenPermission('/customReports'),
    keywords: [...reportWords, 'custom reports', 'approval rate', 'volume', 'chargebacks', 'chart', 'quicksight'],
  }),
  /** The file of the daily report open or under the list's cursor, through a link asked for at that moment (it is audited). */
  'report.download': dialogCommand('download', {
    title: 'commands:report.download',
    keywords: ['download', 'report file', 'csv', 'export'],
    shortcut: 'd',
    permission: 'report.read',
    record: 'dailyReport',
    when: (ctx) => ctx.focus.dailyReport?.state === 'COMPLETED',
  }),
})
