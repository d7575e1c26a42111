import { runCommand } from '@commands/index'
import { sectionKey } from '@commands/sections'
import type { FocusMap } from '@commands/focus'
import { type CommandContext, defineCommand, isAvailable } from '@commands/types'
import { commandFilter, paletteCommands, shortcutPlaces } from '@console/palette/palette-commands'
import type { Permission } from '@domain/permissions'
import { describe, expect, it } from 'vitest'
import { commandContext } from './context'

function contextFor(permissions: Permission[], signedIn = true): CommandContext {
  return commandContext({ permissions: new Set(permissions), signedIn })
}

const transaction = { id: 'tx-1' } as FocusMap['transaction']

const ids = (groups: ReturnType<typeof paletteCommands>) => groups.flatMap(([, commands]) => commands.map((command) => command.id))

describe('palette commands', () => {
  it('shows the dashboard to a user with dashboard.read and hides it from one without', () => {
    expect(ids(paletteCommands('root', contextFor(['dashboard.read'])))).toContain('navigation.dashboard')
    expect(ids(paletteCommands('root', contextFor([])))).not.toContain('navigation.dashboard')
  })

  it('offers only language, theme and help before sign-in', () => {
    expect(ids(paletteCommands('root', contextFor([], true)))).toContain('session.signOut')
    const signedOut = paletteCommands('root', contextFor([], false))
    expect(signedOut.map(([section]) => section)).toEqual(['language', 'appearance', 'help'].map((name) => sectionKey(name as 'help')))
  })

  it('refuses a command whose condition does not hold, as for a record that is not in focus', () => {
    const block = defineCommand({
      id: 'transaction.createFraudBlock',
      title: 'commands:transaction.createFraudBlock',
      section: 'commands:sections.fraud',
      permission: 'fraud.write',
      when: (ctx) => 'transaction' in ctx.focus,
      run: () => undefined,
    })
    const analyst = contextFor(['fraud.write'])
    expect(isAvailable(block, analyst)).toBe(false)
    expect(isAvailable(block, { ...analyst, focus: { transaction } })).toBe(true)
    expect(isAvailable(block, { ...contextFor([]), focus: { transaction } })).toBe(false)
  })

  it('does not list opening the palette inside the palette', () => {
    expect(ids(paletteCommands('root', contextFor([])))).not.toContain('help.openPalette')
  })

  it('groups commands under their section, sections in order', () => {
    const sections = paletteCommands('root', contextFor(['dashboard.read'])).map(([section]) => section)
    expect(sections).toEqual(['navigation', 'edit', 'account', 'language', 'appearance', 'help'].map((name) => sectionKey(name as 'help')))
  })

  it('lists the four languages on the language page', () => {
    expect(ids(paletteCommands('language', contextFor([])))).toEqual(['language.en', 'language.fr', 'language.pt', 'language.ar'])
  })

  it('runs a language command through setLocale', async () => {
    const ctx = contextFor([])
    const arabic = paletteCommands('language', ctx)[0]![1].find((command) => command.id === 'language.ar')!
    await runCommand(arabic, ctx)
    expect(ctx.actions.setLocale).toHaveBeenCalledWith('ar')
  })

  it('lists the three themes on the theme page, signed out too, and runs one through setTheme', async () => {
    const ctx = contextFor([])
    expect(ids(paletteCommands('theme', ctx))).toEqual(['appearance.light', 'appearance.dark', 'appearance.system'])
    const dark = paletteCommands('theme', ctx)[0]![1].find((command) => command.id === 'appearance.dark')!
    await runCommand(dark, ctx)
    expect(ctx.actions.setTheme).toHaveBeenCalledWith('dark')
  })

  it('lists in the shortcut help only the shortcuts the user may use', () => {
    const withDashboard = shortcutPlaces(contextFor(['dashboard.read'])).flatMap(([, keys]) => keys.map((key) => key.shortcut))
    expect(withDashboard).toEqual(expect.arrayContaining(['g d', 'g p', 'g i', '$mod+k', '?']))
    const without = shortcutPlaces(contextFor([])).flatMap(([, keys]) => keys.map((key) => key.shortcut))
    expect(without).not.toContain('g d')
  })

  it('groups the shortcut help by where keys act: the keys of a list and of a record apart from those that act anywhere', () => {
    const workspace = { canOpen: () => true, canGoBack: () => false, canCreate: () => true, canClearFilter: () => false, canExport: false } as FocusMap['workspace']
    const dailyReport: FocusMap['dailyReport'] = { space: 'acme', reportId: 42, state: 'COMPLETED' }
    const ctx = { ...contextFor(['dashboard.read', 'report.read']), focus: { workspace, dailyReport } }
    const places = Object.fromEntries(shortcutPlaces(ctx).map(([place, keys]) => [place, keys.map((key) => key.id)]))
    expect(Object.keys(places)).toEqual(['anywhere', 'list', 'record', 'form', 'dialog'])
    expect(places.anywhere).toEqual(expect.arrayContaining(['navigation.dashboard', 'help.shortcuts']))
    expect(places.list).toEqual(expect.arrayContaining(['workspace.down', 'workspace.open', 'workspace.focusFilter', 'workspace.toggleSelect', 'workspace.create']))
    expect(places.record).toEqual(['report.download'])
    expect(places.form).toEqual(['form.save', 'form.nextField'])
  })

  it('leaves out of the shortcut help a place with no key the user may use there', () => {
    expect(shortcutPlaces(contextFor(['dashboard.read'])).map(([place]) => place)).toEqual(['anywhere', 'form', 'dialog'])
  })
})

describe('palette ranking', () => {
  it('puts a title match above letters scattered over other words', () => {
    const signOut = commandFilter('session.signOut', 'sign out', ['Sign out', 'Sign out', 'log out'])
    const version = commandFilter('navigation.version', 'sign out', ['Go to version information', 'Go to version information', 'about', 'build', 'release'])
    expect(signOut).toBeGreaterThan(version)
  })

  it('finds a command by a keyword, below a title match', () => {
    const byKeyword = commandFilter('language.ar', 'arabic', ['التبديل إلى العربية', 'Switch to Arabic', 'Arabic', 'العربية'])
    expect(byKeyword).toBeGreaterThan(0)
    expect(commandFilter('language.ar', 'العربية', ['التبديل إلى العربية', 'Switch to Arabic', 'Arabic', 'العربية'])).toBeGreaterThan(0)
    expect(commandFilter('x', 'zzz', ['Sign out'])).toBe(0)
  })
})
