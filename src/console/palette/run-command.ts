import { runCommand } from '@commands/index'
import type { Command, CommandContext } from '@commands/types'
import { errorText } from '@console/lib/error-text'
import { showError } from '@console/session/alert-store'

/** Runs a command from the palette, a key or a button; a failure becomes an error alert. */
export function launch(command: Command<never>, ctx: CommandContext): void {
  Promise.resolve()
    .then(() => runCommand(command, ctx))
    .catch((error: unknown) => {
      // A failed call reads in the user's language; any other error keeps its own message.
      showError(error instanceof Error ? errorText(error) : String(error))
    })
}
