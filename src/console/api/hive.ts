import { hiveCalls } from '@domain/calls/hive'
import type { HiveSetting } from '@domain/entities/hive'
import { type Environment, environments } from '@domain/enums'
import { hiveFilterFields } from '@domain/filters/hive'
import { defineRecordKind, type RouteParams, textKeyed } from './record-kind'

/** Which hive a screen shows: the gateway's settings or midas's, the same screens over either. */
export type HiveName = 'gateway' | 'midas'

/** The open setting's environment, beside its component and key in the URL (`?settingEnvironment=`). */
const environmentIn = (route: RouteParams): Environment | undefined => environments.find((known) => known === route.settingEnvironment)

/**
 * One hive's settings as a record kind. The call table has no get: a setting is read from its list
 * by component, key and environment; the URL names it by the first two in its path
 * (`/gwhive/ATLAS/timeoutMs`) and its environment beside them.
 */
function hiveKind(hive: HiveName) {
  const gateway = hive === 'gateway'
  const list = gateway ? hiveCalls.gatewayHive : hiveCalls.midasHive
  return defineRecordKind({
    kind: gateway ? 'gatewayHive' : 'midasHive',
    calls: { list, get: list, create: gateway ? hiveCalls.saveGatewayHive : hiveCalls.saveMidasHive, remove: gateway ? hiveCalls.removeGatewayHive : hiveCalls.removeMidasHive },
    filters: hiveFilterFields,
    ...textKeyed((row: HiveSetting) => row.key, (key, route) => ({ component: route.component ?? '', key })),
    idParams: { component: (row) => row.component },
    idSearch: { name: 'settingEnvironment', of: (row) => row.environment },
    query: (_key, route) => ({ environment: environmentIn(route) }),
    listedBy: (key, route) => ({ component: route.component ?? '', key, environment: environmentIn(route), limit: 1 }),
    history: (row) => `${row.environment}/${row.component}/${row.key}`,
  })
}

export const gatewayHive = hiveKind('gateway')
export const midasHive = hiveKind('midas')

/** One hive's screens: its kind and the call that saves its settings. */
export interface HiveArea {
  name: HiveName
  kind: typeof gatewayHive
  save: typeof hiveCalls.saveGatewayHive
}

export const hiveAreas: Record<HiveName, HiveArea> = {
  gateway: { name: 'gateway', kind: gatewayHive, save: hiveCalls.saveGatewayHive },
  midas: { name: 'midas', kind: midasHive, save: hiveCalls.saveMidasHive },
}
