import type { FocusKind } from './focus'
import { decisionStepKeys } from './review'
import type { Command, CommandContext } from './types'

/** Where a key acts, in the order the shortcut help shows them. */
export const keyPlaces = ['anywhere', 'list', 'record', 'form', 'dialog'] as const
export type KeyPlace = (typeof keyPlaces)[number]

/** The i18n key of a place's heading in the shortcut help. */
export function placeKey(place: KeyPlace): string {
  return `commands:shortcutHelp.places.${place}`
}

/** What a list puts in focus: the workspace itself and its selected rows. Every other kind is a record. */
const listFocus: ReadonlySet<string> = new Set<FocusKind>(['workspace', 'selection'])

const nothing = () => undefined
const nothingLater = async () => undefined

/**
 * The focus kinds a condition looks for, read by asking it once with nothing in focus: a
 * condition looks for its record before anything else, since without one it has nothing to read.
 */
function focusKindsReadBy(when: (ctx: CommandContext) => boolean): string[] {
  const read: string[] = []
  const note = (kind: string | symbol) => {
    if (typeof kind === 'string') read.push(kind)
  }
  const focus = new Proxy(
    {},
    {
      get: (_, kind) => note(kind),
      has: (_, kind) => {
        note(kind)
        return false
      },
    },
  )
  when({
    go: nothing,
    openDialog: nothing,
    location: { pathname: '', search: {} },
    permissions: new Set(),
    signedIn: true,
    username: null,
    focus,
    actions: { signOut: nothingLater, setLocale: nothingLater, openPalette: nothing, openShortcutHelp: nothing, setTheme: nothingLater, undoLast: nothingLater },
  })
  return read
}

/**
 * Where a command's key acts: as it declares (`acts`), else on the rows it names (`selection`) or
 * the record it names (`record`), else where the focus its `when` looks for is; a command that
 * looks for nothing in focus acts anywhere.
 */
export function placeOf(command: Command<never>): KeyPlace {
  if (command.acts) return command.acts
  if (command.selection) return 'list'
  if (command.record) return 'record'
  const kinds = command.when ? focusKindsReadBy(command.when) : []
  if (kinds.some((kind) => !listFocus.has(kind))) return 'record'
  return kinds.length > 0 ? 'list' : 'anywhere'
}

/**
 * A key a form or a dialog handles itself, outside the registry: the help lists it in its place,
 * and a screen's own dialog's key only while `when` holds (the dialog can open).
 */
export interface PartKey {
  id: string
  place: Extract<KeyPlace, 'form' | 'dialog'>
  shortcut: string
  /** i18n key of what the key does. */
  title: string
  when?: (ctx: CommandContext) => boolean
}

export const partKeys: readonly PartKey[] = [
  { id: 'form.save', place: 'form', shortcut: '$mod+Enter', title: 'commands:shortcutHelp.keys.save' },
  { id: 'form.nextField', place: 'form', shortcut: 'Tab', title: 'commands:shortcutHelp.keys.nextField' },
  { id: 'dialog.run', place: 'dialog', shortcut: 'Enter', title: 'commands:shortcutHelp.keys.runFocused' },
  { id: 'dialog.nextButton', place: 'dialog', shortcut: 'Tab', title: 'commands:shortcutHelp.keys.nextButton' },
  { id: 'dialog.close', place: 'dialog', shortcut: 'Escape', title: 'commands:shortcutHelp.keys.closeDialog' },
  ...decisionStepKeys,
]
