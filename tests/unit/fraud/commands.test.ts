import { fraudCommands } from '@commands/fraud'
import { recordCommands } from '@commands/record'
import type { CommandContext } from '@commands/types'
import { describe, expect, it } from 'vitest'
import { commandContext } from '../commands/context'

function context(overrides: Partial<CommandContext> = {}): CommandContext {
  return commandContext({ permissions: new Set(['fraud.read', 'fraud.write']), ...overrides })
}

describe('fraud commands', () => {
  it('goes to fraud blocks with g f', () => {
    const ctx = context()
    fraudCommands['fraud.list'].run(ctx)
    expect(fraudCommands['fraud.list'].shortcut).toBe('g f')
    expect(ctx.go).toHaveBeenCalledWith({ to: '/fraudblocks' })
  })

  it('starts a new block from the value the fraud block list is filtered by', () => {
    const ctx = context({ location: { pathname: '/fraudblocks', search: { accountId: 'tok_abc123def456' } } })
    fraudCommands['fraud.create'].run(ctx)
    expect(ctx.go).toHaveBeenCalledWith({ to: '/fraudblocks/@new', search: { accountId: 'tok_abc123def456' } })
    const elsewhere = context()
    fraudCommands['fraud.create'].run(elsewhere)
    expect(elsewhere.go).toHaveBeenCalledWith({ to: '/fraudblocks/@new', search: {} })
  })

  it('offers delete (Shift+D) only while the record open may be deleted, and opens the delete dialog of the pane on view', () => {
    const remove = recordCommands['record.delete']
    expect(remove.shortcut).toBe('Shift+D')
    expect(remove.when?.(context())).toBe(false)
    expect(remove.when?.(context({ focus: { openRecord: { deletable: false } } }))).toBe(false)
    expect(remove.when?.(context({ focus: { openRecord: { deletable: true } } }))).toBe(true)
    const ctx = context({ focus: { openRecord: { deletable: true } } })
    remove.run(ctx)
    expect(ctx.openDialog).toHaveBeenCalledWith('delete')
  })
})
