import { commandRegistry, isAvailable, sectionKey } from '@commands/index'
import { type KeyPlace, keyPlaces, partKeys, placeOf } from '@commands/places'
import type { CommandSection } from '@commands/sections'
import type { Command, CommandContext } from '@commands/types'
import { defaultFilter } from 'cmdk'
import type { PalettePage } from './palette-store'

/** The section a page lists and the command that opens it, which the page leaves out. */
const pageSections: Record<Exclude<PalettePage, 'root'>, { section: CommandSection; opener: string }> = {
  language: { section: 'language', opener: 'language.choose' },
  theme: { section: 'appearance', opener: 'appearance.chooseTheme' },
}

/** Whether a page lists a command: the language page lists the languages themselves, the theme page the themes. */
function onPage(page: PalettePage, command: Command<never>): boolean {
  if (page === 'root') return true
  const { section, opener } = pageSections[page]
  return command.section === sectionKey(section) && command.id !== opener
}

/**
 * The commands a palette page lists, grouped by section in registry order. Commands the user
 * may not run (missing permission, `when` false) are left out, not shown disabled.
 */
export function paletteCommands(page: PalettePage, ctx: CommandContext): [section: string, commands: Command<never>[]][] {
  const groups = new Map<string, Command<never>[]>()
  for (const command of commandRegistry) {
    if (command.palette === false || !onPage(page, command) || !isAvailable(command, ctx)) continue
    groups.set(command.section, [...(groups.get(command.section) ?? []), command])
  }
  return [...groups]
}

/** One line of the shortcut help: a key and what it does. */
export interface ShortcutEntry {
  id: string
  title: string
  shortcut: string
}

/**
 * The keys the `?` overlay lists, grouped by where they act, places in order: every command the
 * user may run now that has a shortcut, and the keys forms and dialogs handle themselves.
 */
export function shortcutPlaces(ctx: CommandContext): [place: KeyPlace, keys: ShortcutEntry[]][] {
  const groups = new Map<KeyPlace, ShortcutEntry[]>(keyPlaces.map((place) => [place, []]))
  for (const command of commandRegistry) {
    if (!command.shortcut || !isAvailable(command, ctx)) continue
    groups.get(placeOf(command))!.push({ id: command.id, title: command.title, shortcut: command.shortcut })
  }
  for (const key of partKeys) if (!key.when || key.when(ctx)) groups.get(key.place)!.push({ id: key.id, title: key.title, shortcut: key.shortcut })
  return [...groups].filter(([, keys]) => keys.length > 0)
}

/** The scores for the search being typed, by item: the section order and cmdk both ask for each item's. */
let scored = { search: '', scores: new Map<string, number>() }

/**
 * The palette's ranking. Items pass their shown title first in `keywords`, then the other
 * words; the title weighs most, and each other word is scored on its own, so letters
 * scattered over several keywords or the command id never outrank a plain title match. `value`
 * names the item, whose words stay the same while one search is typed.
 */
export function commandFilter(value: string, search: string, keywords: readonly string[] = []): number {
  if (scored.search !== search) scored = { search, scores: new Map() }
  const known = scored.scores.get(value)
  if (known !== undefined) return known
  const [title = '', ...others] = keywords
  const byTitle = defaultFilter(title, search)
  const byOther = others.reduce((best, word) => Math.max(best, defaultFilter(word, search)), 0)
  const score = Math.max(byTitle, byOther * 0.9)
  scored.scores.set(value, score)
  return score
}
