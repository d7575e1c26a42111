import { requestScreenAction } from '@console/palette/screen-requests'
import { DELETE_BLOCK } from '@console/screens/fraud/delete-request'
import { sectionKey } from './sections'
import { type CommandContext, defineCommands } from './types'

interface ReleasableBlock {
  status: string
}

/** The fraud or velocity block whose detail is open, when it can still be deleted. */
function blockInFocus(ctx: CommandContext): ReleasableBlock | null {
  const block = (ctx.focus.fraudBlock ?? ctx.focus.velocityBlock) as Partial<ReleasableBlock> | undefined
  return block && typeof block.status === 'string' && block.status !== 'DELETED' ? (block as ReleasableBlock) : null
}

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
    run: (ctx) => ctx.navigate('/fraudblocks'),
  },
  'fraud.newBlock': {
    title: 'fraud:commands.newBlock',
    section: sectionKey('navigation'),
    keywords: ['fraud', 'block', 'create', 'new', 'blocklist'],
    permission: 'fraud.write',
    route: '/fraudblocks/@new',
    run: (ctx) => {
      const accountId = listedAccountId(ctx)
      ctx.navigate(accountId ? `/fraudblocks/@new?${new URLSearchParams({ accountId })}` : '/fraudblocks/@new')
    },
  },
  'fraud.batch': {
    title: 'fraud:commands.batch',
    section: sectionKey('navigation'),
    keywords: ['fraud', 'blocks', 'batch', 'import', 'upload', 'csv', 'paste'],
    permission: 'fraud.write',
    route: '/fraudblocks/batch',
    run: (ctx) => ctx.navigate('/fraudblocks/batch'),
  },
  'fraud.velocityStatistics': {
    title: 'fraud:commands.velocityStatistics',
    section: sectionKey('navigation'),
    keywords: ['velocity', 'statistics', 'lookback', 'card', 'email', 'ip'],
    permission: 'fraud.read',
    route: '/velocitystatistics',
    run: (ctx) => ctx.navigate('/velocitystatistics'),
  },
  'fraud.deleteBlock': {
    title: 'fraud:commands.deleteBlock',
    section: sectionKey('navigation'),
    keywords: ['delete', 'release', 'unblock', 'remove'],
    shortcut: 'Shift+D',
    permission: 'fraud.write',
    when: (ctx) => blockInFocus(ctx) !== null,
    run: () => requestScreenAction(DELETE_BLOCK),
  },
})
