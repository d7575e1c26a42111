import { approvalCommands } from './approval'
import { appearanceCommands } from './appearance'
import { cardBinCommands } from './cardbin'
import { cardBlacklistCommands } from './cardblacklist'
import { cardrestrictionCommands } from './cardrestriction'
import { customerCommands } from './customer'
import { emailtplCommands } from './emailtpl'
import { financeCommands } from './finance'
import { fraudCommands } from './fraud'
import { helpCommands } from './help'
import { hiveCommands } from './hive'
import { languageCommands } from './language'
import { merchantCommands } from './merchant'
import { messageCommands } from './message'
import { paymentLinkCommands } from './paymentlink'
import { groupCommands } from './mgroup'
import { gatewayCredentialCommands } from './gatewaycredential'
import { merchantKeyCommands } from './merchantkey'
import { roleCommands } from './mrole'
import { spaceCommands } from './mspace'
import { muserCommands } from './muser'
import { navigationCommands } from './navigation'
import { recordCommands } from './record'
import { reportCommands } from './report'
import { resultcodeCommands } from './resultcode'
import { reviewCommands } from './review'
import { commandSections, sectionKey } from './sections'
import { sessionCommands } from './session'
import { systemCommands } from './system'
import { transactionCommands } from './transaction'
import { trustpolicyCommands } from './trustpolicy'
import type { Command, CommandContext } from './types'
import { undoCommands } from './undo'
import { workspaceCommands } from './workspace'

const commandsById = {
  ...navigationCommands,
  ...recordCommands,
  ...sessionCommands,
  ...languageCommands,
  ...appearanceCommands,
  ...helpCommands,
  ...transactionCommands,
  ...customerCommands,
  ...fraudCommands,
  ...reviewCommands,
  ...approvalCommands,
  ...workspaceCommands,
  ...cardBinCommands,
  ...cardBlacklistCommands,
  ...cardrestrictionCommands,
  ...merchantCommands,
  ...paymentLinkCommands,
  ...messageCommands,
  ...groupCommands,
  ...gatewayCredentialCommands,
  ...merchantKeyCommands,
  ...muserCommands,
  ...roleCommands,
  ...spaceCommands,
  ...systemCommands,
  ...emailtplCommands,
  ...trustpolicyCommands,
  ...hiveCommands,
  ...resultcodeCommands,
  ...reportCommands,
  ...financeCommands,
  ...undoCommands,
}

/** Every command id; naming a command that does not exist is a compile error. */
export type CommandId = keyof typeof commandsById

/** Every command, in section order: the palette, the keys, the help overlay and buttons read this. */
export const commandRegistry: readonly Command<never>[] = Object.values<Command<never>>(commandsById).sort(
  (a, b) => sectionOrder(a.section) - sectionOrder(b.section),
)

function sectionOrder(section: string): number {
  const index = commandSections.findIndex((name) => sectionKey(name) === section)
  return index === -1 ? commandSections.length : index
}

export function commandById(id: CommandId): Command<never> {
  return commandsById[id]
}

/** The command bound to a shortcut, written as the registry writes it ('g d', '$mod+k'). */
export function commandByShortcut(shortcut: string): Command<never> | undefined {
  const wanted = normalizeShortcut(shortcut)
  return commandRegistry.find((command) => command.shortcut !== undefined && normalizeShortcut(command.shortcut) === wanted)
}

/** Shortcuts compare without regard to case or spacing. */
export function normalizeShortcut(shortcut: string): string {
  return shortcut.trim().split(/\s+/).join(' ').toLowerCase()
}

/** Runs a command that takes no parameters, as the palette, a key or a button does. */
export function runCommand(command: Command<never>, ctx: CommandContext): void | Promise<void> {
  return (command as Command<void>).run(ctx)
}

export { commandSections, sectionKey } from './sections'
export type { Command, CommandActions, CommandContext } from './types'
export { isAvailable } from './types'
