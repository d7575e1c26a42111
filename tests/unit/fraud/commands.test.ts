import { fraudCommands } from '@commands/fraud'
import type { CommandContext } from '@commands/types'
import * as screenRequests from '@console/palette/screen-requests'
import { DELETE_BLOCK } from '@console/screens/fraud/delete-request'
import { describe, expect, it, vi } from 'vitest'

function context(overrides: Partial<CommandContext> = {}): CommandContext {
  return {
    navigate: vi.fn(),
    location: { pathname: '/dashboard', search: {} },
    permissions: new Set(['fraud.read', 'fraud.write']),
    signedIn: true,
    focus: {},
    actions: { signOut: vi.fn(), setLocale: vi.fn(), openPalette: vi.fn(), openShortcutHelp: vi.fn(), toggleTheme: vi.fn() },
    ...overrides,
  }
}

describe('fraud commands', () => {
  it('goes to fraud blocks with g f', () => {
    const ctx = context()
    fraudCommands['fraud.blocks'].run(ctx)
    expect(fraudCommands['fraud.blocks'].shortcut).toBe('g f')
    expect(ctx.navigate).toHaveBeenCalledWith('/fraudblocks')
  })

  it('starts a new block from the value the fraud block list is filtered by', () => {
    const ctx = context({ location: { pathname: '/fraudblocks', search: { accountId: 'tok_abc123def456' } } })
    fraudCommands['fraud.newBlock'].run(ctx)
    expect(ctx.navigate).toHaveBeenCalledWith('/fraudblocks/@new?accountId=tok_abc123def456')
    const elsewhere = context()
    fraudCommands['fraud.newBlock'].run(elsewhere)
    expect(elsewhere.navigate).toHaveBeenCalledWith('/fraudblocks/@new')
  })

  it('offers delete only while a block that is not deleted is open, and asks the detail pane for its dialog', () => {
    const remove = fraudCommands['fraud.deleteBlock']
    expect(remove.when?.(context())).toBe(false)
    expect(remove.when?.(context({ focus: { fraudBlock: { id: 1, status: 'DELETED' } } }))).toBe(false)
    expect(remove.when?.(context({ focus: { velocityBlock: { id: 2, status: 'ACTIVE' } } }))).toBe(true)
    const ask = vi.spyOn(screenRequests, 'requestScreenAction')
    remove.run(context())
    expect(ask).toHaveBeenCalledWith(DELETE_BLOCK)
    ask.mockRestore()
  })
})
