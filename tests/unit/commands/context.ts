import type { Command, CommandContext } from '@commands/types'
import type { Permission } from '@domain/permissions'
import { expect, vi } from 'vitest'

/** A command context with spies for what commands do, on the dashboard unless told otherwise. */
export function commandContext(overrides: Partial<CommandContext> & { permissions?: ReadonlySet<Permission> } = {}): CommandContext {
  return {
    go: vi.fn(),
    openDialog: vi.fn(),
    location: { pathname: '/dashboard', search: {} },
    permissions: new Set(),
    signedIn: true,
    username: 'analyst',
    focus: {},
    actions: { signOut: vi.fn(), setLocale: vi.fn(), openPalette: vi.fn(), openShortcutHelp: vi.fn(), setTheme: vi.fn(), undoLast: vi.fn() },
    ...overrides,
  }
}

/**
 * A merchant tab's "new record" command: not offered off the merchant screens; from another tab
 * of the merchant it opens the empty form beside the tab's list, and from that list it keeps the
 * list's filters (`kept`, of the `listSearch` it was on).
 */
export function expectNewRecordBesideMerchantList(
  command: Command,
  permission: Permission,
  at: { merchant: string; otherTab: string; tab: string; param: string; listSearch: Record<string, unknown>; kept: Record<string, unknown> },
) {
  const context = (pathname: string, search: Record<string, unknown> = {}) =>
    commandContext({ location: { pathname, search }, permissions: new Set([permission]) })
  expect(command.when?.(context('/dashboard'))).toBe(false)
  const to = `/merchants/$merchant/${at.tab}/$${at.param}`
  const params = { merchant: at.merchant, [at.param]: '@new' }
  const elsewhere = context(`/merchants/${at.merchant}${at.otherTab}`)
  command.run(elsewhere)
  expect(elsewhere.go).toHaveBeenCalledWith({ to, params, search: {} })
  const onList = context(`/merchants/${at.merchant}/${at.tab}`, at.listSearch)
  command.run(onList)
  expect(onList.go).toHaveBeenCalledWith({ to, params, search: at.kept })
}
