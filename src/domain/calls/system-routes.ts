import type { CallRoute } from '../call-route'
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

/**
 * A call's route typed as its full call, for code that only makes the call: the console's client
 * reads no schema, so the session code gets the call's types without zod's weight.
 */
export function systemCall<K extends keyof typeof systemCalls>(name: K): (typeof systemCalls)[K] {
  return systemRoutes[name] as (typeof systemCalls)[K]
}
