import { systemCall } from '@domain/calls/system-routes'
import { callQuery } from './call-query'

export const systemKeys = {
  all: ['system'] as const,
  dashboard: (merchant?: string) => [...systemKeys.all, 'dashboard', merchant ?? null] as const,
  version: () => [...systemKeys.all, 'version'] as const,
  commands: () => [...systemKeys.all, 'commands'] as const,
}

export const dashboardQueryOptions = (merchant?: string) =>
  callQuery(systemKeys.dashboard(merchant), systemCall('dashboard'), { query: merchant ? { merchant } : {} }, { refetchInterval: 60_000 })

export const versionQueryOptions = () =>
  callQuery(systemKeys.version(), systemCall('version'))

/** While a long command runs, its progress is read again this often. */
export const COMMAND_PROGRESS_MS = 1_000

/** The system commands the user may run, each with its latest run; polled while one is under way. */
export const systemCommandsQueryOptions = () =>
  callQuery(systemKeys.commands(), systemCall('systemCommands'), {}, { refetchInterval: (query) => (query.state.data?.some((command) => isRunning(command.lastRun?.state)) ? COMMAND_PROGRESS_MS : false) })

/** A run that has not ended yet. */
export function isRunning(state: string | undefined): boolean {
  return state === 'PROCESSING'
}
