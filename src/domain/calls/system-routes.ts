import { areaRoutes, callsOfRoutes } from '../call-route'
import type { systemCalls } from './system'

/** Where each system call goes and who may make it, without its schemas (see call-route.ts); system.ts adds them. */
export const systemRoutes = areaRoutes('system', {
  dashboard: { method: 'GET', path: 'dashboard', access: 'dashboard.read' },
  version: { method: 'GET', path: 'version', access: 'signedIn' },
  partner: { method: 'GET', path: 'partner', access: 'public' },
  systemCommands: { method: 'GET', path: 'systemcommand', access: 'system.command.read' },
  runSystemCommand: { method: 'POST', path: 'systemcommand', access: 'system.command.run' },
})

/** A call's route typed as its full call (see callsOfRoutes). */
export const systemCall = callsOfRoutes<typeof systemCalls>(systemRoutes)
