import { systemCall } from '@domain/calls/system-routes'
import { callQuery } from './call-query'
import { systemKeys } from './system'

/** While a long command runs, its progress is read again this often. */
export const COMMAND_PROGRESS_MS = 1_000

/** The system commands the user may run, each with its latest run; polled while one is under way. */
export const systemCommandsQueryOptions = () =>
  callQuery([...systemKeys.all, 'commands'] as const, systemCall('systemCommands'), {}, { refetchInterval: (query) => (query.state.data?.some((command) => isRunning(command.lastRun?.state)) ? COMMAND_PROGRESS_MS : false) })

/** A run that has not ended yet. */
export function isRunning(state: string | undefined): boolean {
  return state === 'PROCESSING'
}
