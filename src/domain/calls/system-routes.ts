import { type CallRoute, callsOfRoutes } from '../call-route'
import type { systemCalls } from './system'

/** Where each system call goes and who may make it, without its schemas (see call-route.ts); system.ts adds them. */
const area = 'system'

export const systemRoutes = {
  dashboard: { area, method: 'GET', path: 'dashboard', access: 'dashboard.read' },
  version: { area, method: 'GET', path: 'version', access: 'signedIn' },
  partner: { area, method: 'GET', path: 'partner', access: 'public' },
  systemCommands: { area, method: 'GET', path: 'systemcommand', access: 'system.command.read' },
  runSystemCommand: { area, method: 'POST', path: 'systemcommand', access: 'system.command.run' },
} as const satisfies Record<string, CallRoute>

/** A call's route typed as its full call (see callsOfRoutes). */
export const systemCall = callsOfRoutes<typeof systemCalls>(systemRoutes)
