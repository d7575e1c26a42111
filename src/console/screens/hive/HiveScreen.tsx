import { EnumText } from '../../ui/EnumText'
import type { HiveSetting } from '@domain/entities/hive'
import { type HiveArea, hiveAreas } from '../../api/hive'
import { useCommand } from '../../palette/use-command'
import { Time } from '../../ui/Time'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'


const columns: WorkspaceColumn<HiveSetting>[] = [
  { id: 'component', header: 'hive:fields.component', cell: (row) => <span className="font-mono">{row.component}</span>, sort: 'component', kind: 'name' },
  { id: 'key', header: 'hive:fields.key', cell: (row) => <span className="font-mono">{row.key}</span>, sort: 'key', kind: 'name' },
  { id: 'environment', header: 'common:fields.environment', cell: (row) => <EnumText value={row.environment} />, kind: 'enum' },
  { id: 'type', header: 'hive:fields.type', cell: (row) => <EnumText value={row.type} />, kind: 'label' },
  { id: 'value', header: 'hive:fields.value', cell: (row) => <span className="font-mono">{row.value}</span>, kind: 'text' },
  { id: 'description', header: 'hive:fields.description', cell: (row) => row.description ?? '—', kind: 'text', hidden: true },
  { id: 'updated', header: 'common:record.updated', cell: (row) => <Time value={row.updated} />, sort: 'updated', kind: 'time' },
]

/** /gwhive: the gateways' runtime settings by component, key and environment, the selected one beside the list. */
export function GatewayHiveScreen() {
  return <HiveList area={hiveAreas.gateway} create={useCommand('hive.newGatewaySetting')} />
}

/** /midashive: the payment router's (midas's) runtime settings, the selected one beside the list. */
export function MidasHiveScreen() {
  return <HiveList area={hiveAreas.midas} create={useCommand('hive.newMidasSetting')} />
}

function HiveList({ area, create }: { area: HiveArea; create: ReturnType<typeof useCommand> }) {
  return <RecordKindList kind={area.kind} title={area.name === 'gateway' ? 'hive:gatewayTitle' : 'hive:midasTitle'} columns={columns} create={create} />
}
