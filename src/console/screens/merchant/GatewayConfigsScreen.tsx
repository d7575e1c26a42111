import type { GatewayConfig } from '@domain/entities/merchant'
import { gatewayConfigKind } from '../../api/merchant'
import { useCommand } from '../../palette/use-command'
import { StatusBadge } from '../../ui/StatusBadge'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'
import { Time } from '../../ui/Time'
import { useConfigListTitle } from './ConfigList'

const columns: WorkspaceColumn<GatewayConfig>[] = [
  { id: 'name', header: 'merchant:configs.fields.name', cell: (row) => row.name, sort: 'name', kind: 'name' },
  { id: 'gateway', header: 'merchant:configs.fields.gateway', cell: (row) => <span className="font-mono">{row.gateway}</span>, kind: 'code' },
  { id: 'status', header: 'common:record.status', cell: (row) => <StatusBadge status={row.status} />, kind: 'status' },
  { id: 'priority', header: 'merchant:configs.fields.priority', cell: (row) => row.priority, sort: 'priority', kind: 'count' },
  { id: 'currencies', header: 'merchant:configs.fields.currencies', cell: (row) => row.currencies.join(', '), kind: 'text' },
  { id: 'paymentTypes', header: 'merchant:configs.fields.paymentTypes', cell: (row) => row.paymentTypes.join(', '), kind: 'text' },
  { id: 'updated', header: 'common:record.updated', cell: (row) => <Time value={row.updated} />, kind: 'time' },
]

/** /merchants/{merchant}/gateways: how the merchant reaches each gateway, with the selected config beside the list. */
export function GatewayConfigsScreen() {
  return <RecordKindList kind={gatewayConfigKind} title={useConfigListTitle('configs.gateways.title')} columns={columns} create={useCommand('merchant.addGatewayConfig')} />
}
