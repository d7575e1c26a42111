import type { GatewayConfig } from '@domain/entities/merchant'
import { gatewayConfigKind } from '../../api/merchant'
import { useCommand } from '../../palette/use-command'
import { StatusBadge } from '../../ui/StatusBadge'
import { RecordKindList, type WorkspaceColumn } from '../../workspace'
import { TIME_COLUMN_WIDTH, Time } from '../../ui/Time'
import { useConfigListTitle } from './ConfigList'

const columns: WorkspaceColumn<GatewayConfig>[] = [
  { id: 'name', header: 'merchant:configs.fields.name', cell: (row) => row.name, sort: 'name', width: 200 },
  { id: 'gateway', header: 'merchant:configs.fields.gateway', cell: (row) => <span className="font-mono">{row.gateway}</span>, width: 120 },
  { id: 'status', header: 'common:record.status', cell: (row) => <StatusBadge status={row.status} />, width: 110 },
  { id: 'priority', header: 'merchant:configs.fields.priority', cell: (row) => row.priority, sort: 'priority', width: 90 },
  { id: 'currencies', header: 'merchant:configs.fields.currencies', cell: (row) => row.currencies.join(', '), width: 160 },
  { id: 'paymentTypes', header: 'merchant:configs.fields.paymentTypes', cell: (row) => row.paymentTypes.join(', '), width: 160 },
  { id: 'updated', header: 'common:record.updated', cell: (row) => <Time value={row.updated} />, width: TIME_COLUMN_WIDTH },
]

/** /merchants/{merchant}/gateways: how the merchant reaches each gateway, with the selected config beside the list. */
export function GatewayConfigsScreen() {
  return <RecordKindList kind={gatewayConfigKind} title={useConfigListTitle('configs.gateways.title')} columns={columns} create={useCommand('merchant.addGatewayConfig')} />
}
