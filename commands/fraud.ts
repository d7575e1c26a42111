import { listCommand } from './new-record'
import { kindCommands } from './record'
import { type CommandContext, defineCommands } from './types'

/** The value the fraud block list is filtered by, so a new block starts from it. */
function listedAccountId(ctx: CommandContext): string | null {
  const accountId = ctx.location.search.accountId
  return ctx.location.pathname === '/fraudblocks' && typeof accountId === 'string' && accountId !== '' ? accountId : null
}

export const fraudCommands = {
  ...kindCommands('fraud', {
    list: '/fraudblocks',
    detail: '/fraudblocks/$fraudBlock',
    shortcut: 'g f',
    keywords: ['fraud', 'blocks', 'blocklist', 'card hash'],
    newKeywords: ['fraud', 'block', 'create', 'new', 'blocklist'],
    // The form is a page of its own, with the impact preview; it starts from the listed value only.
    newForm: {
      route: '/fraudblocks/@new',
      target: (ctx) => {
        const accountId = listedAccountId(ctx)
        return { to: '/fraudblocks/@new', search: accountId ? { accountId } : {} }
      },
    },
  }),
  ...defineCommands({
    'fraud.batch': listCommand({
      title: 'fraud:commands.batch',
      keywords: ['fraud', 'blocks', 'batch', 'import', 'upload', 'csv', 'paste'],
      permission: 'fraud.write',
      route: '/fraudblocks/batch',
    }),
    'fraud.velocityStatistics': listCommand({
      title: 'fraud:commands.velocityStatistics',
      keywords: ['velocity', 'statistics', 'lookback', 'card', 'email', 'ip'],
      permission: 'fraud.read',
      route: '/velocitystatistics',
    }),
  }),
}
