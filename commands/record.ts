import type { Permission } from '@domain/permissions'
import { dialogCommand } from './dialogs'
import type { FocusKind, FocusMap } from './focus'
import { sectionKey } from './sections'
import { screenPermission, screenWritePermission } from './navigation'
import { type ListRoute, listCommand, newRecordCommand, type RecordRoute } from './new-record'
import type { ConsoleRoute, GoTarget, PlainRoute } from './go-target'
import type { Screen } from './screens'
import { type Command, type CommandContext, type CommandSpec, defineCommands } from './types'

interface KindCommandsSpec {
  /** The kind's list screen, as the screens table names it. */
  list: Screen['path'] & ListRoute
  /** The record beside the list, where `@new` is the new-record form: needed with `newKeywords`. */
  detail?: RecordRoute
  /** `g` then a letter, when the list is a place users go to often. */
  shortcut?: string
  keywords: string[]
  /** Words for the new-record command; a kind without them has no such command. */
  newKeywords?: string[]
  /** Where the new-record form is when it is a page of its own rather than `@new` beside the list. */
  newForm?: { route: ConsoleRoute; target: (ctx: CommandContext) => GoTarget }
}

/**
 * A record kind's commands, `<area>.list` and `<area>.create`, titled `<area>:commands.list` and
 * `<area>:commands.create`; their permissions are the screens table's, which a test holds to the
 * call table.
 */
export function kindCommands<Area extends string>(
  area: Area,
  spec: KindCommandsSpec & Required<Pick<KindCommandsSpec, 'detail' | 'newKeywords'>>,
): Record<`${Area}.list` | `${Area}.create`, Command>
export function kindCommands<Area extends string>(area: Area, spec: Omit<KindCommandsSpec, 'detail' | 'newKeywords' | 'newForm'>): Record<`${Area}.list`, Command>
export function kindCommands(area: string, spec: KindCommandsSpec): Record<string, Command> {
  const specs: Record<string, CommandSpec> = {
    [`${area}.list`]: listCommand({ title: `${area}:commands.list`, route: spec.list, shortcut: spec.shortcut, permission: screenPermission(spec.list), keywords: spec.keywords }),
  }
  if (spec.newKeywords && spec.detail) {
    const create = newRecordCommand({
      title: `${area}:commands.create`,
      list: spec.list as PlainRoute,
      route: spec.detail,
      permission: screenWritePermission(spec.list),
      keywords: spec.newKeywords,
    })
    const form = spec.newForm
    specs[`${area}.create`] = form ? { ...create, route: form.route, run: (ctx) => ctx.go(form.target(ctx)) } : create
  }
  return defineCommands(specs)
}

/** A jump from a record in focus: its title's name, key, permission and words, and where it goes. */
interface RecordJump<R> {
  name: string
  shortcut: string
  permission: Permission | undefined
  keywords: string[]
  target: (record: R) => GoTarget
  /** What the target needs of the record: without it the jump is not offered. */
  needs?: (record: R) => unknown
}

/**
 * A jump from the record of a kind in focus to a place built from it (SPEC section 2, shortcut
 * routes), titled `<area>:commands.<name>`: a button of the record's pane too, available while
 * the record is open and has what the target needs.
 */
export function recordJump<K extends FocusKind>(area: string, record: K, jump: RecordJump<FocusMap[K]>): CommandSpec {
  const open = (ctx: CommandContext) => ctx.focus[record] as FocusMap[K] | undefined
  return {
    title: `${area}:commands.${jump.name}`,
    section: sectionKey('navigation'),
    keywords: [area, ...jump.keywords],
    shortcut: jump.shortcut,
    permission: jump.permission,
    record,
    when: (ctx) => {
      const focused = open(ctx)
      return focused !== undefined && (jump.needs === undefined || Boolean(jump.needs(focused)))
    },
    run: (ctx) => {
      const focused = open(ctx)
      if (focused !== undefined) ctx.go(jump.target(focused))
    },
  }
}

/** Commands of whatever record is open beside its list. */
export const recordCommands = defineCommands({
  /** A record opens to be read, so list keys cannot change it; this key makes its fields take keys. */
  'record.edit': {
    title: 'commands:record.edit',
    section: sectionKey('navigation'),
    keywords: ['edit', 'change', 'modify', 'update'],
    shortcut: 'e',
    when: (ctx) => ctx.focus.openRecord?.edit !== undefined,
    run: (ctx) => ctx.focus.openRecord?.edit?.(),
  },
  'record.delete': dialogCommand('delete', {
    title: 'commands:record.delete',
    keywords: ['delete', 'remove', 'release', 'unblock'],
    shortcut: 'Shift+D',
    when: (ctx) => ctx.focus.openRecord?.deletable === true,
  }),
})
