import { NEW_RECORD } from '@domain/constants'
import { screenPermission } from './navigation'
import { listCommand, openRecordCommand } from './new-record'
import { kindCommands } from './record'
import { sectionKey } from './sections'
import { type CommandContext, defineCommands } from './types'

/** The space on view, whose report configs its command opens. */
export interface SpaceFocus {
  space: { name: string }
}

/** The space whose report configs are on view (`/reportsConfig/{space}/cfg...`), else none. */
function reportSpaceOnView(ctx: CommandContext): string | null {
  const match = /^\/reportsConfig\/([^/]+)\/cfg(?:\/|$)/.exec(ctx.location.pathname)
  return match ? decodeURIComponent(match[1]!) : null
}

export const spaceCommands = {
  ...kindCommands('mspace', {
    list: '/spaces',
    detail: '/spaces/$space',
    keywords: ['spaces', 'tenants', 'partners', 'mspace', 'space config', 'idle timeout', '2fa required'],
    newKeywords: ['new space', 'create space', 'add space', 'tenant'],
  }),
  ...defineCommands({
    'mspace.reportConfigs': listCommand({
      title: 'mspace:commands.reportConfigs',
      route: '/reportsConfig',
      permission: screenPermission('/reportsConfig'),
      keywords: ['report configs', 'custom reports', 'quicksight', 'dashboards'],
    }),
    'mspace.createReportConfig': openRecordCommand({
      title: 'mspace:commands.createReportConfig',
      keywords: ['new report config', 'add report', 'quicksight dashboard'],
      // A space's report configs are written with report.write, not with the space's own write permission.
      permission: 'report.write',
      route: '/reportsConfig/$space/cfg/$reportConfig',
      when: (ctx) => reportSpaceOnView(ctx) !== null,
      open: (ctx) => ({ id: NEW_RECORD, params: { space: reportSpaceOnView(ctx)! } }),
    }),
    'mspace.spaceReportConfigs': {
      title: 'mspace:commands.spaceReportConfigs',
      section: sectionKey('navigation'),
      keywords: ['report configs of this space', 'quicksight'],
      permission: screenPermission('/reportsConfig'),
      route: '/reportsConfig/$space/cfg',
      when: (ctx) => ctx.focus.space !== undefined,
      run: (ctx) => ctx.go({ to: '/reportsConfig/$space/cfg', params: { space: ctx.focus.space!.name } }),
    },
  }),
}
