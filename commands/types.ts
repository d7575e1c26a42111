import type { ThemeChoice } from '@domain/constants'
import type { Permission } from '@domain/permissions'
import type { ScreenDialog } from './dialogs'
import type { FocusKind, FocusRecords } from './focus'
import type { KeyPlace } from './places'
import type { ConsoleRoute, GoTarget } from './go-target'

/** What a command can see and do when it runs or decides whether it is available. */
export interface CommandContext {
  /** Opens a route with its params and search, as a link would (`replace` swaps the history entry). */
  go: (target: GoTarget) => void
  /** Asks the screen on view for one of its dialogs: `?dialog=` added to the current URL. */
  openDialog: (dialog: ScreenDialog) => void
  /** The current location's pathname and parsed search. */
  location: { pathname: string; search: Readonly<Record<string, unknown>> }
  /** Permissions of the signed-in user; empty when signed out. */
  permissions: ReadonlySet<Permission>
  signedIn: boolean
  /** Who is signed in: a record held by someone (a review case) takes its holder's keys only. */
  username: string | null
  /** Records in focus on the current screen, by kind: `{ transaction: {...} }`. */
  focus: FocusRecords
  /** Console services a command may call. */
  actions: CommandActions
}

export interface CommandActions {
  signOut: () => Promise<void>
  setLocale: (locale: string) => Promise<void>
  openPalette: (page?: string) => void
  openShortcutHelp: () => void
  /** Shows the theme at once and saves it in the user's profile when signed in. */
  setTheme: (theme: ThemeChoice) => Promise<void>
  /** Undoes the user's last undoable write while it can be (10 s), saying so in a toast. */
  undoLast: () => Promise<void>
}

export interface Command<P = void> {
  /** Stable id, `area.action`: 'transaction.createFraudBlock'. */
  id: string
  /** i18n key of the title, `commands:...`. */
  title: string
  /** i18n key of the palette group it appears under. */
  section: string
  /** Extra words the palette matches, in any language. */
  keywords?: string[]
  /** tinykeys syntax: '$mod+k', 'g t', '?'. */
  shortcut?: string
  /** Hidden, and refused by its key, without it. */
  permission?: Permission
  /** Available only when this holds, e.g. a transaction is in focus. */
  when?: (ctx: CommandContext) => boolean
  /**
   * The list (its workspace id) whose selected rows this command acts on: it is a button of the
   * list's selection bar as well as a key and a palette entry.
   */
  selection?: string
  /** The kind of record in focus this command acts on: it is a button of that record's pane too. */
  record?: FocusKind
  /**
   * Where its key acts, for the shortcut help, when neither `selection`, `record` nor the focus its
   * `when` looks for says it: a key of a screen that its `when` finds by the location.
   */
  acts?: KeyPlace
  /** The route this command opens, when it is a navigation command (checked by tests). */
  route?: ConsoleRoute
  /** Available signed out too (language, theme, help); every other command needs a signed-in user. */
  public?: boolean
  /** Listed in the palette unless false: opening the palette from the palette means nothing. */
  palette?: boolean
  run: (ctx: CommandContext, params: P) => void | Promise<void>
}

/** Declares a command with its params type checked. */
export function defineCommand<P = void>(command: Command<P>): Command<P> {
  return command
}

/** A command declared under its id, as area files list them. */
export type CommandSpec<P = void> = Omit<Command<P>, 'id'>

/**
 * Declares an area's commands keyed by id, so the ids form a union the compiler checks
 * wherever a command is named (`commandById('session.signOut')`).
 */
export function defineCommands<Id extends string>(specs: Record<Id, CommandSpec>): Record<Id, Command> {
  const commands = {} as Record<Id, Command>
  for (const id of Object.keys(specs) as Id[]) commands[id] = { id, ...specs[id] }
  return commands
}

export function isAvailable(command: Command<never>, ctx: CommandContext): boolean {
  if (!command.public && !ctx.signedIn) return false
  if (command.permission && !ctx.permissions.has(command.permission)) return false
  return command.when ? command.when(ctx) : true
}
