import { runCommand } from '@commands/index'
import type { Command, CommandContext } from '@commands/types'
import { showError } from '@console/session/alert-store'

/** Runs a command from the palette, a key or a button; a failure becomes an error alert. */
export function launch(command: Command<never>, ctx: CommandContext): void {
  Promise.resolve()
    .then(() => runCommand(command, ctx))
    .catch((error: unknown) => {
      showError(error instanceof Error ? error.message : String(error))
    })
}
