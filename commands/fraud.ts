import { sectionKey } from './sections'
import { type CommandContext, defineCommands } from './types'

/** The value the fraud block list is filtered by, so a new block starts from it. */
function listedAccountId(ctx: CommandContext): string | null {
  const accountId = ctx.location.search.accountId
  return ctx.location.pathname === '/fraudblocks' && typeof accountId === 'string' && accountId !== '' ? accountId : null
}

export const fraudCommands = defineCommands({
  'fraud.blocks': {
    title: 'fraud:commands.blocks',
    section: sectionKey('navigation'),
    keywords: ['fraud', 'blocks', 'blocklist', 'card hash'],
    shortcut: 'g f',
    permission: 'fraud.read',
    route: '/fraudblocks',
    run: (ctx) => ctx.go({ to: '/fraudblocks' }),
  },
  'fraud.newBlock': {
    title: 'fraud:commands.newBlock',
    section: sectionKey('navigation'),
    keywords: ['fraud', 'block', 'create', 'new', 'blocklist'],
    permission: 'fraud.write',
    route: '/fraudblocks/@new',
    run: (ctx) => {
      const accountId = listedAccountId(ctx)
      ctx.go({ to: '/fraudblocks/@new', search: accountId ? { accountId } : {} })
    },
  },
  'fraud.batch': {
    title: 'fraud:commands.batch',
    section: sectionKey('navigation'),
    keywords: ['fraud', 'blocks', 'batch', 'import', 'upload', 'csv', 'paste'],
    permission: 'fraud.write',
    route: '/fraudblocks/batch',
    run: (ctx) => ctx.go({ to: '/fraudblocks/batch' }),
  },
  'fraud.velocityStatistics': {
    title: 'fraud:commands.velocityStatistics',
    section: sectionKey('navigation'),
    keywords: ['velocity', 'statistics', 'lookback', 'card', 'email', 'ip'],
    permission: 'fraud.read',
    route: '/velocitystatistics',
    run: (ctx) => ctx.go({ to: '/velocitystatistics' }),
  },
})
