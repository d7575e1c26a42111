import type { CommandContext } from '@commands/types'
import type { Permission } from '@domain/permissions'
import { vi } from 'vitest'

/** A command context with spies for what commands do, on the dashboard unless told otherwise. */
export function commandContext(overrides: Partial<CommandContext> & { permissions?: ReadonlySet<Permission> } = {}): CommandContext {
  return {
    go: vi.fn(),
    openDialog: vi.fn(),
    location: { pathname: '/dashboard', search: {} },
    permissions: new Set(),
    signedIn: true,
    focus: {},
    actions: { signOut: vi.fn(), setLocale: vi.fn(), openPalette: vi.fn(), openShortcutHelp: vi.fn(), setTheme: vi.fn() },
    ...overrides,
  }
}
