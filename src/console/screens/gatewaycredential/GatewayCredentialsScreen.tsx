import { EnumText } from '../../ui/EnumText'
import type { GatewayCredential } from '@domain/entities/gatewaycredential'
import { gatewaycredential } from '../../api/gatewaycredential'
import { useCommand } from '../../palette/use-command'
import { StatusBadge } from '../../ui/StatusBadge'
import { Time } from '../../ui/Time'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'
import { SpaceName } from '../../ui/SpaceName'

const columns: WorkspaceColumn<GatewayCredential>[] = [
  { id: 'name', header: 'common:fields.name', cell: (row) => row.name, sort: 'name', kind: 'name' },
  { id: 'gateway', header: 'common:fields.gateway', cell: (row) => <span className="font-mono">{row.gateway}</span>, kind: 'code' },
  { id: 'space', scope: 'space', header: 'common:fields.space', cell: (row) => <SpaceName space={row.space} />, kind: 'name' },
  { id: 'merchant', scope: 'merchant', header: 'common:fields.merchant', cell: (row) => row.merchantAccount ?? '—', kind: 'name' },
  { id: 'environment', header: 'common:fields.environment', cell: (row) => <EnumText value={row.environment} />, kind: 'enum' },
  { id: 'status', header: 'common:record.status', cell: (row) => <StatusBadge status={row.status} />, kind: 'status' },
  { id: 'updated', header: 'common:record.updated', cell: (row) => <Time value={row.updated} />, sort: 'updatedAt', kind: 'time' },
]

/** /gatewayCredentials: the keys spaces and merchants hold at gateways, with the selected one beside the list. */
export function GatewayCredentialsScreen() {
  return <RecordKindList kind={gatewaycredential} columns={columns} create={useCommand('gatewaycredential.create')} />
}
