import { commandById, commandRegistry } from '@commands/index'
import { keyPlaces, partKeys, placeOf } from '@commands/places'
import { sectionKey } from '@commands/sections'
import { type Command, defineCommand } from '@commands/types'
import { describe, expect, it } from 'vitest'

/** A command as an area file would declare one, with only its key and condition. */
function declared(when?: Command['when']): Command<never> {
  return defineCommand({ id: 'area.key', title: 'commands:area.key', section: sectionKey('navigation'), shortcut: 'q', when, run: () => undefined })
}

describe('where a key acts', () => {
  it('places every command in exactly one of the places the help shows', () => {
    for (const command of commandRegistry) {
      const places = keyPlaces.filter((place) => placeOf(command) === place)
      expect(places, `${command.id} lands in ${places.length} places`).toHaveLength(1)
    }
  })

  it('places the keys of a list, of its selected rows and of a record apart from the keys of anywhere, whatever their palette section', () => {
    expect(placeOf(commandById('workspace.down'))).toBe('list')
    expect(placeOf(commandById('workspace.open'))).toBe('list')
    expect(placeOf(commandById('transaction.blockCards'))).toBe('list')
    expect(placeOf(commandById('finance.uploadSettlement'))).toBe('list')
    expect(placeOf(commandById('report.download'))).toBe('record')
    expect(placeOf(commandById('record.delete'))).toBe('record')
    expect(placeOf(commandById('transaction.createFraudBlock'))).toBe('record')
    expect(placeOf(commandById('trustpolicy.addCollection'))).toBe('record')
    expect(placeOf(commandById('finance.topUp'))).toBe('record')
    expect(placeOf(commandById('navigation.dashboard'))).toBe('anywhere')
    expect(placeOf(commandById('help.shortcuts'))).toBe('anywhere')
    expect(commandById('workspace.down').section).toBe(commandById('navigation.dashboard').section)
  })

  it('places a new command by the focus its condition looks for, with no word about it', () => {
    expect(placeOf(declared((ctx) => ctx.focus.openRecord !== undefined))).toBe('record')
    expect(placeOf(declared((ctx) => 'transaction' in ctx.focus))).toBe('record')
    expect(placeOf(declared((ctx) => ctx.focus.workspace !== undefined))).toBe('list')
    expect(placeOf(declared((ctx) => ctx.focus.selection?.kind === 'transactions'))).toBe('list')
    expect(placeOf(declared((ctx) => ctx.signedIn))).toBe('anywhere')
    expect(placeOf(declared())).toBe('anywhere')
  })

  it('keeps a declared place over the one its condition suggests', () => {
    expect(placeOf({ ...declared((ctx) => ctx.focus.workspace !== undefined), acts: 'record' })).toBe('record')
  })

  it('lists the keys forms and dialogs handle themselves only in those places, each once', () => {
    expect(new Set(partKeys.map((key) => key.place))).toEqual(new Set(['form', 'dialog']))
    const ids = [...partKeys.map((key) => key.id), ...commandRegistry.map((command) => command.id)]
    expect(new Set(ids).size).toBe(ids.length)
  })
})
