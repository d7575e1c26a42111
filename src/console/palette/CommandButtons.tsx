import { commandRegistry, isAvailable } from '@commands/index'
import type { FocusKind } from '@commands/focus'
import type { Command } from '@commands/types'
import { useTranslation } from 'react-i18next'
import { Button } from '../ui/Button'
import { useCommandContext } from './command-context'
import { KeyCaps } from './KeyCaps'
import { launch } from './run-command'

/**
 * Registry commands as buttons, each with its key: the mouse runs exactly what the key and the
 * palette run, and a command the user may not run right now is not shown.
 */
export function CommandButtons({ pick }: { pick: (command: Command<never>) => boolean }) {
  const { t } = useTranslation()
  const ctx = useCommandContext()
  return commandRegistry
    .filter((command) => pick(command) && isAvailable(command, ctx))
    .map((command) => (
      <Button key={command.id} variant="secondary" className="!px-2 !py-1 text-xs" onClick={() => launch(command, ctx)}>
        {t(command.title)}
        {command.shortcut && <KeyCaps shortcut={command.shortcut} />}
      </Button>
    ))
}

/** The commands of a record, as a row of buttons in its pane. */
export function RecordCommandButtons({ record }: { record: FocusKind }) {
  return (
    <div className="flex flex-wrap gap-2">
      <CommandButtons pick={(command) => command.record === record} />
    </div>
  )
}
