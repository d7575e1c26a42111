import { type CommandId, commandById, isAvailable } from '@commands/index'
import type { Command } from '@commands/types'
import { useCommandContext } from './command-context'
import { launch } from './run-command'

export interface BoundCommand {
  command: Command<never>
  /** False without the permission or outside its `when`: hide the button. */
  available: boolean
  run: () => void
}

/**
 * A registry command for a button or menu item, so the mouse runs exactly what the palette
 * and the shortcut run: `const signOut = useCommand('session.signOut')`.
 */
export function useCommand(id: CommandId): BoundCommand {
  const ctx = useCommandContext()
  const command = commandById(id)
  return { command, available: isAvailable(command, ctx), run: () => launch(command, ctx) }
}
