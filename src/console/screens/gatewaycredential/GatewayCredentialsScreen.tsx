import type { GatewayCredential } from '@domain/entities/gatewaycredential'
import { gatewaycredential } from '../../api/gatewaycredential'
import { useCommand } from '../../palette/use-command'
import { StatusBadge } from '../../ui/StatusBadge'
import { TIME_COLUMN_WIDTH, Time } from '../../ui/Time'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'

const columns: WorkspaceColumn<GatewayCredential>[] = [
  { id: 'name', header: 'common:fields.name', cell: (row) => row.name, sort: 'name', width: 220 },
  { id: 'gateway', header: 'common:fields.gateway', cell: (row) => <span className="font-mono">{row.gateway}</span>, width: 120 },
  { id: 'space', scope: 'space', header: 'common:fields.space', cell: (row) => row.space, width: 130 },
  { id: 'merchant', scope: 'merchant', header: 'common:fields.merchant', cell: (row) => row.merchantAccount ?? '—', width: 160 },
  { id: 'environment', header: 'common:fields.environment', cell: (row) => row.environment, width: 120 },
  { id: 'status', header: 'common:record.status', cell: (row) => <StatusBadge status={row.status} />, width: 110 },
  { id: 'updated', header: 'common:record.updated', cell: (row) => <Time value={row.updated} />, sort: 'updatedAt', width: TIME_COLUMN_WIDTH },
]

/** /gatewayCredentials: the keys spaces and merchants hold at gateways, with the selected one beside the list. */
export function GatewayCredentialsScreen() {
  return <RecordKindList kind={gatewaycredential} columns={columns} create={useCommand('gatewaycredential.create')} />
}
